import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { setNavigator } from '../lib/api.ts';
import { useLiveEvents } from '../lib/socket.ts';
import { AuthModal } from '../features/accounts/components/auth-modal.tsx';
import { UnreadChatsTitle } from '../features/chat/components/unread-title.tsx';
import { FeatureNavContext } from '../lib/feature-nav.ts';
import { ActivityIconsContext } from '../lib/activity-icons.ts';
import { activityIcons, featureNav } from './nav.ts';
import { liveHandlers } from './live-registry.ts';

/** Everything every route shares: live events, the auth modal, the features' nav links and activity icons, and the api helper's way to navigate. */
export function RootLayout() {
  const navigate = useNavigate();
  useLiveEvents(liveHandlers);

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
        <AuthModal />
        <UnreadChatsTitle />
        <ScrollRestoration />
      </ActivityIconsContext.Provider>
    </FeatureNavContext.Provider>
  );
}
