import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { setNavigator } from '../lib/api.ts';
import { useAuthModal } from '../lib/auth-modal.ts';
import { useLiveEvents } from '../lib/socket.ts';
import { useSession } from '../lib/session.ts';
import { FeatureNavContext } from '../lib/feature-nav.ts';
import { ActivityIconsContext } from '../lib/activity-icons.ts';
import { activityIcons, featureNav } from './nav.ts';

// What a visitor's first page does not need is fetched when it is: the live handlers with the signed-in socket, the auth
// modal (its forms and state machines) when it first opens, the unread-chats title once someone is signed in.
const loadLiveHandlers = () => import('./live-registry.ts').then((m) => m.liveHandlers);
const loadAuthModal = () => import('../features/accounts/components/auth-modal.tsx');
const AuthModal = lazy(() => loadAuthModal().then((m) => ({ default: m.AuthModal })));
const UnreadChatsTitle = lazy(() => import('../features/chat/components/unread-title.tsx').then((m) => ({ default: m.UnreadChatsTitle })));

/** While the auth modal's code arrives (only on a first open before the idle prefetch finished): the dimmed page and a spinner. */
function AuthModalLoading() {
  return (
    <div className="fixed inset-0 z-40 grid place-items-center bg-ink/50 backdrop-blur-[2px]" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** The auth modal, mounted from its first opening on; its code is fetched once the page is idle, so a click rarely waits. */
function LazyAuthModal() {
  const { isOpen } = useAuthModal();
  const [wanted, setWanted] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  useEffect(() => {
    const prefetch = () => void loadAuthModal().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prefetch, 2_000);
    return () => window.clearTimeout(timer);
  }, []);
  if (!wanted && !isOpen) return null;
  return (
    <Suspense fallback={isOpen ? <AuthModalLoading /> : null}>
      <AuthModal />
    </Suspense>
  );
}

/** Everything every route shares: live events, the auth modal, the features' nav links and activity icons, and the api helper's way to navigate. */
export function RootLayout() {
  const navigate = useNavigate();
  const { token } = useSession();
  useLiveEvents(loadLiveHandlers);

  useEffect(() => {
    setNavigator((path) => navigate(path, { replace: true }));
    return () => setNavigator(null);
  }, [navigate]);

  return (
    <FeatureNavContext.Provider value={featureNav}>
      <ActivityIconsContext.Provider value={activityIcons}>
        <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          Skip to content
        </a>
        <Outlet />
        <LazyAuthModal />
        {token && (
          <Suspense fallback={null}>
            <UnreadChatsTitle />
          </Suspense>
        )}
        <ScrollRestoration />
      </ActivityIconsContext.Provider>
    </FeatureNavContext.Provider>
  );
}
