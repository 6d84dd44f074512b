import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { formatDateTime } from '../lib/dates';
import { toneClasses, type Tone } from './badge';
import { Panel } from './panel';

/** What every kind's timeline entry has: when, who (if anyone) and a reason (if given). */
type Step<Role extends string> = { kind: string; at: string; by?: { role: Role; name: string } | null | undefined; reason?: string | undefined };

/** Oldest first, so the newest is last; entries of the same moment keep the server's order. */
const inOrder = <Entry extends { at: string }>(entries: readonly Entry[]) =>
  entries
    .map((entry, position) => ({ entry, position }))
    .sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.position - b.position)
    .map(({ entry }) => entry);

type TimelineProps<Role extends string, Entry extends Step<Role>> = {
  title: string;
  entries: readonly Entry[];
  /** said when there are no entries */
  empty: string;
  /** each entry's icon, in a tone of the badges' colours, so a status reads the same here as on its badge */
  lookOf: (entry: Entry) => { icon: LucideIcon; tone: Tone };
  /** the entry's heading line */
  stepTitle: (entry: Entry) => ReactNode;
  /** how the one who did it is named after their name */
  roles: Record<Role, string>;
  /** the reason's paragraph's content */
  reasonOf: (reason: string) => ReactNode;
};

/** What happened to a request: who did what and when, with their reasons, newest last, in the status colours (UI.md). */
export function Timeline<Role extends string, Entry extends Step<Role>>({
  title,
  entries,
  empty,
  lookOf,
  stepTitle,
  roles,
  reasonOf,
}: TimelineProps<Role, Entry>) {
  const ordered = inOrder(entries);
  return (
    <Panel title={title}>
      {ordered.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ol>
          {ordered.map((entry, i) => {
            const { icon: Icon, tone } = lookOf(entry);
            const last = i === ordered.length - 1;
            return (
              <li key={`${entry.kind}-${entry.at}-${i}`} className="relative flex gap-3 pb-5 last:pb-0">
                {!last && <span aria-hidden className="absolute top-8 bottom-0 left-[0.9375rem] w-px bg-slate-200" />}
                <span aria-hidden className={clsx('relative grid size-8 shrink-0 place-items-center rounded-full ring-1 ring-inset', toneClasses[tone])}>
                  <Icon className="size-4" />
                </span>
                <div className="min-w-0 flex-1 pt-1">
                  <p className="text-sm font-medium text-ink">{stepTitle(entry)}</p>
                  <p className="mt-0.5 text-xs text-muted">
                    {entry.by ? (
                      <>
                        {entry.by.name} <span className="text-slate-500">({roles[entry.by.role]})</span> ·{' '}
                      </>
                    ) : null}
                    <time dateTime={entry.at} className="whitespace-nowrap tabular-nums">
                      {formatDateTime(entry.at, 'YYYY-MM-DD')}
                    </time>
                  </p>
                  {entry.reason && (
                    <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-ink ring-1 ring-slate-200 ring-inset">
                      {reasonOf(entry.reason)}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
