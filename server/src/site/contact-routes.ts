import { contactMessages, contactSchema } from '@referly/domain';
import { Router, type RequestHandler } from 'express';
import { parse } from '../http/parse.ts';
import { replyCommand } from '../http/reply.ts';
import type { SiteService } from './site-service.ts';

/** POST /api/user/contact-us — the contact form's and the feedback form's call (spec 000 §7). */
export const contactRoutes = (deps: { site: SiteService; limit: RequestHandler }): Router => {
  const router = Router();
  router.post('/user/contact-us', deps.limit, async (req, res) => {
    const input = parse(contactSchema, req.body);
    replyCommand(res, await deps.site.receiveContactMessage(input), { message: contactMessages.sent });
  });
  return router;
};
