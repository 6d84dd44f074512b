import { lazy, Suspense } from 'react';
import { MessageCircle, MessageSquare } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';
import type { RequestChatProps } from '../../lib/slots.ts';

const messengerPage = () => import('./messenger-page.tsx').then((m) => m.MessengerPage);
const chatManagerPage = () => import('./chat-manager-page.tsx').then((m) => m.ChatManagerPage);

const LazyRequestChat = lazy(() => import('./components/request-chat.tsx').then((m) => ({ default: m.RequestChat })));
/** The request detail pages' Chat button and drawer, handed to the requests' features as a slot. */
function RequestChat(props: RequestChatProps) {
  return (
    <Suspense fallback={null}>
      <LazyRequestChat {...props} />
    </Suspense>
  );
}

/** The referrer's messenger, the admin's chat manager, and every request's chat drawer. */
export const chatFeature: ClientFeature = {
  name: 'chat',
  activityIcons: { chat: MessageSquare },
  routes: () => ({
    referrer: [{ path: 'messanger', element: lazyPage(messengerPage, {}) }],
    admin: [{ path: 'chat_manager', element: lazyPage(chatManagerPage, {}) }],
  }),
  nav: {
    referrer: [{ to: paths.referrerMessenger, label: 'Messenger', order: 30 }],
    admin: [{ to: paths.adminChatManager, label: 'Chat Manager', icon: MessageCircle, order: 100 }],
  },
  slots: { requestChat: RequestChat },
};
