import type { Payments } from '@referly/infra/ports/payments';
import type { PaidService } from '@referly/domain';
import type { PricingService, Quote } from '../payments/pricing-service.ts';

/** The fields of a seeker's request form every kind keeps the same way. */
type SeekerForm = { name: string; email: string; mobile: string; industry: string; desiredPosition: string; currentJob: string };

/** The request's details every kind records: who asks, for which role at which company (the kind adds its own). */
export const seekerRequestDetails = (form: SeekerForm, company: { companyId: string; companyName: string }) => ({
  seeker: { name: form.name, email: form.email, mobile: form.mobile },
  industry: form.industry,
  desiredPosition: form.desiredPosition,
  companyId: company.companyId,
  companyName: company.companyName,
  currentJob: form.currentJob,
});

type IntentFor = { service: PaidService; requestId: string; seekerId: string; description: string; idempotencyKey: string };

/**
 * The quote's payment: an intent with `{ service, requestId, payerId }` in its metadata, or none when a coupon makes it
 * free (its charge then names `free:{requestId}`), and the charge the request records.
 */
export const openCharge = async (payments: Payments, quote: Quote, { service, requestId, seekerId, description, idempotencyKey }: IntentFor) => {
  const free = quote.amountCents === 0;
  const intent = free
    ? null
    : await payments.createIntent({
        amountCents: quote.amountCents,
        currency: quote.currency,
        description,
        metadata: { service, requestId, payerId: seekerId },
        idempotencyKey,
      });
  const charge = {
    amountCents: quote.amountCents,
    currency: quote.currency,
    couponCode: quote.coupon?.code ?? null,
    discountPercentage: quote.coupon?.discountPercentage ?? null,
    paymentIntentId: intent?.id ?? `free:${requestId}`,
  };
  return { free, intent, charge };
};

/**
 * A paid request's making: the coupon's use is decided first, on the coupon's own stream (a coupon refused leaves no
 * request and no intent); refused after it was taken, the use is given back, unless the request is in after all.
 */
export const withCouponTaken = async <Made>(
  pricing: PricingService,
  request: { service: PaidService; couponCode: string | null; requestId: string; exists: () => Promise<boolean> },
  record: (quote: Quote & { position: number }) => Promise<Made>,
): Promise<Made> => {
  const quote = await pricing.reserve(request.service, request.couponCode, request.requestId);
  try {
    return await record(quote);
  } catch (error) {
    if (quote.coupon && !(await request.exists())) await pricing.release(quote.coupon.couponId, request.requestId);
    throw error;
  }
};
