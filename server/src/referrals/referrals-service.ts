import {
  companyNameKey,
  DomainError,
  isFinal,
  referralDecider,
  referralMessages,
  referralQuotaDecider,
  referralQuotaStream,
  referralStream,
  type FileRef,
  type ReferralActor,
  type ReferralRequestFields,
  type StatusChoice,
} from '@referly/domain';
import { handleCommand, loadState } from '@referly/infra/event-store/index';
import type { EventStore, StreamAppend } from '@referly/infra/ports/event-store';
import type { FileStore } from '@referly/infra/ports/file-store';
import type { Payments } from '@referly/infra/ports/payments';
import type { CompaniesService } from '../companies/companies-service.ts';
import { keepUpload, type UploadedFile } from '../http/uploads.ts';
import type { PricingService, Quote } from '../payments/pricing-service.ts';
import { openCharge, seekerRequestDetails, withCouponTaken } from '../platform/paid-request.ts';
import type { PaymentOutcome } from '../platform/payment-purposes.ts';

export type ReferralsDeps = {
  eventStore: EventStore;
  files: FileStore;
  payments: Payments;
  pricing: PricingService;
  companies: CompaniesService;
  clock: () => Date;
  newId: () => string;
};

export type RequestedReferral = { referralId: string; position: number; clientSecret: string | null; amountCents: number; currency: string };

/** The intent's idempotency key: one intent per request, however often its creation is retried. */
const intentKey = (referralId: string) => `referral:${referralId}`;

/**
 * The referral use cases. Each answers the log position of its last event, for read-your-writes. Nothing of a
 * request is kept before every check that can refuse it has passed (the form, the coupon, the caps); the coupon's
 * use, taken first, is given back when a later check refuses the request.
 */
export const createReferralsService = (deps: ReferralsDeps) => {
  const { eventStore } = deps;
  const now = () => deps.clock().toISOString();
  const referralOf = async (referralId: string) => (await loadState(eventStore, referralStream(referralId), referralDecider)).state;
  const run = (referralId: string, command: Parameters<typeof referralDecider.decide>[0], alongside?: StreamAppend[]) =>
    handleCommand(eventStore, referralStream(referralId), referralDecider, command, { alongside });

  const keep = (upload: UploadedFile) => keepUpload(deps.files, upload);

  /** Takes one of the seeker's slots: one open request per company, ten a day (issue 6 §2), whatever races. */
  const takeSlot = (seekerId: string, referralId: string, companyId: string) =>
    handleCommand(eventStore, referralQuotaStream(seekerId), referralQuotaDecider, async (quota) => {
      const madeReferralIds: string[] = [];
      const openCompanyIds: string[] = [];
      for (const slot of quota.slots) {
        const referral = await referralOf(slot.referralId);
        if (!referral.exists) continue;
        madeReferralIds.push(slot.referralId);
        if (!isFinal(referral.status)) openCompanyIds.push(referral.companyId);
      }
      return { type: 'TakeSlot' as const, seekerId, referralId, companyId, madeReferralIds, openCompanyIds, now: now() };
    });

  /** The request, once its coupon's use (if any) is taken: the caps, the files, the intent, then the request itself. */
  const record = async (
    seekerId: string,
    form: ReferralRequestFields,
    uploads: { resume: UploadedFile; coverLetter: UploadedFile | null },
    referralId: string,
    quote: Quote & { position: number },
  ): Promise<RequestedReferral> => {
    const known = await deps.companies.find(form.desiredCompany);
    // a company typed that is not on the list yet is held by its name until it is added
    await takeSlot(seekerId, referralId, known?.companyId ?? `name:${companyNameKey(form.desiredCompany)}`);
    const company = known ?? (await deps.companies.resolve(form.desiredCompany, 'seeker'));
    const [resume, coverLetter] = await Promise.all([keep(uploads.resume), uploads.coverLetter ? keep(uploads.coverLetter) : null]);
    const { free, intent, charge } = await openCharge(deps.payments, quote, {
      service: 'jobReferral',
      requestId: referralId,
      seekerId,
      description: `Job referral: ${form.desiredPosition} at ${company.companyName}`,
      idempotencyKey: intentKey(referralId),
    });
    const details = { ...seekerRequestDetails(form, company), jobUrl: form.jobUrl, resume, coverLetter };
    let { position } = await run(referralId, { type: 'RequestReferral', referralId, seekerId, details, charge, now: now() });
    position = Math.max(position, quote.position);
    // a coupon that makes it free pays it at once: it reaches referrers without a card
    if (free)
      position = (await run(referralId, { type: 'MarkPaid', paymentIntentId: charge.paymentIntentId, amountCents: 0, currency: charge.currency, now: now() }))
        .position;
    return { referralId, position, clientSecret: intent?.clientSecret ?? null, amountCents: quote.amountCents, currency: quote.currency };
  };

  return {
    referralOf,

    async request(
      seekerId: string,
      form: ReferralRequestFields,
      uploads: { resume: UploadedFile; coverLetter: UploadedFile | null },
      referralId = deps.newId(),
    ): Promise<RequestedReferral> {
      const exists = async () => (await referralOf(referralId)).exists;
      return withCouponTaken(deps.pricing, { service: 'jobReferral', couponCode: form.couponCode, requestId: referralId, exists }, (quote) =>
        record(seekerId, form, uploads, referralId, quote),
      );
    },

    /** the card form again for a request left unpaid: the same intent, so it is never paid twice */
    async payLater(referralId: string): Promise<{ clientSecret: string; amountCents: number; currency: string }> {
      const referral = await referralOf(referralId);
      if (!referral.exists) throw new DomainError('not_found', referralMessages.notFound);
      if (referral.paid) throw new DomainError('conflict', referralMessages.alreadyPaid);
      if (isFinal(referral.status)) throw new DomainError('conflict', referralMessages.locked);
      const intent = await deps.payments.getIntent(referral.paymentIntentId);
      if (intent.status === 'succeeded') throw new DomainError('conflict', referralMessages.alreadyPaid);
      return { clientSecret: intent.clientSecret, amountCents: intent.amountCents, currency: intent.currency };
    },

    /** the payment purpose `jobReferral`: what a provider's success or failure does to its request */
    paymentPurpose: {
      succeeded: async ({ requestId, paymentIntentId, amountCents, currency }: PaymentOutcome, alongside?: StreamAppend[]) =>
        (await run(requestId, { type: 'MarkPaid', paymentIntentId, amountCents, currency, now: now() }, alongside)).position,
      failed: async ({ requestId, paymentIntentId, failureMessage }: PaymentOutcome, alongside?: StreamAppend[]) =>
        (await run(requestId, { type: 'RecordPaymentFailure', paymentIntentId, message: failureMessage ?? 'The payment failed.', now: now() }, alongside))
          .position,
    },

    async changeStatus(referralId: string, actor: ReferralActor, choice: StatusChoice, reason: string | null): Promise<number> {
      return (await run(referralId, { type: 'ChangeStatus', actor, choice, reason, now: now() })).position;
    },

    async giveFeedback(referralId: string, feedback: string): Promise<number> {
      return (await run(referralId, { type: 'GiveFeedback', feedback, now: now() })).position;
    },

    async retryRefund(referralId: string, actor: ReferralActor): Promise<number> {
      return (await run(referralId, { type: 'RetryRefund', actor, now: now() })).position;
    },

    /**
     * Issue 17: the seeker disputes a completed or approved request within app config's window (`windowDays`); the
     * files are kept only once the decider would take the dispute, so a refused one stores nothing.
     */
    async openDispute(referralId: string, actor: ReferralActor, reason: string, uploads: UploadedFile[], windowDays: number): Promise<number> {
      const dispute = { type: 'OpenDispute' as const, actor, reason, windowDays };
      // a dry run first: the same decision on the same state, before any file is written
      referralDecider.decide({ ...dispute, files: [], now: now() }, await referralOf(referralId));
      const files = await Promise.all(uploads.map(keep));
      return (await run(referralId, { ...dispute, files, now: now() })).position;
    },

    async askAboutDispute(referralId: string, actor: ReferralActor, question: string): Promise<number> {
      return (await run(referralId, { type: 'AskAboutDispute', actor, question, now: now() })).position;
    },

    async settleDispute(referralId: string, actor: ReferralActor, outcome: 'refunded' | 'approved', note: string): Promise<number> {
      return (await run(referralId, { type: 'SettleDispute', actor, outcome, note, now: now() })).position;
    },

    /** a stored file of a request, once the caller was found allowed to see the request */
    readFile: (file: FileRef) => deps.files.get(file.fileId),
  };
};

export type ReferralsService = ReturnType<typeof createReferralsService>;
