import {
  allowedReviewStatuses,
  canReinitiateAi,
  canRequestCareerAdvice,
  type AiReviewView,
  type CareerAdviceRow,
  type FileRef,
  type ResumeReviewAdminRow,
  type ResumeReviewSeekerRow,
  type ResumeReviewView,
  type ReviewFileView,
  type ReviewTimelineEntry,
} from '@referly/domain';
import type { ResumeReviewDoc } from '@referly/projections/resume-review/resume-reviews.projection';
import type { Viewer } from '../auth/viewer.ts';
import { paymentView } from '../platform/payment-view.ts';

/** The files of a review, by the name its download path gives each. */
export const reviewFileKinds = ['resume', 'coverLetter', 'reviewedResume'] as const;
export type ReviewFileKind = (typeof reviewFileKinds)[number];

export const reviewFileOf = (doc: ResumeReviewDoc, kind: ReviewFileKind): FileRef | null =>
  kind === 'resume' ? doc.resume : kind === 'coverLetter' ? doc.coverLetter : (doc.consultant?.reviewedResume ?? null);

const fileView = (doc: ResumeReviewDoc, kind: ReviewFileKind): ReviewFileView | null => {
  const file = reviewFileOf(doc, kind);
  return file ? { name: file.name, size: file.size, mime: file.mime, url: `/api/resume-review/${doc._id}/files/${kind}` } : null;
};

/** The AI's failures are the admins' to read (spec: what failed shows on the admin detail); the seeker sees the progress. */
const aiFor = (doc: ResumeReviewDoc, viewer: Viewer): AiReviewView => (viewer.role === 'admin' ? doc.ai : { ...doc.ai, lastError: null });

const timelineFor = (doc: ResumeReviewDoc, viewer: Viewer): ReviewTimelineEntry[] =>
  viewer.role === 'admin'
    ? doc.timeline
    : doc.timeline.map(({ reason, ...entry }) => (entry.kind === 'aiFailed' || reason === undefined ? entry : { ...entry, reason }));

const today = (clock: () => Date) => clock().toISOString().slice(0, 10);

/** Spec 001 §3's resume review as one person sees it, with what they may do to it now. */
export const reviewView = (doc: ResumeReviewDoc, viewer: Viewer, clock: () => Date): ResumeReviewView => {
  const role = viewer.role === 'admin' ? 'admin' : 'jobSeeker';
  const resume = fileView(doc, 'resume');
  if (!resume) throw new Error(`resume review ${doc._id} has no resume`);
  return {
    _id: doc._id,
    id: doc._id,
    index: doc.index,
    seekerId: doc.seekerId,
    name: doc.seeker.name,
    currentJob: doc.currentJob,
    jobSeekerDetails: doc.seeker,
    industryDetails: {
      industry: doc.industry,
      desiredPosition: doc.desiredPosition,
      desiredCompany: doc.companyName,
      desiredCompanyId: doc.companyId,
      currentJob: doc.currentJob,
    },
    jobAd: doc.jobAd,
    submissionDate: doc.createdAt,
    currentStatus: doc.status,
    status: doc.status,
    paymentStatus: doc.paid ? 'Paid' : 'Unpaid',
    payment: paymentView(doc),
    amountDue: doc.paid ? 0 : doc.amountCents,
    currency: doc.currency,
    lastPaymentError: doc.paid ? null : doc.lastPaymentError,
    resume,
    coverLetter: fileView(doc, 'coverLetter'),
    review: {
      aiReviewedFeedback: doc.aiShown?.feedback ?? null,
      consultantReviewedResume: fileView(doc, 'reviewedResume'),
      consultantFeedback: doc.consultant?.feedback ?? null,
      consultant: doc.consultant ? { name: doc.consultant.name } : null,
      consultantReviewedAt: doc.consultant?.at ?? null,
    },
    ai: aiFor(doc, viewer),
    timeline: timelineFor(doc, viewer),
    careerAdvice: doc.careerAdvice,
    feedback: doc.feedback,
    refund: null,
    allowedStatuses: allowedReviewStatuses(role, doc),
    canReinitiateAi: role === 'admin' && canReinitiateAi({ paid: doc.paid, ai: { stage: doc.ai.state === 'waiting' ? 'none' : doc.ai.state } }),
    canRequestCareerAdvice:
      role === 'jobSeeker' && canRequestCareerAdvice({ paid: doc.paid, careerAdvice: doc.careerAdvice && { meeting: doc.careerAdvice.meeting } }, today(clock)),
    updatedAt: doc.updatedAt,
  };
};

/** Spec 001 §3's seeker row: index, id, name, currentJob, submissionDate, currentStatus (and the payment label). */
export const seekerRow = (doc: ResumeReviewDoc): ResumeReviewSeekerRow => ({
  _id: doc._id,
  id: doc._id,
  index: doc.index,
  name: doc.seeker.name,
  currentJob: doc.currentJob,
  submissionDate: doc.createdAt,
  currentStatus: doc.status,
  status: doc.status,
  paymentStatus: doc.paid ? 'Paid' : 'Unpaid',
});

/** Spec 001 §2.4's admin row: ID, User Name, Current Job, Submission Date, Status, Payment Status (and the AI's progress). */
export const adminRow = (doc: ResumeReviewDoc): ResumeReviewAdminRow => ({ ...seekerRow(doc), userName: doc.seeker.name, aiState: doc.ai.state });

/** A row of the career advice table: the session asked for on a review, and its meeting once set. */
export const careerAdviceRow = (doc: ResumeReviewDoc): CareerAdviceRow => {
  const meeting = doc.careerAdvice?.meeting ?? null;
  return {
    _id: doc._id,
    reviewId: doc._id,
    index: doc.index,
    userName: doc.seeker.name,
    email: doc.seeker.email,
    mobile: doc.seeker.mobile,
    desiredPosition: doc.desiredPosition,
    desiredCompany: doc.companyName,
    note: doc.careerAdvice?.note ?? null,
    requestedAt: doc.careerAdvice?.requestedAt ?? doc.createdAt,
    meeting: meeting && { link: meeting.link, date: meeting.date, time: meeting.time },
    state: meeting ? 'scheduled' : 'requested',
  };
};
