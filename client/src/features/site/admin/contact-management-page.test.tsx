import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../../lib/fake-api';
import { clearSession, setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi, shownLocation } from '../../../lib/test-kit';
import type { ContactsGlance } from '../api/contacts';
import { ContactManagementPage } from './contact-management-page';

const glance: ContactsGlance = {
  messages: {
    total: 7,
    recent: [
      {
        id: 'm1',
        name: 'Aisha Karimi',
        email: 'aisha@example.com',
        subject: 'Feedback - Feature Request',
        message: 'Show referrers first',
        kind: 'feedback',
        rating: 8,
        receivedAt: '2026-11-20T01:00:00.000Z',
      },
      {
        id: 'm2',
        name: 'Jack Thompson',
        email: 'jack@example.com',
        subject: 'Invoice',
        message: 'Need a tax invoice',
        kind: 'contact',
        rating: null,
        receivedAt: '2026-11-19T01:00:00.000Z',
      },
    ],
  },
  subscribers: { total: 3, recent: [{ email: 'kim@example.com', subscribedAt: '2026-11-18T01:00:00.000Z' }] },
};

let exportAnswer: (request: ReceivedRequest) => FakeReply = (request) => ({ body: { data: { url: `${request.url.split('?')[0]}?ticket=t` } } });
const fake = serveFakeApi((request) => (request.url.startsWith('/api/admin/export/') ? exportAnswer(request) : { body: { statusCode: 200, data: glance } }));
const clicks: { href: string; download: string }[] = [];
beforeEach(() => {
  setSession('admin-token', sessionUserFixture({ userRole: 'admin' }));
  exportAnswer = (request) => ({ body: { data: { url: `${request.url.split('?')[0]}?ticket=t` } } });
  clicks.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});
const toasts = () => toast.getAll().map((t) => `${t.kind}: ${t.message}`);
const show = () => renderPage(<ContactManagementPage />, { at: '/admin_dashboard/contact_management' });
const date = /\d{4}-\d\d-\d\d/.source;

describe('contact management', () => {
  it('shows the two export cards with real counts, and the newest messages and subscribers', async () => {
    show();
    const cards = await screen.findAllByRole('listitem');
    expect(within(cards[0] as HTMLElement).getByRole('heading', { name: 'Contact emails' })).toBeInTheDocument();
    expect(await within(cards[0] as HTMLElement).findByText('7')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('3')).toBeInTheDocument();
    expect(screen.getAllByText('Aisha Karimi').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Feedback · 8/10').length).toBeGreaterThan(0);
    expect(screen.getByText('kim@example.com')).toBeInTheDocument();
    expect(screen.getByText('newest 2 of 7')).toBeInTheDocument();
  });

  it('exports contact emails through a signed link, named contact-emails-{date}.csv, and says so', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Export contact emails as CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(fake.received.find((r) => r.url.startsWith('/api/admin/export/'))).toMatchObject({
      url: '/api/admin/export/contact-emails?link=1',
      authorization: 'Bearer admin-token',
    });
    expect(clicks[0]?.href).toBe('/api/admin/export/contact-emails?ticket=t');
    expect(clicks[0]?.download).toMatch(new RegExp(`^contact-emails-${date}\\.csv$`));
    expect(toasts()).toEqual([expect.stringMatching(new RegExp(`^success: Exported contact-emails-${date}\\.csv$`))]);
  });

  it('exports newsletter subscribers as newsletter-subscribers-{date}.csv', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Export newsletter subscribers as CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toMatch(new RegExp(`^newsletter-subscribers-${date}\\.csv$`));
  });

  it("says 'Failed to export ...: {message}' when the export fails", async () => {
    exportAnswer = () => ({ status: 503, body: { message: 'Service unavailable' } });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Export contact emails as CSV' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Failed to export contact emails: Service unavailable']));
    expect(clicks).toHaveLength(0);
  });

  it("says 'Session expired. Redirecting to login.' and goes to /login on a 401", async () => {
    exportAnswer = () => ({ status: 401, body: { message: 'Session expired. Redirecting to login.' } });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Export contact emails as CSV' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Session expired. Redirecting to login.']));
  });

  it("without a stored token says 'Please login to access this feature' and goes to /login", async () => {
    const user = userEvent.setup();
    show();
    const button = await screen.findByRole('button', { name: 'Export newsletter subscribers as CSV' });
    clearSession();
    await user.click(button);
    await waitFor(() => expect(toasts()).toEqual(['error: Please login to access this feature']));
    // the toast comes first, the move to /login with the router's next update
    await waitFor(() => expect(shownLocation()).toHaveTextContent('/login'));
    expect(fake.received.some((r) => r.url.startsWith('/api/admin/export/'))).toBe(false);
  });
});
