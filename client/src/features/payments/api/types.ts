import type { PriceKey, TimerSettingKey, TimerSettingUnit } from '@referly/domain';

/**
 * docs/API.md, Prices: one app config entry, its value in dollars of `currency` (the server's PAYMENT_CURRENCY);
 * `fallback` when none was set and the default is read.
 */
export type ConfigEntry = { key: PriceKey; value: number; currency: string; description: string; category: 'payment'; fallback?: boolean };
export type PaymentConfig = Partial<Record<PriceKey, ConfigEntry>>;

/** One request timer's period (issue 17 §1): a whole number of its unit; `fallback` when none was set and the default is read. */
export type TimerEntry = { key: TimerSettingKey; value: number; unit: TimerSettingUnit; description: string; category: 'timers'; fallback?: boolean };
export type TimerConfig = Partial<Record<TimerSettingKey, TimerEntry>>;
