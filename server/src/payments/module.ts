import { Router } from 'express';
import { requireAuth } from '../auth/authenticate.ts';
import type { FeatureFactory } from '../platform/feature-module.ts';
import { createCouponsService } from './coupons-service.ts';
import { couponsRoutes } from './coupons-routes.ts';
import { paymentsRoutes } from './payments-routes.ts';
import { createPricingService } from './pricing-service.ts';
import { pricesRoutes } from './prices-routes.ts';
import { paymentsPush } from './push.ts';
import { createWebhookService } from './webhook-service.ts';

/** Payments: prices (app config), coupons, the provider's webhook and the test provider's card form. */
export const paymentsModule: FeatureFactory = (deps) => {
  const { eventStore, readStore, clock, newId, authenticate, waitFor, logger, payments, testPayments, paymentPurposes, rateLimits, config } = deps;
  const currency = config.paymentCurrency;
  const admin = requireAuth(authenticate, ['admin']);
  const signedIn = requireAuth(authenticate);
  const pricing = createPricingService({ eventStore, readStore, clock, currency });
  const coupons = createCouponsService({ eventStore, clock, newId });
  const webhooks = createWebhookService({ eventStore, payments, purposes: paymentPurposes, clock, logger });
  const routes = Router();
  routes.use(pricesRoutes({ eventStore, readStore, clock, admin, currency }));
  routes.use(couponsRoutes({ coupons, pricing, readStore, waitFor: (position) => waitFor(position), admin, signedIn }));
  routes.use(
    paymentsRoutes({
      payments,
      currency,
      ...(testPayments ? { testPayments } : {}),
      webhooks,
      limit: rateLimits.for('payment-confirm', (body) => (typeof body.clientSecret === 'string' ? body.clientSecret : undefined)),
    }),
  );
  return { name: 'payments', routes, push: paymentsPush };
};
