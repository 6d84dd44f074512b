import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import type { Credits } from '../api/types';
import { CreditsPage } from './credits-page';
import { CreditsSummary } from './credits-summary';

// The server names the payment currency with the balance; 'aud' here, so nothing shown can come from a default.
const credits: Credits = { available: 300, pending: 100, earned: 400, withdrawn: 100, held: 0, currency: 'aud', history: [] };
serveFakeApi((request) => (request.url === '/api/referrer/credits' ? { body: { statusCode: 200, data: credits } } : { status: 404, body: {} }));

describe('credits in the payment currency', () => {
  it('shows what each figure is worth, and what a credit is worth, in the currency the server names', async () => {
    renderPage(<CreditsPage />);
    expect(await screen.findByText('AUD 300.00')).toBeInTheDocument();
    for (const worth of ['AUD 100.00', 'AUD 400.00', 'AUD 0.00']) expect(screen.getAllByText(worth).length).toBeGreaterThan(0);
    expect(screen.getByText(/1 credit is worth AUD 1\.00, and you can withdraw available credits to an Australian bank account\./)).toBeInTheDocument();
    expect(screen.queryByText(/A\$|USD/)).not.toBeInTheDocument();
  });

  it('says the same beside the credits a withdrawal may take', async () => {
    renderPage(<CreditsPage />);
    await screen.findByLabelText('Credits to withdraw');
    expect(screen.getByText(/^300 available \(AUD 300\.00\)\.$/)).toBeInTheDocument();
  });

  it('says the same on the dashboard’s summary', async () => {
    renderPage(<CreditsSummary />);
    const summary = await screen.findByRole('region', { name: 'Your credits' });
    expect(await within(summary).findByText('AUD 300.00')).toBeInTheDocument();
    expect(within(summary).getByText('AUD 100.00')).toBeInTheDocument();
  });
});
