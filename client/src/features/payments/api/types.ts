import type { PriceKey } from '@referly/domain';

/**
 * docs/API.md, Prices: one app config entry, its value in dollars of `currency` (the server's PAYMENT_CURRENCY);
 * `fallback` when none was set and the default is read.
 */
export type ConfigEntry = { key: PriceKey; value: number; currency: string; description: string; category: 'payment'; fallback?: boolean };
export type PaymentConfig = Partial<Record<PriceKey, ConfigEntry>>;
