import {
  chargeInCents,
  couponCodeDecider,
  couponCodeStream,
  couponDecider,
  couponMessages,
  couponRefusal,
  couponStream,
  DomainError,
  priceIn,
  priceKeyOf,
  type PaidService,
} from '@referly/domain';
import { handleCommand, loadState } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getAppConfig } from '@referly/projections/payments/app-config.projection';
import { findCouponByCode } from '@referly/projections/payments/coupons.projection';

/** Stripe's smallest card charge in dollars and cents: a discount never takes a paid amount under it. */
const MIN_CHARGE_CENTS = 50;
/**
 * Extra attempts when a use meets another append on the coupon's stream: a popular coupon's checkouts all write there,
 * and each conflict means one of them got in, so a checkout is answered 409 only past this many.
 */
const USE_RETRIES = 30;

const refused = (message: string) => new DomainError('validation_failed', message, { errors: { couponCode: message } });

export type Quote = {
  /** what is charged, in cents: 0 when a coupon makes it free */
  amountCents: number;
  originalCents: number;
  currency: string;
  coupon: { couponId: string; code: string; discountPercentage: number } | null;
};

/**
 * What a paid service costs, computed here and only here: the price of app config (or its fallback), less the
 * discount of an active coupon. The client's own figure is never read.
 */
export const createPricingService = (deps: { eventStore: EventStore; readStore: ReadStore; clock: () => Date; currency: string }) => {
  const priceOf = async (service: PaidService): Promise<number> => {
    const key = priceKeyOf[service];
    return priceIn(key, (await getAppConfig(deps.readStore, key))?.value);
  };

  /** The price less a discount, never under the least a card may be charged unless the discount makes it free. */
  const quoteWith = async (service: PaidService, coupon: Quote['coupon']): Promise<Quote> => {
    const dollars = await priceOf(service);
    const originalCents = chargeInCents(dollars, null);
    if (coupon === null) return { amountCents: originalCents, originalCents, currency: deps.currency, coupon: null };
    const discounted = chargeInCents(dollars, coupon.discountPercentage);
    return { amountCents: discounted === 0 ? 0 : Math.max(MIN_CHARGE_CENTS, discounted), originalCents, currency: deps.currency, coupon };
  };

  return {
    priceOf,

    /**
     * What a checkout would cost now, from the read model: the check of a code as the seeker types it. Refused
     * (400 on the coupon field) as the use would be: unknown or deleted, inactive, expired, another service, used up.
     * A checkout does not rely on it: `reserve` decides on the coupon's own stream.
     */
    async quote(service: PaidService, couponCode: string | null): Promise<Quote> {
      if (couponCode === null) return quoteWith(service, null);
      const coupon = await findCouponByCode(deps.readStore, couponCode);
      if (!coupon) throw refused(couponMessages.notValid);
      const refusal = couponRefusal(coupon, coupon.uses, service, deps.clock().toISOString());
      if (refusal !== null) throw refused(refusal);
      return quoteWith(service, { couponId: coupon._id, code: coupon.code, discountPercentage: coupon.discountPercentage });
    },

    /**
     * A checkout's price, its coupon's use taken first: decided on the coupon's stream with its expected revision, so a
     * coupon switched off, deleted, expired or used up meanwhile is refused here, before anything of the request is
     * kept or any payment intent made, and N checkouts past the maximum leave exactly the maximum. The caller gives
     * the use back (`release`) if the request is refused after all.
     */
    async reserve(service: PaidService, couponCode: string | null, requestId: string): Promise<Quote & { position: number }> {
      if (couponCode === null) return { ...(await quoteWith(service, null)), position: 0 };
      // who holds the code now, from the code's own stream (the read model may lag behind a rename or a delete)
      const { holder } = (await loadState(deps.eventStore, couponCodeStream(couponCode), couponCodeDecider)).state;
      if (holder === null) throw refused(couponMessages.notValid);
      const stream = couponStream(holder);
      const command = { type: 'UseCoupon' as const, service, requestId, now: deps.clock().toISOString() };
      const used = await handleCommand(deps.eventStore, stream, couponDecider, command, { retries: USE_RETRIES }).catch((error: unknown) => {
        // a coupon deleted since its code was read: as unknown as any other code
        throw error instanceof DomainError && error.code === 'not_found' ? refused(couponMessages.notValid) : error;
      });
      // the discount of the use: the one given now, or the one this request took before (a retried checkout)
      const fresh = used.events.find((event) => event.type === 'CouponUsed');
      const { code, discountPercentage } = fresh?.type === 'CouponUsed' ? fresh.data : (await loadState(deps.eventStore, stream, couponDecider)).state;
      const coupon = { couponId: holder, code, discountPercentage };
      return { ...(await quoteWith(service, coupon)), position: used.position };
    },

    /** gives back a use a request took and no longer needs (the request was refused); nothing if it holds none */
    async release(couponId: string, requestId: string): Promise<number> {
      const command = { type: 'ReleaseCouponUse' as const, requestId, now: deps.clock().toISOString() };
      return (await handleCommand(deps.eventStore, couponStream(couponId), couponDecider, command, { retries: USE_RETRIES })).position;
    },
  };
};

export type PricingService = ReturnType<typeof createPricingService>;
