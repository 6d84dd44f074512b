import type { Response } from 'express';

/**
 * What every JSON reply of the API carries, after OWASP's REST security guidance: private data is never
 * stored by a cache, never sniffed into another type, never framed, and only reached over HTTPS once seen
 * over it. Set in one pass (the page headers helmet builds, CSP and all, are for the client's HTML, not JSON).
 */
const headers: [string, string][] = [
  ['Cache-Control', 'no-store'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

export const setApiHeaders = (res: Response): void => {
  for (const [name, value] of headers) res.setHeader(name, value);
};
