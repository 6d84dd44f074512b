import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminReferralPage } from '../features/referrals/admin/admin-referral-page';
import { referralFixture } from '../features/referrals/components/referral-fixture';
import { SeekerReferralPage } from '../features/referrals/seeker/seeker-referral-page';
import { seekerReferralFixture } from '../features/referrals/seeker/seeker-fixture';
import type { Referral } from '../features/referrals/api/types';
import type { AdminUser } from '../features/admin/api/types';
import { UserDetailPage } from '../features/admin/user-detail-page';
import { ReferrerReputation } from '../features/reputation/components/referrer-reputation';
import { reputationFixture } from '../features/reputation/reputation-fixture';
import { setSession } from '../lib/session';
import { sessionUserFixture } from '../lib/session-fixture';
import { renderPage, serveFakeApi } from '../lib/test-kit';

/**
 * The reputation feature's component, handed to the seeker's and the admin's pages as app/routes.tsx hands it: it shows
 * where the referrer handling a request appears, and on the admin's page of a referrer.
 */
let referral: Referral = seekerReferralFixture();
let user: AdminUser;
const fake = serveFakeApi((request) => {
  if (request.url === '/api/referrers/ref1/reputation') return { body: { statusCode: 200, data: reputationFixture() } };
  if (request.url === '/api/referrers/u9/reputation')
    return { body: { statusCode: 200, data: reputationFixture({ referrerId: 'u9', name: 'Rhea Referrer' }) } };
  if (request.url.startsWith('/api/admin/users/')) return { body: { data: user } };
  if (request.url.startsWith('/api/job-referral/') || request.url.startsWith('/api/admin/services/')) return { body: { statusCode: 200, data: referral } };
  return { status: 404, body: { status: 404, code: 'not_found', message: 'Not found.' } };
});
beforeEach(() => {
  localStorage.clear();
  setSession('tok', sessionUserFixture());
});

const reputationReads = () => fake.received.filter((request) => request.url.startsWith('/api/referrers/')).map((request) => request.url);

describe('the referrer’s reputation on the detail pages', () => {
  it('sits in the seeker’s card of the referrer handling their request', async () => {
    referral = seekerReferralFixture();
    renderPage(<SeekerReferralPage reputation={ReferrerReputation} />, { at: '/user_dashboard/job_referrals/r1', path: '/user_dashboard/job_referrals/:id' });
    const card = await screen.findByRole('region', { name: 'Riley Referrer' });
    const part = within(card).getByRole('region', { name: 'Reputation · last 90 days' });
    expect(await within(part).findByText('75%')).toBeInTheDocument();
    expect(within(part).getByText('2 h 5 min')).toBeInTheDocument();
    expect(reputationReads()).toEqual(['/api/referrers/ref1/reputation']);
  });

  it('is not asked for while nobody handles the seeker’s request', async () => {
    referral = seekerReferralFixture({ referrer: null, status: 'pending', currentStatus: 'pending' });
    renderPage(<SeekerReferralPage reputation={ReferrerReputation} />, { at: '/user_dashboard/job_referrals/r1', path: '/user_dashboard/job_referrals/:id' });
    await screen.findByRole('heading', { name: 'Content Designer at Canva' });
    expect(screen.queryByRole('region', { name: /Reputation/ })).not.toBeInTheDocument();
    expect(reputationReads()).toEqual([]);
  });

  it('is a card of its own beside the admin’s request', async () => {
    referral = referralFixture({ referrer: { id: 'ref1', name: 'Riley Referrer' }, status: 'inProgress', currentStatus: 'inProgress' });
    renderPage(<AdminReferralPage reputation={ReferrerReputation} />, { at: '/admin_dashboard/job_referrals/r1', path: '/admin_dashboard/job_referrals/:id' });
    const card = await screen.findByRole('region', { name: 'Referrer reputation' });
    expect(within(card).getByText('Riley Referrer, last 90 days')).toBeInTheDocument();
    expect(await within(card).findByText('1 of 3 requests taken reached approved')).toBeInTheDocument();
  });

  it('is on the admin’s page of a referrer, and of nobody else', async () => {
    const base: AdminUser = {
      id: 'u9',
      index: 9,
      firstName: 'Rhea',
      lastName: 'Referrer',
      email: 'rhea@example.com.au',
      userRole: 'referrer',
      role: 'referrer',
      createdAt: '2025-03-01T10:00:00.000Z',
      accountStatus: 'active',
      referrerVerificationStatus: 'approved',
    };
    user = base;
    renderPage(<UserDetailPage reputation={ReferrerReputation} />, { at: '/admin_dashboard/user_management/u9', path: '/admin_dashboard/user_management/:id' });
    const card = await screen.findByRole('region', { name: 'Referrer reputation' });
    expect(within(card).getByText('Rhea Referrer, last 90 days')).toBeInTheDocument();
    expect(await within(card).findByText('75%')).toBeInTheDocument();
  });

  it('is not on the admin’s page of a job seeker', async () => {
    user = {
      id: 'u8',
      index: 8,
      firstName: 'Liam',
      lastName: 'Chen',
      email: 'liam@example.com.au',
      userRole: 'applicant',
      role: 'jobSeeker',
      createdAt: '2025-03-01T10:00:00.000Z',
      accountStatus: 'active',
      referrerVerificationStatus: null,
    };
    renderPage(<UserDetailPage reputation={ReferrerReputation} />, { at: '/admin_dashboard/user_management/u8', path: '/admin_dashboard/user_management/:id' });
    await screen.findByRole('heading', { name: 'Liam Chen' });
    await waitFor(() => expect(fake.received.length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Referrer reputation' })).not.toBeInTheDocument();
    expect(reputationReads()).toEqual([]);
  });
});
