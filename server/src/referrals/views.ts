import { allowedChoices, type FileRef, type RefundView, type TimelineEntry } from '@referly/domain';
import type { ReferralDoc } from '@referly/projections/referrals/referrals.projection';
import type { Viewer } from '../auth/viewer.ts';
import { paymentView } from '../platform/payment-view.ts';

const fileView = (referralId: string, kind: 'resume' | 'coverLetter', file: FileRef | null) =>
  file ? { name: file.name, size: file.size, mime: file.mime, url: `/api/job-referral/${referralId}/files/${kind}` } : null;

/** the payment, its date also named `createdAt` in a referral's answer */
const referralPaymentView = (doc: ReferralDoc) => {
  const payment = paymentView(doc);
  return payment ? { ...payment, createdAt: doc.paidAt } : null;
};

/**
 * What concerns a referrer in a timeline: the request, its payment once made, who handles it, its decisions and a
 * refund given. Attempts to move money (a declined card, a refund that failed) are the seeker's and the admins' business.
 */
const referrerSees: ReadonlySet<TimelineEntry['kind']> = new Set(['created', 'paid', 'taken', 'status', 'feedback', 'refundRequested', 'refund']);

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
  timeline: timelineFor(doc, viewer),
  allowedStatuses: allowedChoices(viewer.role, doc, viewer.userId),
  updatedAt: doc.updatedAt,
});

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
  referrer: doc.referrerName,
});
