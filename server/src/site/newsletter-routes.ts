import { newsletterDecider, newsletterMessages, newsletterSchema, newsletterStream } from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import { Router } from 'express';
import { parse } from '../http/parse.ts';
import { rateLimit, type RateLimitSettings } from '../http/rate-limit.ts';
import { replyCommand } from '../http/reply.ts';

/** POST /api/user/subscribe-newsletter — the same answer whether or not the address was already subscribed. */
export const newsletterRoutes = (deps: { eventStore: EventStore; now: () => string; rateLimit: RateLimitSettings }): Router => {
  const router = Router();
  router.post('/user/subscribe-newsletter', rateLimit('newsletter', deps.rateLimit), async (req, res) => {
    const { email } = parse(newsletterSchema, req.body);
    const { position } = await handleCommand(deps.eventStore, newsletterStream(email), newsletterDecider, {
      type: 'SubscribeToNewsletter',
      email,
      now: deps.now(),
    });
    replyCommand(res, position, { message: newsletterMessages.subscribed });
  });
  return router;
};
