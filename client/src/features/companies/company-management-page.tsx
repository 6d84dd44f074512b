import { useEffect, useEffectEvent, useState } from 'react';
import { Building2, Plus } from 'lucide-react';
import { companyMessages, companyStatuses, type CompanyStatus } from '@referly/domain';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { ClearFiltersButton, SearchField, SelectFilter } from '../../ui/list-filters';
import { EmptyState, ListStates, ResponsiveList, useFailureToast } from '../../ui/list-states';
import { PageColumn, PageHeader } from '../../ui/page';
import { Pagination } from '../../ui/pagination';
import { useListParams, useListSearch } from '../../ui/use-list-params';
import { useSaveCompany } from './api/mutations';
import { useCompanies } from './api/queries';
import type { Company } from './api/types';
import { CompanyDialog, type CompanyDialogMode } from './components/company-dialog';
import { CompaniesSkeleton, CompanyCards, CompanyTable, type CompanyActions } from './components/company-list';
import { DeleteCompanyDialog } from './components/delete-company-dialog';
import { companyFailures, statusLabels } from './messages';
import { reasonOr } from '../../lib/failure';

const PAGE_SIZE = 10;
const isStatus = (value: string | null): value is CompanyStatus => companyStatuses.some((status) => status === value);
const statusOptions = [{ value: '' as const, label: 'All statuses' }, ...companyStatuses.map((value) => ({ value, label: statusLabels[value] }))];

/** The company as it is, approved: what a quick approval sends (PUT takes every field; empty ones left out). */
const approvedInput = ({ name, registrationNumber, contactNumber, website, address }: Company) => ({
  name,
  ...Object.fromEntries(Object.entries({ registrationNumber, contactNumber, website, address }).filter(([, value]) => value !== '')),
  currentStatus: 'approved' as const,
});

/** /admin_dashboard/company_management: the companies seekers and referrers choose from, and the new names to approve. */
export function CompanyManagementPage() {
  const listParams = useListParams();
  const { params, page, update, setPage } = listParams;
  const { search, searchText, setSearchText, clear } = useListSearch(listParams);
  const rawStatus = params.get('status');
  const status: CompanyStatus | '' = isStatus(rawStatus) ? rawStatus : '';
  const [dialog, setDialog] = useState<CompanyDialogMode | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const approve = useSaveCompany();

  const companies = useCompanies({ page, limit: PAGE_SIZE, search, status });
  useFailureToast(companies.isError, companyFailures.fetchList);

  const list = companies.data?.data ?? [];
  const pagination = companies.data?.pagination;
  // the last company of the last page deleted (here or by another admin): step back to the page that is now last
  const lastPage = pagination?.totalPages ?? 1;
  const pastTheEnd = !companies.isPlaceholderData && list.length === 0 && page > 1 && lastPage < page;
  const stepBack = useEffectEvent(() => setPage(Math.max(1, lastPage)));
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
        <SearchField
          label="Search companies"
          value={searchText}
          onChange={setSearchText}
          placeholder="Search by name, registration number or website"
          className="flex-1"
        />
        <SelectFilter label="Status" value={status} onChange={(value) => update({ status: value, page: '1' })} options={statusOptions} />
      </div>

      <ListStates
        query={companies}
        empty={list.length === 0}
        skeleton={<CompaniesSkeleton />}
        failure={companyFailures.fetchList}
        emptyState={
          <EmptyState
            icon={Building2}
            title={filtered ? 'No companies match these filters.' : 'No companies yet.'}
            text={filtered ? 'Try another name, or show every status.' : 'Add the companies job seekers can ask for a referral at.'}
            actions={
              filtered ? (
                <ClearFiltersButton onClick={() => clear('status')} />
              ) : (
                <Button size="sm" onClick={() => setDialog({ kind: 'add' })}>
                  <Plus aria-hidden className="size-4" /> Add Company
                </Button>
              )
            }
          />
        }
      >
        <ResponsiveList
          query={companies}
          table={<CompanyTable companies={list} actions={actions} />}
          cards={<CompanyCards companies={list} actions={actions} />}
        />
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-muted tabular-nums" aria-live="polite">
            Showing {list.length} of {pagination?.totalCount ?? list.length} companies
          </p>
          <Pagination page={pagination?.currentPage ?? page} totalPages={pagination?.totalPages ?? 1} onPage={setPage} />
        </div>
      </ListStates>

      {dialog && <CompanyDialog key={dialog.kind === 'edit' ? dialog.id : 'add'} mode={dialog} onClose={() => setDialog(null)} />}
      {deleting && <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} />}
    </PageColumn>
  );
}
