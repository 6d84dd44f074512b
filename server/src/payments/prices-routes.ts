import {
  appConfigDecider,
  appConfigStream,
  appConfigUpdateSchema,
  DomainError,
  isPriceKey,
  priceDescriptions,
  priceIn,
  priceKeys,
  priceMessages,
  type PriceKey,
} from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getAppConfig } from '@referly/projections/payments/app-config.projection';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parse } from '../http/parse.ts';
import { replyCommand } from '../http/reply.ts';

/** Spec 001 §3: an app config entry, its value read through the fallbacks of §9, in the currency payments are taken in. */
const entryOf = async (readStore: ReadStore, key: PriceKey, currency: string) => {
  const stored = await getAppConfig(readStore, key);
  const value = priceIn(key, stored?.value);
  return { key, value, currency, description: stored?.description || priceDescriptions[key], category: 'payment' as const, fallback: stored?.value !== value };
};

/** GET /api/app-config/{key} (anyone: prices are public), GET and PUT /api/app-config (admins). */
export const pricesRoutes = (deps: { eventStore: EventStore; readStore: ReadStore; clock: () => Date; admin: RequestHandler; currency: string }) => {
  const router = Router();

  router.get('/app-config/:key', async (req, res) => {
    const { key } = parse(z.object({ key: z.string().max(64) }), req.params);
    if (!isPriceKey(key)) throw new DomainError('not_found', priceMessages.unknownKey);
    res.json({ statusCode: 200, data: await entryOf(deps.readStore, key, deps.currency) });
  });

  router.get('/app-config', deps.admin, async (req, res) => {
    parse(z.object({ category: z.literal('payment', { error: 'The only category is payment.' }).optional() }), req.query);
    const entries = await Promise.all(priceKeys.map((key) => entryOf(deps.readStore, key, deps.currency)));
    res.json({ statusCode: 200, data: Object.fromEntries(entries.map((entry) => [entry.key, entry])) });
  });

  router.put('/app-config', deps.admin, async (req, res) => {
    const { configs } = parse(appConfigUpdateSchema, req.body);
    let position = 0;
    for (const { key, value, description } of configs) {
      const command = { type: 'SetAppConfig' as const, key, value, description: description || priceDescriptions[key], now: deps.clock().toISOString() };
      position = Math.max(position, (await handleCommand(deps.eventStore, appConfigStream(key), appConfigDecider, command)).position);
    }
    replyCommand(res, position, { message: priceMessages.toastUpdated, data: configs });
  });

  return router;
};
