/**
 * A kind of entry in the admin's activity feed (what the feed filters by), declared by the feature whose events it
 * covers and listed in `domain/src/activity-kinds.ts`. Its label reads in the filter and in the CSV export.
 */
export type ActivityKindDef<Kind extends string = string> = { readonly kind: Kind; readonly label: string };

export const activityKind = <const Kind extends string>(kind: Kind, label: string): ActivityKindDef<Kind> => ({ kind, label });
