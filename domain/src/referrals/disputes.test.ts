import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { SYSTEM_ACTOR } from './constants.ts';
import { referralDecider } from './decide.ts';
import type { ReferralEvent } from './events.ts';
import { admin, approved, at, changed, ids, inProgress, referrer, seeker, waiting } from './referral.fixtures.ts';

// Issue 17's disputes, as the request's decider sees them: the seeker opens one on a completed or approved request
// within the window; it stops the automatic approval and locks the dropdowns; an admin asks, then refunds or approves.

const given = specFor(referralDecider);
const DAY = 24 * 60;
const file = { fileId: 'f1', name: 'offer-email.pdf', mime: 'application/pdf', size: 2048 };

const open = (minutes: number, reason = 'The referral was never submitted.', windowDays = 14) => ({
  type: 'OpenDispute' as const,
  actor: seeker,
  reason,
  files: [file],
  windowDays,
  now: at(minutes),
});
const opened = (minutes: number, statusAtOpening: 'waitingforapproval' | 'approved' = 'waitingforapproval'): ReferralEvent => ({
  type: 'ReferralDisputeOpened',
  data: { ...ids, referrerId: 'r1', reason: 'The referral was never submitted.', files: [file], statusAtOpening, at: at(minutes) },
});
const settle = (outcome: 'refunded' | 'approved', minutes: number, note = 'Checked with the referrer: the referral was not sent.') => ({
  type: 'SettleDispute' as const,
  actor: admin,
  outcome,
  note,
  now: at(minutes),
});
const settled = (outcome: 'refunded' | 'approved', minutes: number): ReferralEvent => ({
  type: 'ReferralDisputeSettled',
  data: { ...ids, referrerId: 'r1', outcome, note: 'Checked with the referrer: the referral was not sent.', by: admin, at: at(minutes) },
});

describe('opening a dispute', () => {
  it('is the seeker’s, on a request waiting for their approval, with the reason trimmed and the files', () =>
    given(waiting)
      .when(open(DAY, '  The referral was never submitted.  '))
      .then([opened(DAY)]));

  it('may come after the approval too, within the window counted from it', () =>
    given(approved)
      .when(open(14 * DAY + 29))
      .then([opened(14 * DAY + 29, 'approved')]));

  it('is refused once the window has passed, in the words of the window app config sets', () => {
    given(waiting)
      .when(open(14 * DAY + 21))
      .thenThrows('conflict', 'A dispute can only be opened within 14 days of completion or approval.');
    given(waiting)
      .when(open(2 * DAY, 'It was never sent.', 1))
      .thenThrows('conflict', 'A dispute can only be opened within 1 day of completion or approval.');
  });

  it('is refused before the referrer completed it, and on a rejected request', () => {
    given(inProgress).when(open(DAY)).thenThrows('conflict', 'A dispute can only be opened on a completed or approved request.');
    given([...inProgress, changed('inProgress', 'rejected', admin, 30, { referrerId: 'r1', reason: 'Role filled', refundDue: true })])
      .when(open(DAY))
      .thenThrows('conflict', 'A dispute can only be opened on a completed or approved request.');
  });

  it('needs a reason, is one per request, and is nobody’s but the seeker’s', () => {
    given(waiting).when(open(DAY, '   ')).thenThrows('validation_failed', 'Please tell us what went wrong.');
    given([...waiting, opened(DAY)])
      .when(open(DAY + 1))
      .thenThrows('conflict', 'This request already has a dispute.');
    given(waiting)
      .when({ ...open(DAY), actor: referrer })
      .thenThrows('not_found', 'This referral request does not exist.');
    given(waiting)
      .when({ ...open(DAY), actor: { ...seeker, userId: 's2' } })
      .thenThrows('not_found', 'This referral request does not exist.');
  });
});

describe('while a dispute is open', () => {
  it('stops the automatic approval', () =>
    given([...waiting, opened(DAY)])
      .when({ type: 'AutoApprove', waitingSince: at(20), afterDays: 7, now: at(7 * DAY) })
      .then([]));

  it('locks the status for everyone: the admins settle it in their queue', () => {
    given([...waiting, opened(DAY)])
      .when({ type: 'ChangeStatus', actor: seeker, choice: 'approved', reason: null, now: at(DAY + 5) })
      .thenThrows('conflict', 'This request has an open dispute: our team will settle it.');
    given([...waiting, opened(DAY)])
      .when({ type: 'ChangeStatus', actor: admin, choice: 'inProgress', reason: null, now: at(DAY + 5) })
      .thenThrows('conflict', 'This request has an open dispute: our team will settle it.');
  });

  it('lets an admin ask in the chat, with a question', () => {
    given([...waiting, opened(DAY)])
      .when({ type: 'AskAboutDispute', actor: admin, question: ' Riley, did you submit it? ', now: at(DAY + 5) })
      .then([
        {
          type: 'ReferralDisputeQuestionAsked',
          data: { ...ids, referrerId: 'r1', question: 'Riley, did you submit it?', by: admin, at: at(DAY + 5) },
        },
      ]);
    given([...waiting, opened(DAY)])
      .when({ type: 'AskAboutDispute', actor: admin, question: ' ', now: at(DAY + 5) })
      .thenThrows('validation_failed', 'Please write a note for the seeker and the referrer.');
    given(waiting)
      .when({ type: 'AskAboutDispute', actor: admin, question: 'Did you?', now: at(DAY + 5) })
      .thenThrows('conflict', 'This request has no open dispute.');
  });
});

describe('settling a dispute', () => {
  it('refunds a request waiting for approval: rejected with the note as its reason, refund due', () =>
    given([...waiting, opened(DAY)])
      .when(settle('refunded', 2 * DAY))
      .then([
        settled('refunded', 2 * DAY),
        changed('waitingforapproval', 'rejected', admin, 2 * DAY, {
          referrerId: 'r1',
          reason: 'Checked with the referrer: the referral was not sent.',
          refundDue: true,
        }),
      ]));

  it('refunds an approved request too (its credits are then taken back by the ledger)', () =>
    given([...approved, opened(DAY, 'approved')])
      .when(settle('refunded', 2 * DAY))
      .then([
        settled('refunded', 2 * DAY),
        changed('approved', 'rejected', admin, 2 * DAY, { referrerId: 'r1', reason: 'Checked with the referrer: the referral was not sent.', refundDue: true }),
      ]));

  it('approves a request waiting for approval, and only closes the dispute of one approved already', () => {
    given([...waiting, opened(DAY)])
      .when(settle('approved', 2 * DAY))
      .then([settled('approved', 2 * DAY), changed('waitingforapproval', 'approved', admin, 2 * DAY, { referrerId: 'r1' })]);
    given([...approved, opened(DAY, 'approved')])
      .when(settle('approved', 2 * DAY))
      .then([settled('approved', 2 * DAY)]);
  });

  it('settles once, with a note', () => {
    given([...waiting, opened(DAY), ...([settled('approved', 2 * DAY)] as ReferralEvent[])])
      .when(settle('refunded', 3 * DAY))
      .thenThrows('conflict', 'This request has no open dispute.');
    given([...waiting, opened(DAY)])
      .when(settle('approved', 2 * DAY, ''))
      .thenThrows('validation_failed', 'Please write a note for the seeker and the referrer.');
  });

  it('leaves no room for a second dispute, and none after an automatic approval’s window', () => {
    given([...waiting, opened(DAY), settled('approved', 2 * DAY)])
      .when(open(3 * DAY))
      .thenThrows('conflict', 'This request already has a dispute.');
    given([...waiting, changed('waitingforapproval', 'approved', SYSTEM_ACTOR, 7 * DAY, { referrerId: 'r1', reason: 'auto' })])
      .when(open(21 * DAY + 1))
      .thenThrows('conflict', 'A dispute can only be opened within 14 days of completion or approval.');
  });
});
