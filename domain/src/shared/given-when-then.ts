import { expect } from 'vitest';
import { DomainError, type ErrorCode } from './errors.ts';
import type { Decider, Event } from './event.ts';

/** Decider specification: given(events).when(command).then(events) or .thenThrows(code). */
export const specFor =
  <C, E extends Event, S>(decider: Decider<C, E, S>) =>
  (given: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenThrows: (code: ErrorCode, message?: string) => {
          let caught: unknown;
          try {
            run();
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(DomainError);
          expect((caught as DomainError).code).toBe(code);
          if (message !== undefined) expect((caught as DomainError).message).toBe(message);
        },
      };
    },
  });
