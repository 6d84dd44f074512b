import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { statusChangeMachine, type StatusChange } from './status-change.machine';

/** The machine with a fake call that records what it was asked to send. */
const start = (answer: () => Promise<unknown>) => {
  const sent: StatusChange[] = [];
  const machine = statusChangeMachine.provide({
    actors: {
      changeStatus: fromPromise<unknown, StatusChange>(({ input }) => {
        sent.push(input);
        return answer();
      }),
    },
  });
  return { actor: createActor(machine).start(), sent };
};
const toasts = () => toast.getAll().map((t) => `${t.kind}: ${t.message}`);

beforeEach(() => toast.reset());

describe('a referrer changing the status', () => {
  it('sends any choice but rejected and completed at once', async () => {
    const { actor, sent } = start(async () => ({}));
    actor.send({ type: 'CHOOSE', choice: 'inProgress' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([{ status: 'inProgress' }]);
    expect(toasts()).toEqual(['success: Job referral status updated successfully!']);
  });

  it('asks to confirm completed first: Cancel sends nothing, Confirm sends it', async () => {
    const { actor, sent } = start(async () => ({}));
    actor.send({ type: 'CHOOSE', choice: 'completed' });
    expect(actor.getSnapshot().matches('confirmingCompletion')).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(sent).toEqual([]);
    actor.send({ type: 'CHOOSE', choice: 'completed' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([{ status: 'completed' }]);
    expect(toasts()).toEqual(['success: Job referral status updated successfully!']);
  });

  it('asks for a reason before rejecting, and the message follows the text once Confirm was refused', () => {
    const { actor, sent } = start(async () => ({}));
    actor.send({ type: 'CHOOSE', choice: 'rejected' });
    actor.send({ type: 'REASON.CHANGE', reason: '  ' });
    expect(actor.getSnapshot().context.reasonError).toBeNull();
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.reasonError).toBe('Rejection reason is required.');
    actor.send({ type: 'REASON.CHANGE', reason: 'No' });
    expect(actor.getSnapshot().context.reasonError).toBeNull();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.reason).toBe('');
    expect(sent).toEqual([]);
  });

  it('closes the dialog when the request moved on meanwhile (409), with the reason in the toast', async () => {
    const moved = 'Another referrer is already handling this request.';
    const { actor, sent } = start(() => Promise.reject(new ApiError(moved, { status: 409, body: JSON.stringify({ message: moved }) })));
    actor.send({ type: 'CHOOSE', choice: 'rejected' });
    actor.send({ type: 'REASON.CHANGE', reason: ' Not a fit ' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([{ status: 'rejected', reason: 'Not a fit' }]);
    expect(toasts()).toEqual(['error: Failed to update job referral status. Another referrer is already handling this request.']);
  });
});
