export * from './newsletter.ts';
export * from './contact.ts';
export * from './views.ts';
