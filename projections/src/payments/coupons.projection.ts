import { openTerms, type CouponEvent, type PaidService } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { documentProjection, notDeleted } from '../document-projection.ts';

export const COUPONS = 'coupons';

/** A coupon's terms as an event records them; events from before coupons had terms read as open. */
const termsIn = ({ expiresAt, maxUses, services }: { expiresAt?: string | null; maxUses?: number | null; services?: PaidService[] }) => {
  const open = openTerms();
  return { expiresAt: expiresAt ?? open.expiresAt, maxUses: maxUses ?? open.maxUses, services: services ?? open.services };
};

export type CouponDoc = {
  _id: string;
  code: string;
  discountPercentage: number;
  active: boolean;
  /** the instant it stops working (ISO 8601, UTC), or null */
  expiresAt: string | null;
  /** how many requests may hold a use, or null for no limit */
  maxUses: number | null;
  services: PaidService[];
  /** the requests that hold a use now (a use given back is not counted) */
  uses: number;
  createdAt: string;
  updatedAt: string;
  _position: number;
};

/** One document per coupon with its terms, counting its uses; a deleted coupon leaves a tombstone. */
export const couponsProjection = documentProjection<CouponDoc>({
  name: COUPONS,
  collection: COUPONS,
  canHandle: ['CouponCreated', 'CouponUpdated', 'CouponDeleted', 'CouponUsed', 'CouponUseReleased'],
  documentId: (event) => (typeof event.data.couponId === 'string' ? event.data.couponId : null),
  evolve: (doc, recorded) => {
    const event = recorded as unknown as CouponEvent;
    if (event.type === 'CouponCreated') {
      const { couponId, code, discountPercentage, active, at } = event.data;
      return { _id: couponId, code, discountPercentage, active, ...termsIn(event.data), uses: 0, createdAt: at, updatedAt: at, _position: recorded.position };
    }
    if (!doc) throw new Error(`coupon ${event.data.couponId} changed before it was created`);
    switch (event.type) {
      case 'CouponUpdated': {
        const { code, discountPercentage, active, at } = event.data;
        return { ...doc, code, discountPercentage, active, ...termsIn(event.data), updatedAt: at };
      }
      case 'CouponDeleted':
        return null;
      case 'CouponUsed':
        return { ...doc, uses: doc.uses + 1 };
      case 'CouponUseReleased':
        return { ...doc, uses: doc.uses - 1 };
    }
  },
  indexes: [{ createdAt: -1 }, { code: 1 }],
});

export const listCoupons = (store: ReadStore) => store.collection<CouponDoc>(COUPONS).find({ ...notDeleted }, { sort: { createdAt: -1 } });

export const getCoupon = (store: ReadStore, couponId: string) => store.collection<CouponDoc>(COUPONS).findOne({ _id: couponId, ...notDeleted });

/** The coupon that holds a code now (codes are kept in upper case). */
export const findCouponByCode = (store: ReadStore, code: string) => store.collection<CouponDoc>(COUPONS).findOne({ code: code.toUpperCase(), ...notDeleted });
