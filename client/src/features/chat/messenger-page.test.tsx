import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../lib/fake-api';
import { setSession } from '../../lib/session';
import { sessionUserFixture } from '../../lib/session-fixture';
import { toast } from '../../lib/toast';
import { renderPage, serveFakeApi } from '../../lib/test-kit';
import type { Chat } from './api/types';
import { chatFixture, chatPageFixture, messageFixture } from './chat-fixture';
import { MessengerPage } from './messenger-page';

const chats: Chat[] = [
  chatFixture({ unreadCount: 2, badge: 2, latestMessage: { content: { type: 'text', value: 'Any news?' }, timestamp: '2026-03-06T12:00:00.000Z' } }),
  chatFixture({
    _id: 'r2',
    requestDetails: { _id: 'r2', desiredPosition: 'Designer', companyName: 'Canva', status: 'pending', statusLabel: 'Pending' },
    participants: { jobSeeker: { _id: 'seeker-2', name: 'Noah Smith', firstName: 'Noah' }, referrer: { _id: 'referrer-1', name: 'Sam Lee', firstName: 'Sam' } },
    latestMessage: { content: { type: 'file', value: 'portfolio.pdf' }, timestamp: '2026-03-04T12:00:00.000Z' },
  }),
];

const matches = (chat: Chat, search: string) =>
  [chat.participants.jobSeeker.name, chat.requestDetails.desiredPosition, chat.requestDetails.companyName].some((text) =>
    text.toLowerCase().includes(search.toLowerCase()),
  );

let answerList: (search: string) => FakeReply = (search) => ({ body: { statusCode: 200, data: chats.filter((chat) => matches(chat, search)) } });
const answer = (request: ReceivedRequest): FakeReply => {
  const url = new URL(request.url, 'http://fake');
  if (url.pathname === '/api/chat') return answerList(url.searchParams.get('search') ?? '');
  if (request.method === 'PUT') return { body: { statusCode: 200, data: { unreadCount: 0 } } };
  return {
    body: { statusCode: 200, data: chatPageFixture([messageFixture(1, 'seeker', 'Hi Sam'), messageFixture(2, 'seeker', 'Any news?')], { unreadCount: 2 }) },
  };
};
const fake = serveFakeApi(answer);

beforeEach(() => {
  localStorage.clear();
  setSession('tok', sessionUserFixture({ id: 'referrer-1', userRole: 'referrer' }));
  answerList = (search) => ({ body: { statusCode: 200, data: chats.filter((chat) => matches(chat, search)) } });
});

const renderMessenger = (at = '/referrer_dashboard/messanger') => renderPage(<MessengerPage />, { at });
const rows = async () => within(await screen.findByRole('list', { name: 'Chats' })).getAllByRole('button');

describe('the referrer messenger', () => {
  it('lists the job referral chats: the job seeker, the position at the company, the last message and the unread count', async () => {
    renderMessenger();
    const [first, second] = await rows();
    expect(first).toHaveTextContent('Mia Tran');
    expect(first).toHaveTextContent('Software Engineer at Atlassian');
    expect(first).toHaveTextContent('Any news?');
    expect(first).toHaveTextContent('06 Mar 2026');
    expect(first).toHaveAccessibleName(expect.stringContaining('2 unread messages'));
    expect(second).toHaveTextContent('Designer at Canva');
    expect(second).toHaveTextContent('Sent a file: portfolio.pdf');
    expect(fake.received[0]?.url).toBe('/api/chat?chatType=jobReferral');
  });

  it('filters the list by what is typed in the search box', async () => {
    const user = userEvent.setup();
    renderMessenger();
    expect(await rows()).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'canva');
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect((await rows())[0]).toHaveTextContent('Noah Smith');
    expect(fake.received.at(-1)?.url).toBe('/api/chat?chatType=jobReferral&search=canva');
  });

  it('says when nothing matches, and clears the search', async () => {
    const user = userEvent.setup();
    renderMessenger('/referrer_dashboard/messanger?search=nobody');
    expect(await screen.findByText('No chats match “nobody”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await rows()).toHaveLength(2);
  });

  it('opens the selected conversation with a message box, and marks it read', async () => {
    const user = userEvent.setup();
    renderMessenger();
    await user.click((await rows())[0] as HTMLElement);
    const conversation = await screen.findByRole('region', { name: 'Mia Tran' });
    expect(await within(conversation).findByText('Hi Sam')).toBeInTheDocument();
    expect(within(conversation).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(within(conversation).getByText('In progress')).toBeInTheDocument();
    expect(within(conversation).getByRole('link', { name: 'View request' })).toHaveAttribute('href', '/referrer_dashboard/referrer_details/r1');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/referrer_dashboard/messanger?chat=r1');
    await waitFor(() => expect(fake.received.find((request) => request.method === 'PUT')).toMatchObject({ url: '/api/chat/r1/read', body: { upTo: 2 } }));
  });

  it('shows the request’s status in the words of its kind', async () => {
    const user = userEvent.setup();
    answerList = () => ({
      body: { statusCode: 200, data: [chatFixture({ requestDetails: { ...chatFixture().requestDetails, status: 'completed', statusLabel: 'Completed' } })] },
    });
    renderMessenger();
    await user.click((await rows())[0] as HTMLElement);
    expect(within(await screen.findByRole('region', { name: 'Mia Tran' })).getByText('Completed')).toBeInTheDocument();
  });

  it('invites a referrer without chats to the requests', async () => {
    answerList = () => ({ body: { statusCode: 200, data: [] } });
    renderMessenger();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See referral requests' })).toHaveAttribute('href', '/referrer_dashboard');
  });

  it("says 'Failed to fetch chats.' when the list cannot be read", async () => {
    answerList = () => ({ status: 403, body: { message: 'Forbidden' } });
    renderMessenger();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch chats.');
    expect(toast.getAll().map((t) => t.message)).toEqual(['Failed to fetch chats.']);
  });
});
