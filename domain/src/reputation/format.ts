import { reputationMessages } from './messages.ts';

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_HOURS = 24;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A reply time as people say it: 'under 1 min', '45 min', '2 h 5 min', '3 days 4 h'. Minutes are rounded, and past a
 * day so are hours.
 */
export const formatReplyTime = (ms: number): string => {
  const minutes = Math.round(ms / MINUTE_MS);
  if (minutes < 1) return 'under 1 min';
  if (minutes < HOUR_MINUTES) return `${minutes} min`;
  if (minutes < HOUR_MINUTES * DAY_HOURS) {
    const rest = minutes % HOUR_MINUTES;
    const hours = `${Math.floor(minutes / HOUR_MINUTES)} h`;
    return rest === 0 ? hours : `${hours} ${rest} min`;
  }
  const hours = Math.round(minutes / HOUR_MINUTES);
  const rest = hours % DAY_HOURS;
  const days = plural(Math.floor(hours / DAY_HOURS), 'day', 'days');
  return rest === 0 ? days : `${days} ${rest} h`;
};

/** A share from 0 to 1 as a whole percentage: '75%'. */
export const formatShare = (rate: number): string => `${Math.round(rate * 100)}%`;

/** A rate resting on fewer requests than this says too little: 0% after one unanswered message misleads. */
export const REPUTATION_MIN_REQUESTS = 3;

/** A rate as a figure shows it: its share once it rests on enough requests, else 'Not enough requests yet'. */
export const formatRate = (rate: number | null, requests: number): string =>
  rate === null || requests < REPUTATION_MIN_REQUESTS ? reputationMessages.notEnough : formatShare(rate);

/** '1 request', '3 requests': what a figure rests on. */
export const requestCount = (count: number): string => plural(count, 'request', 'requests');
