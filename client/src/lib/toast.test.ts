import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
  toast.reset();
});
afterEach(() => vi.useRealTimers());

const messages = () => toast.getAll().map((t) => t.message);

describe('toast store', () => {
  it('keeps at most 5 toasts, dropping the oldest', () => {
    for (let i = 1; i <= 7; i++) toast.success(`saved ${i}`);
    expect(messages()).toEqual(['saved 3', 'saved 4', 'saved 5', 'saved 6', 'saved 7']);
  });

  it('hides each toast 3 seconds after it appeared', () => {
    toast.error('Failed to log in.');
    vi.advanceTimersByTime(1500);
    toast.success('Logged in successfully!');

    vi.advanceTimersByTime(1499);
    expect(messages()).toEqual(['Failed to log in.', 'Logged in successfully!']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['Logged in successfully!']);
    vi.advanceTimersByTime(1500);
    expect(messages()).toEqual([]);
  });

  it('records the kind of each toast', () => {
    toast.success('a');
    toast.error('b');
    expect(toast.getAll().map((t) => t.kind)).toEqual(['success', 'error']);
  });
});
