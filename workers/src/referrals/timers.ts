import {
  appConfigStream,
  DAY_MS,
  HOUR_MS,
  unitsBetween,
  chatStream,
  isFinal,
  referralDecider,
  referralStream,
  timerSettingDefaults,
  timerSettingsOf,
  type ChatEvent,
  type RecordedEvent,
  type ReferralCommand,
  type ReferralEvent,
  type TimerSettingKey,
} from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { DueTimer, TimerArm, TimerPeriod, TimerRule } from '../timers/timer-rule.ts';
import type { WorkerDeps } from '../worker-feature.ts';

// Issue 17's loops on a job referral, each on a durable timer (workers/src/timers): what arms each, what makes it moot,
// and the command it gives when due. The decider decides whether a due timer still means anything: each command names
// the moment its period counted from, so a request that moved on since records nothing.

const period = (setting: TimerSettingKey, unitMs: number): TimerPeriod => ({ setting, unitMs, fallback: timerSettingDefaults[setting] });
const periods = {
  untakenReminder: period('untakenReminderHours', HOUR_MS),
  untakenRefund: period('untakenRefundDays', DAY_MS),
  silenceReminder: period('silenceReminderDays', DAY_MS),
  silenceRelease: period('silenceReleaseDays', DAY_MS),
  approvalReminder: period('approvalReminderDays', DAY_MS),
  autoApprove: period('autoApproveDays', DAY_MS),
};

/** What every referral timer keeps: the request, and the moment its period counts from. */
type ReferralTimerData = { referralId: string; since: string; referrerId?: string };

const asReferral = (event: RecordedEvent) => event as unknown as ReferralEvent;
const dataOf = (timer: DueTimer) => timer.data as ReferralTimerData;
/** The period a due timer waited, in whole units (the settings are whole numbers). */
const waited = (timer: DueTimer, unitMs: number) => unitsBetween(dataOf(timer).since, timer.dueAt, unitMs);

const arm = (referralId: string, since: string, chosen: TimerPeriod, more: Partial<ReferralTimerData> = {}): TimerArm => ({
  key: referralId,
  startedAt: since,
  period: chosen,
  data: { referralId, since, ...more } satisfies ReferralTimerData,
});

/**
 * A rule's `fire`: the command a due timer gives its request (null: moot already), decided on the request's stream,
 * which records nothing for a request that moved on since the timer's period began.
 */
const firing =
  (commandOf: (timer: DueTimer, deps: WorkerDeps, now: string) => Promise<ReferralCommand | null> | ReferralCommand | null): TimerRule['fire'] =>
  async (timer, deps) => {
    const command = await commandOf(timer, deps, deps.clock().toISOString());
    if (command) await handleCommand(deps.eventStore, referralStream(dataOf(timer).referralId), referralDecider, command);
  };

/** Paid (or put back in the pool) and nobody takes it: from then on, until taken, decided or fired. */
const untaken = (name: string, chosen: TimerPeriod, done: ReferralEvent['type'], fire: TimerRule['fire']): TimerRule => ({
  name,
  types: ['ReferralPaid', 'ReferralReleased', 'ReferralTaken', 'ReferralStatusChanged', done],
  on: (recorded) => {
    const event = asReferral(recorded);
    const { referralId, at } = event.data;
    switch (event.type) {
      case 'ReferralPaid':
      case 'ReferralReleased':
        return { arm: [arm(referralId, at, chosen)] };
      case 'ReferralStatusChanged':
        return isFinal(event.data.to) ? { cancel: [referralId] } : {};
      default:
        // taken, or this rule's own step recorded
        return { cancel: [referralId] };
    }
  },
  fire,
});

const remindUntaken = untaken(
  'referral-untaken-reminder',
  periods.untakenReminder,
  'ReferralUntakenReminded',
  firing((timer, _deps, now) => ({ type: 'RemindUntaken', openSince: dataOf(timer).since, afterHours: waited(timer, HOUR_MS), now })),
);

// its own step is the status change to expired, which the final status already cancels
const expireUntaken = untaken(
  'referral-untaken-refund',
  periods.untakenRefund,
  'ReferralStatusChanged',
  firing((timer, _deps, now) => ({ type: 'ExpireUntaken', openSince: dataOf(timer).since, afterDays: waited(timer, DAY_MS), now })),
);

/**
 * When the referrer handling a request last wrote in its chat (or took it, whichever is later than `since`): a message
 * recorded after the timer was armed makes the timer moot, even one its scheduler has not seen yet.
 */
const wroteSince = async (eventStore: EventStore, referralId: string, referrerId: string, since: string): Promise<boolean> => {
  const events = (await eventStore.readStream(chatStream(referralId))) as unknown as ChatEvent[];
  return events.some((event) => event.type === 'ChatMessageSent' && event.data.sender.userId === referrerId && event.data.at > since);
};

/** Taken, and its referrer has not written in its chat since: until completed, decided, put back or fired. */
const silence = (name: string, chosen: TimerPeriod, done: ReferralEvent['type'], fire: TimerRule['fire']): TimerRule => ({
  name,
  types: ['ReferralTaken', 'ChatMessageSent', 'ReferralStatusChanged', 'ReferralReleased', done],
  on: (recorded) => {
    if (recorded.type === 'ChatMessageSent') {
      const { chatType, requestId, sender, participants, at } = (recorded as unknown as Extract<ChatEvent, { type: 'ChatMessageSent' }>).data;
      const byItsReferrer = chatType === 'jobReferral' && participants.referrerId !== null && sender.userId === participants.referrerId;
      return byItsReferrer ? { arm: [arm(requestId, at, chosen, { referrerId: sender.userId })] } : {};
    }
    const event = asReferral(recorded);
    const { referralId, at } = event.data;
    switch (event.type) {
      case 'ReferralTaken':
        return { arm: [arm(referralId, at, chosen, { referrerId: event.data.referrerId })] };
      case 'ReferralStatusChanged': {
        const { from, to, referrerId } = event.data;
        // sent back from waiting for approval to the referrer: their silence counts again from here
        if (from === 'waitingforapproval' && !isFinal(to) && to !== 'waitingforapproval' && referrerId !== null)
          return { arm: [arm(referralId, at, chosen, { referrerId })] };
        return to === 'waitingforapproval' || isFinal(to) ? { cancel: [referralId] } : {};
      }
      default:
        // put back in the pool, or this rule's own step recorded
        return { cancel: [referralId] };
    }
  },
  fire,
});

/** A silence's command, unless its referrer wrote since the timer was armed (a message its scheduler may not have seen yet). */
const silent = (command: (referrerId: string, timer: DueTimer, now: string) => ReferralCommand) =>
  firing(async (timer, deps, now) => {
    const { referralId, referrerId, since } = dataOf(timer);
    if (referrerId === undefined || (await wroteSince(deps.eventStore, referralId, referrerId, since))) return null;
    return command(referrerId, timer, now);
  });

const remindSilent = silence(
  'referral-silence-reminder',
  periods.silenceReminder,
  'ReferralSilenceReminded',
  silent((referrerId, timer, now) => ({ type: 'RemindSilentReferrer', referrerId, silentSince: dataOf(timer).since, afterDays: waited(timer, DAY_MS), now })),
);

const releaseSilent = silence(
  'referral-silence-release',
  periods.silenceRelease,
  'ReferralReleased',
  silent((referrerId, timer, now) => ({ type: 'ReleaseToPool', referrerId, silentSince: dataOf(timer).since, afterDays: waited(timer, DAY_MS), now })),
);

/** Marked completed and the seeker has not answered: until any status change, a dispute, or fired. */
const waiting = (name: string, chosen: TimerPeriod, done: ReferralEvent['type'], fire: TimerRule['fire']): TimerRule => ({
  name,
  types: ['ReferralStatusChanged', 'ReferralDisputeOpened', done],
  on: (recorded) => {
    const event = asReferral(recorded);
    const { referralId, at } = event.data;
    if (event.type === 'ReferralStatusChanged' && event.data.to === 'waitingforapproval') return { arm: [arm(referralId, at, chosen)] };
    return { cancel: [referralId] };
  },
  fire,
});

/** A period as app config holds it now (its last AppConfigChanged), or its default. */
const settingNow = async (eventStore: EventStore, key: TimerSettingKey): Promise<number> => {
  const last = (await eventStore.readStream(appConfigStream(key))).at(-1);
  return timerSettingsOf({ [key]: last?.data.value })[key];
};

const remindApproval = waiting(
  'referral-approval-reminder',
  periods.approvalReminder,
  'ReferralApprovalReminded',
  firing(async (timer, deps, now) => {
    // what is left before the automatic approval, as the seeker will read it
    const autoApproveDays = await settingNow(deps.eventStore, 'autoApproveDays');
    return { type: 'RemindApproval', waitingSince: dataOf(timer).since, daysLeft: Math.max(1, autoApproveDays - waited(timer, DAY_MS)), now };
  }),
);

const autoApprove = waiting(
  'referral-auto-approve',
  periods.autoApprove,
  'ReferralStatusChanged',
  firing((timer, _deps, now) => ({ type: 'AutoApprove', waitingSince: dataOf(timer).since, afterDays: waited(timer, DAY_MS), now })),
);

/** Every loop of a job referral (issue 17 §1), registered by the referrals' worker feature. */
export const referralTimerRules: TimerRule[] = [remindUntaken, expireUntaken, remindSilent, releaseSilent, remindApproval, autoApprove];
