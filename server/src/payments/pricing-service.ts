import {
  chargeInCents,
  couponDecider,
  couponMessages,
  couponStream,
  DomainError,
  PAYMENT_CURRENCY,
  priceIn,
  priceKeyOf,
  type PaidService,
} from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getAppConfig } from '@referly/projections/payments/app-config.projection';
import { findCouponByCode } from '@referly/projections/payments/coupons.projection';

/** Stripe's smallest card charge in dollars and cents: a discount never takes a paid amount under it. */
const MIN_CHARGE_CENTS = 50;

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
export const createPricingService = (deps: { eventStore: EventStore; readStore: ReadStore; clock: () => Date }) => ({
  async priceOf(service: PaidService): Promise<number> {
    const key = priceKeyOf[service];
    return priceIn(key, (await getAppConfig(deps.readStore, key))?.value);
  },

  /** 400 'This coupon code is not valid.' for a code that is unknown, deleted or inactive */
  async quote(service: PaidService, couponCode: string | null): Promise<Quote> {
    const dollars = await this.priceOf(service);
    const originalCents = chargeInCents(dollars, null);
    if (couponCode === null) return { amountCents: originalCents, originalCents, currency: PAYMENT_CURRENCY, coupon: null };
    const coupon = await findCouponByCode(deps.readStore, couponCode);
    if (!coupon || !coupon.active) throw new DomainError('validation_failed', couponMessages.notValid, { errors: { couponCode: couponMessages.notValid } });
    const discounted = chargeInCents(dollars, coupon.discountPercentage);
    const amountCents = discounted === 0 ? 0 : Math.max(MIN_CHARGE_CENTS, discounted);
    return {
      amountCents,
      originalCents,
      currency: PAYMENT_CURRENCY,
      coupon: { couponId: coupon._id, code: coupon.code, discountPercentage: coupon.discountPercentage },
    };
  },

  /** records the coupon's use by a request (once per request); refused if it was switched off meanwhile */
  async useCoupon(couponId: string, service: PaidService, requestId: string): Promise<number> {
    const command = { type: 'UseCoupon' as const, service, requestId, now: deps.clock().toISOString() };
    return (await handleCommand(deps.eventStore, couponStream(couponId), couponDecider, command)).position;
  },
});

export type PricingService = ReturnType<typeof createPricingService>;
