import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { resumeReviewDecider, shortAiError } from './decide.ts';
import { admin, adminRef, aiDone, at, completed, failed, paid, queued, requested, result, seeker, stage } from './review.fixtures.ts';

const given = specFor(resumeReviewDecider);

const reach = (attempt: number, reached: 'reading' | 'reviewing', minutes = 2) => ({
  type: 'RecordAiStage' as const,
  attempt,
  stage: reached,
  now: at(minutes),
});
const complete = (attempt: number, minutes = 4) => ({ type: 'CompleteAiReview' as const, attempt, result, now: at(minutes) });
const fail = (attempt: number, willRetry: boolean, minutes = 4, error = 'The model did not answer in time.') => ({
  type: 'FailAiReview' as const,
  attempt,
  error,
  willRetry,
  now: at(minutes),
});
const reinitiate = (actor = admin, minutes = 20) => ({ type: 'ReinitiateAiReview' as const, actor, now: at(minutes) });

/** The first attempt failed for good. */
const aiFailed = [...paid, stage(1, 'reading', 2), failed(1, 4, false)];
/** An admin reinitiated it after it finished: attempt 2 is queued. */
const second = [...aiDone, queued(2, 20, adminRef)];

describe('RecordAiStage', () => {
  it('records each stage of the attempt under way, in order', () => {
    given(paid)
      .when(reach(1, 'reading'))
      .then([stage(1, 'reading', 2)]);
    given([...paid, stage(1, 'reading', 2)])
      .when(reach(1, 'reviewing', 3))
      .then([stage(1, 'reviewing', 3)]);
  });

  it('takes reviewing straight after queued (a reader that had nothing to extract)', () =>
    given(paid)
      .when(reach(1, 'reviewing', 3))
      .then([stage(1, 'reviewing', 3)]));

  it('records a stage once, and ignores one reported late after the next', () => {
    given([...paid, stage(1, 'reading', 2)])
      .when(reach(1, 'reading', 3))
      .then([]);
    given([...paid, stage(1, 'reading', 2), stage(1, 'reviewing', 3)])
      .when(reach(1, 'reading', 4))
      .then([]);
    given([...paid, stage(1, 'reading', 2), stage(1, 'reviewing', 3)])
      .when(reach(1, 'reviewing', 4))
      .then([]);
  });

  it('reads the files again on the try after a failed one', () =>
    given([...paid, stage(1, 'reading', 2), stage(1, 'reviewing', 3), failed(1, 4, true)])
      .when(reach(1, 'reading', 5))
      .then([stage(1, 'reading', 5)]));

  it('ignores a stage of an attempt that is over, or of an earlier attempt', () => {
    given(aiDone)
      .when(reach(1, 'reading', 5))
      .then([]);
    given(aiFailed)
      .when(reach(1, 'reviewing', 5))
      .then([]);
    given(second)
      .when(reach(1, 'reading', 21))
      .then([]);
  });

  it('takes the stage of the reinitiated attempt', () =>
    given(second)
      .when(reach(2, 'reading', 21))
      .then([stage(2, 'reading', 21)]));

  it('refuses an attempt that was never queued', () => {
    given([requested]).when(reach(1, 'reading')).thenThrows('conflict', 'There is no such AI review attempt.');
    given(paid).when(reach(2, 'reading')).thenThrows('conflict', 'There is no such AI review attempt.');
    given(second).when(reach(0, 'reading')).thenThrows('conflict', 'There is no such AI review attempt.');
    given([]).when(reach(1, 'reading')).thenThrows('not_found', 'This resume review does not exist.');
  });
});

describe('CompleteAiReview', () => {
  it('records the result of the attempt under way, at whatever stage it is', () => {
    given([...paid, stage(1, 'reading', 2), stage(1, 'reviewing', 3)])
      .when(complete(1))
      .then([completed(1, 4)]);
    given(paid)
      .when(complete(1))
      .then([completed(1, 4)]);
  });

  it('records a result once: a worker retrying after it landed appends nothing', () => given(aiDone).when(complete(1, 5)).then([]));

  it('ignores a result of an attempt that failed for good, or of an earlier attempt', () => {
    given(aiFailed).when(complete(1, 5)).then([]);
    given(second).when(complete(1, 21)).then([]);
  });

  it('records the reinitiated attempt beside the earlier one', () =>
    given(second)
      .when(complete(2, 25))
      .then([completed(2, 25)]));

  it('refuses an attempt that was never queued', () => given(paid).when(complete(2)).thenThrows('conflict', 'There is no such AI review attempt.'));
});

describe('FailAiReview', () => {
  it('records a failed try the worker will try again, and the attempt failing for good', () => {
    given([...paid, stage(1, 'reading', 2)])
      .when(fail(1, true))
      .then([failed(1, 4, true)]);
    given([...paid, stage(1, 'reading', 2), failed(1, 4, true)])
      .when(fail(1, false, 6))
      .then([failed(1, 6, false)]);
  });

  it('records the same failure once while nothing happened since, whoever repeats it', () => {
    given([...paid, failed(1, 4, true)])
      .when(fail(1, true, 5))
      .then([]);
    given([...paid, failed(1, 4, true)])
      .when(fail(1, true, 5, 'The file store did not answer.'))
      .then([failed(1, 5, true, 'The file store did not answer.')]);
    given([...paid, failed(1, 4, true), stage(1, 'reading', 5)])
      .when(fail(1, true, 6))
      .then([failed(1, 6, true)]);
  });

  it('records nothing for an attempt that is over', () => {
    given(aiFailed)
      .when(fail(1, false, 5))
      .then([]);
    given(aiDone)
      .when(fail(1, false, 5))
      .then([]);
    given(second)
      .when(fail(1, false, 21))
      .then([]);
  });

  it('keeps the error short: its first line, never the stack', () =>
    given(paid)
      .when(fail(1, true, 4, 'Error: The model did not answer in time.\n    at review (reviewer.ts:10:5)'))
      .then([failed(1, 4, true, 'Error: The model did not answer in time.')]));

  it('refuses an attempt that was never queued', () => given(paid).when(fail(3, true)).thenThrows('conflict', 'There is no such AI review attempt.'));
});

describe('shortAiError', () => {
  it('keeps a one-line error as it is, trimmed', () => {
    expect(shortAiError('Timed out')).toBe('Timed out');
    expect(shortAiError('  Timed out \r\n')).toBe('Timed out');
  });

  it('keeps the first line that says something', () => {
    expect(shortAiError('Timed out\nat x')).toBe('Timed out');
    expect(shortAiError('\n  Timed out  \n at x')).toBe('Timed out');
    expect(shortAiError('Timed out \r\nat x')).toBe('Timed out');
  });

  it('says the review failed when the error says nothing', () => {
    expect(shortAiError('')).toBe('The AI review failed.');
    expect(shortAiError(' \n ')).toBe('The AI review failed.');
  });

  it('cuts an error past 200 characters to 200, with an ellipsis', () => {
    expect(shortAiError('x'.repeat(200))).toBe('x'.repeat(200));
    expect(shortAiError('x'.repeat(201))).toBe(`${'x'.repeat(199)}…`);
    expect(shortAiError('x'.repeat(201))).toHaveLength(200);
  });
});

describe('ReinitiateAiReview (spec 001 §2.4)', () => {
  it('queues the next attempt once the last finished, keeping the earlier results', () =>
    given(aiDone)
      .when(reinitiate())
      .then([queued(2, 20, adminRef)]));

  it('queues the next attempt once the last failed for good', () =>
    given(aiFailed)
      .when(reinitiate())
      .then([queued(2, 20, adminRef)]));

  it('queues a third after a second', () =>
    given([...second, completed(2, 25)])
      .when(reinitiate(admin, 30))
      .then([queued(3, 30, adminRef)]));

  it('refuses while an attempt is queued, reading, reviewing or waiting to be tried again', () => {
    const running = 'The AI review is still running. Please wait for it to finish before reinitiating it.';
    given(paid).when(reinitiate()).thenThrows('conflict', running);
    given([...paid, stage(1, 'reading', 2)])
      .when(reinitiate())
      .thenThrows('conflict', running);
    given([...paid, stage(1, 'reviewing', 2)])
      .when(reinitiate())
      .thenThrows('conflict', running);
    given([...paid, failed(1, 2, true)])
      .when(reinitiate())
      .thenThrows('conflict', running);
    given(second).when(reinitiate(admin, 21)).thenThrows('conflict', running);
  });

  it('refuses an unpaid review, anyone but an admin, and a review that does not exist', () => {
    given([requested]).when(reinitiate()).thenThrows('conflict', 'This resume review has not been paid yet.');
    given(aiDone).when(reinitiate(seeker)).thenThrows('forbidden', 'Only an admin may do this.');
    given([]).when(reinitiate()).thenThrows('not_found', 'This resume review does not exist.');
  });
});
