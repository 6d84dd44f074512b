import type { ActivityEntryView, ActivityKind, ActivityPageView } from '@referly/domain';

/** docs/API.md, Activity feed: the shapes the domain defines for the server and the client alike. */
export type ActivityEntry = ActivityEntryView;
export type ActivityPage = ActivityPageView;

/** The feed's filters as the API takes them: instants for from (inclusive) and to (exclusive). */
export type ActivityFilters = { kind?: ActivityKind; userId?: string; q?: string; from?: string; to?: string };
