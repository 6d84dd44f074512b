import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../../lib/fake-api';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import { adminPageOf, postFixture } from '../test-fixtures';
import { AdminLearningHubPage } from './admin-learning-hub-page';

const counts = { all: 14, published: 9, draft: 4, restricted: 1 };
const draft = postFixture({ _id: 'p7', index: 7, title: 'Interview prep checklist', status: 'draft', views: 0 });
let reply: (request: ReceivedRequest) => FakeReply;
const fake = serveFakeApi((request) => reply(request));
beforeEach(() => {
  reply = (request) => (request.method === 'DELETE' ? { status: 204 } : { body: adminPageOf([postFixture(), draft], counts, { totalPages: 2 }) });
});

const urls = () => fake.received.map((request) => `${request.method} ${request.url}`);
const open = (at = '/admin_dashboard/learning_hub') => renderPage(<AdminLearningHubPage />, { at, path: '/admin_dashboard/learning_hub' });

describe('admin learning hub', () => {
  it('has the tabs All, Published, Draft and Restricted with the real counts', async () => {
    open();
    const tabs = await screen.findByRole('tablist', { name: 'Filter posts by status' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['All14', 'Published9', 'Draft4', 'Restricted1']),
    );
    expect(urls()[0]).toBe('GET /api/learning-hub/admin?page=1&limit=10');
  });

  it('filters on a tab, back on page 1', async () => {
    const user = userEvent.setup();
    open('/admin_dashboard/learning_hub?page=2');
    await user.click(await screen.findByRole('tab', { name: /^Draft/ }));
    await waitFor(() => expect(urls()).toContain('GET /api/learning-hub/admin?page=1&limit=10&status=draft'));
    expect(screen.getByRole('tab', { name: /^Draft/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('searches the posts once typing pauses', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('searchbox', { name: 'Search posts' }), 'interview');
    await waitFor(() => expect(urls()).toContain('GET /api/learning-hub/admin?page=1&limit=10&search=interview'));
  });

  it('lists each post with its status, and links to view and edit it', async () => {
    open();
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('link', { name: 'Interview prep checklist' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Interview prep checklist' })).toHaveAttribute(
      'href',
      '/admin_dashboard/learning_hub/learning_hub_details?id=p7',
    );
    expect(within(row).getByRole('link', { name: 'Edit Interview prep checklist' })).toHaveAttribute('href', '/admin_dashboard/create_post/p7');
  });

  it('deletes a post only once the admin confirms', async () => {
    const user = userEvent.setup();
    open();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Delete Interview prep checklist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent('“Interview prep checklist” will be removed from the learning hub for good. This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(urls().filter((url) => url.startsWith('DELETE'))).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'Delete Interview prep checklist' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Learning hub post deleted successfully!']));
    expect(urls().filter((url) => url.startsWith('DELETE'))).toEqual(['DELETE /api/learning-hub/p7']);
  });

  it('invites the admin to write the first post when there is none', async () => {
    reply = () => ({ body: adminPageOf([], { all: 0, published: 0, draft: 0, restricted: 0 }) });
    open();
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create Post' }).map((link) => link.getAttribute('href'))).toContain('/admin_dashboard/create_post');
  });

  it("says 'Failed to fetch learning hub data.' when the list cannot be read", async () => {
    reply = () => ({ status: 500, body: { status: 500, message: 'Internal error' } });
    open();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Failed to fetch learning hub data.');
  });
});
