import { z } from 'zod';
import { appConfigEntry, type AppConfigSettings } from '../payments/prices.ts';

// Issue 17 §1: each automatic step on a request waits a period the admin sets in app config (category 'timers'),
// stored as the prices are: an AppConfigChanged event on the stream `app-config-{key}`, its value a whole number.

export const timerSettingKeys = [
  'untakenReminderHours',
  'untakenRefundDays',
  'silenceReminderDays',
  'silenceReleaseDays',
  'approvalReminderDays',
  'autoApproveDays',
  'disputeWindowDays',
  'reviewReminderHours',
] as const;
export type TimerSettingKey = (typeof timerSettingKeys)[number];
export type TimerSettingUnit = 'hours' | 'days';
export type TimerSettings = Record<TimerSettingKey, number>;

/** What each period is when the admin never set it (issue 17's defaults). */
export const timerSettingDefaults: Readonly<TimerSettings> = {
  untakenReminderHours: 48,
  untakenRefundDays: 7,
  silenceReminderDays: 3,
  silenceReleaseDays: 7,
  approvalReminderDays: 5,
  autoApproveDays: 7,
  disputeWindowDays: 14,
  reviewReminderHours: 48,
};

export const timerSettingUnits: Readonly<Record<TimerSettingKey, TimerSettingUnit>> = {
  untakenReminderHours: 'hours',
  untakenRefundDays: 'days',
  silenceReminderDays: 'days',
  silenceReleaseDays: 'days',
  approvalReminderDays: 'days',
  autoApproveDays: 'days',
  disputeWindowDays: 'days',
  reviewReminderHours: 'hours',
};

/** The longest period of each unit: 30 days in hours, about three months in days. */
export const timerSettingMaximum: Readonly<Record<TimerSettingUnit, number>> = { hours: 720, days: 90 };

/** Each setting's name, as its field's label and the start of its message. */
export const timerSettingLabels: Readonly<Record<TimerSettingKey, string>> = {
  untakenReminderHours: 'Untaken reminder',
  untakenRefundDays: 'Untaken refund',
  silenceReminderDays: 'Silence reminder',
  silenceReleaseDays: 'Return to pool',
  approvalReminderDays: 'Approval reminder',
  autoApproveDays: 'Automatic approval',
  disputeWindowDays: 'Dispute window',
  reviewReminderHours: 'Review reminder',
};

/** One line under each field: what happens once the period is over. */
export const timerSettingDescriptions: Readonly<Record<TimerSettingKey, string>> = {
  untakenReminderHours: 'A paid request nobody took: its company’s referrers are reminded.',
  untakenRefundDays: 'A paid request nobody took: refunded in full and closed.',
  silenceReminderDays: 'A taken request whose referrer has not written in its chat: they are reminded.',
  silenceReleaseDays: 'The referrer still silent: the request goes back to the company’s pool.',
  approvalReminderDays: 'Marked completed and the seeker silent: they are reminded.',
  autoApproveDays: 'The seeker still silent: the request is approved automatically.',
  disputeWindowDays: 'How long after completion or approval a seeker may open a dispute.',
  reviewReminderHours: 'A paid resume review without the consultant’s review: the admins are reminded, again after each period.',
};

const rangeMessage = (key: TimerSettingKey) => {
  const unit = timerSettingUnits[key];
  return `${timerSettingLabels[key]} must be a whole number of ${unit} from 1 to ${timerSettingMaximum[unit]}`;
};

export const timerSettingMessages = {
  ...(Object.fromEntries(timerSettingKeys.map((key) => [key, rangeMessage(key)])) as Record<TimerSettingKey, string>),
  reminderBeforeRefund: 'The reminder must come before the refund.',
  reminderBeforeRelease: 'The reminder must come before the request goes back to the pool.',
  reminderBeforeApproval: 'The reminder must come before the automatic approval.',
  toastUpdated: 'Request timers updated successfully!',
  failLoad: 'Failed to load the request timers. Please try again.',
  failUpdate: 'Failed to update the request timers. Please try again.',
  notConfigured: 'No request timers found. Please contact administrator.',
} as const;

export const isTimerSettingKey = (key: string): key is TimerSettingKey => (timerSettingKeys as readonly string[]).includes(key);

const HOURS_IN_A_DAY = 24;
/** A period in hours, whatever its unit, so that a reminder in hours compares with an action in days. */
const inHours = (key: TimerSettingKey, value: number) => (timerSettingUnits[key] === 'hours' ? value : value * HOURS_IN_A_DAY);

const isPeriod = (key: TimerSettingKey, value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= timerSettingMaximum[timerSettingUnits[key]];

/** Each reminder and the step it warns of: the reminder's period must be shorter. */
export const timerSettingOrder: readonly { reminder: TimerSettingKey; action: TimerSettingKey; message: string }[] = [
  { reminder: 'untakenReminderHours', action: 'untakenRefundDays', message: timerSettingMessages.reminderBeforeRefund },
  { reminder: 'silenceReminderDays', action: 'silenceReleaseDays', message: timerSettingMessages.reminderBeforeRelease },
  { reminder: 'approvalReminderDays', action: 'autoApproveDays', message: timerSettingMessages.reminderBeforeApproval },
];

/**
 * The reminders that would not come before their step with these values (the values that will hold after a save:
 * the stored ones with the new ones over them), each named by its reminder's key. A pair with a value out of range
 * is left to that value's own message.
 */
export const timerSettingProblems = (values: Readonly<TimerSettings>): { reminder: TimerSettingKey; action: TimerSettingKey; message: string }[] =>
  timerSettingOrder.filter(
    ({ reminder, action }) =>
      isPeriod(reminder, values[reminder]) && isPeriod(action, values[action]) && inHours(reminder, values[reminder]) >= inHours(action, values[action]),
  );

/** One period: a JSON number (no text, no list), whole, from 1 to its unit's maximum; one message whatever it breaks. */
export const timerSettingValue = (key: TimerSettingKey) =>
  z.number({ error: timerSettingMessages[key] }).refine((value) => isPeriod(key, value), timerSettingMessages[key]);

/** The whole set, as the admin's form holds it: each period checked with its message, then each reminder against its step. */
export const timerSettingsSchema = z
  .object(Object.fromEntries(timerSettingKeys.map((key) => [key, timerSettingValue(key)])) as Record<TimerSettingKey, ReturnType<typeof timerSettingValue>>)
  .superRefine((values, context) => {
    for (const { reminder, message } of timerSettingProblems(values)) context.addIssue({ code: 'custom', path: [reminder], message });
  });

/**
 * Each period's number from stored values keyed by setting (as folded from AppConfigChanged events): a value that
 * is missing or not a whole positive number reads as its default.
 */
export const timerSettingsOf = (values: Readonly<Partial<Record<string, unknown>>>): TimerSettings => {
  const read = (key: TimerSettingKey) => {
    const value = values[key];
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : timerSettingDefaults[key];
  };
  return Object.fromEntries(timerSettingKeys.map((key) => [key, read(key)])) as TimerSettings;
};

/** Request timers' part of app config: what PUT /api/app-config takes and GET lists for category 'timers'. */
export const timerSettings: AppConfigSettings<TimerSettingKey> = {
  category: 'timers',
  keys: timerSettingKeys,
  entries: timerSettingKeys.map((key) => appConfigEntry(key, 'timers', timerSettingValue(key))),
  description: (key) => timerSettingDescriptions[key],
  read: (key, stored) => timerSettingsOf({ [key]: stored })[key],
  unit: (key) => timerSettingUnits[key],
  saved: timerSettingMessages.toastUpdated,
  problems: (values) => timerSettingProblems(timerSettingsOf(values)).map(({ reminder, action, message }) => ({ keys: [reminder, action], message })),
};
