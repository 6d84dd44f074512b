import { Bell } from 'lucide-react';
import type { ActivityKind } from '@referly/domain';
import { useActivityIcon } from '../../../lib/activity-icons.ts';

/**
 * An entry's kind at a glance (its label is written beside it: the icon is never the only sign). The icon is the one
 * the feature owning the kind gives it (its `activityIcons`); a bell when none does.
 */
export function KindIcon({ kind }: { kind: ActivityKind }) {
  const Icon = useActivityIcon(kind) ?? Bell;
  return (
    <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600">
      <Icon aria-hidden className="size-4" />
    </span>
  );
}
