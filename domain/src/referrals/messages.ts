import { plural } from '../shared/durations.ts';

/** Every user-facing message of the referrals feature, quoted from spec 001 where it gives one. */
export const referralMessages = {
  // §5 request form
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email address.',
  mobileRequired: 'Phone number is required.',
  industryRequired: 'Industry selection is required.',
  desiredPositionRequired: 'Desired position is required.',
  desiredCompanyRequired: 'Desired company is required.',
  resumeRequired: 'Resume is required.',
  jobUrlInvalid: 'Please enter the job ad as a full https:// link.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  // §5 upload widget
  fileKind: 'Please select a PDF or Word document',
  fileMissing: 'Please select a file',
  // §5 reject reason, §2.2 feedback
  rejectionReasonRequired: 'Rejection reason is required.',
  feedbackRequired: 'Please write your feedback.',
  feedbackLocked: "Feedback can't be updated while the request is in progress.",
  // §8 toasts
  toastAdded: 'Job referral added successfully!',
  toastFeedbackUpdated: 'Jobseeker feedback updated successfully!',
  toastStatusUpdatedByReferrer: 'Job referral status updated successfully!',
  toastStatusUpdatedByAdmin: 'Job Referral status updated successfully!',
  // §8 failure toasts
  failList: 'Failed to retrieve job referrals.',
  failDetail: 'Failed to retrieve job referral.',
  failStatusByAdmin: 'Failed to update Job Referral status',
  failStatusByReferrer: 'Failed to update job referral status.',
  failFeedback: 'Failed to update jobseeker feedback.',
  failAdd: 'Failed to add job referral.',
  // server answers
  notFound: 'This referral request does not exist.',
  activeForCompany: 'You already have an active referral request for this company.',
  dailyLimit: 'You can make at most 10 referral requests a day. Please try again tomorrow.',
  alreadyPaid: 'This request is already paid.',
  locked: 'This request can no longer be changed.',
  takenByAnother: 'Another referrer is already handling this request.',
  notPaid: 'This request has not been paid yet.',
  sameStatus: 'The request already has this status.',
  notAllowed: (from: string, to: string) => `A request can only move to ${to} from a status that allows it, not from ${from}.`,
  refundNotFailed: 'There is no failed refund to try again.',
  refundRetrying: 'The refund will be tried again.',
  paymentAmountMismatch: 'The payment does not match the amount due.',
  // issue 17: the marketplace's own steps, in the words the people they touch read (chat, bell, e-mail, timeline)
  expiredReason: (days: number) => `No referrer took this request within ${plural(days, 'day')}, so it was closed and refunded in full.`,
  releasedReason: (referrerName: string, days: number) =>
    `${referrerName} did not write in the chat for ${plural(days, 'day')}, so the request is open to the company's referrers again.`,
  // issue 17's disputes
  disputeReasonRequired: 'Please tell us what went wrong.',
  disputeNoteRequired: 'Please write a note for the seeker and the referrer.',
  disputeNotAllowed: 'A dispute can only be opened on a completed or approved request.',
  disputeWindowClosed: (days: number) => `A dispute can only be opened within ${plural(days, 'day')} of completion or approval.`,
  disputeExists: 'This request already has a dispute.',
  disputeOpen: 'This request has an open dispute: our team will settle it.',
  noOpenDispute: 'This request has no open dispute.',
  disputeFiles: 'Attach at most 3 files: PDF, Word, JPG or PNG, up to 5 MB each.',
  toastDisputeOpened: 'Dispute opened. Our team will look into it and reply in the chat.',
  toastDisputeSettled: 'Dispute settled.',
  toastDisputeAsked: 'Question sent in the chat.',
  autoApprovedReason: (days: number) => `Approved automatically: the seeker did not answer within ${plural(days, 'day')} of its completion.`,
} as const;
