import { z } from 'zod';
import { DomainError } from '../shared/errors.ts';
import type { Decider, Event } from '../shared/event.ts';
import type { TimerSettingKey } from '../timers/settings.ts';

/** Spec 001 §3: the prices are app config entries of category payment, in dollars. */
export const priceKeys = ['jobReferralAmount', 'resumeReviewAmount'] as const;
export type PriceKey = (typeof priceKeys)[number];
export type PaidService = 'jobReferral' | 'resumeReview';

export const priceKeyOf: Record<PaidService, PriceKey> = { jobReferral: 'jobReferralAmount', resumeReview: 'resumeReviewAmount' };

/** Spec 001 §9: a price that is missing, zero or not a number reads as its fallback. */
export const priceFallbacks: Record<PriceKey, number> = { jobReferralAmount: 500, resumeReviewAmount: 306 };
export const priceDescriptions: Record<PriceKey, string> = {
  jobReferralAmount: 'Price of a job referral request, in dollars',
  resumeReviewAmount: 'Price of a resume and cover letter review, in dollars',
};
export const MAX_PRICE = 100_000;

export const priceMessages = {
  jobReferralAmount: 'Job referral amount must be a valid positive number',
  resumeReviewAmount: 'Resume review amount must be a valid positive number',
  toastUpdated: 'Payment settings updated successfully!',
  unknownKey: 'There is no setting with this key.',
  notConfigured: 'No payment configuration found. Please contact administrator.',
  failLoad: 'Failed to load payment settings. Please try again.',
  failUpdate: 'Failed to update payment amount. Please try again.',
  /** spec 001 §8: the alert after a price is saved */
  alertUpdated: (service: 'Job Referral' | 'Resume Review') => `${service} payment amount updated successfully!`,
} as const;

export const isPriceKey = (key: string): key is PriceKey => (priceKeys as readonly string[]).includes(key);

/** The price in dollars, or the fallback when the stored value is not a positive number. */
export const priceIn = (key: PriceKey, value: unknown): number => {
  // Stryker disable next-line StringLiteral: equivalent, no value is of type '', which reads every value through Number(), and Number() gives a number back as it is
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) && amount > 0 ? amount : priceFallbacks[key];
};

/** A price less a coupon's discount, in cents (spec 001 §9: the amount goes to the provider as amount × 100). */
export const chargeInCents = (dollars: number, discountPercentage: number | null): number => {
  const cents = Math.round(dollars * 100);
  return discountPercentage === null ? cents : Math.round((cents * (100 - discountPercentage)) / 100);
};

/** App config's categories: the prices (spec 001 §3) and the request timers' periods (issue 17 §1). */
export type AppConfigCategory = 'payment' | 'timers';
export type AppConfigKey = PriceKey | TimerSettingKey;

export type AppConfigEvent = Event<'AppConfigChanged', { key: AppConfigKey; value: number; description: string; category: AppConfigCategory; at: string }>;
/** `category` is the key's own (a price's when not given). */
export type AppConfigCommand = { type: 'SetAppConfig'; key: AppConfigKey; value: number; description: string; category?: AppConfigCategory; now: string };

export const appConfigStream = (key: string) => `app-config-${key}`;

/** Setting the value it already holds records nothing. */
export const appConfigDecider: Decider<AppConfigCommand, AppConfigEvent, { value: number | null; description: string }> = {
  initialState: () => ({ value: null, description: '' }),
  evolve: (_state, event) => ({ value: event.data.value, description: event.data.description }),
  decide: ({ key, value, description, category = 'payment', now }, state) =>
    state.value === value && state.description === description ? [] : [{ type: 'AppConfigChanged', data: { key, value, description, category, at: now } }],
};

/** Stripe's smallest card charge: no price is under it. */
export const MIN_PRICE = 0.5;

/** A price is a JSON number of dollars and cents, from A$0.50 to A$100,000: no text, no list, no third decimal. */
const priceValue = (key: PriceKey) =>
  z
    .number({ error: priceMessages[key] })
    // one message whichever rule it breaks; within the range a number's text never takes an exponent
    .refine((value) => value >= MIN_PRICE && value <= MAX_PRICE && /^\d+(\.\d\d?)?$/.test(String(value)), priceMessages[key]);

/** One entry of PUT /api/app-config's `configs` for one key: its value checked by the key's own rule, an optional description and category. */
export const appConfigEntry = <K extends AppConfigKey>(key: K, category: AppConfigCategory, value: z.ZodNumber) =>
  z.object({ key: z.literal(key), value, description: z.string().trim().max(200).optional(), category: z.literal(category).optional() });
export type AppConfigEntrySchema = ReturnType<typeof appConfigEntry<AppConfigKey>>;

/**
 * What a feature keeps in app config, one category of keys: each key's entry schema, its description and what a stored
 * value reads as (its default when never set), and what is wrong with the values that will hold after a save (a
 * relation between keys that no entry alone can check), each problem shown on the first of its keys the save gives.
 */
export type AppConfigSettings<K extends AppConfigKey = AppConfigKey> = {
  category: AppConfigCategory;
  keys: readonly K[];
  entries: readonly AppConfigEntrySchema[];
  description(key: K): string;
  read(key: K, stored: unknown): number;
  /** what the admin is told once a save of them is stored */
  saved: string;
  /** the unit the value counts in, when it is not money */
  unit?(key: K): string;
  problems?(values: Readonly<Record<K, number>>): { keys: readonly K[]; message: string }[];
};

/** One setting a save gives, as PUT /api/app-config's schema reads it. */
export type AppConfigUpdate = { key: AppConfigKey; value: number; description?: string | undefined };
export type AppConfigState = ReturnType<typeof appConfigDecider.initialState>;

/**
 * App config as several features' settings: PUT /api/app-config's body schema over all their keys, each key's
 * feature, and what a save records.
 */
export const appConfigRegistry = (sections: readonly AppConfigSettings[]) => {
  const keys = sections.flatMap((section) => section.keys);
  const entries = sections.flatMap((section) => section.entries) as unknown as [AppConfigEntrySchema, ...AppConfigEntrySchema[]];
  const sectionOf = (key: string): AppConfigSettings | undefined => sections.find((section) => (section.keys as readonly string[]).includes(key));
  return {
    sections,
    keys,
    sectionOf,
    /** `{ configs: [{ key, value, description?, category? }] }`, each value checked with its own message */
    schema: z.object({
      configs: z
        .array(z.discriminatedUnion('key', entries, { error: priceMessages.unknownKey }))
        .min(1, priceMessages.unknownKey)
        .max(keys.length),
    }),
    /**
     * The events of a save, per key given (a key given twice keeps its last value), decided on each key's state now.
     * Refused whole (validation_failed) when a feature's rule between its keys breaks on the values that will hold
     * after it (the stored ones or their defaults, the given ones over them): the message goes on the first of the
     * rule's keys the save gives, as `configs.{index}.value`.
     */
    decide: (
      configs: readonly AppConfigUpdate[],
      stateOf: (key: AppConfigKey) => AppConfigState,
      now: string,
    ): { key: AppConfigKey; events: AppConfigEvent[] }[] => {
      const given = new Map(configs.map((config) => [config.key, config]));
      const errors: Record<string, string> = {};
      for (const section of sections) {
        const after = Object.fromEntries(section.keys.map((key) => [key, given.get(key)?.value ?? section.read(key, stateOf(key).value ?? undefined)]));
        for (const { keys: related, message } of section.problems?.(after as Record<AppConfigKey, number>) ?? []) {
          const index = configs.findIndex((config) => related.includes(config.key));
          // a rule none of whose keys is given was broken before the save, which changes nothing of it
          if (index >= 0) errors[`configs.${index}.value`] ??= message;
        }
      }
      const first = Object.values(errors)[0];
      if (first !== undefined) throw new DomainError('validation_failed', first, { errors });
      return [...given.values()].flatMap(({ key, value, description }) => {
        const section = sectionOf(key);
        if (!section) throw new DomainError('validation_failed', priceMessages.unknownKey);
        const command = { type: 'SetAppConfig' as const, key, value, description: description || section.description(key), category: section.category, now };
        return [{ key, events: appConfigDecider.decide(command, stateOf(key)) }];
      });
    },
  };
};

/** Payments' part of app config: the prices. */
export const priceSettings: AppConfigSettings<PriceKey> = {
  category: 'payment',
  keys: priceKeys,
  entries: priceKeys.map((key) => appConfigEntry(key, 'payment', priceValue(key))),
  description: (key) => priceDescriptions[key],
  read: priceIn,
  saved: priceMessages.toastUpdated,
};

/** PUT /api/app-config `{ configs: [{ key, value, description?, category? }] }` with prices only (the price editor's check). */
export const appConfigUpdateSchema = appConfigRegistry([priceSettings]).schema;
