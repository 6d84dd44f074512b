import { describe, expect, it } from 'vitest';
import { appConfigDecider, appConfigRegistry, priceSettings } from '../payments/prices.ts';
import { DomainError } from '../shared/errors.ts';
import {
  isTimerSettingKey,
  timerSettingDescriptions,
  timerSettingDefaults,
  timerSettingKeys,
  timerSettingMessages,
  timerSettingProblems,
  timerSettings,
  timerSettingsOf,
  timerSettingsSchema,
  timerSettingUnits,
  type TimerSettings,
} from './settings.ts';

const defaults: TimerSettings = {
  untakenReminderHours: 48,
  untakenRefundDays: 7,
  silenceReminderDays: 3,
  silenceReleaseDays: 7,
  approvalReminderDays: 5,
  autoApproveDays: 7,
  disputeWindowDays: 14,
  reviewReminderHours: 48,
};

describe('the request timers’ settings (issue 17 §1)', () => {
  it('has a key, a default and a unit for each period, the two reminders counted in hours and the rest in days', () => {
    expect(timerSettingKeys).toEqual(Object.keys(defaults));
    expect(timerSettingDefaults).toEqual(defaults);
    expect(timerSettingUnits).toEqual({
      untakenReminderHours: 'hours',
      untakenRefundDays: 'days',
      silenceReminderDays: 'days',
      silenceReleaseDays: 'days',
      approvalReminderDays: 'days',
      autoApproveDays: 'days',
      disputeWindowDays: 'days',
      reviewReminderHours: 'hours',
    });
    expect(isTimerSettingKey('autoApproveDays')).toBe(true);
    expect(isTimerSettingKey('jobReferralAmount')).toBe(false);
  });

  it('says each range in its own words', () =>
    expect(timerSettingKeys.map((key) => timerSettingMessages[key])).toEqual([
      'Untaken reminder must be a whole number of hours from 1 to 720',
      'Untaken refund must be a whole number of days from 1 to 90',
      'Silence reminder must be a whole number of days from 1 to 90',
      'Return to pool must be a whole number of days from 1 to 90',
      'Approval reminder must be a whole number of days from 1 to 90',
      'Automatic approval must be a whole number of days from 1 to 90',
      'Dispute window must be a whole number of days from 1 to 90',
      'Review reminder must be a whole number of hours from 1 to 720',
    ]));
});

describe('timerSettingsOf', () => {
  it('reads every default when nothing is stored', () => expect(timerSettingsOf({})).toEqual(defaults));

  it('reads the stored whole numbers, other keys ignored', () =>
    expect(timerSettingsOf({ untakenReminderHours: 24, autoApproveDays: 10, disputeWindowDays: 1, jobReferralAmount: 450 })).toEqual({
      ...defaults,
      untakenReminderHours: 24,
      autoApproveDays: 10,
      disputeWindowDays: 1,
    }));

  it.each([undefined, null, 0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '5', '', [5], {}, true])('reads %j as the default', (value) =>
    expect(timerSettingsOf(Object.fromEntries(timerSettingKeys.map((key) => [key, value])))).toEqual(defaults),
  );
});

describe('timerSettingsSchema (the admin’s form)', () => {
  const issuesOf = (values: Record<string, unknown>) =>
    timerSettingsSchema.safeParse({ ...defaults, ...values }).error?.issues.map(({ path, message }) => ({ path, message })) ?? [];

  it('takes the defaults and every period at its bounds', () => {
    expect(timerSettingsSchema.parse(defaults)).toEqual(defaults);
    expect(issuesOf({ untakenReminderHours: 1, untakenRefundDays: 1, disputeWindowDays: 90, silenceReminderDays: 89, silenceReleaseDays: 90 })).toEqual([]);
    expect(issuesOf({ untakenReminderHours: 720, untakenRefundDays: 31 })).toEqual([]);
  });

  // numbers only, as the prices: text, a list, nothing coerced
  it.each([0, -1, 1.5, 91, '48', '7', '', [7], null, undefined, true, Number.NaN])('refuses %j for a period in days with its message', (value) =>
    expect(issuesOf({ disputeWindowDays: value })).toEqual([
      { path: ['disputeWindowDays'], message: 'Dispute window must be a whole number of days from 1 to 90' },
    ]),
  );

  it('takes up to 720 hours for the untaken reminder, not 721, and 90 days, not 91', () => {
    expect(issuesOf({ untakenReminderHours: 721, untakenRefundDays: 90 })).toEqual([
      { path: ['untakenReminderHours'], message: 'Untaken reminder must be a whole number of hours from 1 to 720' },
    ]);
    expect(issuesOf({ untakenRefundDays: 91 })).toEqual([
      { path: ['untakenRefundDays'], message: 'Untaken refund must be a whole number of days from 1 to 90' },
    ]);
  });

  it('wants each reminder before its step, on the reminder’s field, hours compared with days', () => {
    expect(issuesOf({ untakenReminderHours: 168 })).toEqual([{ path: ['untakenReminderHours'], message: 'The reminder must come before the refund.' }]);
    expect(issuesOf({ untakenReminderHours: 167 })).toEqual([]);
    expect(issuesOf({ untakenRefundDays: 2 })).toEqual([{ path: ['untakenReminderHours'], message: 'The reminder must come before the refund.' }]);
    expect(issuesOf({ silenceReminderDays: 7 })).toEqual([
      { path: ['silenceReminderDays'], message: 'The reminder must come before the request goes back to the pool.' },
    ]);
    expect(issuesOf({ approvalReminderDays: 9, autoApproveDays: 8 })).toEqual([
      { path: ['approvalReminderDays'], message: 'The reminder must come before the automatic approval.' },
    ]);
    expect(issuesOf({ approvalReminderDays: 7, autoApproveDays: 8 })).toEqual([]);
  });

  it('leaves a pair with a value out of range to that value’s own message', () =>
    expect(issuesOf({ silenceReminderDays: 0 })).toEqual([
      { path: ['silenceReminderDays'], message: 'Silence reminder must be a whole number of days from 1 to 90' },
    ]));

  it('names every broken order at once', () =>
    expect(timerSettingProblems({ ...defaults, untakenRefundDays: 1, silenceReleaseDays: 3, autoApproveDays: 1 }).map(({ message }) => message)).toEqual([
      'The reminder must come before the refund.',
      'The reminder must come before the request goes back to the pool.',
      'The reminder must come before the automatic approval.',
    ]));
});

describe('the timers in app config', () => {
  const { schema } = appConfigRegistry([priceSettings, timerSettings]);
  const messagesOf = (configs: unknown) => schema.safeParse({ configs }).error?.issues.map(({ path, message }) => ({ path, message }));

  it('takes periods beside prices, each with an optional description and the category timers', () =>
    expect(
      schema.parse({
        configs: [
          { key: 'jobReferralAmount', value: 450 },
          { key: 'untakenReminderHours', value: 24, category: 'timers' },
          { key: 'disputeWindowDays', value: 30, description: ' Disputes ' },
        ],
      }).configs,
    ).toEqual([
      { key: 'jobReferralAmount', value: 450 },
      { key: 'untakenReminderHours', value: 24, category: 'timers' },
      { key: 'disputeWindowDays', value: 30, description: 'Disputes' },
    ]));

  it('refuses a period as text, in another category, or past its range, with its message', () => {
    expect(messagesOf([{ key: 'untakenRefundDays', value: '7' }])).toEqual([
      { path: ['configs', 0, 'value'], message: 'Untaken refund must be a whole number of days from 1 to 90' },
    ]);
    expect(messagesOf([{ key: 'untakenRefundDays', value: 7, category: 'payment' }])?.map(({ path }) => path)).toEqual([['configs', 0, 'category']]);
    expect(messagesOf([{ key: 'jobReferralAmount', value: 7, category: 'timers' }])?.map(({ path }) => path)).toEqual([['configs', 0, 'category']]);
    expect(messagesOf([{ key: 'siteName', value: 7 }])).toEqual([{ path: ['configs', 0, 'key'], message: 'There is no setting with this key.' }]);
  });

  it('reads a stored period through its default, and checks the order on the values after a save', () => {
    expect(timerSettings.read('silenceReleaseDays', undefined)).toBe(7);
    expect(timerSettings.read('silenceReleaseDays', 12)).toBe(12);
    expect(timerSettings.problems?.({ ...defaults, silenceReleaseDays: 2 })).toEqual([
      { keys: ['silenceReminderDays', 'silenceReleaseDays'], message: 'The reminder must come before the request goes back to the pool.' },
    ]);
  });

  describe('a save', () => {
    const registry = appConfigRegistry([priceSettings, timerSettings]);
    const now = '2026-11-28T10:00:00.000Z';
    const stored = (values: Record<string, number>) => (key: string) => ({
      value: values[key] ?? null,
      description: values[key] === undefined ? '' : 'stored',
    });
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof DomainError ? { code: error.code, message: error.message, details: error.details } : error;
      }
      return null;
    };

    it('records each setting given under its feature’s category, with its description, and nothing for a value it holds', () =>
      expect(
        registry.decide(
          [
            { key: 'jobReferralAmount', value: 450 },
            { key: 'silenceReleaseDays', value: 9 },
            { key: 'disputeWindowDays', value: 14, description: 'stored' },
          ],
          stored({ disputeWindowDays: 14 }),
          now,
        ),
      ).toEqual([
        {
          key: 'jobReferralAmount',
          events: [
            {
              type: 'AppConfigChanged',
              data: { key: 'jobReferralAmount', value: 450, description: 'Price of a job referral request, in dollars', category: 'payment', at: now },
            },
          ],
        },
        {
          key: 'silenceReleaseDays',
          events: [
            {
              type: 'AppConfigChanged',
              data: { key: 'silenceReleaseDays', value: 9, description: timerSettingDescriptions.silenceReleaseDays, category: 'timers', at: now },
            },
          ],
        },
        { key: 'disputeWindowDays', events: [] },
      ]));

    it('keeps the last value of a key given twice', () =>
      expect(
        registry
          .decide(
            [
              { key: 'autoApproveDays', value: 9 },
              { key: 'autoApproveDays', value: 8 },
            ],
            stored({}),
            now,
          )
          .map(({ events }) => events.map(({ data }) => data.value)),
      ).toEqual([[8]]));

    it('judges each reminder on the values after the save, the stored ones read with their defaults', () => {
      expect(refusal(() => registry.decide([{ key: 'untakenRefundDays', value: 1 }], stored({ untakenReminderHours: 24 }), now))).toEqual({
        code: 'validation_failed',
        message: 'The reminder must come before the refund.',
        details: { errors: { 'configs.0.value': 'The reminder must come before the refund.' } },
      });
      expect(refusal(() => registry.decide([{ key: 'untakenRefundDays', value: 1 }], stored({ untakenReminderHours: 23 }), now))).toBeNull();
      // stored nothing: the approval reminder's default (5 days) is not before 4
      expect(
        refusal(() =>
          registry.decide(
            [
              { key: 'jobReferralAmount', value: 400 },
              { key: 'autoApproveDays', value: 4 },
            ],
            stored({}),
            now,
          ),
        ),
      ).toMatchObject({ details: { errors: { 'configs.1.value': 'The reminder must come before the automatic approval.' } } });
      // both moved together
      expect(
        refusal(() =>
          registry.decide(
            [
              { key: 'autoApproveDays', value: 4 },
              { key: 'approvalReminderDays', value: 3 },
            ],
            stored({}),
            now,
          ),
        ),
      ).toBeNull();
    });
  });

  it('records a period under its own category', () =>
    expect(
      appConfigDecider.decide(
        { type: 'SetAppConfig', key: 'autoApproveDays', value: 10, description: 'Auto', category: 'timers', now: '2026-11-28T10:00:00.000Z' },
        appConfigDecider.initialState(),
      ),
    ).toEqual([
      { type: 'AppConfigChanged', data: { key: 'autoApproveDays', value: 10, description: 'Auto', category: 'timers', at: '2026-11-28T10:00:00.000Z' } },
    ]));
});
