import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LayoutDashboard, LogOut, Menu, X } from 'lucide-react';
import clsx from 'clsx';
import { authModal } from '../lib/auth-modal.ts';
import { useSession } from '../lib/session.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { Logo } from '../ui/logo.tsx';
import { dashboardPathFor } from '../lib/paths.ts';
import { useGetStarted } from '../lib/use-get-started.ts';
import { useFeatureNav } from '../lib/feature-nav.ts';
import { useLogout } from './use-logout.ts';

// Only someone signed in has the menu (and its Radix dropdown): a visitor's first page does not load it.
const AccountMenu = lazy(() => import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu })));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx('focus-ring rounded-md px-3 py-2 text-sm font-medium transition-colors', isActive ? 'text-brand' : 'text-slate-700 hover:text-brand');

/** Spec 000 §2 header, its links the features' (their `nav.public`). Below 1024 px the links fold behind a toggle; below 768 px the account actions join them. */
export function SiteHeader() {
  const { token, user } = useSession();
  const signedIn = Boolean(token && user);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const logout = useLogout();
  const getStarted = useGetStarted();
  const navLinks = useFeatureNav('public');

  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);

  // Escape closes the menu and gives the focus back to its toggle; a dialog or menu above it handles its own Escape
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="menu"]')) return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 lg:flex">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          {signedIn ? (
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          ) : (
            <>
              <Button variant="ghost" onClick={() => authModal.open('signIn')}>
                Sign In
              </Button>
              <Button onClick={getStarted}>Get Started</Button>
            </>
          )}
        </div>
        <button
          ref={toggle}
          type="button"
          className={buttonClass('ghost', 'md', 'ml-auto px-2.5 md:ml-0 lg:hidden')}
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
        </button>
      </div>

      {open && (
        <div id="site-menu" className="border-t border-slate-200 bg-white lg:hidden">
          <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-col px-4 py-3 sm:px-6">
            {navLinks.map((link) => (
              <NavLink key={link.to} to={link.to} className={(s) => clsx(navLinkClass(s), 'py-3 text-base')}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="mx-auto flex max-w-7xl flex-col gap-2 border-t border-slate-100 px-4 py-4 sm:px-6 md:hidden">
            {signedIn && user ? (
              <>
                <Link to={dashboardPathFor(user.userRole)} className={buttonClass('secondary', 'lg', 'justify-start')}>
                  <LayoutDashboard aria-hidden className="size-4" /> Dashboard
                </Link>
                <Button variant="ghost" size="lg" className="justify-start" onClick={logout}>
                  <LogOut aria-hidden className="size-4" /> Logout
                </Button>
              </>
            ) : (
              <>
                <Button size="lg" onClick={getStarted}>
                  Get Started
                </Button>
                <Button variant="secondary" size="lg" onClick={() => authModal.open('signIn')}>
                  Sign In
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
