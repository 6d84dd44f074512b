import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import type { ActivityEntry as Entry } from '../api/types';
import { absoluteTime, relativeTime } from '../when';
import { KindIcon } from './kind-icon';

type Props = {
  entry: Entry;
  now: Date;
  /** just arrived: highlighted for a moment */
  fresh: boolean;
  onPickUser: (who: { userId: string; name: string }) => void;
};

/** One line of the feed: what happened, who did it (a button that narrows the feed to them), when, and where to look. */
export function ActivityEntryItem({ entry, now, fresh, onPickUser }: Props) {
  return (
    <li className={clsx('flex gap-3 px-4 py-3 transition-colors duration-1000 sm:px-5', fresh ? 'bg-brand-50' : 'bg-white')}>
      <KindIcon kind={entry.kind} />
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words text-ink">{entry.what}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          {entry.who ? (
            <>
              <button
                type="button"
                onClick={() => entry.who && onPickUser(entry.who)}
                title={`Show only ${entry.who.name}’s activity`}
                className="focus-ring rounded font-medium text-slate-700 underline decoration-slate-300 underline-offset-2 hover:text-brand hover:decoration-brand"
              >
                {entry.who.name}
              </button>
              {entry.who.email && <span className="max-w-full truncate">{entry.who.email}</span>}
            </>
          ) : (
            <span className="font-medium text-slate-700">System</span>
          )}
          <span aria-hidden>·</span>
          <span>{entry.kindLabel}</span>
          <span aria-hidden>·</span>
          <time dateTime={entry.at} title={absoluteTime(entry.at)} className="tabular-nums">
            {relativeTime(entry.at, now)}
          </time>
        </div>
      </div>
      {entry.link && (
        <Link
          to={entry.link.href}
          aria-label={entry.link.label}
          className="focus-ring mt-0.5 inline-flex h-8 shrink-0 items-center gap-1 self-start rounded-lg px-2 text-sm font-medium text-brand hover:bg-brand-50"
        >
          <span aria-hidden className="hidden sm:inline">
            {entry.link.label}
          </span>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </li>
  );
}
