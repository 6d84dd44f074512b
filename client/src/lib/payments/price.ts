import { useState } from 'react';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { couponMessages, PAYMENT_CURRENCY, priceFallbacks, priceIn, priceKeyOf, type PaidService } from '@referly/domain';
import { api } from '../api';

type Price = { value: number; currency: string };
/** Spec 001 §9's fallback: its price, in its currency (usd). */
const fallbackOf = (service: PaidService): Price => ({ value: priceFallbacks[priceKeyOf[service]], currency: PAYMENT_CURRENCY });

/**
 * GET /api/app-config/{key}: a service's price in dollars, and the currency the server takes it in. Spec 001 §9:
 * missing or invalid reads as the fallback (500 usd for a referral, 306 usd for a review); the server charges its own
 * figure whatever this shows, and the checkout then shows the server's amount and currency.
 */
export const priceQuery = (service: PaidService) =>
  queryOptions({
    queryKey: ['payments', 'price', service] as const,
    queryFn: async ({ signal }): Promise<Price> => {
      const key = priceKeyOf[service];
      try {
        const answer = await api.get<{ data?: { value?: unknown; currency?: unknown } }>(`/api/app-config/${key}`, { signal });
        const currency = answer.data?.currency;
        return { value: priceIn(key, answer.data?.value), currency: typeof currency === 'string' && currency !== '' ? currency : PAYMENT_CURRENCY };
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return fallbackOf(service);
      }
    },
  });

/** The price in cents and its currency, and whether it is still being read. */
export const usePrice = (service: PaidService) => {
  const price = useQuery(priceQuery(service));
  const { value, currency } = price.data ?? fallbackOf(service);
  return { cents: Math.round(value * 100), currency, isPending: price.isPending };
};

/** The server's quote for a coupon code (cents). */
export type CouponQuote = { code: string; discountPercentage: number; amountCents: number; originalCents: number };

type CouponAnswer = { data: { code: string; discountPercentage: number; amount: number; originalAmount: number } };

/** GET /api/coupons/check?code&service */
export const checkCoupon = async (service: PaidService, code: string): Promise<CouponQuote> => {
  const { data } = await api.get<CouponAnswer>('/api/coupons/check', { query: { code, service } });
  return { code: data.code, discountPercentage: data.discountPercentage, amountCents: data.amount, originalCents: data.originalAmount };
};

/**
 * A coupon code checked with the server: the applied quote, or the reason it was refused (shown under the field).
 * `apply` resolves with the quote, or null when the code was refused.
 */
export const useCoupon = (service: PaidService) => {
  const [applied, setApplied] = useState<CouponQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useMutation({ mutationFn: (code: string) => checkCoupon(service, code) });

  const apply = async (code: string): Promise<CouponQuote | null> => {
    setError(null);
    try {
      const quote = await check.mutateAsync(code);
      setApplied(quote);
      return quote;
    } catch (failure) {
      setApplied(null);
      // the server's words ('This coupon code is not valid.'), else the same words
      setError(failure instanceof Error && failure.message ? failure.message : couponMessages.notValid);
      return null;
    }
  };

  /** The code was edited or removed: its quote no longer applies. */
  const clear = () => {
    setApplied(null);
    setError(null);
  };

  return { applied, error, checking: check.isPending, apply, clear };
};
