import { Check, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { CompanyStatus } from '@referly/domain';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import { Skeleton } from '../../../ui/skeleton';
import type { Company } from '../api/types';
import { statusLabels } from '../messages';

export type CompanyActions = {
  onEdit: (company: Company) => void;
  onDelete: (company: Company) => void;
  onApprove: (company: Company) => void;
  /** the company whose quick approval is on its way */
  approvingId: string | null;
};

const originLabels: Partial<Record<Company['createdBy'], string>> = { seeker: 'Typed by a job seeker', referrer: 'Named by a referrer' };

export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  return <Badge tone={status}>{statusLabels[status]}</Badge>;
}

const websiteText = (website: string) => website.replace(/^https?:\/\//i, '').replace(/\/$/, '');

function Website({ website }: { website: string }) {
  if (!website) return <span className="text-slate-400">—</span>;
  return (
    <a
      href={website}
      target="_blank"
      rel="noreferrer noopener"
      className="focus-ring inline-flex max-w-full items-center gap-1 rounded text-brand hover:underline"
    >
      <span className="truncate">{websiteText(website)}</span>
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

const iconButton =
  'focus-ring inline-flex size-8 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink disabled:cursor-not-allowed disabled:opacity-50';

function RowActions({ company, actions, labelled = false }: { company: Company; actions: CompanyActions; labelled?: boolean }) {
  const approving = actions.approvingId === company._id;
  // on a phone the actions get words and finger-sized targets; the dense table keeps icons
  const button = labelled ? `${iconButton} h-10 w-auto gap-1.5 px-3 text-sm font-medium text-ink` : iconButton;
  return (
    <div className="flex items-center justify-end gap-1">
      {company.currentStatus === 'pending' && (
        <button
          type="button"
          onClick={() => actions.onApprove(company)}
          disabled={approving}
          aria-label={`Approve ${company.name}`}
          className={`focus-ring mr-auto inline-flex ${labelled ? 'h-10 text-sm' : 'h-8 text-xs'} items-center gap-1 rounded-lg border border-emerald-300 bg-emerald-50 px-2.5 font-medium text-emerald-800 hover:bg-emerald-100 disabled:opacity-60`}
        >
          {approving ? (
            <span aria-hidden className="size-3.5 animate-spin rounded-full border-2 border-emerald-200 border-t-emerald-700" />
          ) : (
            <Check aria-hidden className="size-3.5" />
          )}
          Approve
        </button>
      )}
      <button type="button" onClick={() => actions.onEdit(company)} aria-label={`Edit ${company.name}`} title="Edit" className={button}>
        <Pencil aria-hidden className="size-4" />
        {labelled && 'Edit'}
      </button>
      <button
        type="button"
        onClick={() => actions.onDelete(company)}
        aria-label={`Delete ${company.name}`}
        title="Delete"
        className={`${button} hover:bg-rose-50 hover:text-rose-700`}
      >
        <Trash2 aria-hidden className="size-4" />
        {labelled && 'Delete'}
      </button>
    </div>
  );
}

function NameCell({ company }: { company: Company }) {
  const origin = originLabels[company.createdBy];
  return (
    <>
      <span className="block font-medium text-ink">{company.name}</span>
      {origin && <span className="block text-xs text-muted">{origin}</span>}
    </>
  );
}

const headers = ['Company Name', 'Registration Number', 'Contact', 'Website', 'Status', 'Created Date'];

export function CompanyTable({ companies, actions }: { companies: Company[]; actions: CompanyActions }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="px-3 py-2.5 whitespace-nowrap first:pl-4">
              {header}
            </th>
          ))}
          <th scope="col" className="px-3 py-2.5 pr-4 text-right">
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {companies.map((company) => (
          <tr key={company._id} className={company.currentStatus === 'pending' ? 'bg-amber-50/40' : undefined}>
            <td className="max-w-56 px-3 py-2 pl-4">
              <NameCell company={company} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap text-muted tabular-nums">{company.registrationNumber || '—'}</td>
            <td className="px-3 py-2 whitespace-nowrap text-muted tabular-nums">{company.contactNumber || '—'}</td>
            <td className="max-w-48 px-3 py-2">
              <Website website={company.website} />
            </td>
            <td className="px-3 py-2">
              <CompanyStatusBadge status={company.currentStatus} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap text-muted tabular-nums">{formatDate(company.createdAt)}</td>
            <td className="px-3 py-2 pr-4">
              <RowActions company={company} actions={actions} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CompanyCards({ companies, actions }: { companies: Company[]; actions: CompanyActions }) {
  return (
    <ul className="flex flex-col gap-3">
      {companies.map((company) => (
        <li key={company._id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <NameCell company={company} />
            </div>
            <CompanyStatusBadge status={company.currentStatus} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {company.registrationNumber && (
              <>
                <dt className="text-muted">Registration</dt>
                <dd className="tabular-nums">{company.registrationNumber}</dd>
              </>
            )}
            {company.contactNumber && (
              <>
                <dt className="text-muted">Contact</dt>
                <dd className="tabular-nums">{company.contactNumber}</dd>
              </>
            )}
            <dt className="text-muted">Website</dt>
            <dd className="min-w-0">
              <Website website={company.website} />
            </dd>
            <dt className="text-muted">Created</dt>
            <dd className="tabular-nums">{formatDate(company.createdAt)}</dd>
          </dl>
          <div className="mt-3 border-t border-slate-100 pt-2">
            <RowActions company={company} actions={actions} labelled />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CompaniesSkeleton() {
  return (
    <div role="status" aria-label="Loading companies" className="flex flex-col divide-y divide-slate-100">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-3.5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="hidden h-4 w-24 md:block" />
          <Skeleton className="hidden h-4 w-40 md:block" />
          <Skeleton className="ml-auto h-5 w-20 rounded-full" />
          <Skeleton className="h-8 w-16" />
        </div>
      ))}
    </div>
  );
}
