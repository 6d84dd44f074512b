import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { ReceivedRequest } from '../../lib/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { setSession } from '../../lib/session';
import { sessionUserFixture } from '../../lib/session-fixture';
import { applyLiveEvent } from '../../lib/socket';
import { renderPage, serveFakeApi, shownLocation } from '../../lib/test-kit';
import type { NotificationItem } from './api/types';
import { NotificationBell } from './components/notification-bell';
import { notificationsLive } from './live';

const item = (change: Partial<NotificationItem>): NotificationItem => ({
  _id: 'n1',
  kind: 'statusChanged',
  title: 'Status changed to Rejected',
  text: 'Your request for Backend Engineer at Atlassian is now Rejected. Reason: Role filled',
  requestId: 'ref-1',
  read: false,
  createdAt: '2026-03-06T09:30:00.000Z',
  ...change,
});

let items: NotificationItem[] = [];
const answer = (request: ReceivedRequest) => {
  if (request.method === 'PUT') {
    const body = request.body as { ids?: string[]; all?: boolean };
    items = items.map((one) => (body.all || body.ids?.includes(one._id) ? { ...one, read: true } : one));
  }
  const unreadCount = items.filter((one) => !one.read).length;
  if (request.method === 'PUT') return { body: { statusCode: 200, message: 'Marked as read.', data: { unreadCount } } };
  return { body: { statusCode: 200, data: items, unreadCount, totalPages: 1, currentPage: 1 } };
};
const fake = serveFakeApi(answer);
const puts = () => fake.received.filter((request) => request.method === 'PUT').map((request) => request.body);

beforeEach(() => {
  localStorage.clear();
  setSession('token', sessionUserFixture());
  items = [
    item({}),
    item({ _id: 'n2', kind: 'chatMessage', title: 'New message from Riley Referrer', text: 'Backend Engineer at Atlassian: On it', requestId: 'ref-2' }),
    item({ _id: 'n3', kind: 'announcement', title: 'Maintenance', text: 'Down Sunday.', requestId: null, read: true }),
  ];
});

describe('the notification bell', () => {
  it('shows the unread count, and opening the list shows the entries and marks them read', async () => {
    const user = userEvent.setup();
    renderPage(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveTextContent('2');
    await user.click(bell);
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      expect.stringContaining('Status changed to Rejected'),
      expect.stringContaining('New message from Riley Referrer'),
      expect.stringContaining('Maintenance'),
    ]);
    expect(within(list).getByText(/Reason: Role filled/)).toBeInTheDocument();
    await waitFor(() => expect(puts()).toEqual([{ ids: ['n1', 'n2'] }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    // still marked as new while the list is open
    expect(within(list).getAllByText(', unread')).toHaveLength(2);
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    const user = userEvent.setup();
    renderPage(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Notifications/ })).toHaveFocus();
  });

  it('opens with the keyboard, and an entry leads to its request as the reader sees it', async () => {
    const user = userEvent.setup();
    renderPage(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.tab();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(list).getByRole('button', { name: /New message from Riley Referrer/ }));
    expect(shownLocation()).toHaveTextContent('/user_dashboard/job_referrals/ref-2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leads a referrer and an admin to their own view of the request', async () => {
    const user = userEvent.setup();
    setSession('token', sessionUserFixture({ userRole: 'referrer' }));
    renderPage(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Status changed/ }));
    expect(shownLocation()).toHaveTextContent('/referrer_dashboard/referrer_details/ref-1');
  });

  it('leads a feature’s entry (the forum’s) to the page it names, whatever the reader’s role', async () => {
    const user = userEvent.setup();
    items = [
      item({
        _id: 'n5',
        kind: 'discussionRestricted',
        title: 'Your discussion was restricted',
        text: 'An admin restricted "Cover letters". It no longer shows in the public forum; you can still open it.',
        requestId: null,
        link: '/discussionPost/d-1',
      }),
    ];
    renderPage(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(list).getByText(/It no longer shows in the public forum/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /Your discussion was restricted/ }));
    expect(shownLocation()).toHaveTextContent('/discussionPost/d-1');
  });

  it('marks all as read', async () => {
    const user = userEvent.setup();
    items = [...items, ...Array.from({ length: 3 }, (_, i) => item({ _id: `old-${i}` }))];
    renderPage(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 5 unread' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(puts()).toContainEqual({ all: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    const user = userEvent.setup();
    items = [];
    renderPage(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  it('counts a new notification without a reload when its event is pushed', async () => {
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    items = [item({ _id: 'n4', kind: 'announcement', title: 'Hello', text: 'Everyone', requestId: null }), ...items];
    act(() => applyLiveEvent(client, [notificationsLive], { type: 'AnnouncementSent', data: { title: 'Hello' } }));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });
});
