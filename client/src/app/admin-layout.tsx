import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { LogOut, Menu, PanelLeftOpen, X } from 'lucide-react';
import clsx from 'clsx';
import { useSession } from '../lib/session.ts';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { Logo } from '../ui/logo.tsx';
import { adminNav } from './nav.ts';
import { useLogout } from './use-logout.ts';

const itemClass = (compact: boolean, current: boolean) =>
  clsx(
    'focus-ring flex h-10 items-center gap-3 rounded-lg text-sm font-medium transition-colors',
    compact ? 'justify-center px-0' : 'px-3',
    current ? 'bg-brand text-white' : 'text-slate-300 hover:bg-white/10 hover:text-white',
  );

function SidebarContent({ compact, onNavigate }: { compact: boolean; onNavigate?: () => void }) {
  const logout = useLogout();
  const { pathname } = useLocation();
  return (
    <>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {adminNav.map(({ to, label, icon: Icon, end, also = [] }) => {
            const current = [to, ...(end ? [] : also)].some((address) => pathname === address || (!end && pathname.startsWith(`${address}/`)));
            return (
              <li key={to}>
                <Link
                  to={to}
                  className={itemClass(compact, current)}
                  aria-current={current ? 'page' : undefined}
                  title={compact ? label : undefined}
                  aria-label={compact ? label : undefined}
                  onClick={onNavigate}
                >
                  <Icon aria-hidden className="size-5 shrink-0" />
                  {!compact && <span className="truncate">{label}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-white/10 p-3">
        <button
          type="button"
          onClick={logout}
          className={clsx(
            'focus-ring flex h-10 w-full items-center gap-3 rounded-lg text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white',
            compact ? 'justify-center' : 'px-3',
          )}
          aria-label={compact ? 'Log Out' : undefined}
          title={compact ? 'Log Out' : undefined}
        >
          <LogOut aria-hidden className="size-5 shrink-0" />
          {!compact && 'Log Out'}
        </button>
      </div>
    </>
  );
}

/**
 * Spec 000 §2: the sidebar is full from 1280 px, an icon rail below it (with a toggle that opens
 * the full menu over the page), and only a menu button below 400 px.
 */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const { user } = useSession();

  useEffect(() => setDrawerOpen(false), [location.pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div className="flex min-h-dvh bg-slate-50 text-[15px]">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col bg-ink admin:flex">
        <div className="flex h-16 items-center px-5">
          <div className="rounded-lg bg-white p-1.5">
            <Logo />
          </div>
        </div>
        <SidebarContent compact={false} />
      </aside>

      <aside className="sticky top-0 flex h-dvh w-16 shrink-0 flex-col bg-ink max-[400px]:hidden admin:hidden">
        <div className="flex h-16 items-center justify-center">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Expand menu"
            aria-expanded={drawerOpen}
            className="focus-ring grid size-10 place-items-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white"
          >
            <PanelLeftOpen aria-hidden className="size-5" />
          </button>
        </div>
        <SidebarContent compact />
      </aside>

      {drawerOpen && (
        <div className="fixed inset-0 z-50 admin:hidden" role="dialog" aria-modal="true" aria-label="Admin menu">
          <button type="button" className="absolute inset-0 bg-ink/50" aria-label="Close menu" onClick={() => setDrawerOpen(false)} />
          <div className="relative flex h-full w-72 max-w-[85vw] flex-col bg-ink shadow-xl">
            <div className="flex h-16 items-center justify-between px-4">
              <div className="rounded-lg bg-white p-1.5">
                <Logo />
              </div>
              <button
                type="button"
                onClick={() => setDrawerOpen(false)}
                aria-label="Close menu"
                autoFocus
                className="focus-ring grid size-10 place-items-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white"
              >
                <X aria-hidden className="size-5" />
              </button>
            </div>
            <SidebarContent compact={false} onNavigate={() => setDrawerOpen(false)} />
          </div>
        </div>
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open menu"
            className="focus-ring hidden size-10 place-items-center rounded-lg text-ink hover:bg-slate-100 max-[400px]:grid"
          >
            <Menu aria-hidden className="size-5" />
          </button>
          <p className="text-sm font-semibold text-ink">Admin</p>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <NotificationBell />
            {user && (
              <p className="truncate text-sm text-muted">
                {user.personalInfo.firstName} {user.personalInfo.lastName}
              </p>
            )}
          </div>
        </header>
        <main id="main" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
