import { Router } from 'express';
import { requireAuth } from '../auth/authenticate.ts';
import type { FeatureFactory } from '../platform/feature-module.ts';
import { acceptChatUpload } from './chat-uploads.ts';
import { chatRoutes } from './chat-routes.ts';
import { createChatService } from './chat-service.ts';
import { seedDemoChat } from './demo-chat.ts';
import { chatPush } from './push.ts';
import { chatSockets } from './sockets.ts';

/**
 * A chat on every request, of every kind registered in `requestKinds` (which says who reads and writes it): its people's
 * messages and files, its read marks, and its request's events as system lines.
 */
export const chatModule: FeatureFactory = (deps) => {
  const { eventStore, readStore, files, clock, newId, authenticate, waitFor, config, logger, requestKinds: kinds } = deps;
  const chat = createChatService({ eventStore, files, clock, newId });
  const routes = Router();
  routes.use(
    chatRoutes({
      chat,
      readStore,
      kinds,
      waitFor: (position) => waitFor(position),
      signedIn: requireAuth(authenticate),
      uploads: acceptChatUpload(config.uploadMaxBytes),
    }),
  );
  const live = chatSockets({ readStore, kinds, waitFor: (position) => waitFor(position), log: (msg) => logger.warn(msg) });
  return {
    name: 'chat',
    routes,
    push: chatPush({ kinds, readStore, waitFor: (position, timeoutMs) => waitFor(position, timeoutMs), rechecked: live.rechecked }),
    sockets: live.protocol,
    packetRooms: live.packetRooms,
    liveEffects: live.liveEffects,
    seed: () => seedDemoChat({ chat, eventStore, readStore, kinds, waitFor }),
  };
};
