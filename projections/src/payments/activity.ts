import { isTimerSettingKey, timerSettingLabels, timerSettingUnits } from '@referly/domain';
import type { ActivitySpec, Path } from '../activity/catalogue.ts';
import { activityPart, plural, requestOfService } from '../activity/words.ts';

const coupon = (fields: Path[]): ActivitySpec => ({ kind: 'coupons', subject: { type: 'coupon', id: 'couponId' }, fields });

/** Payments' own events in the admin's feed: the provider's notices, app config (the prices and the request timers) and the coupons. */
export const paymentsActivity = activityPart(
  {
    PaymentWebhookHandled: { kind: 'payments', fields: ['type'] },
    AppConfigChanged: { kind: 'payments', subject: { type: 'prices', id: 'key' }, fields: ['key', 'value', 'description', 'category'] },
    CouponCreated: coupon(['code', 'discountPercentage', 'active']),
    CouponUpdated: coupon(['code', 'previousCode', 'discountPercentage', 'active']),
    CouponDeleted: coupon(['code']),
    CouponUsed: { kind: 'coupons', subject: { type: requestOfService('service'), id: 'requestId' }, fields: ['code', 'discountPercentage', 'service'] },
    CouponUseReleased: coupon(['code', 'requestId']),
    CouponCodeClaimed: coupon(['code']),
    CouponCodeReleased: coupon(['code']),
  },
  {
    PaymentWebhookHandled: (s) => `The payment provider’s ${s.text('type')} notice was handled`,
    AppConfigChanged: (s) => {
      const key = s.text('key');
      return s.text('category') === 'timers' && isTimerSettingKey(key)
        ? `The request timer “${timerSettingLabels[key]}” was set to ${plural(s.num('value'), timerSettingUnits[key].slice(0, -1))}`
        : `The price “${s.text('description') || key}” was set to $${s.num('value')}`;
    },
    CouponCreated: (s) => `Coupon ${s.text('code')} (${s.num('discountPercentage')}% off) was created`,
    CouponUpdated: (s) =>
      `Coupon ${s.text('previousCode')} was changed to ${s.text('code')}, ${s.num('discountPercentage')}% off, ${s.details.active ? 'active' : 'inactive'}`,
    CouponDeleted: (s) => `Coupon ${s.text('code')} was deleted`,
    CouponUsed: (s) => `Coupon ${s.text('code')} (${s.num('discountPercentage')}% off) was applied to ${s.whose('seekerId')} ${s.service()}`,
    CouponUseReleased: (s) => `A use of coupon ${s.text('code')} was given back: the request it was taken for was refused`,
    CouponCodeClaimed: (s) => `The coupon code ${s.text('code')} was taken`,
    CouponCodeReleased: (s) => `The coupon code ${s.text('code')} was freed`,
  },
  {
    coupon: { link: () => ({ href: '/admin_dashboard/coupon', label: 'View coupons' }) },
    prices: { link: () => ({ href: '/admin_dashboard/payment_management', label: 'View prices' }) },
  },
);
