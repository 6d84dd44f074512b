import { DomainError, testCardSchema } from '@referly/domain';
import { CardError, type TestPayments } from '@referly/infra/payments/test-payments';
import type { Payments } from '@referly/infra/ports/payments';
import { Router, type RequestHandler } from 'express';
import { parse } from '../http/parse.ts';
import { replyCommand } from '../http/reply.ts';
import type { WebhookService } from './webhook-service.ts';

/**
 * GET /api/payments/config (which card form the client shows, and the currency payments are taken in), POST /api/payments/webhook (the provider's events,
 * checked on the raw body), and, only where Stripe is not configured, POST /api/payments/test/confirm: the test
 * provider's card confirmation, whose webhook takes the same handler as Stripe's.
 */
export const paymentsRoutes = (deps: {
  payments: Payments;
  currency: string;
  testPayments?: TestPayments;
  webhooks: WebhookService;
  limit: RequestHandler;
}) => {
  const router = Router();

  router.get('/payments/config', (_req, res) => {
    res.json({ statusCode: 200, data: { provider: deps.payments.provider, publishableKey: deps.payments.publishableKey, currency: deps.currency } });
  });

  router.post('/payments/webhook', async (req, res) => {
    const position = await deps.webhooks.handle(req.rawBody ?? Buffer.alloc(0), req.get('stripe-signature'));
    replyCommand(res, position, { message: 'Received.', data: { received: true } });
  });

  const testPayments = deps.testPayments;
  if (testPayments) {
    router.post('/payments/test/confirm', deps.limit, async (req, res) => {
      const card = parse(testCardSchema, req.body);
      let confirmation;
      try {
        confirmation = await testPayments.confirm(card);
      } catch (error) {
        if (!(error instanceof CardError)) throw error;
        throw new DomainError(error.code === 'resource_missing' ? 'not_found' : 'card_invalid', error.message);
      }
      const position = await deps.webhooks.handle(confirmation.webhook.payload, confirmation.webhook.signature);
      if (confirmation.declineMessage !== null) {
        res.setHeader('X-Referly-Position', String(position));
        throw new DomainError('card_declined', confirmation.declineMessage);
      }
      const { id, status, amountCents } = confirmation.intent;
      replyCommand(res, position, { message: 'Payment succeeded.', data: { status, paymentIntent: { id, status, amount: amountCents } } });
    });
  }

  return router;
};
