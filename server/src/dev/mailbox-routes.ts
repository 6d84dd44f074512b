import type { Outbox } from '@referly/infra/ports/mailer';
import { Router } from 'express';
import { z } from 'zod';
import { parse } from '../http/parse.ts';

/** GET /api/dev/mailbox?to=EMAIL — the embedded outbox, for demos and browser tests. Never mounted in production. */
export const mailboxRoutes = (outbox: Outbox): Router => {
  const router = Router();
  router.get('/mailbox', async (req, res) => {
    const { to } = parse(z.object({ to: z.string().trim().max(254).optional() }), req.query);
    res.json({ data: await outbox.list(to) });
  });
  return router;
};
