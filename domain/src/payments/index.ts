export * from './prices.ts';
export * from './coupons.ts';
export * from './webhooks.ts';
export * from './number-text.ts';
export * from './money.ts';
