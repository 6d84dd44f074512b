import type { SessionEvent } from '@referly/domain';
import { documentProjection } from '../document-projection.ts';

export const ENDED_SESSIONS = 'endedSessions';

/**
 * One document per session that ended (a logout). No cap: a token of an ended session is refused for as long as it
 * lives. Only that it ended is read (`sessionEnded`), so the document keeps its id and position and nothing else: a
 * long log holds about two ended sessions per account.
 */
export type EndedSessionDoc = { _id: string; _position: number };

export const endedSessionsProjection = documentProjection<EndedSessionDoc>({
  name: ENDED_SESSIONS,
  collection: ENDED_SESSIONS,
  canHandle: ['UserLoggedOut'],
  documentId: (event) => (typeof event.data.sessionId === 'string' ? event.data.sessionId : null),
  evolve: (doc, recorded) => {
    const { data } = recorded as unknown as Extract<SessionEvent, { type: 'UserLoggedOut' }>;
    return doc ?? { _id: data.sessionId, _position: recorded.position };
  },
});
