import type { ActivityKind } from '@referly/domain';

/** What an entry concerns: the admin screen its link opens. */
export type SubjectType = 'user' | 'referral' | 'resumeReview' | 'company' | 'coupon' | 'withdrawal' | 'prices' | 'newsletter';

/** A field of an event's data, by its path ('by.userId'). */
type Path = string;

/**
 * How one event type becomes a feed entry. `fields` is the allow-list: the entry keeps these fields of the event's
 * data and nothing else (a path's last name is its key; a value that is not a string, number, boolean or null is
 * dropped, so naming an object never copies it). Hashes, sealed codes, tokens, bank and card details are never named.
 */
export type ActivitySpec = {
  kind: ActivityKind;
  /** who did it, a user id; none: the system */
  actor?: Path;
  /** the name the event itself gives its actor, for when the account is gone */
  actorName?: Path;
  /** the other people it names (the user filter finds an entry by any of them) */
  users?: Path[];
  /** what it concerns; a type may depend on the data (a chat or coupon of a resume review) */
  subject?: { type: SubjectType | ((data: Record<string, unknown>) => SubjectType); id: Path };
  fields?: Path[];
};

const requestOfService =
  (field: Path) =>
  (data: Record<string, unknown>): SubjectType =>
    data[field] === 'resumeReview' ? 'resumeReview' : 'referral';

const account = (fields: Path[] = []): ActivitySpec => ({ kind: 'accounts', actor: 'userId', subject: { type: 'user', id: 'userId' }, fields });
const onRequest = (kind: ActivityKind, actor: Path | undefined, fields: Path[], more: Partial<ActivitySpec> = {}): ActivitySpec => ({
  kind,
  ...(actor ? { actor } : {}),
  users: ['seekerId'],
  subject: { type: 'referral', id: 'referralId' },
  fields: ['companyId', ...fields],
  ...more,
});
const company = (fields: Path[]): ActivitySpec => ({ kind: 'companies', subject: { type: 'company', id: 'companyId' }, fields });
const coupon = (fields: Path[]): ActivitySpec => ({ kind: 'coupons', subject: { type: 'coupon', id: 'couponId' }, fields });
const withdrawal = (fields: Path[], decided: boolean): ActivitySpec => ({
  kind: 'credits',
  actor: decided ? 'by.userId' : 'referrerId',
  ...(decided ? { actorName: 'by.name', users: ['referrerId'] } : {}),
  subject: { type: 'withdrawal', id: 'withdrawalId' },
  fields: ['credits', ...fields],
});

/**
 * Every event type of the log (domain/src, and the e-mail worker's outcomes), as the admin's feed shows it.
 * A type missing here is not in the feed: `catalogue.test.ts` fails for any event type of domain/src left out.
 */
export const activityCatalogue = {
  // accounts: the `user-{id}` stream
  UserRegistered: account(['userRole', 'firstName', 'lastName', 'email']),
  SignUpDetailsUpdated: account(['userRole', 'firstName', 'lastName']),
  OtpIssued: account(['purpose', 'expiresAt']),
  OtpVerificationFailed: account(['purpose', 'wrongGuesses']),
  OtpVerified: account(['purpose']),
  PasswordResetRequested: account(),
  PasswordResetCodeIssued: account(['expiresAt']),
  PasswordSet: account(),
  PasswordReset: account(),
  PasswordChanged: account(),
  LoginFailed: account(),
  ProfileUpdated: account(['firstName', 'lastName', 'email']),
  EmailChangeRequested: account(['email']),
  EmailChangeCancelled: account(['email']),
  EmailChanged: account(['email', 'previousEmail']),
  RegistrationClosed: account(['email']),
  NotificationSettingsChanged: account(),
  EmploymentRecorded: account(['companyId', 'companyName', 'positionAtCompany']),
  UserLoggedIn: account(),
  UserLoggedOut: account(),
  EmailClaimed: account(['email']),
  EmailReleased: account(['email']),
  SignUpStarted: account(['email']),
  StandInResetCodeIssued: { kind: 'accounts' },
  StandInResetCodeGuessed: { kind: 'accounts', fields: ['wrongGuesses'] },
  // referrer verification
  ReferrerVerificationSubmitted: {
    kind: 'verification',
    actor: 'userId',
    subject: { type: 'user', id: 'userId' },
    fields: ['details.companyName', 'details.positionAtCompany'],
  },
  ReferrerVerificationStatusChanged: {
    kind: 'verification',
    actor: 'by.userId',
    users: ['userId'],
    subject: { type: 'user', id: 'userId' },
    fields: ['status', 'previousStatus', 'by.system'],
  },
  // referrals: the `referral-{id}` stream and the seeker's quota
  ReferralRequested: onRequest('referrals', 'seekerId', [
    'companyName',
    'desiredPosition',
    'industry',
    'amountCents',
    'currency',
    'couponCode',
    'discountPercentage',
  ]),
  ReferralTaken: onRequest('referrals', 'referrerId', ['referrerName'], { actorName: 'referrerName' }),
  ReferralStatusChanged: onRequest('referrals', 'by.userId', ['from', 'to', 'reason', 'refundDue'], {
    actorName: 'by.name',
    users: ['seekerId', 'referrerId'],
  }),
  ReferralFeedbackGiven: onRequest('referrals', 'seekerId', ['feedback']),
  ReferralSlotTaken: onRequest('referrals', 'seekerId', []),
  // payments and refunds
  ReferralPaid: onRequest('payments', 'seekerId', ['amountCents', 'currency']),
  ReferralPaymentFailed: onRequest('payments', 'seekerId', ['message']),
  ReferralPaymentMismatched: onRequest('payments', undefined, ['amountCents', 'currency', 'expectedAmountCents', 'expectedCurrency']),
  RefundRequested: onRequest('payments', 'by.userId', [], { actorName: 'by.name' }),
  RefundIssued: onRequest('payments', undefined, ['amountCents']),
  RefundFailed: onRequest('payments', undefined, ['error', 'attempt', 'final']),
  PaymentWebhookHandled: { kind: 'payments', fields: ['type'] },
  AppConfigChanged: { kind: 'payments', subject: { type: 'prices', id: 'key' }, fields: ['key', 'value', 'description'] },
  // credits and withdrawals: the `credits-{referrerId}` stream
  CreditsEarned: { kind: 'credits', actor: 'referrerId', subject: { type: 'referral', id: 'referralId' }, fields: ['credits'] },
  WithdrawalRequested: withdrawal([], false),
  WithdrawalPaid: withdrawal([], true),
  WithdrawalDeclined: withdrawal(['reason'], true),
  // chat
  ChatMessageSent: {
    kind: 'chat',
    actor: 'sender.userId',
    actorName: 'sender.name',
    users: ['participants.seekerId', 'participants.referrerId'],
    subject: { type: requestOfService('chatType'), id: 'requestId' },
    fields: ['chatType', 'content.type', 'participants.companyId'],
  },
  ChatRead: {
    kind: 'chat',
    actor: 'userId',
    users: ['participants.seekerId', 'participants.referrerId'],
    subject: { type: 'referral', id: 'chatId' },
    fields: ['upTo', 'participants.companyId'],
  },
  // companies
  CompanyAdded: company(['name', 'currentStatus', 'createdBy']),
  CompanyUpdated: company(['name', 'currentStatus']),
  CompanyDeleted: company(['name']),
  CompanyNameClaimed: company(['key']),
  CompanyNameReleased: company(['key']),
  // coupons
  CouponCreated: coupon(['code', 'discountPercentage', 'active']),
  CouponUpdated: coupon(['code', 'previousCode', 'discountPercentage', 'active']),
  CouponDeleted: coupon(['code']),
  CouponUsed: { kind: 'coupons', subject: { type: requestOfService('service'), id: 'requestId' }, fields: ['code', 'discountPercentage', 'service'] },
  CouponUseReleased: coupon(['code', 'requestId']),
  CouponCodeClaimed: coupon(['code']),
  CouponCodeReleased: coupon(['code']),
  // notifications and announcements
  NotificationsRead: { kind: 'notifications', actor: 'userId', subject: { type: 'user', id: 'userId' }, fields: ['all'] },
  AnnouncementSent: { kind: 'notifications', actor: 'by.userId', actorName: 'by.name', fields: ['title'] },
  ChatDigestDue: { kind: 'emails', users: ['userId'], subject: { type: 'referral', id: 'chatId' } },
  ChatDigestSent: { kind: 'emails', users: ['userId'], subject: { type: 'referral', id: 'chatId' }, fields: ['to'] },
  ChatDigestChecked: { kind: 'emails', subject: { type: 'referral', id: 'chatId' } },
  // the site
  NewsletterSubscribed: { kind: 'site', subject: { type: 'newsletter', id: 'email' }, fields: ['email'] },
  // the e-mail worker's outcomes (workers/src/email/events.ts)
  EmailSent: { kind: 'emails', fields: ['to', 'subject'] },
  EmailFailed: { kind: 'emails', fields: ['error'] },
  // the notification e-mail worker's outcomes (workers/src/notifications/events.ts)
  NotificationMailSent: { kind: 'emails', users: ['userId'], subject: { type: 'user', id: 'userId' }, fields: ['to', 'subject'] },
  NotificationMailFailed: { kind: 'emails', users: ['userId'], subject: { type: 'user', id: 'userId' }, fields: ['error'] },
  NotificationMailSettled: { kind: 'emails', fields: ['sent'] },
} satisfies Record<string, ActivitySpec>;

export type ActivityType = keyof typeof activityCatalogue;

/** The event types the feed shows: what the feed reads from the log, and what the live push taps for the admins. */
export const activityTypes = Object.keys(activityCatalogue) as ActivityType[];

export const specOf = (type: string): ActivitySpec | undefined =>
  Object.hasOwn(activityCatalogue, type) ? (activityCatalogue as Record<string, ActivitySpec>)[type] : undefined;
