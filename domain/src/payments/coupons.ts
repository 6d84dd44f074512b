import { z } from 'zod';
import type { Decider, Event } from '../shared/event.ts';
import { DomainError } from '../shared/errors.ts';
import type { PaidService } from './prices.ts';

export const couponMessages = {
  codeRequired: 'Coupon code is required.',
  codeInvalid: 'Coupon codes use 3 to 32 letters, digits, - or _.',
  discountInvalid: 'Discount must be a whole number from 1 to 100.',
  exists: 'This coupon code already exists.',
  notFound: 'This coupon does not exist.',
  notValid: 'This coupon code is not valid.',
  deleteConfirm: 'Are you sure you want to delete this coupon?',
  empty: 'No coupons available. Create one to get started.',
  toastCreated: 'Coupon created successfully',
  toastUpdated: 'Coupon updated successfully',
  toastDeleted: 'Coupon deleted successfully',
  failCreate: 'Failed to create coupon',
  failUpdate: 'Failed to update coupon',
  failDelete: 'Failed to delete coupon',
  failGenerate: 'Failed to generate coupon',
} as const;

/** Spec 001 §9: 1 to 100, 10 by default. */
export const DEFAULT_DISCOUNT = 10;

export type CouponEvent =
  | Event<'CouponCreated', { couponId: string; code: string; discountPercentage: number; active: boolean; at: string }>
  | Event<'CouponUpdated', { couponId: string; code: string; previousCode: string; discountPercentage: number; active: boolean; at: string }>
  | Event<'CouponDeleted', { couponId: string; code: string; at: string }>
  /** a checkout that applied it; its discount is the one given then, whatever the coupon says later */
  | Event<'CouponUsed', { couponId: string; code: string; service: PaidService; requestId: string; discountPercentage: number; at: string }>;

export type CouponCommand =
  | { type: 'CreateCoupon'; couponId: string; code: string; discountPercentage: number; now: string }
  | { type: 'UpdateCoupon'; code: string; discountPercentage: number; active: boolean; now: string }
  | { type: 'DeleteCoupon'; now: string }
  | { type: 'UseCoupon'; service: PaidService; requestId: string; now: string };

export type Coupon = { exists: boolean; deleted: boolean; couponId: string; code: string; discountPercentage: number; active: boolean; usedFor: string[] };

export const couponStream = (couponId: string) => `coupon-${couponId}`;
/** A code's stream, `coupon-code-{CODE}`: one coupon holds a code at a time. */
export const couponCodeStream = (code: string) => `coupon-code-${code.toUpperCase()}`;

const live = (state: Coupon): Coupon => {
  if (!state.exists || state.deleted) throw new DomainError('not_found', couponMessages.notFound);
  return state;
};

export const couponDecider: Decider<CouponCommand, CouponEvent, Coupon> = {
  initialState: () => ({ exists: false, deleted: false, couponId: '', code: '', discountPercentage: DEFAULT_DISCOUNT, active: false, usedFor: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CouponCreated':
      case 'CouponUpdated': {
        const { couponId, code, discountPercentage, active } = event.data;
        return { ...state, exists: true, couponId, code, discountPercentage, active };
      }
      case 'CouponDeleted':
        return { ...state, deleted: true };
      case 'CouponUsed':
        return { ...state, usedFor: [...state.usedFor, event.data.requestId] };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateCoupon': {
        if (state.exists) throw new DomainError('conflict', couponMessages.exists);
        const { couponId, code, discountPercentage, now } = command;
        return [{ type: 'CouponCreated', data: { couponId, code, discountPercentage, active: true, at: now } }];
      }
      case 'UpdateCoupon': {
        const coupon = live(state);
        const { code, discountPercentage, active, now } = command;
        if (coupon.code === code && coupon.discountPercentage === discountPercentage && coupon.active === active) return [];
        return [{ type: 'CouponUpdated', data: { couponId: coupon.couponId, code, previousCode: coupon.code, discountPercentage, active, at: now } }];
      }
      case 'DeleteCoupon': {
        const coupon = live(state);
        return [{ type: 'CouponDeleted', data: { couponId: coupon.couponId, code: coupon.code, at: command.now } }];
      }
      case 'UseCoupon': {
        const coupon = live(state);
        if (!coupon.active) throw new DomainError('validation_failed', couponMessages.notValid, { errors: { couponCode: couponMessages.notValid } });
        // the same request applying it again (a retried checkout) is one use
        if (coupon.usedFor.includes(command.requestId)) return [];
        const { service, requestId, now } = command;
        return [
          {
            type: 'CouponUsed',
            data: { couponId: coupon.couponId, code: coupon.code, service, requestId, discountPercentage: coupon.discountPercentage, at: now },
          },
        ];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export type CouponCodeEvent =
  Event<'CouponCodeClaimed', { code: string; couponId: string; at: string }> | Event<'CouponCodeReleased', { code: string; couponId: string; at: string }>;
export type CouponCodeCommand = { type: 'ClaimCouponCode' | 'ReleaseCouponCode'; code: string; couponId: string; now: string };

export const couponCodeDecider: Decider<CouponCodeCommand, CouponCodeEvent, { holder: string | null }> = {
  initialState: () => ({ holder: null }),
  evolve: (_state, event) => ({ holder: event.type === 'CouponCodeClaimed' ? event.data.couponId : null }),
  decide: ({ type, code, couponId, now }, state) => {
    if (type === 'ReleaseCouponCode') return state.holder === couponId ? [{ type: 'CouponCodeReleased', data: { code, couponId, at: now } }] : [];
    if (state.holder === couponId) return [];
    if (state.holder !== null) throw new DomainError('conflict', couponMessages.exists, { errors: { code: couponMessages.exists } });
    return [{ type: 'CouponCodeClaimed', data: { code, couponId, at: now } }];
  },
};

const code = z
  .string({ error: couponMessages.codeRequired })
  .trim()
  .min(1, couponMessages.codeRequired)
  .regex(/^[A-Za-z0-9_-]{3,32}$/, couponMessages.codeInvalid)
  .transform((value) => value.toUpperCase());

const discountPercentage = z.coerce
  .number({ error: couponMessages.discountInvalid })
  .int(couponMessages.discountInvalid)
  .min(1, couponMessages.discountInvalid)
  .max(100, couponMessages.discountInvalid);

/** Spec 001 §5: the code is required; the discount a whole number from 1 to 100. */
export const couponCreateSchema = z.object({ code, discountPercentage });
export const couponUpdateSchema = z.object({ code, discountPercentage, active: z.boolean({ error: 'Active must be true or false.' }) });
export const couponGenerateSchema = z.object({ discountPercentage: discountPercentage.default(DEFAULT_DISCOUNT) });
export const couponCheckSchema = z.object({
  code: z
    .string({ error: couponMessages.notValid })
    .trim()
    .min(1, couponMessages.notValid)
    .max(32, couponMessages.notValid)
    .transform((value) => value.toUpperCase()),
  service: z.enum(['jobReferral', 'resumeReview']).default('jobReferral'),
});

/** A code a person can read out: letters and digits that do not look alike, drawn from `random` (0 ≤ r < 1). */
export const generatedCouponCode = (random: () => number, length = 8): string => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)] ?? 'X').join('');
};
