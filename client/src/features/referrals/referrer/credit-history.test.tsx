import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CreditHistoryEntry } from '../api/types';
import { CreditHistory } from './credit-history';

afterEach(cleanup);

const line = (overrides: Partial<CreditHistoryEntry>): CreditHistoryEntry => ({
  kind: 'earned',
  credits: 100,
  referralId: null,
  referral: null,
  withdrawalId: null,
  reason: null,
  at: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

const show = (entries: CreditHistoryEntry[]) =>
  render(
    <MemoryRouter>
      <CreditHistory entries={entries} />
    </MemoryRouter>,
  );

describe("a referrer's credit history", () => {
  it('names the request each credit was earned for, newest first, with a link to it', () => {
    show([
      line({ referralId: 'r1', referral: { desiredPosition: 'Backend Engineer', companyName: 'Atlassian', seekerName: 'Mia Nguyen' } }),
      line({ kind: 'withdrawalDeclined', credits: 20, withdrawalId: 'w1', reason: 'BSB does not exist.', at: '2026-11-22T03:00:00.000Z' }),
    ]);
    const [declined, earned] = screen.getAllByRole('listitem');
    if (!declined || !earned) throw new Error('two lines expected');
    expect(declined).toHaveTextContent('Withdrawal declined, credits returned');
    expect(declined).toHaveTextContent('Reason: BSB does not exist.');
    expect(declined).toHaveTextContent('+20 credits');
    expect(earned).toHaveTextContent('Earned for referring Mia Nguyen');
    expect(earned).toHaveTextContent('Backend Engineer at Atlassian');
    expect(within(earned).getByRole('link', { name: 'View the request' })).toHaveAttribute('href', '/referrer_dashboard/referrer_details/r1');
  });

  it('says what earns credits when there is no history yet', () => {
    show([]);
    expect(screen.getByText('No credit activity yet.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
