import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../../lib/fake-api';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import type { FlaggedItem } from '../api/types';
import { discussionFixture, pageOf } from '../test-fixtures';
import { AdminForumPage } from './admin-forum-page';

const stats = { total: 14, published: 12, restricted: 2, flagged: 1 };
const restricted = discussionFixture({ _id: 'd7', index: 7, title: 'Buy cheap followers', status: 'restricted' });
const flagged: FlaggedItem = {
  _id: 'c3',
  title: null,
  content: '<p>Visit my site for guaranteed jobs</p>',
  source: 'd1',
  discussionId: 'd1',
  user: { _id: 'u9', firstName: 'Spam', lastName: 'Bot', picture: null, positionAtCompany: null },
  flags: [
    { reason: 'spam', count: 2 },
    { reason: 'offTopic', count: 1 },
  ],
  flagsCount: 3,
  hidden: true,
  publishedAt: '2026-10-09T08:00:00.000Z',
};
let reply: (request: ReceivedRequest) => FakeReply;
const fake = serveFakeApi((request) => reply(request));
beforeEach(() => {
  reply = (request) => {
    if (request.url === '/api/discussion-stats') return { body: stats };
    if (request.url.startsWith('/api/discussions/flagged')) return { body: { data: [flagged], totalPages: 1, currentPage: 1, total: 1 } };
    if (request.method === 'DELETE') return { status: 204 };
    if (request.method === 'POST') return { body: { message: 'Done.' } };
    return { body: pageOf([discussionFixture(), restricted], { totalPages: 2, total: 14 }) };
  };
});

const calls = () => fake.received.map((request) => `${request.method} ${request.url}`);
const open = (at = '/admin_dashboard/discussion_forum') => renderPage(<AdminForumPage />, { at, path: '/admin_dashboard/discussion_forum' });
const table = () => screen.findByRole('table');
const rowOf = async (title: string) =>
  within(await table())
    .getByRole('link', { name: title })
    .closest('tr') as HTMLElement;

describe('admin discussion forum', () => {
  it('shows the statistics and the tabs All, Published, Restricted and Flagged with their counts', async () => {
    open();
    const tabs = await screen.findByRole('tablist', { name: 'Filter discussions by status' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['All14', 'Published12', 'Restricted2', 'Flagged1']),
    );
    expect(screen.getByText('Total discussions').closest('div')).toHaveTextContent('Total discussions14');
    expect(screen.getByText('Flagged for review').closest('div')).toHaveTextContent('Flagged for review1');
    expect(calls()).toEqual(expect.arrayContaining(['GET /api/discussion-stats', 'GET /api/discussions?page=1&limit=10&isDashboard=true']));
  });

  it('filters on a tab, 10 a page, back on page 1', async () => {
    const user = userEvent.setup();
    open('/admin_dashboard/discussion_forum?page=2');
    await user.click(await screen.findByRole('tab', { name: /^Restricted/ }));
    await waitFor(() => expect(calls()).toContain('GET /api/discussions?page=1&limit=10&status=restricted&isDashboard=true'));
    expect(screen.getByRole('tab', { name: /^Restricted/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists each discussion with its status and a link to its details', async () => {
    open();
    const row = await rowOf('Buy cheap followers');
    expect(within(row).getByText('Restricted')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Buy cheap followers' })).toHaveAttribute('href', '/admin_dashboard/discussion_forum_Details/d7');
  });

  it("deletes only after the spec's confirmation, and says 'Discussion deleted successfully!'", async () => {
    const user = userEvent.setup();
    open();
    await user.click(within(await rowOf('Buy cheap followers')).getByRole('button', { name: 'Delete Buy cheap followers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this discussion?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this discussion? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls().filter((call) => call.startsWith('DELETE'))).toEqual([]);
    await user.click(within(await table()).getByRole('button', { name: 'Delete Buy cheap followers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls()).toContain('DELETE /api/discussions/d7'));
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Discussion deleted successfully!']));
  });

  it("says 'Failed to delete discussion.' when the delete fails", async () => {
    const base = reply;
    reply = (request) => (request.method === 'DELETE' ? { status: 500, body: { status: 500, message: 'boom' } } : base(request));
    const user = userEvent.setup();
    open();
    await user.click(within(await rowOf('Buy cheap followers')).getByRole('button', { name: 'Delete Buy cheap followers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Failed to delete discussion.']));
  });

  it('restricts a published discussion and publishes a restricted one again', async () => {
    const user = userEvent.setup();
    open();
    await user.click(within(await rowOf('How do I ask a referrer at Atlassian for a referral?')).getByRole('button', { name: /^Restrict / }));
    await waitFor(() => expect(calls()).toContain('POST /api/discussions/d1/restrict'));
    expect(fake.received.find((request) => request.url === '/api/discussions/d1/restrict')?.body).toEqual({ restricted: true });
    await user.click(within(await rowOf('Buy cheap followers')).getByRole('button', { name: 'Publish again Buy cheap followers' }));
    await waitFor(() => expect(fake.received.find((request) => request.url === '/api/discussions/d7/restrict')?.body).toEqual({ restricted: false }));
  });

  // three dialogs one after the other: past the default 5 s once in a full run on two busy cores (2026-11-29)
  it('reviews flagged posts: keep, hide, or delete after confirming', async () => {
    const user = userEvent.setup();
    open('/admin_dashboard/discussion_forum?tab=flagged');
    const queue = await screen.findByRole('list', { name: 'Flagged posts' });
    expect(queue).toHaveTextContent('Comment by Spam Bot');
    expect(queue).toHaveTextContent('Spam × 2');
    expect(queue).toHaveTextContent('Off-topic × 1');
    expect(queue).toHaveTextContent('Hidden');
    expect(queue).toHaveTextContent('Visit my site for guaranteed jobs');
    expect(within(queue).getByRole('button', { name: 'Hide Comment by Spam Bot' })).toBeDisabled();
    await user.click(within(queue).getByRole('button', { name: 'Keep Comment by Spam Bot' }));
    await waitFor(() => expect(fake.received.find((request) => request.url === '/api/discussions/c3/moderate')?.body).toEqual({ decision: 'keep' }));
    await user.click(within(queue).getByRole('button', { name: 'Delete Comment by Spam Bot' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this discussion? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fake.received.filter((request) => request.url === '/api/discussions/c3/moderate').map((request) => request.body)).toEqual([
        { decision: 'keep' },
        { decision: 'delete' },
      ]),
    );
  }, 20_000);

  it("says 'Failed to fetch discussion statistics.' and 'Failed to fetch discussions.' when they cannot be read", async () => {
    reply = () => ({ status: 500, body: { status: 500, message: 'boom' } });
    open();
    await waitFor(
      () =>
        expect(toast.getAll().map((t) => t.message)).toEqual(
          expect.arrayContaining(['Failed to fetch discussion statistics.', 'Failed to fetch discussions.']),
        ),
      { timeout: 5000 },
    );
  });
});
