export * from './request-facts.ts';
export * from './reputation.ts';
export * from './format.ts';
export * from './messages.ts';
