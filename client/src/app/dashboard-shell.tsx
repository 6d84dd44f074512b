import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import clsx from 'clsx';
import { Logo } from '../ui/logo.tsx';
import { AccountMenu } from './account-menu.tsx';

export type TopBarLink = { to: string; label: string; end?: boolean };

const tabClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'focus-ring relative inline-flex h-12 shrink-0 items-center rounded-sm px-1 text-sm font-medium transition-colors',
    isActive ? 'text-brand after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 after:rounded-full after:bg-brand' : 'text-slate-600 hover:text-ink',
  );

/** The frame of the seeker and referrer areas: brand bar, top-bar links, then the page. */
export function DashboardShell({ links, banner }: { links: TopBarLink[]; banner?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <Logo />
          <div className="ml-auto">
            <AccountMenu />
          </div>
        </div>
        <nav aria-label="Section" className="mx-auto max-w-7xl px-4 sm:px-6">
          {/* the row scrolls inside itself so a phone never scrolls sideways */}
          <div className="-mb-px flex gap-4 overflow-x-auto sm:gap-6">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end ?? false} className={tabClass}>
                {link.label}
              </NavLink>
            ))}
          </div>
        </nav>
      </header>
      {banner}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
