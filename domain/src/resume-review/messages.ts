import { CONSULTANT_FEEDBACK_MAX } from './constants.ts';

/** Every user-facing message of resume reviews, quoted from spec 001 where it gives one. */
export const resumeReviewMessages = {
  // §2.2 screens
  heading: 'Resume & Cover Letter Review & Assistance',
  requestButton: 'Request Resume Review',
  builderLink: "Don't have a Resume or Cover Letter? Click Here",
  // §5 request form, before payment
  missingResumeTitle: 'Missing Information',
  missingResume: 'Please upload your resume before submitting.',
  jobAdTooLong: 'The job ad must be at most 10,000 characters.',
  // §2.2 feedback
  feedbackRequired: 'Please write your feedback.',
  feedbackLocked: "Feedback can't be updated while the request is in progress.",
  // §5 consultant review
  statusRequired: 'Please choose a status.',
  consultantFeedbackRequired: 'Please write the consultant feedback.',
  consultantFeedbackTooLong: `Consultant feedback must be at most ${CONSULTANT_FEEDBACK_MAX} characters.`,
  reviewedResumeRequired: 'Please upload the reviewed resume.',
  // career advice
  careerAdviceNoteTooLong: 'The note must be at most 1000 characters.',
  careerAdviceOpen: 'You have already asked for a career advice session on this review.',
  careerAdviceNotRequested: 'No career advice session has been asked for on this review.',
  meetingLinkInvalid: 'Please enter the meeting link as a full https:// link.',
  meetingDateInvalid: 'Please enter the meeting date as YYYY-MM-DD.',
  meetingDatePast: "The meeting date can't be in the past.",
  meetingTimeInvalid: 'Please enter the meeting time as HH:mm.',
  // §8 dialogs
  requestFailedTitle: 'Request Failed',
  requestFailed: 'Failed to create resume review request. Please try again.',
  successTitle: 'Success!',
  success: 'Your payment was successful and your resume review has been submitted. We will notify you once it is ready.',
  // §8 toasts
  toastAdded: 'Resume Review added successfully!',
  toastFeedbackUpdated: 'Resume Review feedback updated successfully!',
  toastUpdated: 'Resume Review updated successfully!',
  toastReinitiated: 'The AI review will run again.',
  toastCareerAdviceRequested: 'Your career advice session has been requested.',
  toastMeetingSaved: 'The meeting has been saved.',
  // §8 failure toasts
  failDetail: 'Failed to retrieve resume review.',
  failList: 'Failed to retrieve resume review',
  failFeedback: 'Failed to update resume review feedback.',
  failAdminDetail: 'Failed to fetch Resume Review.',
  failUpdate: 'Failed to update resume review.',
  // server answers
  notFound: 'This resume review does not exist.',
  exists: 'This resume review exists already.',
  notPaid: 'This resume review has not been paid yet.',
  sameStatus: 'The resume review already has this status.',
  adminOnly: 'Only an admin may do this.',
  aiRunning: 'The AI review is still running. Please wait for it to finish before reinitiating it.',
  noSuchAttempt: 'There is no such AI review attempt.',
  aiFailed: 'The AI review failed.',
} as const;

/** How each status reads on a badge (spec 001 §2.2: the seeker's dashboard names 'completed' Completed). */
export const resumeReviewStatusLabels = { pending: 'Pending', completed: 'Completed' } as const;

/** How the AI review's progress reads. */
export const aiReviewStateLabels = {
  waiting: 'Waiting for payment',
  queued: 'Queued',
  reading: 'Reading the files',
  reviewing: 'Reviewing',
  done: 'Done',
  failed: 'Failed',
} as const;
