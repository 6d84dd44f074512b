import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { VerificationStatus } from '@referly/domain';
import { MemoryRouter } from 'react-router-dom';
import { startFakeApi } from '../../lib/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { setSession, updateSessionUser, withVerificationStatus } from '../../lib/session';
import { sessionUserFixture } from '../../lib/session-fixture';
import type { MyVerification } from './api/types';
import { verificationFixture } from './verification-fixture';
import { VerificationStatusPage } from './verification-status-page';

let verification: MyVerification = verificationFixture();
let fake: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  fake = await startFakeApi(() => ({ body: { statusCode: 200, data: verification } }));
});
afterAll(() => fake.close());
afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  fake.received.length = 0;
});

const as = (status: VerificationStatus | null) => {
  verification = verificationFixture({ status, ...(status === null ? { details: null, files: null, submittedAt: null, decidedAt: null } : {}) });
  setSession('tok', sessionUserFixture({ userRole: 'referrer', referrerVerificationStatus: status, referrerVerification: status ? { status } : null }));
};

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <VerificationStatusPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('verification timeline', () => {
  it('shows the three steps, and Verify Now only while nothing was submitted', async () => {
    as(null);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Referee Registration & Verification' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Step 1: Registration',
      'Step 2: Verification',
      'Step 3: Earning',
    ]);
    expect(screen.getByRole('link', { name: 'Verify Now' })).toHaveAttribute('href', '/referrer_varification');
    expect(screen.getByText(/recommend the candidates you believe in/)).toBeInTheDocument();
  });

  it('asks someone under review to wait, with the day they sent it', async () => {
    as('pending');
    renderPage();
    expect(screen.getByText('The verification process may take up to 14 days. Please wait patiently.')).toBeInTheDocument();
    expect(await screen.findByText('Submitted on')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify Now' })).not.toBeInTheDocument();
  });

  it('congratulates someone verified and leads to the dashboard', () => {
    as('approved');
    renderPage();
    expect(screen.getByText('Congratulations! Your profile has been successfully verified. You can now start referring candidates.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/referrer_dashboard');
    expect(screen.queryByRole('link', { name: 'Verify Now' })).not.toBeInTheDocument();
  });

  it('after a rejection, asks to review, adjust and resubmit, and shows what was sent', async () => {
    const user = userEvent.setup();
    as('rejected');
    renderPage();
    expect(screen.getByText('Your verification was not approved. Please review the feedback, adjust your details and resubmit.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resubmit' })).toHaveAttribute('href', '/referrer_varification');
    const view = screen.getByRole('button', { name: 'View work Profile' });
    expect(view).toHaveAttribute('aria-expanded', 'false');
    await user.click(view);
    expect(view).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('110 Kippax St, Surry Hills NSW 2010')).toBeInTheDocument();
    expect(screen.getByText('Product Designer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download passport passport.pdf' })).toBeInTheDocument();
  });

  it("follows an admin's decision pushed into the session, and reads the dates again", async () => {
    as('pending');
    renderPage();
    await screen.findByText('Submitted on');
    const reads = fake.received.length;
    verification = verificationFixture({ status: 'approved' });
    act(() => updateSessionUser((user) => withVerificationStatus(user, 'approved')));
    expect(screen.getByText('Congratulations! Your profile has been successfully verified. You can now start referring candidates.')).toBeInTheDocument();
    await waitFor(() => expect(fake.received.length).toBeGreaterThan(reads));
    expect(await screen.findByText('Verified on')).toBeInTheDocument();
  });
});
