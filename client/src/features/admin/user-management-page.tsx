import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Search, UsersRound } from 'lucide-react';
import { messages, userRoles, type UserRole } from '@referly/domain';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { PageColumn, PageHeader } from '../../ui/page';
import { useAdminUsers } from './api/use-admin-users';
import { Pagination } from '../../ui/pagination';
import { UserCards, UsersSkeleton, UsersTable } from './components/users-table';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;
const roleOptions: Array<{ value: UserRole | ''; label: string }> = [
  { value: '', label: 'All roles' },
  { value: 'jobSeeker', label: 'Applicants' },
  { value: 'referrer', label: 'Referrers' },
  { value: 'admin', label: 'Admins' },
];
const isRole = (value: string | null): value is UserRole => userRoles.some((role) => role === value);

/** /admin_dashboard/user_management: every account, newest first, 10 a page (spec 000 §2, §9). */
export function UserManagementPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const rawRole = params.get('role');
  const role: UserRole | '' = isRole(rawRole) ? rawRole : '';
  const [searchText, setSearchText] = useState(search);

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

  const users = useAdminUsers({ page, limit: PAGE_SIZE, search, role });
  useEffect(() => {
    if (users.isError) toast.error(messages.failFetchUsers);
  }, [users.isError]);

  const list = users.data?.data ?? [];
  const filtered = Boolean(search || role);

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader
        title="User management"
        description={users.data?.totalCount !== undefined ? `${users.data.totalCount} accounts` : 'Every seeker, referrer and admin account.'}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">Search users</span>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Search by name or email"
            className="focus-ring h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-ink placeholder:text-slate-400"
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only sm:not-sr-only sm:text-muted">Role</span>
          <select
            value={role}
            onChange={(event) => update({ role: event.target.value, page: '1' })}
            className="focus-ring h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink sm:w-44"
          >
            {roleOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {users.isPending ? (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <UsersSkeleton />
        </div>
      ) : users.isError && list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700">
          <p>{messages.failFetchUsers}</p>
          <Button variant="secondary" size="sm" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <UsersRound aria-hidden className="size-8 text-slate-400" />
          <p className="text-base font-medium text-ink">{filtered ? 'No users match these filters.' : 'No data found.'}</p>
          <p className="max-w-sm text-sm text-muted">
            {filtered ? 'Try another name or email, or show every role.' : 'New accounts appear here as soon as people sign up.'}
          </p>
          {filtered && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setSearchText('');
                update({ search: '', role: '', page: '1' });
              }}
            >
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <>
          <div className={users.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'} aria-busy={users.isFetching || undefined}>
            <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
              <UsersTable users={list} />
            </div>
            <div className="md:hidden">
              <UserCards users={list} />
            </div>
          </div>
          <Pagination page={users.data?.currentPage ?? page} totalPages={users.data?.totalPages ?? 1} onPage={(next) => update({ page: String(next) })} />
        </>
      )}
    </PageColumn>
  );
}
