import { newsletterMessages, newsletterSchema } from '@referly/domain';
import { Router, type RequestHandler } from 'express';
import { parse } from '../http/parse.ts';
import { replyCommand } from '../http/reply.ts';
import type { SiteService } from './site-service.ts';

/** POST /api/user/subscribe-newsletter — the same answer whether or not the address was already subscribed. */
export const newsletterRoutes = (deps: { site: SiteService; limit: RequestHandler }): Router => {
  const router = Router();
  router.post('/user/subscribe-newsletter', deps.limit, async (req, res) => {
    const { email } = parse(newsletterSchema, req.body);
    replyCommand(res, await deps.site.subscribeToNewsletter(email), { message: newsletterMessages.subscribed });
  });
  return router;
};
