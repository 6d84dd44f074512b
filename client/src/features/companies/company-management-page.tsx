import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Building2, Plus, Search, TriangleAlert } from 'lucide-react';
import { companyMessages, companyStatuses, type CompanyStatus } from '@referly/domain';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { PageColumn, PageHeader } from '../../ui/page';
import { Pagination } from '../../ui/pagination';
import { useSaveCompany } from './api/mutations';
import { useCompanies } from './api/queries';
import type { Company } from './api/types';
import { CompanyDialog, type CompanyDialogMode } from './components/company-dialog';
import { CompaniesSkeleton, CompanyCards, CompanyTable, type CompanyActions } from './components/company-list';
import { DeleteCompanyDialog } from './components/delete-company-dialog';
import { companyFailures, statusLabels } from './messages';
import { reasonOr } from '../../lib/failure';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;
const isStatus = (value: string | null): value is CompanyStatus => companyStatuses.some((status) => status === value);

/** The company as it is, approved: what a quick approval sends (PUT takes every field; empty ones left out). */
const approvedInput = ({ name, registrationNumber, contactNumber, website, address }: Company) => ({
  name,
  ...Object.fromEntries(Object.entries({ registrationNumber, contactNumber, website, address }).filter(([, value]) => value !== '')),
  currentStatus: 'approved' as const,
});

/** /admin_dashboard/company_management: the companies seekers and referrers choose from, and the new names to approve. */
export function CompanyManagementPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const rawStatus = params.get('status');
  const status: CompanyStatus | '' = isStatus(rawStatus) ? rawStatus : '';
  const [searchText, setSearchText] = useState(search);
  const [dialog, setDialog] = useState<CompanyDialogMode | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const approve = useSaveCompany();

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && !(key === 'page' && value === '1')) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  // Only typing restarts the wait: the URL is read when the text changes and when the wait ends, not watched.
  const isNewSearch = useEffectEvent((text: string) => text !== search);
  const applySearch = useEffectEvent((text: string) => update({ search: text, page: '1' }));
  useEffect(() => {
    const text = searchText.trim();
    if (!isNewSearch(text)) return;
    const timer = setTimeout(() => applySearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const companies = useCompanies({ page, limit: PAGE_SIZE, search, status });
  useEffect(() => {
    if (companies.isError) toast.error(companyFailures.fetchList);
  }, [companies.isError]);

  const list = companies.data?.data ?? [];
  const pagination = companies.data?.pagination;
  // the last company of the last page deleted (here or by another admin): step back to the page that is now last
  const lastPage = pagination?.totalPages ?? 1;
  const pastTheEnd = !companies.isPlaceholderData && list.length === 0 && page > 1 && lastPage < page;
  const stepBack = useEffectEvent(() => update({ page: String(Math.max(1, lastPage)) }));
  useEffect(() => {
    if (pastTheEnd) stepBack();
  }, [pastTheEnd]);
  const filtered = Boolean(search || status);

  const actions: CompanyActions = {
    onEdit: (company) => setDialog({ kind: 'edit', id: company._id, name: company.name }),
    onDelete: setDeleting,
    onApprove: (company) =>
      approve.mutate(
        { id: company._id, input: approvedInput(company) },
        {
          onSuccess: () => void toast.success(companyMessages.toastUpdated),
          onError: (error) => void toast.error(reasonOr(error, companyFailures.save)),
        },
      ),
    approvingId: approve.isPending ? (approve.variables.id ?? null) : null,
  };

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader
        title="Company Management"
        description="The companies job seekers and referrers choose from. Names typed by job seekers or referrers wait here as pending."
        actions={
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <Plus aria-hidden className="size-4" /> Add Company
          </Button>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">Search companies</span>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Search by name, registration number or website"
            className="focus-ring h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-ink placeholder:text-slate-400"
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only sm:not-sr-only sm:text-muted">Status</span>
          <select
            value={status}
            onChange={(event) => update({ status: event.target.value, page: '1' })}
            className="focus-ring h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink sm:w-44"
          >
            <option value="">All statuses</option>
            {companyStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {companies.isPending ? (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <CompaniesSkeleton />
        </div>
      ) : companies.isError && list.length === 0 ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700"
        >
          <TriangleAlert aria-hidden className="size-6" />
          <p className="font-medium">{companyFailures.fetchList}</p>
          <Button variant="secondary" size="sm" onClick={() => void companies.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <Building2 aria-hidden className="size-8 text-slate-400" />
          <p className="text-base font-medium text-ink">{filtered ? 'No companies match these filters.' : 'No companies yet.'}</p>
          <p className="max-w-sm text-sm text-muted">
            {filtered ? 'Try another name, or show every status.' : 'Add the companies job seekers can ask for a referral at.'}
          </p>
          {filtered ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setSearchText('');
                update({ search: '', status: '', page: '1' });
              }}
            >
              Clear filters
            </Button>
          ) : (
            <Button size="sm" onClick={() => setDialog({ kind: 'add' })}>
              <Plus aria-hidden className="size-4" /> Add Company
            </Button>
          )}
        </div>
      ) : (
        <>
          <div className={companies.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'} aria-busy={companies.isFetching || undefined}>
            <div className="relative hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
              <CompanyTable companies={list} actions={actions} />
            </div>
            <div className="md:hidden">
              <CompanyCards companies={list} actions={actions} />
            </div>
          </div>
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
            <p className="text-sm text-muted tabular-nums" aria-live="polite">
              Showing {list.length} of {pagination?.totalCount ?? list.length} companies
            </p>
            <Pagination page={pagination?.currentPage ?? page} totalPages={pagination?.totalPages ?? 1} onPage={(next) => update({ page: String(next) })} />
          </div>
        </>
      )}

      {dialog && <CompanyDialog key={dialog.kind === 'edit' ? dialog.id : 'add'} mode={dialog} onClose={() => setDialog(null)} />}
      {deleting && <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} />}
    </PageColumn>
  );
}
