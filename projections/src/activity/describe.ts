import { activityMessages, formatMoney, PAYMENT_CURRENCY, statusLabels, type ActivityLink, type ActivityWho, type ReferralStatus } from '@referly/domain';
import type { ActivityDoc } from './activity-entry.ts';
import type { ActivityType } from './catalogue.ts';

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

const roles: Record<string, string> = { jobSeeker: 'a job seeker', referrer: 'a referrer', admin: 'an admin' };
const purposes: Record<string, string> = { signUp: 'sign-up', passwordReset: 'password reset', emailChange: 'e-mail change' };
const companyStatuses: Record<string, string> = { approved: 'approved', pending: 'pending approval', rejected: 'rejected' };
const companyOrigins: Record<string, string> = {
  admin: ' by an admin',
  seeker: ' from a job seeker’s request',
  referrer: ' from a referrer’s verification',
  seed: ' with the demo data',
};
const verdicts: Record<string, string> = { approved: 'approved', rejected: 'rejected', pending: 'set back to pending' };

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
const withReason = (sentence: string, reason: string) => (reason ? `${sentence}: ${reason}` : sentence);

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
type Say = ReturnType<typeof sayer>;

const sentences: Record<ActivityType, (s: Say) => string> = {
  UserRegistered: (s) => `${s.actor} signed up as ${roles[s.text('userRole')] ?? 'a user'}`,
  SignUpDetailsUpdated: (s) => `${s.actor} changed their sign-up details`,
  OtpIssued: (s) => `A ${purposes[s.text('purpose')] ?? 'one-time'} code was sent to ${s.actor}`,
  OtpVerificationFailed: (s) => `${s.actor} entered a wrong ${purposes[s.text('purpose')] ?? 'one-time'} code (${s.num('wrongGuesses')} wrong so far)`,
  OtpVerified: (s) => `${s.actor} entered the right ${purposes[s.text('purpose')] ?? 'one-time'} code`,
  PasswordResetRequested: (s) => `${s.actor} asked to reset their password`,
  PasswordResetCodeIssued: (s) => `A password reset code was sent to ${s.actor}`,
  PasswordSet: (s) => `${s.actor} set their password`,
  PasswordReset: (s) => `${s.actor} reset their password`,
  PasswordChanged: (s) => `${s.actor} changed their password`,
  LoginFailed: (s) => `A sign-in as ${s.actor} failed: wrong password`,
  ProfileUpdated: (s) => `${s.actor} updated their profile`,
  EmailChangeRequested: (s) => `${s.actor} asked to change their e-mail to ${s.text('email')}`,
  EmailChangeCancelled: (s) => `${s.actor} dropped the change of their e-mail to ${s.text('email')}`,
  EmailChanged: (s) => `${s.actor} changed their e-mail from ${s.text('previousEmail')} to ${s.text('email')}`,
  RegistrationClosed: (s) => `The sign-up of ${s.actor} was closed: another account verified ${s.text('email')}`,
  NotificationSettingsChanged: (s) => `${s.actor} changed their notification settings`,
  EmploymentRecorded: (s) => `${s.actor} works at ${s.text('companyName')} as ${s.text('positionAtCompany')}`,
  UserLoggedIn: (s) => `${s.actor} signed in`,
  UserLoggedOut: (s) => `${s.actor} signed out`,
  EmailClaimed: (s) => `${s.text('email')} now belongs to ${s.actor}`,
  EmailReleased: (s) => `${s.actor} gave up ${s.text('email')}`,
  SignUpStarted: (s) => `A sign-up was started for ${s.text('email')}`,
  StandInResetCodeIssued: () => 'A password reset was asked for an address with no account',
  StandInResetCodeGuessed: () => 'A wrong reset code was entered for an address with no account',

  ReferrerVerificationSubmitted: (s) => `${s.actor} asked to be verified as a referrer at ${s.text('companyName')} (${s.text('positionAtCompany')})`,
  ReferrerVerificationStatusChanged: (s) => `${s.actor} ${verdicts[s.text('status')] ?? 'changed'} ${s.possessive(s.person('userId'))} referrer verification`,

  ReferralRequested: (s) => `${s.actor} asked for a referral at ${s.company} (${s.text('desiredPosition')})`,
  ReferralTaken: (s) => `${s.actor} took on ${s.request()}`,
  ReferralStatusChanged: (s) =>
    withReason(`${s.actor} changed ${s.request()} to ${statusLabels[s.text('to') as ReferralStatus] ?? s.text('to')}`, s.text('reason')),
  ReferralFeedbackGiven: (s) => `${s.actor} left feedback on their referral at ${s.company}`,
  ReferralSlotTaken: (s) => `${s.actor} took a request slot for ${s.company}`,

  ReferralPaid: (s) => `${s.actor} paid ${s.money('amountCents')} for a referral at ${s.company}`,
  ReferralPaymentFailed: (s) => withReason(`${s.possessive(s.actor)} payment for a referral at ${s.company} failed`, s.text('message')),
  ReferralPaymentMismatched: (s) =>
    `A payment of ${s.money('amountCents')} reported for ${s.request()} did not match the ${s.money('expectedAmountCents', 'expectedCurrency')} asked for: the request stays unpaid`,
  RefundRequested: (s) => `${s.actor} asked for a refund of ${s.request()}`,
  RefundIssued: (s) => `${s.person('seekerId')} was refunded ${s.money('amountCents')} for a referral at ${s.company}`,
  RefundFailed: (s) =>
    withReason(
      `A refund to ${s.person('seekerId')} for a referral at ${s.company} failed (attempt ${s.num('attempt')}${s.details.final ? ', the last' : ''})`,
      s.text('error'),
    ),
  PaymentWebhookHandled: (s) => `The payment provider’s ${s.text('type')} notice was handled`,
  AppConfigChanged: (s) => `The price “${s.text('description') || s.text('key')}” was set to $${s.num('value')}`,

  CreditsEarned: (s) => `${s.actor} earned ${plural(s.num('credits'), 'credit')} for a referral at ${s.company}`,
  WithdrawalRequested: (s) => `${s.actor} asked to withdraw ${plural(s.num('credits'), 'credit')}`,
  WithdrawalPaid: (s) => `${s.actor} paid out ${s.possessive(s.person('referrerId'))} withdrawal of ${plural(s.num('credits'), 'credit')}`,
  WithdrawalDeclined: (s) =>
    withReason(`${s.actor} declined ${s.possessive(s.person('referrerId'))} withdrawal of ${plural(s.num('credits'), 'credit')}`, s.text('reason')),

  ChatMessageSent: (s) => `${s.actor} sent ${s.text('type') === 'file' ? 'a file' : 'a message'} in the chat of ${s.whose('seekerId')} ${s.service()}`,
  ChatRead: (s) => `${s.actor} read the chat of ${s.whose('seekerId')} ${s.service()}`,

  CompanyAdded: (s) =>
    `Company ${s.text('name')} was added${companyOrigins[s.text('createdBy')] ?? ''} (${companyStatuses[s.text('currentStatus')] ?? s.text('currentStatus')})`,
  CompanyUpdated: (s) => `Company ${s.text('name')} was updated (${companyStatuses[s.text('currentStatus')] ?? s.text('currentStatus')})`,
  CompanyDeleted: (s) => `Company ${s.text('name')} was deleted`,
  CompanyNameClaimed: (s) => `The company name “${s.text('key')}” was taken`,
  CompanyNameReleased: (s) => `The company name “${s.text('key')}” was freed`,

  CouponCreated: (s) => `Coupon ${s.text('code')} (${s.num('discountPercentage')}% off) was created`,
  CouponUpdated: (s) =>
    `Coupon ${s.text('previousCode')} was changed to ${s.text('code')}, ${s.num('discountPercentage')}% off, ${s.details.active ? 'active' : 'inactive'}`,
  CouponDeleted: (s) => `Coupon ${s.text('code')} was deleted`,
  CouponUsed: (s) => `Coupon ${s.text('code')} (${s.num('discountPercentage')}% off) was applied to ${s.whose('seekerId')} ${s.service()}`,
  CouponUseReleased: (s) => `A use of coupon ${s.text('code')} was given back: the request it was taken for was refused`,
  CouponCodeClaimed: (s) => `The coupon code ${s.text('code')} was taken`,
  CouponCodeReleased: (s) => `The coupon code ${s.text('code')} was freed`,

  NotificationsRead: (s) => `${s.actor} read ${s.details.all ? 'all their' : 'some of their'} notifications`,
  AnnouncementSent: (s) => `${s.actor} sent the announcement “${s.text('title')}”`,
  ChatDigestDue: (s) => `A digest of unread chat messages is due for ${s.person('userId')}`,
  ChatDigestSent: (s) => `A digest of unread chat messages was e-mailed to ${s.person('userId')} (${s.text('to')})`,
  ChatDigestChecked: () => 'A chat’s unread messages were checked for a digest',

  NewsletterSubscribed: (s) => `${s.text('email')} subscribed to the newsletter`,

  EmailSent: (s) => `E-mail “${s.text('subject')}” sent to ${s.text('to')}`,
  EmailFailed: (s) => withReason('An e-mail could not be sent', s.text('error')),
  NotificationMailSent: (s) => `Notification e-mail “${s.text('subject')}” sent to ${s.person('userId')} (${s.text('to')})`,
  NotificationMailFailed: (s) => withReason(`A notification e-mail to ${s.person('userId')} could not be sent`, s.text('error')),
  NotificationMailSettled: (s) =>
    s.num('sent') === 0
      ? 'A notification needed no e-mail: nobody it concerns asked for one'
      : `A notification was e-mailed to ${s.num('sent')} ${s.num('sent') === 1 ? 'person' : 'people'}`,
};

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
  const sentence = (sentences as Record<string, ((say: Say) => string) | undefined>)[doc.type];
  const actor = doc.actorId ? context.user(doc.actorId) : undefined;
  return {
    who: doc.actorId ? { userId: doc.actorId, name: s.actor, email: actor?.email ?? null } : null,
    what: sentence ? sentence(s) : humanise(doc.type),
    link: linkOf(doc, context),
  };
};
