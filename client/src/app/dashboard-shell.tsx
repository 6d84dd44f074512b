import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { Logo } from '../ui/logo.tsx';
import { AccountMenu } from './account-menu.tsx';
import { SectionTabs, type TopBarLink } from './section-tabs.tsx';

/** The frame of the seeker and referrer areas: brand bar, the section's tabs, then the page. */
export function DashboardShell({ links, banner }: { links: TopBarLink[]; banner?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <Logo />
          <div className="ml-auto flex items-center gap-2">
            <NotificationBell />
            <AccountMenu />
          </div>
        </div>
        <SectionTabs links={links} />
      </header>
      <main id="main" className="flex-1">
        {/* the section's banner is part of the page, inside its landmark (axe: region) */}
        {banner}
        <Outlet />
      </main>
    </div>
  );
}
