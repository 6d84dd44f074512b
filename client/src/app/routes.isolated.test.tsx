import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authModal } from '../lib/auth-modal.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { setSession, type SessionUser } from '../lib/session.ts';
import { routes } from './routes.tsx';

// The modal and the login page belong to the accounts feature; here only where the guards send people matters.
vi.mock('../features/accounts/components/auth-modal.tsx', () => ({ AuthModal: () => null }));
vi.mock('../features/accounts/pages/login-page.tsx', () => ({ LoginPage: () => <h1>Login page</h1> }));
vi.mock('../lib/socket.ts', () => ({ useLiveEvents: () => undefined }));

const person = (overrides: Partial<SessionUser>): SessionUser => ({
  user: 'u1',
  id: 'u1',
  _id: 'u1',
  email: 'alex@example.com.au',
  mobile: '0400000000',
  userRole: 'jobSeeker',
  personalInfo: { firstName: 'Alex', lastName: 'Nguyen' },
  referrerVerification: null,
  referrerVerificationStatus: null,
  ...overrides,
});

const visit = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

beforeEach(() => localStorage.clear());
// vitest runs without globals, so Testing Library cannot unmount between tests by itself
afterEach(cleanup);

describe('route guards (spec 001 §2.1)', () => {
  it('sends a visitor without a token from /user_dashboard to /login', async () => {
    const router = visit('/user_dashboard');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a job seeker into /user_dashboard', async () => {
    setSession('tok', person({ userRole: 'jobSeeker' }));
    visit('/user_dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Alex!' })).toBeInTheDocument();
  });

  it('tells a job seeker at /referrer_dashboard they have no access, at that URL, with the way to their own dashboard', async () => {
    setSession('tok', person({ userRole: 'jobSeeker' }));
    const router = visit('/referrer_dashboard');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page." })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/referrer_dashboard');
    expect(screen.getByText(/signed in as Alex Nguyen, a job seeker/)).toBeInTheDocument();
    // the header knows they are signed in, so it offers their account rather than a sign-in form
    expect(await screen.findByRole('button', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Alex!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user_dashboard');
  });

  it('sends a pending referrer to the verification status page', async () => {
    setSession('tok', person({ userRole: 'referrer', referrerVerification: { status: 'pending' }, referrerVerificationStatus: 'pending' }));
    const router = visit('/referrer_dashboard');
    expect(await screen.findByText('The verification process may take up to 14 days. Please wait patiently.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/referrer_varification/referee_verification');
  });

  it('sends a referrer who never applied to the verification form', async () => {
    setSession('tok', person({ userRole: 'referrer' }));
    const router = visit('/referrer_dashboard');
    expect(await screen.findByRole('heading', { name: 'Account Verification' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/referrer_varification');
  });

  it('shows the dashboard to an approved referrer', async () => {
    setSession('tok', person({ userRole: 'referrer', referrerVerification: { status: 'approved' }, referrerVerificationStatus: 'approved' }));
    visit('/referrer_dashboard');
    expect(await screen.findByRole('heading', { name: 'Referral Resumes' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Alex!')).toBeInTheDocument();
  });

  it.each([
    ['a job seeker', 'jobSeeker', '/admin_dashboard/coupon', '/user_dashboard'],
    ['an admin', 'admin', '/user_dashboard/settings', '/admin_dashboard'],
    ['a job seeker', 'jobSeeker', '/referrer_varification/referee_verification', '/user_dashboard'],
    ['an admin', 'admin', '/referrer_varification', '/admin_dashboard'],
    ['a referrer', 'referrer', '/admin_dashboard', '/referrer_varification'],
  ] as const)('shows %s at %s the no-access page, whose button leads to %s', async (_who, role, path, dashboard) => {
    setSession('tok', person({ userRole: role }));
    const router = visit(path);
    expect(await screen.findByRole('heading', { name: "You don't have access to this page." })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', dashboard);
  });

  it('sends a visitor without a token reaching /referrer_varification to /login', async () => {
    const router = visit('/referrer_varification/referee_verification');
    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor without a token from /admin_dashboard to /login', async () => {
    const router = visit('/admin_dashboard/user_management');
    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an unknown path home', async () => {
    const router = visit('/no/such/page');
    expect(await screen.findByRole('heading', { name: /Get referred/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe("'Get Started' on the landing page", () => {
  it('opens sign-up for a visitor', async () => {
    authModal.close();
    visit('/');
    await userEvent.click(within(await screen.findByRole('main')).getByRole('button', { name: 'Get Started' }));
    expect(authModal.getState()).toMatchObject({ isOpen: true, step: 'signUp' });
  });

  it.each([
    ['a job seeker', person({ userRole: 'jobSeeker' }), '/user_dashboard'],
    ['an admin', person({ userRole: 'admin' }), '/admin_dashboard'],
    ['a referrer who never applied', person({ userRole: 'referrer' }), '/referrer_varification'],
  ] as const)('takes %s to their own dashboard instead', async (_who, user, landing) => {
    authModal.close();
    setSession('tok', user);
    const router = visit('/');
    await userEvent.click(within(await screen.findByRole('main')).getByRole('button', { name: 'Get Started' }));
    expect(router.state.location.pathname).toBe(landing);
    expect(authModal.getState().isOpen).toBe(false);
  });
});

describe("the admin sidebar's current page", () => {
  it('marks the learning hub current on its post form and the dashboard only on the home, and opens the user list for User_', async () => {
    setSession('tok', person({ userRole: 'admin' }));
    visit('/admin_dashboard/create_post');
    const sidebar = (await screen.findAllByRole('navigation', { name: 'Admin' }))[0] as HTMLElement;
    expect(within(sidebar).getByRole('link', { name: 'Learning Hub' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    cleanup();
    const router = visit('/admin_dashboard/User_');
    const again = (await screen.findAllByRole('navigation', { name: 'Admin' }))[0] as HTMLElement;
    expect(router.state.location.pathname).toBe('/admin_dashboard/user_management');
    expect(within(again).getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
    expect(within(again).getByRole('link', { name: 'Learning Hub' })).not.toHaveAttribute('aria-current');
  });
});
