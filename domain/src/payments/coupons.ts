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
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used the maximum number of times.',
  notForService: 'This coupon does not apply to this service.',
  expiryInvalid: 'Enter the expiry as a date.',
  expiryPast: 'The expiry date must be in the future.',
  maxUsesInvalid: 'Maximum uses must be a whole number from 1 to 1,000,000.',
  servicesInvalid: 'Choose at least one service: job referral or resume review.',
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
/** The most uses a coupon may be limited to. */
export const MAX_COUPON_USES = 1_000_000;
/** The services a coupon may apply to, in the order they are shown. */
export const couponServices: readonly PaidService[] = ['jobReferral', 'resumeReview'];

/**
 * A coupon's limits, as Stripe's promotion codes have them: when it stops working (an instant, ISO 8601 in UTC), how
 * many checkouts may use it, and which services it takes money off. null: no expiry, no limit.
 */
export type CouponTerms = { expiresAt: string | null; maxUses: number | null; services: PaidService[] };
/** What a coupon made before coupons had terms reads as: no expiry, no limit, every service. */
export const openTerms = (): CouponTerms => ({ expiresAt: null, maxUses: null, services: [...couponServices] });

/** Terms as events record them: absent from events written before coupons had terms. */
type RecordedTerms = Partial<CouponTerms>;

export type CouponEvent =
  | Event<'CouponCreated', { couponId: string; code: string; discountPercentage: number; active: boolean; at: string } & RecordedTerms>
  | Event<'CouponUpdated', { couponId: string; code: string; previousCode: string; discountPercentage: number; active: boolean; at: string } & RecordedTerms>
  | Event<'CouponDeleted', { couponId: string; code: string; at: string }>
  /** a checkout that applied it; its discount is the one given then, whatever the coupon says later */
  | Event<'CouponUsed', { couponId: string; code: string; service: PaidService; requestId: string; discountPercentage: number; at: string }>
  /** the request that took a use was refused after all (its caps, the payment provider): the use is given back */
  | Event<'CouponUseReleased', { couponId: string; code: string; requestId: string; at: string }>;

export type CouponCommand =
  | { type: 'CreateCoupon'; couponId: string; code: string; discountPercentage: number; terms: CouponTerms; now: string }
  /** a term left out is kept as it is (spec 001's update sends code, discount and active alone) */
  | { type: 'UpdateCoupon'; code: string; discountPercentage: number; active: boolean; terms: Partial<CouponTerms>; now: string }
  | { type: 'DeleteCoupon'; now: string }
  | { type: 'UseCoupon'; service: PaidService; requestId: string; now: string }
  | { type: 'ReleaseCouponUse'; requestId: string; now: string };

export type Coupon = CouponTerms & {
  exists: boolean;
  deleted: boolean;
  couponId: string;
  code: string;
  discountPercentage: number;
  active: boolean;
  /** the requests holding a use, in the order they took it */
  usedFor: string[];
};

export const couponStream = (couponId: string) => `coupon-${couponId}`;
/** A code's stream, `coupon-code-{CODE}`: one coupon holds a code at a time. */
export const couponCodeStream = (code: string) => `coupon-code-${code.toUpperCase()}`;

/**
 * Why a checkout of `service` at `now` may not use a coupon with these terms and `uses` uses, or null when it may.
 * Instants compare as text: both are ISO 8601 in UTC, as `toISOString` writes them.
 */
export const couponRefusal = (coupon: CouponTerms & { active: boolean }, uses: number, service: PaidService, now: string): string | null => {
  if (!coupon.active) return couponMessages.notValid;
  // Stryker disable next-line ConditionalExpression: equivalent, null compares as false with any ISO instant, so the null check only says why
  if (coupon.expiresAt !== null && now >= coupon.expiresAt) return couponMessages.expired;
  if (!coupon.services.includes(service)) return couponMessages.notForService;
  if (coupon.maxUses !== null && uses >= coupon.maxUses) return couponMessages.usedUp;
  return null;
};

const live = (state: Coupon): Coupon => {
  if (!state.exists || state.deleted) throw new DomainError('not_found', couponMessages.notFound);
  return state;
};

const onField = (field: string, message: string) => new DomainError('validation_failed', message, { errors: { [field]: message } });

/** Terms as recorded, or as changed: a term absent (or undefined) is the one given as `base`. */
const termsOf = (data: RecordedTerms, base: CouponTerms = openTerms()): CouponTerms => ({
  expiresAt: data.expiresAt === undefined ? base.expiresAt : data.expiresAt,
  maxUses: data.maxUses === undefined ? base.maxUses : data.maxUses,
  services: data.services ?? base.services,
});

const sameTerms = (a: CouponTerms, b: CouponTerms) => a.expiresAt === b.expiresAt && a.maxUses === b.maxUses && a.services.join() === b.services.join();

export const couponDecider: Decider<CouponCommand, CouponEvent, Coupon> = {
  initialState: () => ({
    exists: false,
    deleted: false,
    couponId: '',
    code: '',
    discountPercentage: DEFAULT_DISCOUNT,
    active: false,
    ...openTerms(),
    usedFor: [],
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CouponCreated':
      case 'CouponUpdated': {
        const { couponId, code, discountPercentage, active, expiresAt, maxUses, services } = event.data;
        return { ...state, exists: true, couponId, code, discountPercentage, active, ...termsOf({ expiresAt, maxUses, services }) };
      }
      case 'CouponDeleted':
        return { ...state, deleted: true };
      case 'CouponUsed':
        return { ...state, usedFor: [...state.usedFor, event.data.requestId] };
      case 'CouponUseReleased':
        return { ...state, usedFor: state.usedFor.filter((requestId) => requestId !== event.data.requestId) };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateCoupon': {
        if (state.exists) throw new DomainError('conflict', couponMessages.exists);
        const { couponId, code, discountPercentage, terms, now } = command;
        // Stryker disable next-line ConditionalExpression: equivalent, as in couponRefusal
        if (terms.expiresAt !== null && terms.expiresAt <= now) throw onField('expiresAt', couponMessages.expiryPast);
        return [{ type: 'CouponCreated', data: { couponId, code, discountPercentage, active: true, ...terms, at: now } }];
      }
      case 'UpdateCoupon': {
        const coupon = live(state);
        const { code, discountPercentage, active, now } = command;
        const terms = termsOf(command.terms, coupon);
        // an expiry kept as it was may be past: the admin edits something else of an expired coupon
        // Stryker disable next-line ConditionalExpression: equivalent, as in couponRefusal
        if (terms.expiresAt !== null && terms.expiresAt !== coupon.expiresAt && terms.expiresAt <= now) throw onField('expiresAt', couponMessages.expiryPast);
        if (coupon.code === code && coupon.discountPercentage === discountPercentage && coupon.active === active && sameTerms(coupon, terms)) return [];
        return [{ type: 'CouponUpdated', data: { couponId: coupon.couponId, code, previousCode: coupon.code, discountPercentage, active, ...terms, at: now } }];
      }
      case 'DeleteCoupon': {
        const coupon = live(state);
        return [{ type: 'CouponDeleted', data: { couponId: coupon.couponId, code: coupon.code, at: command.now } }];
      }
      case 'UseCoupon': {
        const coupon = live(state);
        const { service, requestId, now } = command;
        // the same request applying it again (a retried checkout) is the one use it already holds
        if (coupon.usedFor.includes(requestId)) return [];
        const refusal = couponRefusal(coupon, coupon.usedFor.length, service, now);
        if (refusal !== null) throw onField('couponCode', refusal);
        return [
          {
            type: 'CouponUsed',
            data: { couponId: coupon.couponId, code: coupon.code, service, requestId, discountPercentage: coupon.discountPercentage, at: now },
          },
        ];
      }
      case 'ReleaseCouponUse': {
        // given back whatever became of the coupon since; a request that holds no use has nothing to give back
        if (!state.usedFor.includes(command.requestId)) return [];
        return [{ type: 'CouponUseReleased', data: { couponId: state.couponId, code: state.code, requestId: command.requestId, at: command.now } }];
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

/** A JSON number: text and lists are refused, not read as numbers. */
const discountPercentage = z
  .number({ error: couponMessages.discountInvalid })
  .int(couponMessages.discountInvalid)
  .min(1, couponMessages.discountInvalid)
  .max(100, couponMessages.discountInvalid);

/** An instant with its offset, kept in UTC; null for none. */
const expiresAt = z.iso
  .datetime({ offset: true, error: couponMessages.expiryInvalid })
  .transform((value) => new Date(value).toISOString())
  .nullable();

const maxUses = z
  .number({ error: couponMessages.maxUsesInvalid })
  .int(couponMessages.maxUsesInvalid)
  .min(1, couponMessages.maxUsesInvalid)
  .max(MAX_COUPON_USES, couponMessages.maxUsesInvalid)
  .nullable();

/** One or more services, each once, in the order they are shown. */
const services = z
  .array(z.enum(['jobReferral', 'resumeReview'], { error: couponMessages.servicesInvalid }), { error: couponMessages.servicesInvalid })
  .min(1, couponMessages.servicesInvalid)
  .transform((chosen) => couponServices.filter((service) => chosen.includes(service)));

const termsFields = { expiresAt: expiresAt.default(null), maxUses: maxUses.default(null), services: services.default([...couponServices]) };

/** Spec 001 §5: the code is required; the discount a whole number from 1 to 100. The terms are optional. */
export const couponCreateSchema = z.object({ code, discountPercentage, ...termsFields });
/** Spec 001's update sends code, discount and active; a term left out stays as it is, null removes it. */
export const couponUpdateSchema = z.object({
  code,
  discountPercentage,
  active: z.boolean({ error: 'Active must be true or false.' }),
  expiresAt: expiresAt.optional(),
  maxUses: maxUses.optional(),
  services: services.optional(),
});
export const couponGenerateSchema = z.object({ discountPercentage: discountPercentage.default(DEFAULT_DISCOUNT), ...termsFields });
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
