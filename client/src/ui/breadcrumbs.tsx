import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';

/** Where a page sits: links to the pages above it, then the page itself. */
export function Breadcrumbs({ trail, current }: { trail: Array<{ label: string; to: string }>; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {trail.map(({ label, to }) => (
          <Fragment key={to}>
            <li>
              <Link to={to} className="focus-ring rounded font-medium text-brand hover:underline">
                {label}
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-4 text-slate-400" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
