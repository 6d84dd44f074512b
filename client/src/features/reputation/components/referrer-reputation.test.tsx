import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '../../../lib/fake-api';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import type { ReferrerReputationView } from '../api/types';
import { newReferrerFixture, reputationFixture } from '../reputation-fixture';
import { ReferrerReputation } from './referrer-reputation';

let answer: () => FakeReply | Promise<FakeReply> = () => ({ body: { statusCode: 200, data: reputationFixture() } });
const fake = serveFakeApi(() => answer());
beforeEach(() => {
  answer = () => ({ body: { statusCode: 200, data: reputationFixture() } });
});

const answering = (data: ReferrerReputationView) => {
  answer = () => ({ body: { statusCode: 200, data } });
};

/** Each figure's label, value and note, as a reader of the list takes them in. */
const figures = () =>
  screen.getAllByRole('term').map((term) => {
    const [value, note] = [...(term.parentElement?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent);
    return [term.textContent, value, note];
  });

describe('a referrer’s reputation', () => {
  it('shows each figure with the number of requests it rests on, read from the referrer’s reputation', async () => {
    renderPage(<ReferrerReputation referrerId="ref 1" referrerName="Riley Referrer" />);
    const card = await screen.findByRole('region', { name: 'Referrer reputation' });
    expect(within(card).getByText('Riley Referrer, last 90 days')).toBeInTheDocument();
    await within(card).findByText('75%');
    expect(figures()).toEqual([
      ['Response rate', '75%', 'Replied to 3 of 4 requests where the seeker wrote'],
      ['Median first reply', '2 h 5 min', 'From 3 first replies'],
      ['Taken to approved', '33%', '1 of 3 requests taken reached approved'],
    ]);
    expect(fake.received.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/referrers/ref%201/reputation']);
  });

  it('says "No replies yet" while the referrer has answered nobody, and counts in the singular', async () => {
    answering(
      reputationFixture({
        responses: { requests: 1, answered: 0, rate: 0 },
        firstReply: { requests: 0, medianMs: null },
        approvals: { taken: 1, approved: 0, rate: 0 },
      }),
    );
    renderPage(<ReferrerReputation referrerId="ref1" referrerName="Riley Referrer" />);
    await screen.findByText('No replies yet');
    expect(figures()).toEqual([
      ['Response rate', 'Not enough requests yet', 'Replied to 0 of 1 request where the seeker wrote'],
      ['Median first reply', 'No replies yet', 'Timed from the seeker’s first message'],
      ['Taken to approved', 'Not enough requests yet', '0 of 1 request taken reached approved'],
    ]);
  });

  it('says when a figure has nothing to rest on', async () => {
    // the request was taken before the window, and its seeker wrote within it
    answering(
      reputationFixture({
        responses: { requests: 1, answered: 1, rate: 1 },
        firstReply: { requests: 1, medianMs: 29_000 },
        approvals: { taken: 0, approved: 0, rate: null },
      }),
    );
    renderPage(<ReferrerReputation referrerId="ref1" referrerName="Riley Referrer" />);
    await screen.findByText('under 1 min');
    expect(figures()).toEqual([
      ['Response rate', 'Not enough requests yet', 'Replied to 1 of 1 request where the seeker wrote'],
      ['Median first reply', 'under 1 min', 'From 1 first reply'],
      ['Taken to approved', 'Not enough requests yet', 'No requests taken in the last 90 days'],
    ]);
  });

  it('says when no seeker wrote in the window', async () => {
    answering(reputationFixture({ responses: { requests: 0, answered: 0, rate: null }, firstReply: { requests: 0, medianMs: null } }));
    renderPage(<ReferrerReputation referrerId="ref1" referrerName="Riley Referrer" />);
    await screen.findByText('33%');
    expect(figures()[0]).toEqual(['Response rate', 'Not enough requests yet', 'No seeker messages in the last 90 days']);
  });

  it('says "Not enough requests yet" rather than a rate resting on fewer than three requests, and shows one from three', async () => {
    answering(
      reputationFixture({
        responses: { requests: 2, answered: 0, rate: 0 },
        firstReply: { requests: 0, medianMs: null },
        approvals: { taken: 3, approved: 0, rate: 0 },
      }),
    );
    renderPage(<ReferrerReputation referrerId="ref1" referrerName="Riley Referrer" />);
    const card = await screen.findByRole('region', { name: 'Referrer reputation' });
    expect(await within(card).findAllByText('Not enough requests yet')).toHaveLength(1);
    expect(within(card).getByText('Replied to 0 of 2 requests where the seeker wrote')).toBeInTheDocument();
    expect(within(card).getAllByText('0%')).toHaveLength(1);
    expect(within(card).getByText('0 of 3 requests taken reached approved')).toBeInTheDocument();
  });

  it('tells a new referrer’s viewer what will appear, instead of empty figures', async () => {
    answering(newReferrerFixture());
    renderPage(<ReferrerReputation referrerId="ref1" referrerName="Rhea Referrer" />);
    expect(await screen.findByText('No requests in the last 90 days yet')).toBeInTheDocument();
    expect(screen.getByText('Figures appear here once Rhea Referrer takes on requests and replies to seekers.')).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('shows a skeleton while it loads', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    answer = () => new Promise<FakeReply>((resolve) => (release = resolve));
    renderPage(<ReferrerReputation referrerId="ref1" referrerName="Riley Referrer" />);
    expect(screen.getByRole('status', { name: 'Loading reputation' })).toBeInTheDocument();
    await waitFor(() => expect(fake.received).toHaveLength(1));
    release({ body: { statusCode: 200, data: reputationFixture() } });
    expect(await screen.findByText('75%')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading reputation' })).not.toBeInTheDocument();
  });

  it('says when it could not be read, and tries again when asked', async () => {
    answer = () => ({ status: 500, body: { status: 500, code: 'internal', message: 'Something went wrong.' } });
    renderPage(<ReferrerReputation referrerId="ref1" referrerName="Riley Referrer" />);
    expect(await screen.findByText('Failed to fetch the referrer’s reputation.', {}, { timeout: 5000 })).toBeInTheDocument();
    answering(reputationFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('75%')).toBeInTheDocument();
  });

  it('sits inside a card that already names the referrer as a part headed Reputation', async () => {
    renderPage(<ReferrerReputation referrerId="ref1" referrerName="Riley Referrer" framed={false} />);
    const part = screen.getByRole('region', { name: 'Reputation · last 90 days' });
    expect(await within(part).findByText('75%')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Referrer reputation' })).not.toBeInTheDocument();
  });
});
