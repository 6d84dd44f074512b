import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { activityMessages } from '@referly/domain';
import type { FakeReply, ReceivedRequest } from '../../lib/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { applyLiveEvent } from '../../lib/socket';
import { serveFakeApi } from '../../lib/test-kit';
import type { ActivityEntry } from './api/types';
import { ActivityFeed } from './activity-feed';
import { activityLive } from './live';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const entry = (position: number, what: string, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: `e${position}`,
  position,
  type: 'ReferralPaid',
  kind: 'payments',
  kindLabel: 'Payments and refunds',
  at: minutesAgo(5),
  who: { userId: 'u-sam', name: 'Sam Seeker', email: 'sam@example.com' },
  what,
  link: { href: '/admin_dashboard/job_referrals/r1', label: 'View request' },
  ...overrides,
});

let pages: Record<string, { data: ActivityEntry[]; nextBefore: number | null }>;
let newCount = 0;
const fake = serveFakeApi((request: ReceivedRequest): FakeReply => {
  const url = new URL(request.url, 'http://fake');
  if (url.pathname === '/api/admin/activity/count') return { body: { statusCode: 200, count: newCount } };
  return { body: { statusCode: 200, ...(pages[url.searchParams.get('before') ?? 'first'] ?? { data: [], nextBefore: null }) } };
});

beforeEach(() => {
  newCount = 0;
  pages = {
    first: {
      data: [
        entry(12, 'Sam Seeker paid $50.00 for a referral at Atlassian'),
        entry(11, 'Company Canva was added by an admin (approved)', {
          type: 'CompanyAdded',
          kind: 'companies',
          kindLabel: 'Companies',
          who: null,
          at: minutesAgo(90),
          link: { href: '/admin_dashboard/company_management?search=Canva', label: 'View companies' },
        }),
      ],
      nextBefore: 11,
    },
    '11': { data: [entry(4, 'Sam Seeker signed up as a job seeker', { type: 'UserRegistered', kind: 'accounts', kindLabel: 'Accounts' })], nextBefore: null },
  };
});

/** The feed as the dashboard shows it, with the query client the live events reach. */
const renderFeed = (at = '/admin_dashboard') => {
  const queryClient: QueryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <ActivityFeed />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { pushed: (type: string, position: number) => applyLiveEvent(queryClient, [activityLive], { type, position, data: {} }) };
};
const feedReads = () => fake.received.filter((request) => request.url.startsWith('/api/admin/activity?') || request.url === '/api/admin/activity');
const lastFeedQuery = () => new URL(feedReads().at(-1)?.url ?? '', 'http://fake').searchParams;
const list = () => screen.findByRole('list', { name: 'Activity, newest first' });

describe('the activity feed', () => {
  it('shows who did what and when, with a link to what it concerns', async () => {
    renderFeed();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Sam Seeker paid $50.00 for a referral at Atlassian');
    expect(items[0]).toHaveTextContent('sam@example.com');
    expect(items[0]).toHaveTextContent('Payments and refunds');
    expect(within(items[0] as HTMLElement).getByText('5 min ago')).toHaveAttribute('title', expect.stringMatching(/\d{4}, \d{1,2}:\d\d\s?[ap]m/));
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'View request' })).toHaveAttribute('href', '/admin_dashboard/job_referrals/r1');
    expect(items[1]).toHaveTextContent('System');
    expect(items[1]).toHaveTextContent('1 h ago');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'View companies' })).toHaveAttribute(
      'href',
      '/admin_dashboard/company_management?search=Canva',
    );
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('says what will appear when nothing has happened yet', async () => {
    pages = { first: { data: [], nextBefore: null } };
    renderFeed();
    expect(await screen.findByText(activityMessages.empty)).toBeInTheDocument();
  });

  it('offers to look further back when the newest part of the log held no match but older parts may', async () => {
    const user = userEvent.setup();
    pages = {
      first: { data: [], nextBefore: 11 },
      '11': { data: [entry(4, 'Sam Seeker signed up as a job seeker', { type: 'UserRegistered', kind: 'accounts', kindLabel: 'Accounts' })], nextBefore: null },
    };
    renderFeed();
    await user.click(await screen.findByRole('button', { name: 'Look further back' }));
    expect(await screen.findByText('Sam Seeker signed up as a job seeker')).toBeInTheDocument();
    expect(lastFeedQuery().get('before')).toBe('11');
  });

  it('pages in older entries by log position, and says when there are no more', async () => {
    const user = userEvent.setup();
    renderFeed();
    await list();
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    expect(await screen.findByText('Sam Seeker signed up as a job seeker')).toBeInTheDocument();
    expect(lastFeedQuery().get('before')).toBe('11');
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('That is everything.')).toBeInTheDocument();
  });
});

describe('the feed’s filters', () => {
  it('asks for a kind, a searched person, a picked person and a range of days', async () => {
    const user = userEvent.setup();
    renderFeed();
    await list();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Payments and refunds');
    await waitFor(() => expect(lastFeedQuery().get('kind')).toBe('payments'));

    await user.type(screen.getByLabelText('Search by a person’s name or e-mail'), 'sam');
    await waitFor(() => expect(lastFeedQuery().get('q')).toBe('sam'));

    await user.click(within(await list()).getAllByRole('button', { name: 'Sam Seeker' })[0] as HTMLElement);
    await waitFor(() => expect(lastFeedQuery().get('userId')).toBe('u-sam'));
    expect(screen.getByText('Only the activity of')).toHaveTextContent('Sam Seeker');

    await user.type(screen.getByLabelText('From'), '2026-11-24');
    await waitFor(() => expect(lastFeedQuery().get('from')).toBe(new Date(2026, 10, 24).toISOString()));
    await user.type(screen.getByLabelText('To'), '2026-11-25');
    await waitFor(() => expect(lastFeedQuery().get('to')).toBe(new Date(2026, 10, 26).toISOString()));

    await user.click(screen.getByRole('button', { name: 'Show everyone’s activity, not only Sam Seeker’s' }));
    await waitFor(() => expect(lastFeedQuery().has('userId')).toBe(false));
    // back to everything: the feed first read, still in the cache
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Kind')).toHaveValue('');
    expect(screen.getByLabelText('Search by a person’s name or e-mail')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches, with a way back to everything', async () => {
    pages = { first: { data: [], nextBefore: null } };
    const user = userEvent.setup();
    renderFeed('/admin_dashboard?kind=coupons');
    expect(await screen.findByText(activityMessages.emptyFiltered)).toBeInTheDocument();
    expect(lastFeedQuery().get('kind')).toBe('coupons');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(lastFeedQuery().has('kind')).toBe(false));
  });
});

describe('live, paused and resumed', () => {
  it('re-reads the newest entries when an event is pushed', async () => {
    const { pushed } = renderFeed();
    await list();
    const before = feedReads().length;
    pages.first = { data: [entry(13, 'Riley Referrer took on Sam Seeker’s referral request at Atlassian'), ...(pages.first?.data ?? [])], nextBefore: 11 };
    pushed('ReferralTaken', 13);
    expect(await screen.findByText('Riley Referrer took on Sam Seeker’s referral request at Atlassian')).toBeInTheDocument();
    expect(feedReads().length).toBeGreaterThan(before);
  });

  it('while paused keeps the entries still and counts the new ones, then shows them on resume', async () => {
    const user = userEvent.setup();
    const { pushed } = renderFeed();
    await list();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused')).toBeInTheDocument();
    const readsWhenPaused = feedReads().length;

    newCount = 2;
    pages.first = { data: [entry(14, 'Sam Seeker signed in'), entry(13, 'Sam Seeker updated their profile'), ...(pages.first?.data ?? [])], nextBefore: 11 };
    pushed('UserLoggedIn', 14);
    expect(await screen.findByRole('button', { name: 'Resume (2 new)' })).toBeInTheDocument();
    expect(screen.getByText('2 new entries while paused. Show them')).toBeInTheDocument();
    const count = fake.received.find((request) => request.url.startsWith('/api/admin/activity/count'));
    expect(new URL(count?.url ?? '', 'http://fake').searchParams.get('after')).toBe('12');
    expect(feedReads().length).toBe(readsWhenPaused);
    expect(screen.queryByText('Sam Seeker signed in')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume (2 new)' }));
    expect(await screen.findByText('Sam Seeker signed in')).toBeInTheDocument();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('pauses and resumes from the keyboard', async () => {
    const user = userEvent.setup();
    renderFeed();
    await list();
    screen.getByRole('button', { name: 'Pause' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
  });
});
