import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { paths } from '../../../app/paths';
import type { AdminUser } from '../api/types';
import { AccountStatusBadge, formatDate, RoleLabel, VerificationBadge } from './badges';
import { Skeleton } from '../../../ui/skeleton';

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;
const headers = ['Index', 'Name', 'Email', 'Role', 'Status', 'Verification', 'Created'];

/** Desktop: a compact table, a whole row opens the user (click or Enter). */
export function UsersTable({ users }: { users: AdminUser[] }) {
  const navigate = useNavigate();
  const open = (user: AdminUser) => navigate(paths.adminUser(user.id));
  const onKeyDown = (event: KeyboardEvent, user: AdminUser) => {
    if (event.key === 'Enter') open(user);
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
        {users.map((user) => (
          <tr
            key={user.id}
            tabIndex={0}
            aria-label={`Open ${fullName(user)}`}
            onClick={() => open(user)}
            onKeyDown={(event) => onKeyDown(event, user)}
            className="cursor-pointer transition-colors hover:bg-brand-50/50 focus:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset"
          >
            <td className="px-3 py-2.5 pl-4 text-slate-500 tabular-nums">{user.index}</td>
            <td className="px-3 py-2.5 font-medium whitespace-nowrap text-ink">{fullName(user)}</td>
            <td className="max-w-64 truncate px-3 py-2.5 text-muted">{user.email}</td>
            <td className="px-3 py-2.5">
              <RoleLabel role={user.userRole} />
            </td>
            <td className="px-3 py-2.5">
              <AccountStatusBadge status={user.accountStatus} />
            </td>
            <td className="px-3 py-2.5">
              <VerificationBadge status={user.referrerVerificationStatus} role={user.userRole} />
            </td>
            <td className="px-3 py-2.5 whitespace-nowrap text-muted tabular-nums">{formatDate(user.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Under 768 px: one card per user. */
export function UserCards({ users }: { users: AdminUser[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {users.map((user) => (
        <li key={user.id}>
          <Link
            to={paths.adminUser(user.id)}
            className="focus-ring flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-200"
          >
            <div className="min-w-0 flex-1">
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
            </div>
            <ChevronRight aria-hidden className="mt-1 size-4 shrink-0 text-slate-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function UsersSkeleton() {
  return (
    <div role="status" aria-label="Loading users" className="flex flex-col divide-y divide-slate-100">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-3.5">
          <Skeleton className="h-4 w-6" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="hidden h-4 w-48 md:block" />
          <Skeleton className="ml-auto h-5 w-20 rounded-full" />
        </div>
      ))}
    </div>
  );
}
