import type { Outbox } from '@referly/infra/ports/mailer';
import { Router } from 'express';
import { isIP } from 'node:net';
import { z } from 'zod';
import { notFoundMiddleware } from '../http/problem.ts';
import { parse } from '../http/parse.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export const isLoopback = (address: string | undefined): boolean => {
  const bare = address?.replace(/^::ffff:/i, '') ?? '';
  return bare === '::1' || (isIP(bare) === 4 && bare.startsWith('127.'));
};

/**
 * GET /api/dev/mailbox?to=EMAIL — the embedded outbox, for demos and browser tests. Never mounted in production,
 * and answered only to callers on this machine: anyone else would read everyone's sign-up codes.
 */
export const mailboxRoutes = (outbox: Outbox): Router => {
  const router = Router();
  router.get('/mailbox', async (req, res, next) => {
    if (!isLoopback(req.ip)) return notFoundMiddleware(req, res, next);
    const { to } = parse(z.object({ to: z.string().trim().max(254).optional() }), req.query);
    res.json({ data: await outbox.list(to) });
  });
  return router;
};
