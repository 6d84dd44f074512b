import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, SearchX } from 'lucide-react';
import clsx from 'clsx';
import { ButtonLink } from './button';
import { ListError } from './list-states';

/** Back to the list a detail page was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="focus-ring inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-brand hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> {children}
    </Link>
  );
}

type DetailHeaderProps = {
  title: ReactNode;
  /** beside the title on its line: a number, a badge */
  beside?: ReactNode;
  subtitle?: ReactNode;
  /** on the right on a wide screen, under the title on a phone */
  aside?: ReactNode;
  /** for a page that moves the focus to its title */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** The title block of a detail page: what the thing is, the few words that place it, and its badges or actions. */
export function DetailHeader({ title, beside, subtitle, aside, headingRef }: DetailHeaderProps) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className="text-2xl font-semibold tracking-tight break-words text-ink focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          {beside}
        </div>
        {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
      </div>
      {aside && <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">{aside}</div>}
    </header>
  );
}

type DetailColumnsProps = {
  /** the facts, on the left on a wide screen */
  main: ReactNode;
  /** what the viewer acts on: first on a phone, top right on a wide screen */
  side?: ReactNode;
  /** after the facts on a phone, under `side` (or at the top) on a wide screen */
  sideBelow?: ReactNode;
};

/** A detail page's two columns: the facts, and beside them a narrower column of what the viewer acts on. */
export function DetailColumns({ main, side, sideBelow }: DetailColumnsProps) {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
      {side && <div className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-start-1">{side}</div>}
      <div className="flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-span-2 lg:row-start-1">{main}</div>
      {sideBelow && <div className={clsx('flex min-w-0 flex-col gap-5 lg:col-start-2', side ? 'lg:row-start-2' : 'lg:row-start-1')}>{sideBelow}</div>}
    </div>
  );
}

/** A detail the viewer may not see, or that is not there: says so, and leads back to the list. */
export function DetailNotFound({ title, text, back }: { title: string; text: string; back: { to: string; label: string } }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <SearchX aria-hidden className="size-8 text-slate-400" />
      <h1 className="text-lg font-semibold text-ink">{title}</h1>
      <p className="max-w-md text-sm text-muted">{text}</p>
      <ButtonLink to={back.to} variant="secondary" size="sm">
        {back.label}
      </ButtonLink>
    </div>
  );
}

type DetailQuery<T> = { isPending: boolean; data: T | undefined; refetch: () => unknown };

type DetailStatesProps<T> = {
  query: DetailQuery<T>;
  loading: ReactNode;
  /** shown instead of the detail once it answers 404 (also what a detail becomes when it goes away while open) */
  notFound?: ReactNode;
  /** the spec's message when the detail cannot be read */
  failure: string;
  children: (data: T) => ReactNode;
};

/** The states of a detail page in their order: loading, not there, the detail, else the failure with Try again. */
export function DetailStates<T>({ query, loading, notFound, failure, children }: DetailStatesProps<T>) {
  if (query.isPending) return loading;
  if (notFound) return notFound;
  if (query.data !== undefined) return children(query.data);
  return <ListError message={failure} onRetry={() => void query.refetch()} />;
}
