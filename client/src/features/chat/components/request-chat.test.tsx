import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { startMultipartFakeApi, type RawReply, type RawRequest } from '../../../lib/multipart-fake-api';
import { createQueryClient } from '../../../lib/query-client';
import { applyLiveEvent } from '../../../lib/socket';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { toast } from '../../../lib/toast';
import { renderPage } from '../../../lib/test-kit';
import type { ChatMessage, ChatPage } from '../api/types';
import { chatPageFixture, messageFixture, people } from '../chat-fixture';
import { chatLive } from '../live';
import { ChatDrawer } from './chat-drawer';
import { RequestChat } from './request-chat';

const file = (sequence: number, name: string, image: boolean): ChatMessage =>
  messageFixture(sequence, 'seeker', name, {
    content: {
      type: 'file',
      value: name,
      file: { name, size: 120_000, mime: image ? 'image/png' : 'application/pdf', url: `/api/chat/r1/files/m${sequence}`, image },
    },
  });

let page: (before: string | null) => ChatPage = () => chatPageFixture([]);
let answerSend: (request: RawRequest) => RawReply = () => ({
  status: 201,
  body: { statusCode: 201, data: { newMessage: messageFixture(99, 'referrer', 'sent') } },
});

/** A 1x1 PNG, and an SVG with a script: what a file's download answers (by default the PNG). */
const pngBytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const hostileSvg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>document.title="pwned"</script></svg>');
let fileReply: (path: string) => { body: Buffer; type: string } = () => ({ body: pngBytes, type: 'image/png' });
/** The types of the blobs the page made object URLs for. */
const objectUrlTypes: string[] = [];

let fake: Awaited<ReturnType<typeof startMultipartFakeApi>>;
beforeAll(async () => {
  fake = await startMultipartFakeApi((request) => {
    const url = new URL(request.url, 'http://fake');
    if (request.method === 'POST') return answerSend(request);
    if (request.method === 'PUT') return { body: { statusCode: 200, data: { unreadCount: 0 } } };
    if (url.pathname.includes('/files/')) return fileReply(url.pathname);
    return { body: { statusCode: 200, data: page(url.searchParams.get('before')) } };
  });
  // jsdom has no object URLs; the image's bytes arrive, and this stands for the address the browser would give them
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn((blob: Blob) => {
      objectUrlTypes.push(blob.type);
      return 'blob:chat-image';
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});
afterAll(() => fake.close());
beforeEach(() => {
  toast.reset();
  fake.received.length = 0;
  objectUrlTypes.length = 0;
  fileReply = () => ({ body: pngBytes, type: 'image/png' });
  localStorage.clear();
  setSession('tok', sessionUserFixture({ id: people.referrer._id, userRole: 'referrer' }));
  page = () =>
    chatPageFixture([messageFixture(1, null, 'Payment received.'), messageFixture(2, 'seeker', 'Hi Sam'), messageFixture(3, 'referrer', 'Hello Mia')]);
  answerSend = () => ({ status: 201, body: { statusCode: 201, data: { newMessage: messageFixture(99, 'referrer', 'sent') } } });
});
afterEach(cleanup);

const renderChat = () =>
  renderPage(<RequestChat chatType="jobReferral" requestId="r1" company="Atlassian" position="Software Engineer" label="Chat with Mia" />);

const openChat = async (user: ReturnType<typeof userEvent.setup>, { rendered = false } = {}) => {
  if (!rendered) renderChat();
  await user.click(await screen.findByRole('button', { name: /^Chat with Mia/ }));
  return screen.findByRole('dialog', { name: 'Software Engineer at Atlassian' });
};
const posts = () => fake.received.filter((request) => request.method === 'POST');
const toasts = () => toast.getAll().map((t) => t.message);

describe('the request chat drawer', () => {
  it('shows the conversation oldest first: system lines, whose each message is, and its date in the Australian form', async () => {
    const user = userEvent.setup();
    const drawer = await openChat(user);
    const items = await within(drawer).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Payment received.'),
      expect.stringContaining('Mia TranHi Sam'),
      expect.stringContaining('YouHello Mia'),
    ]);
    expect(items[1]).toHaveTextContent('05 Mar 2026');
    expect(items[2]).toHaveClass('items-end');
  });

  it('shows an image inline under its name, and any other file as a link to download', async () => {
    page = () => chatPageFixture([file(1, 'offer-letter.png', true), file(2, 'resume.pdf', false)]);
    const user = userEvent.setup();
    const drawer = await openChat(user);
    expect(await within(drawer).findByRole('img', { name: 'offer-letter.png' })).toHaveAttribute('src', 'blob:chat-image');
    expect(within(drawer).getByRole('button', { name: 'Download resume.pdf' })).toHaveTextContent('0.11 MB');
    // the image was read with the session's bearer: a plain <img src> would carry none
    expect(fake.received.find((request) => request.url === '/api/chat/r1/files/m1')).toBeDefined();
    expect(objectUrlTypes).toEqual(['image/png']);
  });

  it('never shows an SVG inline, even one the server called an image and typed image/png: it is a download link, and no address of its type is made', async () => {
    fileReply = () => ({ body: hostileSvg, type: 'image/png' });
    page = () => chatPageFixture([file(1, 'cat.png', true)]);
    const user = userEvent.setup();
    const drawer = await openChat(user);
    expect(await within(drawer).findByRole('button', { name: 'Download cat.png' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('img')).toBeNull();
    expect(objectUrlTypes).toEqual([]);
  });

  it('sends on Enter as multipart chatId, contentType and content, and Shift+Enter starts a new line instead', async () => {
    const user = userEvent.setup();
    const drawer = await openChat(user);
    const box = await within(drawer).findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('Line one\nline two');
    expect(posts()).toEqual([]);

    await user.type(box, '{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [sent] = posts();
    expect(sent?.url).toBe('/api/chat/r1/sendMessage');
    expect(sent?.contentType).toMatch(/^multipart\/form-data/);
    const form = await fake.formOf(sent as RawRequest);
    // multipart sends a line break as CRLF, as a browser does
    expect(Object.fromEntries(form.entries())).toEqual({ chatId: 'r1', contentType: 'text', content: 'Line one\r\nline two' });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('sends an attached file as contentType file', async () => {
    const user = userEvent.setup();
    const drawer = await openChat(user);
    await user.upload(within(drawer).getByLabelText('Attach a file'), new File(['%PDF-1.4'], 'cover.pdf', { type: 'application/pdf' }));
    expect(within(drawer).getByText(/cover\.pdf/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const form = await fake.formOf(posts()[0] as RawRequest);
    expect(form.get('contentType')).toBe('file');
    expect((form.get('content') as File).name).toBe('cover.pdf');
  });

  it("says 'Message is required.' and sends nothing when there is neither text nor a file", async () => {
    const user = userEvent.setup();
    const drawer = await openChat(user);
    const box = await within(drawer).findByRole('textbox', { name: 'Message' });
    await user.type(box, '   {Enter}');
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Message is required.');
    expect(box).toHaveAccessibleDescription(/Message is required\./);
    await user.click(within(drawer).getByRole('button', { name: 'Send message' }));
    expect(posts()).toEqual([]);
  });

  it("says 'Failed to add message' when the send is refused, and keeps the text to send again", async () => {
    answerSend = () => ({ status: 500, body: {} });
    const user = userEvent.setup();
    const drawer = await openChat(user);
    const box = await within(drawer).findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Are you there?{Enter}');
    await waitFor(() => expect(toasts()).toEqual(['Failed to add message']));
    expect(box).toHaveValue('Are you there?');
  });

  it('offers an admin no message box in a job referral chat, and says why', async () => {
    setSession('tok', sessionUserFixture({ id: 'admin-1', userRole: 'admin' }));
    page = () => chatPageFixture([messageFixture(1, 'seeker', 'Hi Sam')], { canSend: false });
    const user = userEvent.setup();
    const drawer = await openChat(user);
    expect(await within(drawer).findByRole('note')).toHaveTextContent('Read only: admins can read job referral chats but not send in them.');
    expect(within(drawer).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
  });

  it('minimizes to a bar that keeps the focus, and opens again from it', async () => {
    const user = userEvent.setup();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Minimize chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Chat about Software Engineer at Atlassian, minimized' });
    const restore = within(bar).getByRole('button', { name: 'Open chat: Software Engineer at Atlassian' });
    expect(restore).toHaveFocus();
    await user.click(restore);
    expect(await screen.findByRole('dialog', { name: 'Software Engineer at Atlassian' })).toBeInTheDocument();
  });

  it('minimized, shows the company, the position and how many messages came since', () => {
    renderPage(
      <ChatDrawer
        state="minimized"
        onStateChange={() => undefined}
        chatType="jobReferral"
        requestId="r1"
        company="Atlassian"
        position="Software Engineer"
        unread={3}
      />,
    );
    const bar = screen.getByRole('region', { name: 'Chat about Software Engineer at Atlassian, minimized' });
    expect(bar).toHaveTextContent('Atlassian');
    expect(bar).toHaveTextContent('Software Engineer');
    expect(bar).toHaveTextContent('3');
    expect(within(bar).getByRole('button', { name: 'Open chat: Software Engineer at Atlassian, 3 unread messages' })).toBeInTheDocument();
    expect(fake.received).toEqual([]);
  });

  it('shows a message pushed to the open chat with its text at once, without reading the chat again, and marks it read', async () => {
    const queryClient = createQueryClient();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <RequestChat chatType="jobReferral" requestId="r1" company="Atlassian" position="Software Engineer" label="Chat with Mia" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const drawer = await openChat(user, { rendered: true });
    await waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(3));
    const reads = () => fake.received.filter((request) => request.method === 'GET' && request.url.startsWith('/api/chat/jobReferral/r1')).length;
    const readsBefore = reads();

    const message = messageFixture(4, 'seeker', 'Can we talk tomorrow morning?');
    act(() =>
      applyLiveEvent(queryClient, [chatLive], {
        type: 'ChatMessageSent',
        position: 120,
        data: { chatId: 'r1', chatType: 'jobReferral', requestId: 'r1', messageId: 'm4', sender: { userId: people.seeker._id }, message },
      }),
    );
    expect(await within(drawer).findByText('Can we talk tomorrow morning?')).toBeInTheDocument();
    await waitFor(() => expect(fake.received.filter((request) => request.method === 'PUT').map((put) => fake.jsonOf(put))).toEqual([{ upTo: 4 }]));
    expect(reads()).toBe(readsBefore);
  });

  it('marks what it shows as read', async () => {
    page = () => chatPageFixture([messageFixture(1, 'seeker', 'Hi Sam'), messageFixture(2, 'seeker', 'Any news?')], { unreadCount: 2, badge: 2 });
    const user = userEvent.setup();
    renderChat();
    await screen.findByRole('button', { name: 'Chat with Mia, 2 unread messages' });
    expect(fake.received.filter((request) => request.method === 'PUT')).toEqual([]);
    await openChat(user, { rendered: true });
    await waitFor(() => expect(fake.received.filter((request) => request.method === 'PUT')).toHaveLength(1));
    const put = fake.received.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/chat/r1/read');
    expect(fake.jsonOf(put as RawRequest)).toEqual({ upTo: 2 });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Chat with Mia/ })).toHaveAccessibleName('Chat with Mia'));
  });

  it('says "Seen" under the newest of my messages the other person has read, and under no other', async () => {
    page = () =>
      chatPageFixture(
        [
          messageFixture(1, 'seeker', 'Hi Sam'),
          messageFixture(2, 'referrer', 'Hello Mia'),
          messageFixture(3, 'referrer', 'Sent it on'),
          messageFixture(4, 'referrer', 'Any questions?'),
        ],
        { seenBy: [{ _id: people.seeker._id, name: people.seeker.name, upTo: 3 }] },
      );
    const user = userEvent.setup();
    const dialog = await openChat(user);
    const seen = await within(dialog).findAllByText('Seen');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.closest('li')).toHaveTextContent('Sent it on');
  });

  it('says nothing is seen while the other person has read none of my messages', async () => {
    page = () =>
      chatPageFixture([messageFixture(1, 'seeker', 'Hi Sam'), messageFixture(2, 'referrer', 'Hello Mia')], {
        seenBy: [{ _id: people.seeker._id, name: people.seeker.name, upTo: 1 }],
      });
    const user = userEvent.setup();
    const dialog = await openChat(user);
    await within(dialog).findByText('Hello Mia');
    expect(within(dialog).queryByText('Seen')).not.toBeInTheDocument();
  });

  it('puts older messages above on "Load older messages"', async () => {
    const newer = Array.from({ length: 3 }, (_, i) => messageFixture(31 + i, 'seeker', `newer ${31 + i}`));
    const older = [messageFixture(1, null, 'Payment received.'), messageFixture(2, 'seeker', 'first words')];
    page = (before) => (before === '31' ? chatPageFixture(older, { hasMore: false }) : chatPageFixture(newer, { hasMore: true }));
    const user = userEvent.setup();
    const drawer = await openChat(user);
    await within(drawer).findByText('newer 33');
    await user.click(within(drawer).getByRole('button', { name: 'Load older messages' }));
    await within(drawer).findByText('first words');
    expect(
      within(drawer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Payment received.'),
      expect.stringContaining('first words'),
      expect.stringContaining('newer 31'),
      expect.stringContaining('newer 32'),
      expect.stringContaining('newer 33'),
    ]);
    expect(within(drawer).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(fake.received.some((request) => request.url === '/api/chat/jobReferral/r1?before=31')).toBe(true);
  });

  it('closes on Escape and gives the focus back to the Chat button', async () => {
    const user = userEvent.setup();
    await openChat(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Chat with Mia/ })).toHaveFocus();
  });
});
