// Lengths of time as the marketplace's timers and words use them: one definition of an hour and a day, of a count of
// them in words, and of how many whole ones lie between two moments.

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** '1 day', '3 days': a count with its unit, plural unless it is one. */
export const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A number of hours as people say it: in days when they make whole days ('2 days'), else in hours ('36 hours'). */
export const hoursInWords = (hours: number): string => (hours % 24 === 0 ? plural(hours / 24, 'day') : plural(hours, 'hour'));

/** How many whole units of `unitMs` lie between two ISO moments, rounded, at least one: what a timer waited, in its setting's unit. */
export const unitsBetween = (from: string, to: string, unitMs: number): number => Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / unitMs));
