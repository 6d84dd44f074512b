import { randomUUID } from 'node:crypto';
import {
  appConfigDecider,
  appConfigRegistry,
  appConfigStream,
  DomainError,
  priceMessages,
  priceSettings,
  timerSettings,
  type AppConfigCategory,
  type AppConfigKey,
  type AppConfigSettings,
  type AppConfigUpdate,
} from '@referly/domain';
import { loadState } from '@referly/infra/event-store/index';
import { VersionConflictError, type EventStore, type StreamAppend } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getAppConfig } from '@referly/projections/payments/app-config.projection';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parse } from '../http/parse.ts';
import { replyCommand } from '../http/reply.ts';

/** App config's settings: one line per feature that keeps some (the prices, the request timers' periods). */
const appConfig = appConfigRegistry([priceSettings, timerSettings]);

/** Extra attempts of a save when another save changed one of its settings meanwhile. */
const SAVE_RETRIES = 3;

/**
 * Spec 001 §3: an app config entry, its value read through its feature's fallbacks (spec 001 §9 for prices); a price
 * in the currency payments are taken in, a period with its unit.
 */
const entryOf = async (readStore: ReadStore, section: AppConfigSettings, key: AppConfigKey, currency: string) => {
  const stored = await getAppConfig(readStore, key);
  const value = section.read(key, stored?.value);
  const unit = section.unit?.(key);
  return {
    key,
    value,
    ...(section.category === 'payment' ? { currency } : {}),
    ...(unit ? { unit } : {}),
    description: stored?.description || section.description(key),
    category: section.category,
    fallback: stored?.value !== value,
  };
};

/**
 * A save decided on every setting's stream as it is now (a rule between keys reads the others) and stored in one
 * append, each stream at the revision it was read at: decided again when another save got in first. Answers the
 * position of the last event of the settings given (stored now or before).
 */
const saveSettings = async (eventStore: EventStore, configs: readonly AppConfigUpdate[], now: string): Promise<number> => {
  for (let attempt = 0; ; attempt += 1) {
    const loaded = new Map(
      await Promise.all(appConfig.keys.map(async (key) => [key, await loadState(eventStore, appConfigStream(key), appConfigDecider)] as const)),
    );
    const stateOf = (key: AppConfigKey) => loaded.get(key) ?? { state: appConfigDecider.initialState(), revision: 'no_stream' as const, position: 0 };
    const decided = appConfig.decide(configs, (key) => stateOf(key).state, now);
    const appends: StreamAppend[] = decided
      .filter(({ events }) => events.length > 0)
      .map(({ key, events }) => ({
        streamId: appConfigStream(key),
        events: events.map(({ type, data }) => ({ id: randomUUID(), type, data })),
        expectedRevision: stateOf(key).revision,
      }));
    const before = Math.max(0, ...decided.map(({ key }) => stateOf(key).position));
    try {
      return appends.length === 0 ? before : Math.max(before, ...(await eventStore.appendMany(appends)).map((result) => result.position));
    } catch (error) {
      if (!(error instanceof VersionConflictError) || attempt >= SAVE_RETRIES) throw error;
    }
  }
};

/** GET /api/app-config/{key} (anyone: prices and periods are public), GET and PUT /api/app-config (admins). */
export const pricesRoutes = (deps: { eventStore: EventStore; readStore: ReadStore; clock: () => Date; admin: RequestHandler; currency: string }) => {
  const router = Router();

  router.get('/app-config/:key', async (req, res) => {
    const { key } = parse(z.object({ key: z.string().max(64) }), req.params);
    const section = appConfig.sectionOf(key);
    if (!section) throw new DomainError('not_found', priceMessages.unknownKey);
    res.json({ statusCode: 200, data: await entryOf(deps.readStore, section, key as AppConfigKey, deps.currency) });
  });

  const categories = appConfig.sections.map((section) => section.category) as [AppConfigCategory, ...AppConfigCategory[]];
  /** `?category=payment` (the default: spec 001's prices) or `?category=timers`: that category's settings, keyed by name */
  router.get('/app-config', deps.admin, async (req, res) => {
    const query = z.object({ category: z.enum(categories, { error: `The categories are ${categories.join(' and ')}.` }).default('payment') });
    const { category } = parse(query, req.query);
    const sections = appConfig.sections.filter((each) => each.category === category);
    const entries = await Promise.all(sections.flatMap((section) => section.keys.map((key) => entryOf(deps.readStore, section, key, deps.currency))));
    res.json({ statusCode: 200, data: Object.fromEntries(entries.map((entry) => [entry.key, entry])) });
  });

  /** PUT `{ configs: [...] }`: prices and periods, all stored or none (see `saveSettings`). */
  router.put('/app-config', deps.admin, async (req, res) => {
    const { configs } = parse(appConfig.schema, req.body);
    const position = await saveSettings(deps.eventStore, configs, deps.clock().toISOString());
    // the words of the feature whose settings come first
    replyCommand(res, position, { message: appConfig.sectionOf(configs[0]?.key ?? '')?.saved ?? priceMessages.toastUpdated, data: configs });
  });

  return router;
};
