import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authModal } from '../../../lib/auth-modal';
import type { FakeReply } from '../../../lib/fake-api';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { clearSession, setSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi, shownLocation } from '../../../lib/test-kit';
import { discussionFixture, pageOf } from '../test-fixtures';
import { ForumPage } from './forum-page';

const second = discussionFixture({
  _id: 'd2',
  index: 2,
  title: 'Cover letters for graduate roles',
  tags: ['Resumes'],
  upVotes: 1,
  downVotes: 0,
  commentsCount: 1,
});
const tags = ['Referrals', 'Resumes', 'Interviews'];
let lists: (url: URL) => FakeReply;
let tagReply: () => FakeReply;
const times: Array<{ url: string; at: number }> = [];
const fake = serveFakeApi((request) => {
  const url = new URL(request.url, 'http://x');
  times.push({ url: request.url, at: Date.now() });
  if (url.pathname === '/api/tags') return tagReply();
  return lists(url);
});
beforeEach(() => {
  times.length = 0;
  lists = () => ({ body: pageOf([discussionFixture(), second]) });
  tagReply = () => ({ body: tags });
  clearSession();
  authModal.close();
});
afterEach(() => clearSession());

// the list's own calls (the side panel's start with page=1)
const mainLists = () => fake.received.map((request) => request.url).filter((url) => url.startsWith('/api/discussions?limit='));
const open = (at = '/discussionForum') => renderPage(<ForumPage />, { at, path: '/discussionForum' });
const discussions = () => screen.getByRole('region', { name: 'Discussions' });

describe('/discussionForum', () => {
  it('reads the 5 most recent and shows each with its author, date, tags, votes and comments', async () => {
    open();
    const link = await within(await screen.findByRole('region', { name: 'Discussions' })).findByRole('link', {
      name: 'How do I ask a referrer at Atlassian for a referral?',
    });
    expect(fake.received.map((request) => request.url)).toContain('/api/discussions?limit=5&type=recent&page=1');
    expect(link).toHaveAttribute('href', '/discussionPost/d1');
    const card = link.closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Priya Raman');
    expect(card).toHaveTextContent('Data Analyst · 07 Oct 2026');
    expect(within(card).getByRole('list', { name: /^Tags of/ })).toHaveTextContent('#Referrals#Atlassian');
    expect(card).toHaveTextContent('4 votes');
    expect(card).toHaveTextContent('3 comments');
    expect(card).toHaveTextContent('I have applied twice without hearing back. What should my first message say?');
    expect(within(discussions()).getByText('Showing 2 of 2 discussions')).toBeInTheDocument();
  });

  it('searches once typing has paused for 500 ms', async () => {
    const user = userEvent.setup();
    open();
    await within(await screen.findByRole('region', { name: 'Discussions' })).findByText('Showing 2 of 2 discussions');
    await user.type(screen.getByRole('searchbox', { name: 'Search discussions' }), 'atlassian');
    const typed = Date.now();
    await waitFor(() => expect(times.some((t) => t.url.includes('search=atlassian'))).toBe(true), { timeout: 2000 });
    const searched = times.find((t) => t.url.includes('search=atlassian'));
    expect((searched?.at ?? 0) - typed).toBeGreaterThanOrEqual(450);
    // one search for the whole word, none for its first letters
    expect(times.filter((t) => t.url.includes('search=')).map((t) => t.url)).toEqual(['/api/discussions?limit=5&type=recent&search=atlassian&page=1']);
    expect(shownLocation()).toHaveTextContent('/discussionForum?search=atlassian');
  });

  it('sorts by Most Popular', async () => {
    const user = userEvent.setup();
    open();
    await within(await screen.findByRole('region', { name: 'Discussions' })).findByText('Showing 2 of 2 discussions');
    expect(screen.getByRole('button', { name: 'Most Recent' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Most Popular' }));
    await waitFor(() => expect(mainLists()).toContain('/api/discussions?limit=5&type=popular&page=1'));
    expect(screen.getByRole('button', { name: 'Most Popular' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Most Recent' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('builds the category radio list from the tags and filters on one', async () => {
    const user = userEvent.setup();
    open();
    const categories = await screen.findByRole('group', { name: 'Categories' });
    await waitFor(() =>
      expect(
        within(categories)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['', ...tags]),
    );
    expect(within(categories).getByRole('radio', { name: 'All categories' })).toBeChecked();
    await user.click(within(categories).getByRole('radio', { name: 'Resumes' }));
    await waitFor(() => expect(mainLists()).toContain('/api/discussions?limit=5&type=recent&tag=Resumes&page=1'));
    expect(within(categories).getByRole('radio', { name: 'Resumes' })).toBeChecked();
    expect(shownLocation()).toHaveTextContent('/discussionForum?tag=Resumes');
  });

  it('shows 5 more with each Show More Discussions, after the ones already shown, until there are no more', async () => {
    const many = Array.from({ length: 12 }, (_, i) => discussionFixture({ _id: `d${i + 1}`, index: i + 1, title: `Discussion number ${i + 1}` }));
    lists = (url) => {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return { body: pageOf(many.slice((page - 1) * limit, page * limit), { currentPage: page, totalPages: Math.ceil(12 / limit), total: 12 }) };
    };
    const user = userEvent.setup();
    open();
    const region = await screen.findByRole('region', { name: 'Discussions' });
    await within(region).findByText('Showing 5 of 12 discussions');
    const titles = () =>
      within(region)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    expect(titles()).toEqual(many.slice(0, 5).map((d) => d.title));
    await user.click(within(region).getByRole('button', { name: 'Show More Discussions' }));
    await within(region).findByText('Showing 10 of 12 discussions');
    expect(titles()).toEqual(many.slice(0, 10).map((d) => d.title));
    await user.click(within(region).getByRole('button', { name: 'Show More Discussions' }));
    await within(region).findByText('Showing 12 of 12 discussions');
    expect(titles()).toEqual(many.map((d) => d.title));
    expect(within(region).queryByRole('button', { name: 'Show More Discussions' })).not.toBeInTheDocument();
    expect(mainLists()).toEqual([
      '/api/discussions?limit=5&type=recent&page=1',
      '/api/discussions?limit=5&type=recent&page=2',
      '/api/discussions?limit=5&type=recent&page=3',
    ]);
  });

  it('starts again from page 1 when the sort changes', async () => {
    const many = Array.from({ length: 8 }, (_, i) => discussionFixture({ _id: `d${i + 1}`, index: i + 1, title: `Discussion number ${i + 1}` }));
    lists = (url) => {
      const page = Number(url.searchParams.get('page'));
      const order = url.searchParams.get('type') === 'popular' ? [...many].reverse() : many;
      return { body: pageOf(order.slice((page - 1) * 5, page * 5), { currentPage: page, totalPages: 2, total: 8 }) };
    };
    const user = userEvent.setup();
    open();
    const region = await screen.findByRole('region', { name: 'Discussions' });
    await within(region).findByText('Showing 5 of 8 discussions');
    await user.click(within(region).getByRole('button', { name: 'Show More Discussions' }));
    await within(region).findByText('Showing 8 of 8 discussions');
    await user.click(screen.getByRole('button', { name: 'Most Popular' }));
    await within(region).findByText('Showing 5 of 8 discussions');
    expect(within(region).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Discussion number 8');
  });

  it("says 'No discussions available. Be the first to start a discussion!' when there are none", async () => {
    lists = () => ({ body: pageOf([]) });
    open();
    expect(
      await within(await screen.findByRole('region', { name: 'Discussions' })).findByText('No discussions available. Be the first to start a discussion!'),
    ).toBeInTheDocument();
  });

  it("says 'No data found.' when nothing matches, with a way back", async () => {
    lists = (url) => ({ body: pageOf(url.searchParams.get('search') ? [] : [discussionFixture()]) });
    const user = userEvent.setup();
    open('/discussionForum?search=zebra');
    const region = await screen.findByRole('region', { name: 'Discussions' });
    expect(await within(region).findByText('No data found.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Clear search and category' }));
    expect(await within(region).findByText('Showing 1 of 1 discussion')).toBeInTheDocument();
  });

  it("says 'Failed to fetch discussions.' and 'Failed to fetch tags.' when they cannot be read", async () => {
    lists = () => ({ status: 500, body: { status: 500, message: 'Internal error' } });
    tagReply = () => ({ status: 500, body: { status: 500, message: 'Internal error' } });
    open();
    expect(await within(await screen.findByRole('region', { name: 'Discussions' })).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to fetch discussions.',
    );
    await waitFor(
      () => expect(toast.getAll().map((t) => t.message)).toEqual(expect.arrayContaining(['Failed to fetch discussions.', 'Failed to fetch tags.'])),
      {
        timeout: 5000,
      },
    );
  });

  it('gives a visitor the sign-in modal for Create Post, and no recently visited', async () => {
    const user = userEvent.setup();
    open();
    const panel = await screen.findByRole('complementary', { name: 'Forum side panel' });
    expect(within(panel).getByRole('region', { name: 'Recently visited' })).toHaveTextContent('No recently visited discussions available.');
    await user.click(within(panel).getByRole('button', { name: 'Create Post' }));
    expect(authModal.getState()).toMatchObject({ isOpen: true, step: 'signIn', redirectTo: '/createDiscussion' });
    expect(fake.received.some((request) => request.url.includes('isRecentlyVisited'))).toBe(false);
  });

  it('shows a member the discussions they visited, the burning topics, and related topics from the leading tag', async () => {
    setSession('token-1', sessionUserFixture());
    const related = discussionFixture({ _id: 'd9', index: 9, title: 'Following up after a referral' });
    lists = (url) => {
      if (url.searchParams.get('isRecentlyVisited')) return { body: pageOf([second]) };
      if (url.searchParams.get('tag') === 'Referrals') return { body: pageOf([discussionFixture(), related]) };
      return { body: pageOf([discussionFixture(), second]) };
    };
    const user = userEvent.setup();
    open();
    const panel = await screen.findByRole('complementary', { name: 'Forum side panel' });
    const recent = within(panel).getByRole('region', { name: 'Recently visited' });
    expect(await within(recent).findByRole('link', { name: 'Cover letters for graduate roles' })).toHaveAttribute('href', '/discussionPost/d2');
    // related: the leading discussion's first tag, less what the list already shows
    const relatedBox = within(panel).getByRole('region', { name: 'Related topics' });
    expect(await within(relatedBox).findByRole('link', { name: 'Following up after a referral' })).toBeInTheDocument();
    expect(within(relatedBox).getAllByRole('link')).toHaveLength(1);
    expect(relatedBox).toHaveTextContent('More in Referrals');
    expect(fake.received.map((request) => request.url)).toEqual(
      expect.arrayContaining([
        '/api/discussions?page=1&limit=5&isRecentlyVisited=true',
        '/api/discussions?page=1&limit=5&type=popular',
        '/api/discussions?page=1&limit=10&type=popular&tag=Referrals',
      ]),
    );
    expect(within(within(panel).getByRole('region', { name: 'Burning topics' })).getAllByRole('link')).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Create Post' }));
    expect(shownLocation()).toHaveTextContent('/createDiscussion');
  });

  it('shows an empty recently visited list in the spec words', async () => {
    setSession('token-1', sessionUserFixture());
    lists = (url) => ({ body: pageOf(url.searchParams.get('isRecentlyVisited') ? [] : [discussionFixture()]) });
    open();
    const panel = await screen.findByRole('complementary', { name: 'Forum side panel' });
    const recent = within(panel).getByRole('region', { name: 'Recently visited' });
    await waitFor(() => expect(recent).toHaveTextContent('No recently visited discussions available.'));
  });
});
