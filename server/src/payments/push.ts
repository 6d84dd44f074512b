import { ADMIN_ROOM } from '../live/rooms.ts';
import type { PushRules } from '../platform/feature-module.ts';

const toAdmins = () => [ADMIN_ROOM];

/** Prices and coupons change for the admins who keep them. */
export const paymentsPush: PushRules = {
  AppConfigChanged: { rooms: toAdmins, fields: ['key', 'value', 'at'] },
  CouponCreated: { rooms: toAdmins, fields: ['couponId', 'code', 'discountPercentage', 'active', 'expiresAt', 'maxUses', 'services', 'at'] },
  CouponUpdated: { rooms: toAdmins, fields: ['couponId', 'code', 'discountPercentage', 'active', 'expiresAt', 'maxUses', 'services', 'at'] },
  CouponDeleted: { rooms: toAdmins, fields: ['couponId', 'code', 'at'] },
  CouponUsed: { rooms: toAdmins, fields: ['couponId', 'code', 'service', 'at'] },
  CouponUseReleased: { rooms: toAdmins, fields: ['couponId', 'code', 'at'] },
};
