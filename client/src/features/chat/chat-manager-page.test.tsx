import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '../../lib/session';
import { sessionUserFixture } from '../../lib/session-fixture';
import { renderPage, serveFakeApi } from '../../lib/test-kit';
import { chatFixture, chatPageFixture, messageFixture } from './chat-fixture';
import { ChatManagerPage } from './chat-manager-page';

const fake = serveFakeApi((request) => {
  const url = new URL(request.url, 'http://fake');
  if (url.pathname === '/api/chat')
    return { body: { statusCode: 200, data: url.searchParams.get('chatType') === 'jobReferral' ? [chatFixture({ canSend: false })] : [] } };
  return {
    body: { statusCode: 200, data: chatPageFixture([messageFixture(1, 'seeker', 'Hi Sam'), messageFixture(2, 'referrer', 'Hello Mia')], { canSend: false }) },
  };
});

beforeEach(() => {
  localStorage.clear();
  setSession('tok', sessionUserFixture({ id: 'admin-1', userRole: 'admin' }));
});

describe('the admin chat manager', () => {
  it('reads a job referral chat between the two people, with no message box', async () => {
    const user = userEvent.setup();
    renderPage(<ChatManagerPage />, { at: '/admin_dashboard/chat_manager' });
    expect(screen.getByRole('tab', { name: /^Job Referrals/ })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Chats' });
    await user.click(within(list).getByRole('button', { name: /Mia Tran and Sam Lee/ }));
    const conversation = await screen.findByRole('region', { name: 'Mia Tran and Sam Lee' });
    expect(await within(conversation).findByText('Hello Mia')).toBeInTheDocument();
    // neither message is the admin's own
    expect(within(conversation).queryByText('You')).not.toBeInTheDocument();
    expect(within(conversation).getByRole('note')).toHaveTextContent('Read only: admins can read job referral chats but not send in them.');
    expect(within(conversation).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(conversation).getByRole('link', { name: 'View request' })).toHaveAttribute('href', '/admin_dashboard/job_referrals/r1');
  });

  it('has a Resume Review tab, empty until there are resume review chats', async () => {
    const user = userEvent.setup();
    renderPage(<ChatManagerPage />, { at: '/admin_dashboard/chat_manager' });
    await screen.findByRole('list', { name: 'Chats' });
    await user.click(screen.getByRole('tab', { name: /^Resume Review/ }));
    expect(await screen.findByText('No resume review chats yet')).toBeInTheDocument();
    expect(fake.received.map((request) => request.url)).toContain('/api/chat?chatType=resumeReview');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/admin_dashboard/chat_manager?type=resumeReview');
  });

  it('counts the chats of each type on its tab', async () => {
    renderPage(<ChatManagerPage />, { at: '/admin_dashboard/chat_manager' });
    expect(await screen.findByRole('tab', { name: /^Job Referrals\s*1$/ })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /^Resume Review\s*0$/ })).toBeInTheDocument();
  });

  it('leads back to the admin dashboard', () => {
    renderPage(<ChatManagerPage />, { at: '/admin_dashboard/chat_manager' });
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin_dashboard');
  });
});
