import { Check, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { CompanyStatus } from '@referly/domain';
import { formatDate } from '../../../lib/dates';
import { Badge } from '../../../ui/badge';
import { actionsColumn, DataTable, type Column } from '../../../ui/data-table';
import { CardList, ItemCard } from '../../../ui/list-cards';
import { ListSkeleton } from '../../../ui/list-states';
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

const columns: Column<Company>[] = [
  { header: 'Company Name', className: 'max-w-56', cell: (company) => <NameCell company={company} /> },
  { header: 'Registration Number', className: 'whitespace-nowrap text-muted tabular-nums', cell: (company) => company.registrationNumber || '—' },
  { header: 'Contact', className: 'whitespace-nowrap text-muted tabular-nums', cell: (company) => company.contactNumber || '—' },
  { header: 'Website', className: 'max-w-48', cell: (company) => <Website website={company.website} /> },
  { header: 'Status', cell: (company) => <CompanyStatusBadge status={company.currentStatus} /> },
  { header: 'Created Date', className: 'whitespace-nowrap text-muted tabular-nums', cell: (company) => formatDate(company.createdAt) },
];

export function CompanyTable({ companies, actions }: { companies: Company[]; actions: CompanyActions }) {
  return (
    <DataTable
      columns={[...columns, actionsColumn((company: Company) => <RowActions company={company} actions={actions} />)]}
      rows={companies}
      rowKey={(company) => company._id}
      density="dense"
      rowClassName={(company) => (company.currentStatus === 'pending' ? 'bg-amber-50/40' : undefined)}
    />
  );
}

export function CompanyCards({ companies, actions }: { companies: Company[]; actions: CompanyActions }) {
  return (
    <CardList>
      {companies.map((company) => (
        <ItemCard
          key={company._id}
          heading={<NameCell company={company} />}
          badge={<CompanyStatusBadge status={company.currentStatus} />}
          actions={<RowActions company={company} actions={actions} labelled />}
        >
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
        </ItemCard>
      ))}
    </CardList>
  );
}

export function CompaniesSkeleton() {
  return (
    <ListSkeleton
      label="Loading companies"
      cells={['h-4 w-32', 'hidden h-4 w-24 md:block', 'hidden h-4 w-40 md:block', 'ml-auto h-5 w-20 rounded-full', 'h-8 w-16']}
    />
  );
}
