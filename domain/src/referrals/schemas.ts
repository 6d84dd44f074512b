import { z } from 'zod';
import { industries } from '../companies/industries.ts';
import { creditMessages } from './credits.ts';
import { numberFromText } from '../payments/number-text.ts';
import { hasExtension } from '../shared/files.ts';
import { requestFileExtensions, statusChoices } from './constants.ts';
import { referralTabs } from './lifecycle.ts';
import { referralMessages as messages } from './messages.ts';

const required = (message: string, max: number, label: string) => z.string({ error: message }).trim().min(1, message).max(max, messages.tooLong(label, max));

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, messages.tooLong(label, max))
    .optional()
    .transform((value) => value ?? '');

/** The job ad, when given: a full https link (it is shown to referrers as a link). */
const jobUrl = z
  .string()
  .trim()
  .max(500, messages.jobUrlInvalid)
  .optional()
  .transform((value, ctx): string | null => {
    if (value === undefined || value === '') return null;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      url = new URL('invalid:');
    }
    if (url.protocol === 'https:' && url.hostname.includes('.')) return url.toString();
    ctx.addIssue({ code: 'custom', message: messages.jobUrlInvalid });
    return z.NEVER;
  });

/** Spec 001 §5: the request form's fields, each with its message under it; currentJob is optional. */
export const referralRequestSchema = z.object({
  name: required(messages.nameRequired, 200, 'Name'),
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .max(254, messages.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, messages.emailInvalid)
    .transform((value) => value.toLowerCase()),
  mobile: required(messages.mobileRequired, 20, 'Phone number'),
  industry: z
    .string({ error: messages.industryRequired })
    .trim()
    .refine((value) => (industries as readonly string[]).includes(value), messages.industryRequired),
  desiredPosition: required(messages.desiredPositionRequired, 200, 'Desired position'),
  /** a company's id from the list, or a name the seeker typed */
  desiredCompany: required(messages.desiredCompanyRequired, 100, 'Desired company'),
  currentJob: optionalText(200, 'Current job'),
  jobUrl,
  couponCode: z
    .string()
    .trim()
    .max(32)
    .optional()
    .transform((value) => (value ? value.toUpperCase() : null)),
});
export type ReferralRequestInput = z.input<typeof referralRequestSchema>;
export type ReferralRequestFields = z.output<typeof referralRequestSchema>;

/** Spec 001 §5: the upload widget's check of a chosen file, by its name (the server also reads its bytes). */
export const requestFileProblem = (file: { name: string } | null | undefined, required: boolean): string | null => {
  if (!file) return required ? messages.fileMissing : null;
  return hasExtension(file.name, requestFileExtensions) ? null : messages.fileKind;
};

/** Spec 001 §5: the reject reason is required, after trimming. */
export const rejectionReasonSchema = z.string({ error: messages.rejectionReasonRequired }).trim().min(1, messages.rejectionReasonRequired).max(1000);

/** PUT of a referrer's or an admin's status: `{ status }`, or `{ status: 'rejected', reason }`. */
export const statusUpdateSchema = z
  .object({
    status: z.enum(statusChoices, { error: 'Please choose a status.' }),
    reason: z.string().trim().max(1000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: messages.rejectionReasonRequired });
  });

export const feedbackSchema = z.object({
  feedback: z.string({ error: messages.feedbackRequired }).trim().min(1, messages.feedbackRequired).max(1000, messages.tooLong('Feedback', 1000)),
});

export const referralListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  tab: z.enum(referralTabs).default('all'),
  search: z.string().trim().max(100).optional(),
});

export const withdrawalMessages = {
  creditsInvalid: 'Enter a whole number of credits, at least 1.',
  accountNameRequired: 'Account name is required.',
  bsbInvalid: 'BSB must be 6 digits.',
  accountNumberInvalid: 'Account number must be 6 to 10 digits.',
} as const;

/** A whole number of credits, as a JSON number: text and lists are refused, not read as numbers. */
const credits = z
  .number({ error: withdrawalMessages.creditsInvalid })
  .int(withdrawalMessages.creditsInvalid)
  .min(1, withdrawalMessages.creditsInvalid)
  .max(1_000_000);

/** A referrer's withdrawal to an Australian bank account. */
export const withdrawalSchema = z.object({
  credits,
  accountName: z.string({ error: withdrawalMessages.accountNameRequired }).trim().min(1, withdrawalMessages.accountNameRequired).max(100),
  // Stryker disable next-line MethodExpression: equivalent, the transform removes every whitespace character .trim() would
  bsb: z
    .string({ error: withdrawalMessages.bsbInvalid })
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, withdrawalMessages.bsbInvalid)),
  // Stryker disable next-line MethodExpression: equivalent, as above
  accountNumber: z
    .string({ error: withdrawalMessages.accountNumberInvalid })
    .trim()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6,10}$/, withdrawalMessages.accountNumberInvalid)),
});

/** The withdrawal form's typed values: the credits field's plain digits are read as its number first. */
export const withdrawalFormSchema = withdrawalSchema.extend({ credits: z.preprocess(numberFromText, credits) });

export const withdrawalDecisionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('paid') }),
  z.object({
    action: z.literal('declined'),
    reason: z.string({ error: creditMessages.declineReasonRequired }).trim().min(1, creditMessages.declineReasonRequired).max(500),
  }),
]);

/** Issue 17: the longest text a dispute's reason, an admin's question or a settlement's note may be. */
export const DISPUTE_TEXT_MAX = 2000;
/** Issue 17: how many files a seeker may attach to a dispute, and their kinds (checked by their bytes on the server). */
export const DISPUTE_FILES_MAX = 3;
export const disputeFileExtensions = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;

/** POST /api/job-referral/job-seeker/{id}/dispute: `reason`, and up to three files `file1`…`file3` (multipart). */
export const disputeSchema = z.object({
  reason: z
    .string({ error: messages.disputeReasonRequired })
    .trim()
    .min(1, messages.disputeReasonRequired)
    .max(DISPUTE_TEXT_MAX, messages.tooLong('Reason', DISPUTE_TEXT_MAX)),
});

/** POST /api/admin/services/job-referral/{id}/dispute/ask: the admin's question, shown in the request's chat. */
export const disputeQuestionSchema = z.object({
  question: z
    .string({ error: messages.disputeNoteRequired })
    .trim()
    .min(1, messages.disputeNoteRequired)
    .max(DISPUTE_TEXT_MAX, messages.tooLong('Question', DISPUTE_TEXT_MAX)),
});

/** POST /api/admin/services/job-referral/{id}/dispute/settle: refunded or approved, with a note both people read. */
export const disputeSettleSchema = z.object({
  outcome: z.enum(['refunded', 'approved'], { error: 'Please choose how to settle the dispute.' }),
  note: z
    .string({ error: messages.disputeNoteRequired })
    .trim()
    .min(1, messages.disputeNoteRequired)
    .max(DISPUTE_TEXT_MAX, messages.tooLong('Note', DISPUTE_TEXT_MAX)),
});

/** GET /api/admin/disputes: the admins' queue, open ones first by default. */
export const disputeListQuerySchema = z.object({
  status: z.enum(['open', 'settled'], { error: 'Please choose open or settled disputes.' }).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
