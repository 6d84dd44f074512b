import { allowedChoices, disputeWindowEnd, type DisputeView, type FileRef, type RefundView, type TimelineEntry } from '@referly/domain';
import type { ReferralDoc } from '@referly/projections/referrals/referrals.projection';
import type { Viewer } from '../auth/viewer.ts';
import { paymentView } from '../platform/payment-view.ts';

const fileView = (referralId: string, kind: string, file: FileRef | null) =>
  file ? { name: file.name, size: file.size, mime: file.mime, url: `/api/job-referral/${referralId}/files/${kind}` } : null;

/** Issue 17: a request's dispute, its files as links; the referrer reads its reason and outcome but not the seeker's files. */
const disputeFor = (doc: ReferralDoc, viewer: Pick<Viewer, 'role'>) => {
  if (!doc.dispute) return null;
  const { files, ...dispute }: DisputeView = doc.dispute;
  return { ...dispute, files: viewer.role === 'referrer' ? [] : files.map((file, i) => fileView(doc._id, `dispute-${i + 1}`, file)) };
};

/** the payment, its date also named `createdAt` in a referral's answer */
const referralPaymentView = (doc: ReferralDoc) => {
  const payment = paymentView(doc);
  return payment ? { ...payment, createdAt: doc.paidAt } : null;
};

/**
 * What concerns a referrer in a timeline: the request, its payment once made, who handles it, its decisions and a
 * refund given. Attempts to move money (a declined card, a refund that failed) are the seeker's and the admins' business.
 */
const referrerSees: ReadonlySet<TimelineEntry['kind']> = new Set([
  'created',
  'paid',
  'taken',
  'status',
  'feedback',
  'refundRequested',
  'refund',
  'reminder',
  'released',
  'dispute',
]);

const timelineFor = (doc: ReferralDoc, viewer: Viewer): TimelineEntry[] =>
  viewer.role === 'referrer' ? doc.timeline.filter((entry) => referrerSees.has(entry.kind)) : doc.timeline;

const refundFor = (doc: ReferralDoc, viewer: Viewer): RefundView | null =>
  viewer.role === 'referrer' && doc.refund ? { ...doc.refund, lastError: null } : doc.refund;

/**
 * Spec 001 §3's job referral request, as one person sees it: with what they may set its status to now. A referrer
 * sees no payment attempt (a declined card, a refund that failed), only the request and its payment once made.
 */
export const referralView = (doc: ReferralDoc, viewer: Viewer) => ({
  _id: doc._id,
  id: doc._id,
  index: doc.index,
  seekerId: doc.seekerId,
  jobSeekerDetails: doc.seeker,
  industryDetails: {
    industry: doc.industry,
    desiredPosition: doc.desiredPosition,
    desiredCompany: doc.companyName,
    desiredCompanyId: doc.companyId,
    currentJob: doc.currentJob,
  },
  jobUrl: doc.jobUrl,
  submissionDate: doc.createdAt,
  currentStatus: doc.status,
  status: doc.status,
  paymentStatus: doc.paid ? 'Paid' : 'Unpaid',
  payment: referralPaymentView(doc),
  amountDue: doc.paid ? 0 : doc.amountCents,
  /** the currency of the request's charge, its payment and its refund */
  currency: doc.currency,
  lastPaymentError: doc.paid || viewer.role === 'referrer' ? null : doc.lastPaymentError,
  resume: fileView(doc._id, 'resume', doc.resume),
  coverLetter: fileView(doc._id, 'coverLetter', doc.coverLetter),
  submittedProofs: doc.rejectionReason,
  rejectionReason: doc.rejectionReason,
  feedback: doc.feedback,
  referrer: doc.referrerId ? { id: doc.referrerId, name: doc.referrerName } : null,
  refund: refundFor(doc, viewer),
  dispute: disputeFor(doc, viewer),
  timeline: timelineFor(doc, viewer),
  allowedStatuses: allowedChoices(viewer.role, { ...doc, disputeOpen: doc.dispute?.status === 'open' }, viewer.userId),
  updatedAt: doc.updatedAt,
});

/**
 * Issue 17: until when the seeker may still open a dispute (the window counts from the completion or the approval, as
 * the decider does); null when they may not, because of the status, a dispute already there, or the window having passed.
 */
export const disputeUntil = (doc: ReferralDoc, windowDays: number, now: Date): string | null => {
  if (doc.dispute || (doc.status !== 'waitingforapproval' && doc.status !== 'approved')) return null;
  const since = doc.timeline.findLast((entry) => entry.kind === 'status' && entry.status === doc.status);
  if (!since) return null;
  const until = disputeWindowEnd(since.at, windowDays);
  return until >= now.getTime() ? new Date(until).toISOString() : null;
};

/** Spec 001 §3's list row: index, id, userName, jobTitle, company, submissionDate, status (and the payment label). */
export const referralRow = (doc: ReferralDoc) => ({
  _id: doc._id,
  id: doc._id,
  index: doc.index,
  userName: doc.seeker.name,
  jobTitle: doc.desiredPosition,
  company: doc.companyName,
  submissionDate: doc.createdAt,
  status: doc.status,
  currentStatus: doc.status,
  paymentStatus: doc.paid ? 'Paid' : 'Unpaid',
  refundStatus: doc.refund?.status ?? null,
  /** issue 17: where the request's dispute stands, null without one */
  disputeStatus: doc.dispute?.status ?? null,
  referrer: doc.referrerName,
});

/** Issue 17: a line of the admins' dispute queue: the request, its people, the dispute and where it stands. */
export const disputeRow = (doc: ReferralDoc) => ({
  id: doc._id,
  index: doc.index,
  jobTitle: doc.desiredPosition,
  company: doc.companyName,
  seeker: { id: doc.seekerId, name: doc.seeker.name },
  referrer: doc.referrerId ? { id: doc.referrerId, name: doc.referrerName } : null,
  status: doc.status,
  amountCents: doc.amountCents,
  currency: doc.currency,
  dispute: disputeFor(doc, { role: 'admin' }),
});
