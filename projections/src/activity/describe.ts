import { activityMessages, formatMoney, PAYMENT_CURRENCY, type ActivityLink, type ActivityWho } from '@referly/domain';
import type { ActivityDoc } from './activity-entry.ts';
import { activitySentences, activitySubjects } from './catalogue.ts';
import type { ActivityRequest } from './words.ts';

export type ActivityPerson = { name: string; email: string | null };

/** What the feed looks up when it is read: people, requests (by their subject, each kind's own) and companies as they are now. */
export type ActivityContext = {
  user: (id: string) => ActivityPerson | undefined;
  request: (subject: NonNullable<ActivityDoc['subject']>) => ActivityRequest | undefined;
  company: (id: string) => string | undefined;
};

/** An entry as the admin reads it: who (null: the system), what, and a link to what it concerns. */
export type ActivityDescription = { who: ActivityWho | null; what: string; link: ActivityLink | null };

/** One entry's words, with what it needs looked up. */
const sayer = (doc: ActivityDoc, context: ActivityContext) => {
  const text = (key: string): string => {
    const value = doc.details[key];
    return typeof value === 'string' ? value : '';
  };
  const num = (key: string): number => {
    const value = doc.details[key];
    return typeof value === 'number' ? value : 0;
  };
  const personOf = (id: string | null | undefined) => (id ? context.user(id) : undefined);
  const actorName = personOf(doc.actorId)?.name ?? doc.actorName ?? (doc.actorId ? 'A former user' : activityMessages.system);
  const request = doc.subject ? context.request(doc.subject) : undefined;
  const company = request?.companyName || text('companyName') || context.company(text('companyId')) || 'a company';
  const idOf = (key: string) => text(key) || (key === 'seekerId' ? request?.seekerId : undefined);
  const person = (key: string) => personOf(idOf(key))?.name ?? 'someone';
  const possessive = (name: string) => `${name}’s`;
  /** 'Sam Seeker’s', or 'their' when Sam is the one acting */
  const whose = (key: string) => (doc.actorId !== null && idOf(key) === doc.actorId ? 'their' : possessive(person(key)));
  /** an amount in cents with its currency: the event's own, else its request's */
  const money = (centsKey: string, currencyKey = 'currency') => formatMoney(num(centsKey), text(currencyKey) || request?.currency || PAYMENT_CURRENCY);
  const say = {
    actor: actorName,
    details: doc.details,
    money,
    text,
    num,
    company,
    person,
    /** the request the entry concerns, in the words of the feature owning its subject: 'referral request at Atlassian' */
    service: (): string => {
      const name = doc.subject ? activitySubjects[doc.subject.type]?.requestName : undefined;
      return name ? name(say) : 'request';
    },
    /** 'Sam Seeker’s referral request at Atlassian' */
    request: (seekerKey = 'seekerId') => `${whose(seekerKey)} ${say.service()}`,
    possessive,
    whose,
  };
  return say;
};
export type Say = ReturnType<typeof sayer>;

/** 'CompanyNameClaimed' -> 'Company name claimed': a type the catalogue has no sentence for still reads. */
export const humanise = (type: string): string => {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const linkOf = (doc: ActivityDoc, context: ActivityContext): ActivityLink | null => {
  const subject = doc.subject;
  const owner = subject ? activitySubjects[subject.type] : undefined;
  return subject && owner ? owner.link(subject.id, doc, context) : null;
};

/** An entry in words: who did it, a sentence of what happened, and where to look at what it concerns. */
export const describeActivity = (doc: ActivityDoc, context: ActivityContext): ActivityDescription => {
  const s = sayer(doc, context);
  const sentence = Object.hasOwn(activitySentences, doc.type) ? activitySentences[doc.type] : undefined;
  const actor = doc.actorId ? context.user(doc.actorId) : undefined;
  return {
    who: doc.actorId ? { userId: doc.actorId, name: s.actor, email: actor?.email ?? null } : null,
    what: sentence ? sentence(s) : humanise(doc.type),
    link: linkOf(doc, context),
  };
};
