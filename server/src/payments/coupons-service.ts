import { couponCodeDecider, couponCodeStream, couponDecider, couponStream, generatedCouponCode, type CouponTerms } from '@referly/domain';
import { handleCommand, loadState } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import { randomInt } from 'node:crypto';

/** Coupons, each code held by one coupon at a time (its `coupon-code-{CODE}` stream). */
export const createCouponsService = (deps: { eventStore: EventStore; clock: () => Date; newId: () => string }) => {
  const { eventStore } = deps;
  const now = () => deps.clock().toISOString();
  const claim = (code: string, couponId: string) =>
    handleCommand(eventStore, couponCodeStream(code), couponCodeDecider, { type: 'ClaimCouponCode', code, couponId, now: now() });
  const release = (code: string, couponId: string) =>
    handleCommand(eventStore, couponCodeStream(code), couponCodeDecider, { type: 'ReleaseCouponCode', code, couponId, now: now() });

  const create = async (code: string, discountPercentage: number, terms: CouponTerms): Promise<{ couponId: string; position: number }> => {
    const couponId = deps.newId();
    await claim(code, couponId);
    const { position } = await handleCommand(eventStore, couponStream(couponId), couponDecider, {
      type: 'CreateCoupon',
      couponId,
      code,
      discountPercentage,
      terms,
      now: now(),
    });
    return { couponId, position };
  };

  return {
    create,

    /** a new coupon under a code nobody holds, drawn from the secure random source */
    async generate(discountPercentage: number, terms: CouponTerms): Promise<{ couponId: string; code: string; position: number }> {
      for (let attempt = 0; ; attempt += 1) {
        const code = generatedCouponCode(() => randomInt(0, 1_000_000) / 1_000_000);
        const { state } = await loadState(eventStore, couponCodeStream(code), couponCodeDecider);
        if (state.holder !== null && attempt < 5) continue;
        return { code, ...(await create(code, discountPercentage, terms)) };
      }
    },

    /** a term left out (undefined) stays as it is; null removes it */
    async update(couponId: string, input: { code: string; discountPercentage: number; active: boolean } & Partial<CouponTerms>): Promise<number> {
      const { code, discountPercentage, active, expiresAt, maxUses, services } = input;
      const { state } = await loadState(eventStore, couponStream(couponId), couponDecider);
      const renamed = state.exists && state.code !== code;
      if (renamed) await claim(code, couponId);
      const command = { type: 'UpdateCoupon' as const, code, discountPercentage, active, terms: { expiresAt, maxUses, services }, now: now() };
      const { position } = await handleCommand(eventStore, couponStream(couponId), couponDecider, command);
      if (renamed) await release(state.code, couponId);
      return position;
    },

    async remove(couponId: string): Promise<number> {
      const { state } = await loadState(eventStore, couponStream(couponId), couponDecider);
      const { position } = await handleCommand(eventStore, couponStream(couponId), couponDecider, { type: 'DeleteCoupon', now: now() });
      await release(state.code, couponId);
      return position;
    },
  };
};

export type CouponsService = ReturnType<typeof createCouponsService>;
