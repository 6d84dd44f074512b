import type { Decider, Event } from '../shared/event.ts';
import { assertGuessable, assertResendAllowed, type CodeState } from './otp-rules.ts';

/**
 * Forgot password answers alike for every address. For one that cannot reset (unknown, or not yet verified) it
 * keeps a stand-in code in the stream `password-reset-stand-in-{standInId}`, under the same rules as a real
 * code that nobody guesses (resend wait, expiry, lock after the wrong guesses), so no answer tells the two apart.
 * The events live in the log, so every server node sees the same stand-in.
 */
export type ResetStandInEvent =
  | Event<'StandInResetCodeIssued', { standInId: string; expiresAt: string; at: string }>
  | Event<'StandInResetCodeGuessed', { standInId: string; wrongGuesses: number; at: string }>;

export type ResetStandInCommand =
  { type: 'IssueStandInCode'; standInId: string; expiresAt: string; now: string } | { type: 'GuessStandInCode'; standInId: string; now: string };

export type ResetStandIn = { code: CodeState | null };

export const resetStandInStream = (standInId: string) => `password-reset-stand-in-${standInId}`;

export const resetStandInDecider: Decider<ResetStandInCommand, ResetStandInEvent, ResetStandIn> = {
  initialState: () => ({ code: null }),
  evolve: (state, event) => {
    if (event.type === 'StandInResetCodeIssued') return { code: { issuedAt: event.data.at, expiresAt: event.data.expiresAt, wrongGuesses: 0, used: false } };
    return state.code ? { code: { ...state.code, wrongGuesses: event.data.wrongGuesses } } : state;
  },
  decide: (command, state) => {
    const { standInId, now } = command;
    if (command.type === 'IssueStandInCode') {
      assertResendAllowed(state.code?.issuedAt, now);
      return [{ type: 'StandInResetCodeIssued', data: { standInId, expiresAt: command.expiresAt, at: now } }];
    }
    // never right: each guess is a wrong one, until the code is locked or expired like a real one
    if (!state.code) return [];
    assertGuessable(state.code, now);
    return [{ type: 'StandInResetCodeGuessed', data: { standInId, wrongGuesses: state.code.wrongGuesses + 1, at: now } }];
  },
};
