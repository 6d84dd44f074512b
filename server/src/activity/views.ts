import { activityKindLabels, type ActivityEntryView } from '@referly/domain';
import type { ActivityDoc } from '@referly/projections/activity/activity-entry';
import { describeActivity, type ActivityContext } from '@referly/projections/activity/describe';

export const activityEntryView = (doc: ActivityDoc, context: ActivityContext): ActivityEntryView => ({
  id: doc._id,
  position: doc.position,
  type: doc.type,
  kind: doc.kind,
  kindLabel: activityKindLabels[doc.kind],
  at: doc.at,
  ...describeActivity(doc, context),
});

export const ACTIVITY_CSV_HEADER = ['Position', 'When (UTC)', 'Kind', 'Event', 'Who', 'E-mail', 'What', 'Link'] as const;

export const activityCsvRow = (entry: ActivityEntryView) =>
  [entry.position, entry.at, entry.kindLabel, entry.type, entry.who?.name ?? 'System', entry.who?.email ?? '', entry.what, entry.link?.href ?? ''] as const;
