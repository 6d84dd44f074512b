import { paths } from '../../../lib/paths';
import { DataTable, type Column } from '../../../ui/data-table';
import { CardList, LinkCard } from '../../../ui/list-cards';
import { ListSkeleton } from '../../../ui/list-states';
import type { AdminUser } from '../api/types';
import { AccountStatusBadge, formatDate, RoleLabel, VerificationBadge } from './badges';

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

const columns: Column<AdminUser>[] = [
  { header: 'Index', className: 'text-slate-500 tabular-nums', cell: (user) => user.index },
  { header: 'Name', className: 'font-medium whitespace-nowrap text-ink', cell: fullName },
  { header: 'Email', className: 'max-w-64 truncate text-muted', cell: (user) => user.email },
  { header: 'Role', cell: (user) => <RoleLabel role={user.userRole} /> },
  { header: 'Status', cell: (user) => <AccountStatusBadge status={user.accountStatus} /> },
  { header: 'Verification', cell: (user) => <VerificationBadge status={user.referrerVerificationStatus} role={user.userRole} /> },
  { header: 'Created', className: 'whitespace-nowrap text-muted tabular-nums', cell: (user) => formatDate(user.createdAt) },
];

/** Desktop: a compact table, a whole row opens the user (click or Enter). */
export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <DataTable
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      rowLink={(user) => ({ to: paths.adminUser(user.id), label: `Open ${fullName(user)}` })}
    />
  );
}

/** Under 768 px: one card per user. */
export function UserCards({ users }: { users: AdminUser[] }) {
  return (
    <CardList>
      {users.map((user) => (
        <LinkCard key={user.id} to={paths.adminUser(user.id)}>
          <p className="flex items-baseline gap-2">
            <span className="text-xs text-slate-500 tabular-nums">#{user.index}</span>
            <span className="truncate font-medium text-ink">{fullName(user)}</span>
          </p>
          <p className="mt-0.5 truncate text-sm text-muted">{user.email}</p>
          <div className="mt-2.5 flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              <RoleLabel role={user.userRole} />
            </span>
            <AccountStatusBadge status={user.accountStatus} />
            {user.userRole === 'referrer' && <VerificationBadge status={user.referrerVerificationStatus} role={user.userRole} />}
          </div>
          <p className="mt-2 text-xs text-slate-500">Joined {formatDate(user.createdAt)}</p>
        </LinkCard>
      ))}
    </CardList>
  );
}

export function UsersSkeleton() {
  return <ListSkeleton label="Loading users" cells={['h-4 w-6', 'h-4 w-32', 'hidden h-4 w-48 md:block', 'ml-auto h-5 w-20 rounded-full']} />;
}
