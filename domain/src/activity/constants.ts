import { activityKindRegistry } from '../activity-kinds.ts';

/**
 * The admin's activity feed (issue 7 §4): every event is of one kind, which is what the feed filters by. Each kind
 * reads as its label in the filter and in the CSV export. The kinds are the features' (`domain/src/activity-kinds.ts`).
 */
export type ActivityKind = (typeof activityKindRegistry)[number]['kind'];
export const activityKinds: readonly ActivityKind[] = activityKindRegistry.map((entry) => entry.kind);

export const activityKindLabels = Object.fromEntries(activityKindRegistry.map((entry) => [entry.kind, entry.label])) as Record<ActivityKind, string>;

/** Entries per page of the feed, and the most one page may ask for. */
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_PAGE_MAX = 100;
/** The most rows one CSV export holds (the newest of the filtered feed). */
export const ACTIVITY_EXPORT_MAX = 50_000;

/** Every text of the feed, on the server and in the client alike. */
export const activityMessages = {
  kindInvalid: 'Choose a kind of activity from the list.',
  userInvalid: 'Choose a user from the list.',
  searchTooLong: 'Search with at most 100 characters.',
  dateInvalid: 'Enter a valid date.',
  rangeInvalid: 'The start date must be on or before the end date.',
  cursorInvalid: 'The position to page from must be a whole number of at least 1.',
  limitInvalid: `Ask for 1 to ${ACTIVITY_PAGE_MAX} entries at a time.`,
  failList: 'Failed to fetch activity.',
  failExport: 'Failed to export activity',
  empty: 'Nothing has happened on Referly yet. Sign-ups, requests, payments and chats will appear here the moment they happen.',
  emptyFiltered: 'No activity matches these filters.',
  system: 'System',
} as const;
