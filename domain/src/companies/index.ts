export * from './companies.ts';
export * from './industries.ts';
