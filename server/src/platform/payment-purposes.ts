import type { StreamAppend } from '@referly/infra/ports/event-store';

/** A payment's outcome as the provider reported it, for the feature whose request it pays. */
export type PaymentOutcome = {
  /** the provider's event id (a webhook delivered twice carries the same one) */
  eventId: string;
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  /** the paid request's id, from the intent's metadata */
  requestId: string;
  /** the card's refusal, for a failed payment */
  failureMessage: string | null;
};

/**
 * What a paid feature does when one of its payments succeeds or fails; each answers the log position it reached.
 * `alongside` (the webhook's own record of having been handled) is stored with the request's events in one append,
 * and alone when there are none (`handleCommand`'s option of that name); never when the outcome is refused.
 */
export type PaymentPurpose = {
  succeeded: (outcome: PaymentOutcome, alongside?: StreamAppend[]) => Promise<number>;
  failed: (outcome: PaymentOutcome, alongside?: StreamAppend[]) => Promise<number>;
};

/**
 * The paid features, by the `service` their intents carry in metadata (jobReferral, resumeReview): each registers
 * its purpose when the core builds it, and the payments feature hands each webhook to the one it names.
 */
export const createPaymentPurposes = () => {
  const purposes = new Map<string, PaymentPurpose>();
  return {
    register(service: string, purpose: PaymentPurpose): void {
      if (purposes.has(service)) throw new Error(`Two features take payments for ${service}`);
      purposes.set(service, purpose);
    },
    of: (service: string): PaymentPurpose | undefined => purposes.get(service),
  };
};
export type PaymentPurposes = ReturnType<typeof createPaymentPurposes>;
