import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { render as renderTree, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../../lib/fake-api';
import { createQueryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { renderPage as render, serveFakeApi } from '../../../lib/test-kit';
import { referralKeys } from '../api/keys';
import type { DisputePage, DisputeRow } from '../api/types';
import { disputeFixture, settledDisputeFixture } from '../components/referral-fixture';
import { DisputesPage } from './disputes-page';

const openRow: DisputeRow = {
  id: 'r1',
  index: 12,
  jobTitle: 'Data Analyst',
  company: 'Atlassian',
  seeker: { id: 's1', name: 'Mia Nguyen' },
  referrer: { id: 'f1', name: 'Riley Referrer' },
  status: 'waitingforapproval',
  amountCents: 50000,
  currency: 'usd',
  dispute: disputeFixture({ files: [{ name: 'offer-email.pdf', size: 120_000, mime: 'application/pdf', url: '/api/job-referral/r1/files/dispute-1' }] }),
};
const settledRow: DisputeRow = {
  ...openRow,
  id: 'r0',
  index: 9,
  jobTitle: 'Product Designer',
  company: 'Canva',
  status: 'rejected',
  dispute: settledDisputeFixture('refunded', 'The company has no record of the referral.'),
};

const pageOf = (rows: DisputeRow[], counts: { open: number; settled: number }, status: string): DisputePage => ({
  data: rows,
  totalCount: status === 'open' ? counts.open : counts.settled,
  openCount: counts.open,
  totalPages: rows.length > 0 ? 1 : 0,
  currentPage: 1,
});

let lists: { open: DisputeRow[]; settled: DisputeRow[] } = { open: [openRow], settled: [settledRow] };
let answerList: ((request: ReceivedRequest) => FakeReply) | null = null;
let answerAction: (request: ReceivedRequest) => FakeReply | Promise<FakeReply> = () => ({ body: { message: 'Dispute settled.' } });
const fake = serveFakeApi((request) => {
  if (request.method === 'POST') return answerAction(request);
  if (answerList) return answerList(request);
  const status = new URL(request.url, 'http://x').searchParams.get('status') === 'settled' ? 'settled' : 'open';
  return { body: pageOf(lists[status], { open: lists.open.length, settled: lists.settled.length }, status) };
});
beforeEach(() => {
  lists = { open: [openRow], settled: [settledRow] };
  answerList = null;
  answerAction = () => ({ body: { message: 'Dispute settled.' } });
});

const renderPage = (at = '/admin_dashboard/disputes') => render(<DisputesPage />, { at });
/** The page with a query client the test holds, to invalidate it as a live push does. */
const renderWith = (queryClient: QueryClient) =>
  renderTree(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin_dashboard/disputes']}>
        <DisputesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const actions = () => fake.received.filter((request) => request.method === 'POST');
const toasts = () => toast.getAll().map((t) => t.message);
// the table (desktop) and the cards (phones) are both in the document; jsdom applies no media queries
const firstButton = async (name: string | RegExp) => {
  const [button] = await screen.findAllByRole('button', { name });
  if (!button) throw new Error(`no button ${String(name)}`);
  return button;
};

// ui/tab-bar names a tab by its label and count with no space between them ('Open1')
describe('admin disputes', () => {
  it('lists the open disputes with the request, the people, the amount, the reason and the files, counting both tabs', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Request #12' })).toHaveAttribute('href', '/admin_dashboard/job_referrals/r1');
    expect(table).toHaveTextContent('Data Analyst at Atlassian');
    expect(table).toHaveTextContent('Seeker: Mia Nguyen');
    expect(table).toHaveTextContent('Referrer: Riley Referrer');
    expect(table).toHaveTextContent('USD 500.00 paid');
    expect(table).toHaveTextContent('Opened 08 Mar 2026 · Waiting for approval when disputed');
    expect(table).toHaveTextContent('The company has no record of me.');
    expect(within(table).getByRole('button', { name: 'Download dispute file 1 offer-email.pdf' })).toBeInTheDocument();
    expect(within(table).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Open\s*1$/ })).toHaveAttribute('aria-selected', 'true');
    // the settled count comes with the settled tab's own first page
    expect(await screen.findByRole('tab', { name: /^Settled\s*1$/ })).toBeInTheDocument();
    expect(screen.getByText('1 open dispute is waiting for the team: ask in the chat, refund or approve.')).toBeInTheDocument();
  });

  it('shows the settled ones with their outcome, the note, who settled them and when, and no actions', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: /^Settled\s*1$/ }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Request #9'));
    const table = screen.getByRole('table');
    expect(table).toHaveTextContent('The company has no record of the referral.');
    expect(table).toHaveTextContent('Refunded by Ada Admin on 09 Mar 2026');
    expect(within(table).queryByRole('button', { name: /Refund|Approve|Ask in chat/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Open\s*1$/ })).toBeInTheDocument();
  });

  it('says when no dispute is open', async () => {
    lists = { open: [], settled: [settledRow] };
    renderPage();
    expect(await screen.findByText('No open disputes.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /^Settled\s*1$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Open\s*0$/ })).toBeInTheDocument();
  });

  it('says when the disputes cannot be read, and reads them again on request', async () => {
    answerList = () => ({ status: 500, body: { status: 500, code: 'internal', message: 'Something went wrong.' } });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch disputes.');
    expect(toasts()).toContain('Failed to fetch disputes.');
    answerList = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toHaveTextContent('Request #12');
  });

  it('asks a question in the chat', async () => {
    answerAction = () => ({ body: { message: 'Question sent in the chat.' } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await firstButton('Ask in chat about request #12'));
    const dialog = await screen.findByRole('dialog', { name: 'Ask in chat' });
    expect(dialog).toHaveTextContent("Your question appears in request #12's chat as 'Referly team asks: …'");
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(within(dialog).getByText('Please write a note for the seeker and the referrer.')).toBeInTheDocument();
    expect(actions()).toEqual([]);
    await user.type(within(dialog).getByLabelText('Question'), 'Could you send the e-mail the company sent you?');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    await waitFor(() => expect(toasts()).toContain('Question sent in the chat.'));
    expect(actions()).toEqual([
      expect.objectContaining({
        url: '/api/admin/services/job-referral/r1/dispute/ask',
        body: { question: 'Could you send the e-mail the company sent you?' },
      }),
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refunds only with a note, saying what a refund does', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await firstButton('Refund request #12'));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the seeker' });
    expect(dialog).toHaveTextContent('Request #12 is rejected with your note as its reason, and the seeker is refunded USD 500.00 in full.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const field = within(dialog).getByLabelText('Note for the seeker and the referrer');
    expect(field).toHaveAccessibleDescription('Please write a note for the seeker and the referrer.');
    expect(actions()).toEqual([]);
    await user.type(field, '  The company has no record of the referral.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(toasts()).toContain('Dispute settled.'));
    expect(actions()).toEqual([
      expect.objectContaining({
        url: '/api/admin/services/job-referral/r1/dispute/settle',
        body: { outcome: 'refunded', note: 'The company has no record of the referral.' },
      }),
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says it was settled even when the live push took the dispute off the open list before the answer came', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    answerAction = () => new Promise<FakeReply>((resolve) => (answer = resolve));
    const queryClient = createQueryClient();
    const user = userEvent.setup();
    renderWith(queryClient);
    await user.click(await firstButton('Approve request #12'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the request' });
    await user.type(within(dialog).getByLabelText('Note for the seeker and the referrer'), 'Confirmed.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(actions()).toHaveLength(1));
    // the settlement's event reaches the admins' room first: lib/socket invalidates every referrals query
    lists = { open: [], settled: [settledRow, { ...openRow, status: 'approved', dispute: settledDisputeFixture('approved', 'Confirmed.') }] };
    await queryClient.invalidateQueries({ queryKey: referralKeys.all });
    expect(await screen.findByText('No open disputes.')).toBeInTheDocument();
    answer({ body: { message: 'Dispute settled.' } });
    await waitFor(() => expect(toasts()).toContain('Dispute settled.'));
    expect(screen.getByRole('tab', { name: /^Settled\s*2$/ })).toBeInTheDocument();
  });

  it("says a refund takes an approved request's credits back, and an approval of one only closes the dispute", async () => {
    lists = { open: [{ ...openRow, status: 'approved', dispute: disputeFixture({ statusAtOpening: 'approved' }) }], settled: [] };
    const user = userEvent.setup();
    renderPage();
    await user.click(await firstButton('Refund request #12'));
    expect(await screen.findByRole('dialog', { name: 'Refund the seeker' })).toHaveTextContent("It was approved: the referrer's 100 credits are taken back.");
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await firstButton('Approve request #12'));
    expect(await screen.findByRole('dialog', { name: 'Approve the request' })).toHaveTextContent(
      'Request #12 is approved already: this only closes the dispute, and the referrer keeps their credits.',
    );
  });

  it("keeps the dialog open with the server's words when the dispute was settled meanwhile", async () => {
    answerAction = () => ({ status: 409, body: { status: 409, code: 'conflict', message: 'This request has no open dispute.' } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await firstButton('Approve request #12'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the request' });
    expect(dialog).toHaveTextContent('Request #12 is approved and the referrer earns its 100 credits.');
    await user.type(within(dialog).getByLabelText('Note for the seeker and the referrer'), 'The company confirmed it.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request has no open dispute.');
    expect(toasts()).not.toContain('Dispute settled.');
    expect(screen.getByRole('dialog', { name: 'Approve the request' })).toBeInTheDocument();
  });

  it("puts the server's refusal of the note under the field", async () => {
    answerAction = () => ({
      status: 400,
      body: {
        status: 400,
        code: 'validation_failed',
        message: 'Please write a note for the seeker and the referrer.',
        errors: { note: 'Please write a note for the seeker and the referrer.' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await firstButton('Approve request #12'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the request' });
    const field = within(dialog).getByLabelText('Note for the seeker and the referrer');
    await user.type(field, 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please write a note for the seeker and the referrer.'));
  });
});
