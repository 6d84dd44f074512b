import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router-dom';
import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { useSession } from '../lib/session.ts';
import { buttonClass } from '../ui/button.tsx';
import { dashboardPathFor } from '../lib/paths.ts';
import { useLogout } from './use-logout.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** 'My Account' with Dashboard (the role's) and Logout, spec 000 §2. */
export function AccountMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) return null;
  const name = `${user.personalInfo.firstName} ${user.personalInfo.lastName}`.trim();

  // not modal and not portalled: the open menu stays inside the header's landmark and leaves the page readable
  // (axe: region, aria-hidden-focus, landmark-one-main)
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClass('secondary', 'md')}>
        <UserRound aria-hidden className="size-4" />
        My Account
        <ChevronDown aria-hidden className="size-4 text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
        {name && <DropdownMenu.Label className="truncate px-3 pt-1.5 pb-2 text-xs text-slate-500">Signed in as {name}</DropdownMenu.Label>}
        <DropdownMenu.Item className={itemClass} onSelect={() => navigate(dashboardPathFor(user.userRole))}>
          <LayoutDashboard aria-hidden className="size-4" /> Dashboard
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
        <DropdownMenu.Item className={itemClass} onSelect={logout}>
          <LogOut aria-hidden className="size-4" /> Logout
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
