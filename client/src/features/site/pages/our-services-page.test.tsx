import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authModal } from '../../../lib/auth-modal';
import { clearSession, setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { renderPage, shownLocation } from '../../../lib/test-kit';
import { OurServicesPage } from './our-services-page';

afterEach(() => {
  cleanup();
  clearSession();
  authModal.close();
});

const targets = [
  ['Request Job Referral', '/user_dashboard/job_referrals'],
  ['Become a Referrer', '/referrer_varification'],
  ['Get Resume Review', '/user_dashboard/resume_review'],
] as const;

describe('our services', () => {
  it('shows the three blocks, each with its benefits', () => {
    renderPage(<OurServicesPage />, { at: '/ourServices' });
    for (const title of ['Receive a Job Referral', 'Refer Other People', 'CV and Cover Letter Assistance']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: `Benefits of ${title}` }).children.length).toBeGreaterThanOrEqual(3);
    }
    expect(screen.getByRole('heading', { name: 'Job-search tips, once a fortnight' })).toBeInTheDocument();
  });

  it.each(targets)('%s opens the sign-in modal for a visitor, to land on %s once signed in', async (button, target) => {
    const user = userEvent.setup();
    renderPage(<OurServicesPage />, { at: '/ourServices' });
    await user.click(screen.getByRole('button', { name: button }));
    expect(authModal.getState()).toEqual({ isOpen: true, step: 'signIn', redirectTo: target });
    expect(shownLocation()).toHaveTextContent('/ourServices');
  });

  it.each(targets)('%s goes to %s for someone signed in', async (button, target) => {
    setSession('token', sessionUserFixture());
    const user = userEvent.setup();
    renderPage(<OurServicesPage />, { at: '/ourServices' });
    await user.click(screen.getByRole('button', { name: button }));
    expect(shownLocation()).toHaveTextContent(target);
    expect(authModal.getState().isOpen).toBe(false);
  });
});
