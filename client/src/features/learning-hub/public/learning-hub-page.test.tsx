import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '../../../lib/fake-api';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi, shownLocation } from '../../../lib/test-kit';
import { pageOf, postFixture } from '../test-fixtures';
import { LearningHubPage } from './learning-hub-page';

const long = 'Recruiters read hundreds of resumes a week. '.repeat(6);
let reply: (url: URL) => FakeReply;
const fake = serveFakeApi((request) => reply(new URL(request.url, 'http://x')));
beforeEach(() => {
  reply = () => ({
    body: pageOf([postFixture(), postFixture({ _id: 'p2', index: 2, title: 'Resumes that get read', content: long, category: 'webinar', tags: [] })]),
  });
});

const lists = () => fake.received.map((request) => request.url);
const open = (at = '/learningHub') => renderPage(<LearningHubPage />, { at, path: '/learningHub' });

describe('/learningHub', () => {
  it('reads the latest 10 and shows each post with its first 100 characters', async () => {
    open();
    const card = (await screen.findByRole('link', { name: 'Resumes that get read' })).closest('article');
    expect(lists()[0]).toBe('/api/learning-hub?page=1&limit=10&popularity=latest');
    expect(screen.getByText('Showing 2 of 2 posts')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText(`${long.slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to ask for a referral without feeling awkward' })).toHaveAttribute('href', '/articleview/p1');
    expect(within(card as HTMLElement).getByText('07 Oct 2026').parentElement).toHaveTextContent('07 Oct 2026 · Priya Raman');
  });

  it('searches once typing pauses, back on page 1', async () => {
    const user = userEvent.setup();
    open('/learningHub?page=2');
    await screen.findByText('Showing 2 of 2 posts');
    await user.type(screen.getByRole('searchbox', { name: 'Search the learning hub' }), 'resume');
    await waitFor(() => expect(lists()).toContain('/api/learning-hub?page=1&limit=10&popularity=latest&search=resume'));
    expect(shownLocation()).toHaveTextContent('/learningHub?search=resume');
  });

  it('sorts by popularity', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Showing 2 of 2 posts');
    await user.click(screen.getByRole('radio', { name: 'Popular' }));
    await waitFor(() => expect(lists()).toContain('/api/learning-hub?page=1&limit=10&popularity=popular'));
    expect(screen.getByRole('radio', { name: 'Popular' })).toBeChecked();
  });

  it('pages with the previous, current and next numbers and first and last', async () => {
    reply = (url) => ({ body: pageOf([postFixture()], { totalPages: 7, currentPage: Number(url.searchParams.get('page')), total: 61 }) });
    const user = userEvent.setup();
    open('/learningHub?page=4');
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(
      within(pagination)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['First page', 'Page 3', 'Page 4', 'Page 5', 'Last page']);
    expect(within(pagination).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pagination).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(lists()).toContain('/api/learning-hub?page=7&limit=10&popularity=latest'));
    await user.click(within(pagination).getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(shownLocation()).toHaveTextContent(/^\/learningHub$/));
  });

  it('shows the placeholder when a cover cannot load', async () => {
    open();
    const card = (await screen.findByRole('link', { name: 'How to ask for a referral without feeling awkward' })).closest('article') as HTMLElement;
    const cover = card.querySelector('img') as HTMLImageElement;
    expect(cover).toHaveAttribute('src', '/api/learning-hub/files/cover1');
    fireEvent.error(cover);
    expect(cover).not.toHaveAttribute('src', '/api/learning-hub/files/cover1');
    expect(cover).toHaveAttribute('data-placeholder', 'true');
  });

  it('says when nothing matches a search, with a way back', async () => {
    reply = (url) => ({ body: pageOf(url.searchParams.get('search') ? [] : [postFixture()]) });
    const user = userEvent.setup();
    open('/learningHub?search=zebra');
    expect(await screen.findByText('No posts match "zebra".')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Showing 1 of 1 post')).toBeInTheDocument();
  });

  it('says when there are no posts at all', async () => {
    reply = () => ({ body: pageOf([]) });
    open();
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch learning hub data.' when the list cannot be read", async () => {
    reply = () => ({ status: 500, body: { status: 500, message: 'Internal error' } });
    open();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Failed to fetch learning hub data.');
    expect(toast.getAll().map((t) => t.message)).toEqual(['Failed to fetch learning hub data.']);
  });
});
