import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../lib/format';
import { Skeleton } from '../../../ui/skeleton';
import { PaymentBadge, StatusBadge } from '../../../ui/status-badge';
import type { ReferralRow } from '../api/types';

const headers = ['ID', 'User Name', 'Job Title', 'Company', 'Submission Date', 'Status', 'Payment Status'];

/** Desktop: a compact table; the whole row opens the request (click or Enter). */
export function ReferralTable({ rows }: { rows: ReferralRow[] }) {
  const navigate = useNavigate();
  const open = (row: ReferralRow) => navigate(paths.adminJobReferral(row.id));
  const onKeyDown = (event: KeyboardEvent, row: ReferralRow) => {
    if (event.key === 'Enter') open(row);
  };
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="px-3 py-2.5 whitespace-nowrap first:pl-4">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr
            key={row.id}
            tabIndex={0}
            aria-label={`Open request #${row.index} by ${row.userName}`}
            onClick={() => open(row)}
            onKeyDown={(event) => onKeyDown(event, row)}
            className="cursor-pointer transition-colors hover:bg-brand-50/50 focus:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset"
          >
            <td className="px-3 py-2.5 pl-4 text-slate-500 tabular-nums">{row.index}</td>
            <td className="px-3 py-2.5 font-medium whitespace-nowrap text-ink">{row.userName}</td>
            <td className="max-w-56 truncate px-3 py-2.5 text-ink">{row.jobTitle}</td>
            <td className="max-w-44 truncate px-3 py-2.5 text-muted">{row.company}</td>
            <td className="px-3 py-2.5 whitespace-nowrap text-muted tabular-nums">{formatDate(row.submissionDate)}</td>
            <td className="px-3 py-2.5">
              <StatusBadge status={row.status} />
            </td>
            <td className="px-3 py-2.5">
              <PaymentBadge paid={row.paymentStatus === 'Paid'} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Under 768 px: one card per request. */
export function ReferralCards({ rows }: { rows: ReferralRow[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={paths.adminJobReferral(row.id)}
            className="focus-ring flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-200"
          >
            <div className="min-w-0 flex-1">
              <p className="flex items-baseline gap-2">
                <span className="text-xs text-slate-500 tabular-nums">#{row.index}</span>
                <span className="truncate font-medium text-ink">{row.userName}</span>
              </p>
              <p className="mt-0.5 truncate text-sm text-ink">{row.jobTitle}</p>
              <p className="truncate text-sm text-muted">{row.company}</p>
              <div className="mt-2.5 flex flex-wrap items-center gap-2">
                <StatusBadge status={row.status} />
                <PaymentBadge paid={row.paymentStatus === 'Paid'} />
              </div>
              <p className="mt-2 text-xs text-slate-500">Submitted {formatDate(row.submissionDate)}</p>
            </div>
            <ChevronRight aria-hidden className="mt-1 size-4 shrink-0 text-slate-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ReferralListSkeleton() {
  return (
    <div role="status" aria-label="Loading job referrals" className="flex flex-col divide-y divide-slate-100">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-3.5">
          <Skeleton className="h-4 w-6" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="hidden h-4 w-40 md:block" />
          <Skeleton className="hidden h-4 w-24 md:block" />
          <Skeleton className="ml-auto h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
      ))}
    </div>
  );
}
