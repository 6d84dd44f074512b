import type { ActivityKind } from '@referly/domain';

/** docs/API.md, Activity feed: one entry (server/src/activity/views.ts). */
export type ActivityEntry = {
  id: string;
  position: number;
  type: string;
  kind: ActivityKind;
  kindLabel: string;
  at: string;
  who: { userId: string; name: string; email: string | null } | null;
  what: string;
  link: { href: string; label: string } | null;
};

export type ActivityPage = { data: ActivityEntry[]; nextBefore: number | null };

/** The feed's filters as the API takes them: instants for from (inclusive) and to (exclusive). */
export type ActivityFilters = { kind?: ActivityKind; userId?: string; q?: string; from?: string; to?: string };
