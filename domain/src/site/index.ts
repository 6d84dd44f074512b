export * from './newsletter.ts';
export * from './contact.ts';
