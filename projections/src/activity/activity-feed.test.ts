import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Event, RecordedEvent } from '@referly/domain';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { accountsProjections } from '../accounts/index.ts';
import { companiesProjections } from '../companies/index.ts';
import { referralsProjections } from '../referrals/index.ts';
import { projectionTestKit } from '../test-kit.ts';
import { ATLASSIAN, REQUEST, RHEA, RILEY, SAM, scenario, SECRETS } from './activity.fixtures.ts';
import { activityFacts, detailOf, toActivity } from './activity-entry.ts';
import { activityCatalogue, activitySubjects, activityTypes } from './catalogue.ts';
import { describeActivity, humanise, type ActivityContext } from './describe.ts';
import { activityContext, activityCountAfter, activityNewest, activityPage, activityQuery } from './queries.ts';

const { openStore, startRunner } = projectionTestKit();

/** The scenario in a real log, which the feed reads, and the read models it reads names from, projected by the real runner. */
const projected = async (events: [string, Event][] = scenario) => {
  const eventStore = openStore();
  for (const [stream, event] of events) await eventStore.append(stream, [{ id: randomUUID(), ...event }], 'any');
  const readStore = createMemoryReadStore();
  const projections = [accountsProjections, companiesProjections, referralsProjections].flatMap((feature) => feature.projections);
  await startRunner(eventStore, readStore, projections);
  return { eventStore, readStore };
};
type Source = { eventStore: EventStore; readStore: ReadStore };

/** The feed as the admin reads it: newest first, in words. */
const feed = async ({ eventStore, readStore }: Source, filter: Parameters<typeof activityQuery>[1] = {}) => {
  const { data } = await activityPage(eventStore, await activityQuery(readStore, filter), { limit: 100 });
  const context = await activityContext(readStore, data);
  return data.map((doc) => ({ type: doc.type, kind: doc.kind, ...describeActivity(doc, context) }));
};

const recorded = (event: Event, position = 1): RecordedEvent => ({
  ...event,
  id: `e-${position}`,
  streamId: 's',
  revision: 0,
  position,
  metadata: {},
  recordedAt: '2026-11-24T00:00:00.000Z',
});

const domainEventTypes = () => {
  const root = path.resolve(import.meta.dirname, '../../../domain/src');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const types = files.flatMap((file) => [...readFileSync(path.join(root, file), 'utf8').matchAll(/Event<\s*'(\w+)'/g)].map((match) => match[1] ?? ''));
  return [...new Set(types)].sort();
};

describe('the activity feed covers the log', () => {
  it('has an entry for every event type declared in domain/src (add its entry and sentence to the activity part of its feature)', () => {
    const types = domainEventTypes();
    expect(types.length).toBeGreaterThan(50);
    expect(types.filter((type) => !(activityTypes as string[]).includes(type))).toEqual([]);
  });

  it('has a sentence of its own for every type it shows, not the generic one', () => {
    const generic = activityTypes.filter((type) => {
      const doc = toActivity(recorded({ type, data: { at: '2026-11-24T00:00:00.000Z' } }));
      return doc !== null && describeActivity(doc, { user: () => undefined, request: () => undefined, company: () => undefined }).what === humanise(type);
    });
    expect(generic).toEqual([]);
  });

  it('links every subject an entry names to its owner’s admin screen (the feature whose part lists the subject)', () => {
    const named = Object.values(activityCatalogue).flatMap((spec) =>
      spec.subject === undefined
        ? []
        : typeof spec.subject.type === 'string'
          ? [spec.subject.type]
          : [spec.subject.type({}), spec.subject.type({ service: 'resumeReview', chatType: 'resumeReview' })],
    );
    expect([...new Set(named)].filter((type) => activitySubjects[type] === undefined)).toEqual([]);
  });

  it('says a notification needed no e-mail rather than that it was e-mailed to 0 people', () => {
    const none = { user: () => undefined, request: () => undefined, company: () => undefined };
    const settled = (sent: number) => {
      const doc = toActivity(recorded({ type: 'NotificationMailSettled', data: { sent, at: '2026-11-24T00:00:00.000Z' } }));
      return doc && describeActivity(doc, none).what;
    };
    expect(settled(0)).toBe('A notification needed no e-mail: nobody it concerns asked for one');
    expect(settled(1)).toBe('A notification was e-mailed to 1 person');
    expect(settled(3)).toBe('A notification was e-mailed to 3 people');
  });

  it('makes no entry of a type it does not know, and reads an unknown type in plain words', () => {
    expect(toActivity(recorded({ type: 'TestPaymentIntentCreated', data: { cardNumber: '4242' } }))).toBeNull();
    expect(humanise('CompanyNameClaimed')).toBe('Company name claimed');
  });
});

describe('what the filters read of an event before its entry is made', () => {
  it('is what the entry holds: its people, its time and each of its details, for every event of the scenario', async () => {
    const { eventStore } = await projected();
    for (const event of await eventStore.readAll()) {
      const doc = toActivity(event);
      const facts = activityFacts(event);
      expect(facts === null).toBe(doc === null);
      if (!doc || !facts) continue;
      expect({ type: event.type, userIds: facts.userIds, at: facts.at }).toEqual({ type: event.type, userIds: doc.userIds, at: doc.at });
      for (const key of [...Object.keys(doc.details), 'email', 'to', 'nothing'])
        expect([event.type, key, detailOf(facts, key)]).toEqual([event.type, key, doc.details[key]]);
    }
    expect(activityFacts(recorded({ type: 'TestPaymentIntentCreated', data: { cardNumber: '4242' } }))).toBeNull();
  });
});

describe('an entry keeps only its allow-listed fields', () => {
  it('holds no hash, sealed code, bank detail, file id, payment intent or phone number of any event', async () => {
    const { eventStore } = await projected();
    const docs = (await eventStore.readAll()).map(toActivity);
    expect(docs.filter((doc) => doc !== null)).toHaveLength(scenario.length);
    const stored = JSON.stringify(docs);
    for (const secret of SECRETS) expect(stored).not.toContain(secret);
  });

  it('keeps the fields its type names, dotted paths by their last name, and never copies an object', () => {
    const [, submitted] = scenario.find(([, event]) => event.type === 'ReferrerVerificationSubmitted') ?? [];
    expect(submitted && toActivity(recorded(submitted, 7))).toEqual({
      _id: 'e-7',
      position: 7,
      type: 'ReferrerVerificationSubmitted',
      kind: 'verification',
      at: '2026-11-24T00:17:00.000Z',
      actorId: RHEA,
      actorName: null,
      userIds: [RHEA],
      subject: { type: 'user', id: RHEA },
      details: { companyName: 'Atlassian', positionAtCompany: 'Engineering Manager' },
    });
    const changed = toActivity(
      recorded({
        type: 'ReferrerVerificationStatusChanged',
        data: { userId: RHEA, status: 'approved', previousStatus: { nested: true }, by: { system: 'seed' }, at: '2026-11-24T00:00:00.000Z' },
      }),
    );
    expect(changed).toMatchObject({ actorId: null, userIds: [RHEA], details: { userId: RHEA, status: 'approved', system: 'seed' } });
    expect(changed?.details).not.toHaveProperty('previousStatus');
  });

  it('takes the time from the event, else from when it was recorded', () => {
    expect(toActivity(recorded({ type: 'UserLoggedIn', data: { userId: SAM, sessionId: 's1' } }))?.at).toBe('2026-11-24T00:00:00.000Z');
    expect(toActivity(recorded({ type: 'UserLoggedIn', data: { userId: SAM, sessionId: 's1' } }))?.details).toEqual({});
  });
});

describe('the feed in words', () => {
  it('says who did what, newest first, with a link to what it concerns', async () => {
    const entries = await feed(await projected());
    const byType = Object.fromEntries(entries.map((entry) => [entry.type, entry]));
    expect(entries.map((entry) => entry.type)).toEqual([...scenario].reverse().map(([, event]) => event.type));
    const sam = { userId: SAM, name: 'Sam Seeker', email: 'sam@example.com' };
    const riley = { userId: RILEY, name: 'Riley Admin', email: 'riley@example.com' };
    const request = { href: `/admin_dashboard/job_referrals/${REQUEST}`, label: 'View request' };
    expect(entries.filter((entry) => entry.type === 'UserRegistered').map((entry) => entry.what)).toEqual([
      'Rhea Referrer signed up as a referrer',
      'Riley Admin signed up as an admin',
      'Sam Seeker signed up as a job seeker',
    ]);
    expect(byType.ReferralPaid).toMatchObject({
      kind: 'payments',
      who: sam,
      what: 'Sam Seeker paid USD\u00a050.00 for a referral at Atlassian',
      link: request,
    });
    expect(byType.ReferralStatusChanged).toMatchObject({
      kind: 'referrals',
      who: riley,
      what: 'Riley Admin changed Sam Seeker’s referral request at Atlassian to Rejected: The position is filled',
      link: request,
    });
    expect(byType.ReferralRequested?.what).toBe('Sam Seeker asked for a referral at Atlassian (Backend Engineer)');
    expect(byType.RefundIssued).toMatchObject({ who: null, what: 'Sam Seeker was refunded USD\u00a050.00 for a referral at Atlassian', link: request });
    expect(byType.OtpIssued).toMatchObject({
      who: sam,
      what: 'A sign-up code was sent to Sam Seeker',
      link: { href: `/admin_dashboard/user_management/${SAM}`, label: 'View user' },
    });
    expect(byType.PasswordSet?.what).toBe('Sam Seeker set their password');
    expect(byType.CompanyAdded).toMatchObject({
      who: null,
      what: 'Company Atlassian was added by an admin (approved)',
      link: { href: '/admin_dashboard/company_management?search=Atlassian', label: 'View companies' },
    });
    expect(byType.WithdrawalRequested).toMatchObject({
      kind: 'credits',
      what: 'Rhea Referrer asked to withdraw 100 credits',
      link: { href: '/admin_dashboard/withdrawals', label: 'View withdrawals' },
    });
    expect(byType.ChatMessageSent).toMatchObject({
      kind: 'chat',
      who: riley,
      what: 'Riley Admin sent a file in the chat of Sam Seeker’s referral request at Atlassian',
      link: request,
    });
    expect(byType.NewsletterSubscribed).toMatchObject({
      who: null,
      what: 'kim@example.com subscribed to the newsletter',
      link: { href: '/admin_dashboard/contact_management', label: 'View contacts' },
    });
    expect(byType.CouponCreated).toMatchObject({
      what: 'Coupon SPRING25 (25% off) was created',
      link: { href: '/admin_dashboard/coupon', label: 'View coupons' },
    });
    expect(byType.EmailSent).toMatchObject({ kind: 'emails', who: null, what: 'E-mail “Your Referly code” sent to sam@example.com', link: null });
    expect(byType.ReferrerVerificationSubmitted?.what).toBe('Rhea Referrer asked to be verified as a referrer at Atlassian (Engineering Manager)');
    expect(byType.AppConfigChanged).toMatchObject({
      what: 'The price “Job referral” was set to $60',
      link: { href: '/admin_dashboard/payment_management', label: 'View prices' },
    });
  });

  it('names people as they are called now, and by the name the event gave when the account is gone', () => {
    const doc = toActivity(recorded(scenario.find(([, event]) => event.type === 'ReferralStatusChanged')?.[1] ?? { type: 'x', data: {} }));
    const nobody: ActivityContext = { user: () => undefined, request: () => undefined, company: () => undefined };
    expect(doc && describeActivity(doc, nobody)).toEqual({
      who: { userId: RILEY, name: 'Riley Admin', email: null },
      what: 'Riley Admin changed someone’s referral request at a company to Rejected: The position is filled',
      link: { href: `/admin_dashboard/job_referrals/${REQUEST}`, label: 'View request' },
    });
    const renamed: ActivityContext = {
      ...nobody,
      user: (id) => (id === RILEY ? { name: 'Riley Ng', email: 'riley@referly.dev' } : undefined),
      company: (id) => (id === ATLASSIAN ? 'Atlassian Pty Ltd' : undefined),
    };
    expect(doc && describeActivity(doc, renamed).what).toBe(
      'Riley Ng changed someone’s referral request at Atlassian Pty Ltd to Rejected: The position is filled',
    );
    const loggedIn = toActivity(recorded({ type: 'UserLoggedIn', data: { userId: 'gone' } }));
    expect(loggedIn && describeActivity(loggedIn, nobody)).toMatchObject({
      who: { userId: 'gone', name: 'A former user', email: null },
      what: 'A former user signed in',
    });
  });

  it.each([
    [
      'ReferralStatusChanged',
      { to: 'approved', reason: null, seekerId: SAM, by: { userId: RILEY, name: 'Riley Admin' } },
      'Riley Admin changed Sam Seeker’s referral request at Atlassian to Approved',
    ],
    [
      'RefundFailed',
      { seekerId: SAM, attempt: 5, final: true, error: 'card_declined' },
      'A refund to Sam Seeker for a referral at Atlassian failed (attempt 5, the last): card_declined',
    ],
    ['RefundFailed', { seekerId: SAM, attempt: 2, final: false, error: '' }, 'A refund to Sam Seeker for a referral at Atlassian failed (attempt 2)'],
    [
      'ReferralPaymentMismatched',
      { seekerId: SAM, paymentIntentId: 'pi_SECRET', amountCents: 100, currency: 'usd', expectedAmountCents: 5000, expectedCurrency: 'usd' },
      'A payment of USD\u00a01.00 reported for Sam Seeker’s referral request at Atlassian did not match the USD\u00a050.00 asked for: the request stays unpaid',
    ],
    [
      'ReferralPaymentMismatched',
      { seekerId: SAM, amountCents: 5000, currency: 'aud', expectedAmountCents: 5000, expectedCurrency: 'usd' },
      'A payment of AUD\u00a050.00 reported for Sam Seeker’s referral request at Atlassian did not match the USD\u00a050.00 asked for: the request stays unpaid',
    ],
    [
      'WithdrawalDeclined',
      { referrerId: RHEA, credits: 1, by: { userId: RILEY, name: 'Riley Admin' }, reason: 'Wrong BSB' },
      'Riley Admin declined Rhea Referrer’s withdrawal of 1 credit: Wrong BSB',
    ],
    [
      'CouponUpdated',
      { previousCode: 'SPRING25', code: 'SUMMER30', discountPercentage: 30, active: false },
      'Coupon SPRING25 was changed to SUMMER30, 30% off, inactive',
    ],
    [
      'ReferrerVerificationStatusChanged',
      { userId: RHEA, status: 'approved', by: { userId: RILEY } },
      'Riley Admin approved Rhea Referrer’s referrer verification',
    ],
    ['OtpVerificationFailed', { userId: SAM, purpose: 'emailChange', wrongGuesses: 2 }, 'Sam Seeker entered a wrong e-mail change code (2 wrong so far)'],
    [
      'EmailChanged',
      { userId: SAM, email: 'sam@new.example', previousEmail: 'sam@example.com' },
      'Sam Seeker changed their e-mail from sam@example.com to sam@new.example',
    ],
    [
      'CompanyAdded',
      { companyId: 'c2', name: 'Canva', currentStatus: 'pending', createdBy: 'seeker' },
      'Company Canva was added from a job seeker’s request (pending approval)',
    ],
    [
      'ChatMessageSent',
      { chatType: 'resumeReview', requestId: 'rr1', sender: { userId: SAM }, content: { type: 'text', value: 'hi' }, participants: { seekerId: SAM } },
      'Sam Seeker sent a message in the chat of their resume review',
    ],
  ])('%s reads: %j', (type, data, what) => {
    const context: ActivityContext = {
      user: (id) =>
        ({ [SAM]: { name: 'Sam Seeker', email: null }, [RILEY]: { name: 'Riley Admin', email: null }, [RHEA]: { name: 'Rhea Referrer', email: null } })[id],
      request: ({ type, id }) => (type === 'referral' && id === REQUEST ? { companyName: 'Atlassian', seekerId: SAM, currency: 'usd' } : undefined),
      company: () => undefined,
    };
    const doc = toActivity(recorded({ type, data: { referralId: REQUEST, at: '2026-11-24T00:00:00.000Z', ...data } }));
    expect(doc && describeActivity(doc, context).what).toBe(what);
  });

  it('links a resume review’s chat to the review, not to a referral', () => {
    const doc = toActivity(
      recorded({
        type: 'ChatMessageSent',
        data: { chatType: 'resumeReview', requestId: 'rr1', sender: { userId: SAM }, content: { type: 'text', value: 'hi' } },
      }),
    );
    expect(doc && describeActivity(doc, { user: () => undefined, request: () => undefined, company: () => undefined }).link).toEqual({
      href: '/admin_dashboard/resume_review/rr1',
      label: 'View review',
    });
  });
});

describe('the feed’s filters and pages', () => {
  it('filters by kind, by a user picked or searched by name or e-mail, and by time', async () => {
    const store = await projected();
    expect((await feed(store, { kind: 'payments' })).map((entry) => entry.type)).toEqual(['AppConfigChanged', 'RefundIssued', 'ReferralPaid']);
    expect((await feed(store, { userId: RILEY })).map((entry) => entry.type)).toEqual(['ChatMessageSent', 'ReferralStatusChanged', 'UserRegistered']);
    expect((await feed(store, { q: 'riley admin' })).map((entry) => entry.type)).toEqual(['ChatMessageSent', 'ReferralStatusChanged', 'UserRegistered']);
    expect((await feed(store, { q: 'RHEA@EXAMPLE' })).map((entry) => entry.type)).toEqual([
      'ReferrerVerificationSubmitted',
      'WithdrawalRequested',
      'UserRegistered',
    ]);
    expect((await feed(store, { q: 'kim@' })).map((entry) => entry.type)).toEqual(['NewsletterSubscribed']);
    expect((await feed(store, { q: 'nobody-at-all' })).map((entry) => entry.type)).toEqual([]);
    expect((await feed(store, { from: '2026-11-24T11:09:00+11:00', to: '2026-11-24T00:11:00Z' })).map((entry) => entry.type)).toEqual([
      'ReferralStatusChanged',
      'ReferralPaid',
    ]);
  });

  it('pages back by log position until nothing is older, and counts what came after a position', async () => {
    const { eventStore: store, readStore } = await projected();
    const all = await activityQuery(readStore, {});
    const first = await activityPage(store, all, { limit: 7 });
    const second = await activityPage(store, all, { before: first.nextBefore ?? 0, limit: 7 });
    const third = await activityPage(store, all, { before: second.nextBefore ?? 0, limit: 7 });
    const positions = [...first.data, ...second.data, ...third.data].map((doc) => doc.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(new Set(positions).size).toBe(scenario.length);
    expect(first.nextBefore).toBe(first.data.at(-1)?.position);
    expect(third.nextBefore).toBeNull();
    const newest = first.data[0]?.position ?? 0;
    expect(await activityCountAfter(store, all, newest - 3)).toBe(3);
    expect(await activityCountAfter(store, await activityQuery(readStore, { kind: 'payments' }), newest - 3)).toBe(1);
    expect((await activityNewest(store, all, 2)).map((doc) => doc.position)).toEqual([newest, newest - 1]);
  });

  it('answers a page whose filter is rare with what it found in a bounded look back, and where to go on from', async () => {
    const { eventStore: store, readStore } = await projected();
    // Riley's entries: found among every type of event, by who they name
    const payments = await activityQuery(readStore, { userId: RILEY });
    const everything = (await activityPage(store, payments, { limit: 10 })).data.map((doc) => doc.position);
    expect(everything).toHaveLength(3);
    // looking at 4 events at most a page: many pages, some empty, still give each entry once, in order
    const pages: number[][] = [];
    let before: number | undefined;
    for (;;) {
      const page = await activityPage(store, payments, { before, limit: 10, scanMax: 4 });
      pages.push(page.data.map((doc) => doc.position));
      if (page.nextBefore === null) break;
      before = page.nextBefore;
    }
    expect(pages.flat()).toEqual(everything);
    expect(pages).toHaveLength(Math.ceil(scenario.length / 4));
    expect(pages.some((found) => found.length === 0)).toBe(true);
  });
});
