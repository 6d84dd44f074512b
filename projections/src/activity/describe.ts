import { activityMessages, formatMoney, PAYMENT_CURRENCY, type ActivityLink, type ActivityWho } from '@referly/domain';
import type { ActivityDoc } from './activity-entry.ts';
import { activitySentences } from './catalogue.ts';

export type ActivityPerson = { name: string; email: string | null };
export type ActivityReferral = { desiredPosition: string; companyName: string; seekerId: string; currency: string };

/** What the feed looks up when it is read: people, requests and companies as they are now. */
export type ActivityContext = {
  user: (id: string) => ActivityPerson | undefined;
  referral: (id: string) => ActivityReferral | undefined;
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
  const referral = doc.subject && doc.subject.type === 'referral' ? context.referral(doc.subject.id) : undefined;
  const company = referral?.companyName || text('companyName') || context.company(text('companyId')) || 'a company';
  const idOf = (key: string) => text(key) || (key === 'seekerId' ? referral?.seekerId : undefined);
  const person = (key: string) => personOf(idOf(key))?.name ?? 'someone';
  const possessive = (name: string) => `${name}’s`;
  /** 'Sam Seeker’s', or 'their' when Sam is the one acting */
  const whose = (key: string) => (doc.actorId !== null && idOf(key) === doc.actorId ? 'their' : possessive(person(key)));
  /** an amount in cents with its currency: the event's own, else its request's */
  const money = (centsKey: string, currencyKey = 'currency') => formatMoney(num(centsKey), text(currencyKey) || referral?.currency || PAYMENT_CURRENCY);
  return {
    actor: actorName,
    details: doc.details,
    money,
    text,
    num,
    company,
    person,
    /** 'Sam Seeker’s referral request at Atlassian' */
    request: (seekerKey = 'seekerId') => `${whose(seekerKey)} referral request at ${company}`,
    service: () => (doc.subject?.type === 'resumeReview' ? 'resume review' : `referral request at ${company}`),
    possessive,
    whose,
  };
};
export type Say = ReturnType<typeof sayer>;

/** 'CompanyNameClaimed' -> 'Company name claimed': a type the catalogue has no sentence for still reads. */
export const humanise = (type: string): string => {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

const linkOf = (doc: ActivityDoc, context: ActivityContext): ActivityLink | null => {
  const subject = doc.subject;
  if (!subject) return null;
  switch (subject.type) {
    case 'user':
      return { href: path('/admin_dashboard/user_management', subject.id), label: 'View user' };
    case 'referral':
      return { href: path('/admin_dashboard/job_referrals', subject.id), label: 'View request' };
    case 'resumeReview':
      return { href: path('/admin_dashboard/resume_review', subject.id), label: 'View review' };
    case 'company': {
      const name = typeof doc.details.name === 'string' ? doc.details.name : context.company(subject.id);
      const search = name ? `?search=${encodeURIComponent(name)}` : '';
      return { href: `/admin_dashboard/company_management${search}`, label: 'View companies' };
    }
    case 'coupon':
      return { href: '/admin_dashboard/coupon', label: 'View coupons' };
    case 'withdrawal':
      return { href: '/admin_dashboard/withdrawals', label: 'View withdrawals' };
    case 'prices':
      return { href: '/admin_dashboard/payment_management', label: 'View prices' };
    case 'newsletter':
      return { href: '/admin_dashboard/contact_management', label: 'View contacts' };
  }
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
