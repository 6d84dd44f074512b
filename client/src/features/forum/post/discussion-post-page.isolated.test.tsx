import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authModal } from '../../../lib/auth-modal';
import { startMultipartFakeApi, type RawReply, type RawRequest } from '../../../lib/multipart-fake-api';
import { clearSession, setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { renderPage } from '../../../lib/test-kit';
import { toast } from '../../../lib/toast';
import type { DiscussionDetail, VoteType } from '../api/types';
import { answerFixture, detailFixture } from '../test-fixtures';
import { DiscussionPostPage } from './discussion-post-page';

// a visitor's page opens its own socket: a stand-in that records what the page says and lets the test push events
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  return {
    emitted: [] as Array<[string, unknown]>,
    connected: true,
    disconnected: false,
    handlers,
    on(name: string, handler: (...args: unknown[]) => void) {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)?.add(handler);
      return this;
    },
    off(name: string, handler: (...args: unknown[]) => void) {
      handlers.get(name)?.delete(handler);
      return this;
    },
    emit(name: string, payload: unknown) {
      this.emitted.push([name, payload]);
      return this;
    },
    disconnect() {
      this.disconnected = true;
      return this;
    },
    push(name: string, payload: unknown) {
      for (const handler of handlers.get(name) ?? []) handler(payload);
    },
  };
});
vi.mock('socket.io-client', () => ({ io: () => socket }));

let stored: DiscussionDetail;
let answer: (request: RawRequest) => RawReply;
let fake: Awaited<ReturnType<typeof startMultipartFakeApi>>;
beforeAll(async () => {
  fake = await startMultipartFakeApi((request) => answer(request));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  toast.reset();
  authModal.close();
  clearSession();
  socket.emitted.length = 0;
  socket.handlers.clear();
  socket.disconnected = false;
  stored = detailFixture();
  answer = (request) => {
    if (request.method === 'GET') return { body: stored };
    if (request.url.endsWith('/vote')) return { body: voteOn(request) };
    if (request.url.endsWith('/flag')) return { status: 201, body: { message: 'Flagged.' } };
    return { status: 201, body: { message: 'Comment posted successfully!', data: { _id: 'a9' } } };
  };
});
afterEach(() => {
  cleanup();
  clearSession();
});

// the server's rule: a POST casts the vote (the same way twice counts once), a DELETE takes it back
let myVote: VoteType | null = null;
const voteOn = (request: RawRequest) => {
  myVote = request.method === 'DELETE' ? null : (fake.jsonOf(request) as { voteType: VoteType }).voteType;
  // the others' votes, 5 up and 1 down, and this reader's
  const up = 5 + (myVote === 'upvote' ? 1 : 0);
  const down = 1 + (myVote === 'downvote' ? 1 : 0);
  return { upVotes: up, downVotes: down, score: up - down, myVote };
};

const signIn = () => setSession('token-1', sessionUserFixture());
const open = () => {
  renderPage(<DiscussionPostPage />, { at: '/discussionPost/d1', path: '/discussionPost/:id' });
  return userEvent.setup();
};
const sent = (method: string) => fake.received.filter((request) => request.method === method);

describe('/discussionPost/{id}', () => {
  it('shows the discussion, its tags, votes, answers with their replies and related topics', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'How do I ask a referrer at Atlassian for a referral?' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('#Referrals#Atlassian');
    expect(screen.getByText('What should my first message say?').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Upvote this discussion (5)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Downvote this discussion (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { name: '1 Answer' })).toBeInTheDocument();
    const thread = screen.getByRole('article', { name: "Tom Nguyen's answer" });
    expect(thread).toHaveTextContent('Keep it short: the role, why you fit, and your resume.');
    expect(within(thread).getByRole('list', { name: "Replies to Tom Nguyen's answer" })).toHaveTextContent('Thanks, that helped.');
    expect(screen.getByRole('link', { name: 'Cover letters for graduate roles' })).toHaveAttribute('href', '/discussionPost/d2');
    expect(fake.received[0]?.url).toBe('/api/discussions/d1');
  });

  it('never runs script in a post: the payloads are dropped, the words stay', async () => {
    stored = detailFixture({
      content: '<p>Hello <img src=x onerror="window.pwned=1"><script>window.pwned=2</script><a href="javascript:window.pwned=3">link</a></p>',
      commentPosts: [answerFixture({ content: '<p onclick="window.pwned=4">Answer<iframe src="https://evil.example"></iframe></p>', replies: [] })],
    });
    open();
    await screen.findByRole('heading', { level: 1, name: stored.title });
    expect(document.body.querySelector('img, script, iframe, [onerror], [onclick]')).toBeNull();
    expect(screen.getByText('link')).not.toHaveAttribute('href');
    expect(screen.getByText('Answer')).toBeInTheDocument();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('tells the author of a restricted discussion why the forum no longer lists it, and says nothing on a published one', async () => {
    stored = detailFixture({ status: 'restricted' });
    open();
    expect(await screen.findByText(/A moderator restricted this discussion/)).toBeInTheDocument();
    cleanup();
    stored = detailFixture();
    open();
    await screen.findByRole('heading', { level: 1, name: stored.title });
    expect(screen.queryByText(/A moderator restricted this discussion/)).toBeNull();
  });

  it('votes up, takes the vote back with a second press (a DELETE), and changes it to down', async () => {
    myVote = null;
    signIn();
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Upvote this discussion (5)' }));
    const up = await screen.findByRole('button', { name: 'Upvote this discussion (6)' });
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(fake.jsonOf(sent('POST')[0] as RawRequest)).toEqual({ voteType: 'upvote' });
    expect(sent('POST')[0]?.url).toBe('/api/discussions/d1/vote');

    await user.click(up);
    expect(await screen.findByRole('button', { name: 'Upvote this discussion (5)' })).toHaveAttribute('aria-pressed', 'false');
    expect(sent('DELETE').map((request) => request.url)).toEqual(['/api/discussions/d1/vote']);
    expect(sent('POST')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Downvote this discussion (1)' }));
    expect(await screen.findByRole('button', { name: 'Downvote this discussion (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Upvote this discussion (5)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('votes on an answer', async () => {
    signIn();
    answer = (request) => (request.method === 'GET' ? { body: stored } : { body: { upVotes: 3, downVotes: 0, score: 3, myVote: 'upvote' } });
    const user = open();
    await user.click(await screen.findByRole('button', { name: "Upvote Tom Nguyen's answer (2)" }));
    expect(await screen.findByRole('button', { name: "Upvote Tom Nguyen's answer (3)" })).toHaveAttribute('aria-pressed', 'true');
    expect(sent('POST')[0]?.url).toBe('/api/discussions/a1/vote');
  });

  it('gives a visitor the sign-in modal for a vote, and no answer box', async () => {
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Upvote this discussion (5)' }));
    expect(authModal.getState()).toMatchObject({ isOpen: true, step: 'signIn', redirectTo: '/discussionPost/d1' });
    expect(sent('POST')).toEqual([]);
    expect(screen.queryByLabelText('Your answer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Flag/ })).not.toBeInTheDocument();
  });

  it("says 'Comment cannot be empty.' and sends nothing for an empty answer", async () => {
    signIn();
    const user = open();
    await user.type(await screen.findByLabelText('Your answer'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post Answer' }));
    expect(screen.getByText('Comment cannot be empty.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST')).toEqual([]);
  });

  it("posts an answer under the discussion as HTML of the words typed, and says 'Comment posted successfully!'", async () => {
    signIn();
    const user = open();
    await user.type(await screen.findByLabelText('Your answer'), 'Ask for a chat first.{Enter}{Enter}<b>Then</b> the referral.');
    await user.click(screen.getByRole('button', { name: 'Post Answer' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    const form = await fake.formOf(sent('POST')[0] as RawRequest);
    expect(form.get('source')).toBe('d1');
    expect(form.get('content')).toBe('<p>Ask for a chat first.</p><p>&lt;b&gt;Then&lt;/b&gt; the referral.</p>');
    expect(form.get('status')).toBe('published');
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Comment posted successfully!']));
    expect(screen.getByLabelText('Your answer')).toHaveValue('');
  });

  it('replies to an answer', async () => {
    signIn();
    const user = open();
    const thread = await screen.findByRole('article', { name: "Tom Nguyen's answer" });
    await user.click(within(thread).getByRole('button', { name: 'Reply' }));
    await user.click(within(thread).getByRole('button', { name: 'Post Reply' }));
    expect(within(thread).getByText('Comment cannot be empty.')).toBeInTheDocument();
    await user.type(within(thread).getByLabelText('Reply to Tom Nguyen'), 'Thank you!');
    await user.click(within(thread).getByRole('button', { name: 'Post Reply' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect((await fake.formOf(sent('POST')[0] as RawRequest)).get('source')).toBe('a1');
    await waitFor(() => expect(within(thread).queryByLabelText('Reply to Tom Nguyen')).not.toBeInTheDocument());
  });

  it("says 'Error posting comment', or the server's rate limit in its words", async () => {
    signIn();
    answer = (request) => (request.method === 'GET' ? { body: stored } : { status: 500, body: { status: 500, message: 'boom' } });
    const user = open();
    await user.type(await screen.findByLabelText('Your answer'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Answer' }));
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Error posting comment']));

    answer = (request) =>
      request.method === 'GET'
        ? { body: stored }
        : { status: 429, body: { status: 429, message: 'New members can post 3 comments in 10 minutes. Try again in 5 minutes.' } };
    await user.click(screen.getByRole('button', { name: 'Post Answer' }));
    expect(await screen.findByText('New members can post 3 comments in 10 minutes. Try again in 5 minutes.', { selector: 'p' })).toBeInTheDocument();
  });

  it('flags the discussion as spam', async () => {
    signIn();
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Flag this discussion' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Spam' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]?.url).toBe('/api/discussions/d1/flag');
    expect(fake.jsonOf(sent('POST')[0] as RawRequest)).toEqual({ reason: 'spam' });
  });

  it("says 'Discussion not found.' for a discussion that is not there", async () => {
    answer = () => ({ status: 404, body: { status: 404, message: 'Discussion not found.' } });
    open();
    expect(await screen.findByText('Discussion not found.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch discussion.' when it cannot be read", async () => {
    answer = () => ({ status: 500, body: { status: 500, message: 'boom' } });
    open();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Failed to fetch discussion.');
  });

  it("joins the discussion's room, reads it again when something is pushed there, and leaves on unmount", async () => {
    const { unmount } = renderPage(<DiscussionPostPage />, { at: '/discussionPost/d1', path: '/discussionPost/:id' });
    await screen.findByRole('heading', { level: 1, name: stored.title });
    expect(socket.emitted).toContainEqual(['forum:watch', { discussionId: 'd1' }]);
    stored = detailFixture({ commentPosts: [answerFixture(), answerFixture({ _id: 'a2', content: '<p>A second answer, live.</p>', replies: [] })] });
    const reads = fake.received.length;
    act(() => socket.push('event', { type: 'DiscussionPosted', data: { discussionId: 'd1' } }));
    expect(await screen.findByText('A second answer, live.')).toBeInTheDocument();
    expect(fake.received.length).toBeGreaterThan(reads);
    unmount();
    expect(socket.emitted).toContainEqual(['forum:unwatch', { discussionId: 'd1' }]);
    expect(socket.disconnected).toBe(true);
  });
});
