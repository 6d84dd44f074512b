import type { Decider, Event } from '../shared/event.ts';

/**
 * Events of one session's stream, `session-{sessionId}`. A session is its own stream, so ending one never
 * competes with the account's other writes, and whether it ended is kept for as long as its token lives.
 */
export type SessionEvent =
  Event<'UserLoggedIn', { userId: string; sessionId: string; at: string }> | Event<'UserLoggedOut', { userId: string; sessionId: string; at: string }>;

export type SessionCommand =
  { type: 'StartSession'; userId: string; sessionId: string; now: string } | { type: 'EndSession'; userId: string; sessionId: string; now: string };

export type Session = { started: boolean; ended: boolean };

export const sessionStream = (sessionId: string) => `session-${sessionId}`;

export const sessionDecider: Decider<SessionCommand, SessionEvent, Session> = {
  initialState: () => ({ started: false, ended: false }),
  evolve: (state, event) => (event.type === 'UserLoggedIn' ? { ...state, started: true } : { ...state, ended: true }),
  decide: (command, state) => {
    const { userId, sessionId, now } = command;
    if (command.type === 'StartSession') return state.started ? [] : [{ type: 'UserLoggedIn', data: { userId, sessionId, at: now } }];
    // Ending twice ends once. A session whose start is older than this stream (kept on the account's stream then) still ends here.
    return state.ended ? [] : [{ type: 'UserLoggedOut', data: { userId, sessionId, at: now } }];
  },
};
