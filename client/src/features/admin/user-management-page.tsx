import { UsersRound } from 'lucide-react';
import { messages, userRoles, verificationStatuses, type UserRole, type VerificationStatus } from '@referly/domain';
import { ClearFiltersButton, SearchField, SelectFilter } from '../../ui/list-filters';
import { EmptyState, ListStates, ResponsiveList, useFailureToast } from '../../ui/list-states';
import { PageColumn, PageHeader } from '../../ui/page';
import { Pagination } from '../../ui/pagination';
import { useListParams, useListSearch } from '../../ui/use-list-params';
import { useAdminUsers } from './api/use-admin-users';
import { UserCards, UsersSkeleton, UsersTable } from './components/users-table';

const PAGE_SIZE = 10;
const roleOptions: Array<{ value: UserRole | ''; label: string }> = [
  { value: '', label: 'All roles' },
  { value: 'jobSeeker', label: 'Applicants' },
  { value: 'referrer', label: 'Referrers' },
  { value: 'admin', label: 'Admins' },
];
const isRole = (value: string | null): value is UserRole => userRoles.some((role) => role === value);
const verificationOptions: Array<{ value: VerificationStatus | ''; label: string }> = [
  { value: '', label: 'Any verification' },
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const isVerification = (value: string | null): value is VerificationStatus => verificationStatuses.some((status) => status === value);

/** /admin_dashboard/user_management: every account, newest first, 10 a page (spec 000 §2, §9). */
export function UserManagementPage() {
  const listParams = useListParams();
  const { params, page, update, setPage } = listParams;
  const { search, searchText, setSearchText, clear } = useListSearch(listParams);
  const rawRole = params.get('role');
  const role: UserRole | '' = isRole(rawRole) ? rawRole : '';
  const rawVerification = params.get('verification');
  // the admin home's count of verifications waiting leads here with ?verification=pending
  const verification: VerificationStatus | '' = isVerification(rawVerification) ? rawVerification : '';

  const users = useAdminUsers({ page, limit: PAGE_SIZE, search, role, verification });
  useFailureToast(users.isError, messages.failFetchUsers);

  const list = users.data?.data ?? [];
  const filtered = Boolean(search || role || verification);

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader
        title="User management"
        description={
          users.data?.totalCount !== undefined
            ? `${users.data.totalCount} ${users.data.totalCount === 1 ? 'account' : 'accounts'}`
            : 'Every seeker, referrer and admin account.'
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchField label="Search users" value={searchText} onChange={setSearchText} placeholder="Search by name or email" className="flex-1" />
        <SelectFilter label="Role" value={role} onChange={(value) => update({ role: value, page: '1' })} options={roleOptions} />
        <SelectFilter
          label="Verification"
          value={verification}
          onChange={(value) => update({ verification: value, page: '1' })}
          options={verificationOptions}
        />
      </div>

      <ListStates
        query={users}
        empty={list.length === 0}
        skeleton={<UsersSkeleton />}
        failure={messages.failFetchUsers}
        failureIcon={false}
        emptyState={
          <EmptyState
            icon={UsersRound}
            title={filtered ? 'No users match these filters.' : 'No data found.'}
            text={filtered ? 'Try another name or email, or show every role.' : 'New accounts appear here as soon as people sign up.'}
            actions={filtered && <ClearFiltersButton onClick={() => clear('role', 'verification')} />}
          />
        }
      >
        <ResponsiveList query={users} table={<UsersTable users={list} />} cards={<UserCards users={list} />} />
        <Pagination page={users.data?.currentPage ?? page} totalPages={users.data?.totalPages ?? 1} onPage={setPage} />
      </ListStates>
    </PageColumn>
  );
}
