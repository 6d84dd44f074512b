import type { ActivityKind } from './constants.ts';

// The shapes the API answers (docs/API.md, Activity feed): one definition for the server that builds them and the
// client that reads them.

/** The person who did it. */
export type ActivityWho = { userId: string; name: string; email: string | null };
/** Where the admin goes to see what it concerns. */
export type ActivityLink = { href: string; label: string };

/** One entry of the admin's feed. */
export type ActivityEntryView = {
  id: string;
  position: number;
  type: string;
  kind: ActivityKind;
  kindLabel: string;
  at: string;
  /** the person who did it; null: the system */
  who: ActivityWho | null;
  what: string;
  link: ActivityLink | null;
};

/** GET /api/admin/activity */
export type ActivityPageView = { data: ActivityEntryView[]; nextBefore: number | null };
