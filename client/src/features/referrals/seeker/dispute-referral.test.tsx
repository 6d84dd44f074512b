import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMultipartFakeApi, type RawReply, type RawRequest } from '../../../lib/multipart-fake-api';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { renderPage } from '../../../lib/test-kit';
import { toast } from '../../../lib/toast';
import type { Referral } from '../api/types';
import { SeekerReferralPage } from './seeker-referral-page';
import { seekerReferralFixture } from './seeker-fixture';
import { disputeFixture, settledDisputeFixture } from '../components/referral-fixture';

// Issue 17: the seeker opens a dispute on a completed request within the window the server gives, with a reason and
// up to three files, and then reads where it stands; a real HTTP server stands in for the API and keeps the multipart.

const completed = (overrides: Partial<Referral> = {}) =>
  seekerReferralFixture({
    status: 'waitingforapproval',
    currentStatus: 'waitingforapproval',
    allowedStatuses: ['approved'],
    disputeUntil: '2026-03-21T01:00:00.000Z',
    ...overrides,
  });

let referral: Referral = completed();
let answerDispute: () => RawReply = () => ({ status: 201, body: { message: 'Dispute opened. Our team will look into it and reply in the chat.' } });
const answer = (request: RawRequest): RawReply => {
  if (request.url === '/api/job-referral/job-seeker/r1' && request.method === 'GET') return { body: { statusCode: 200, data: referral } };
  if (request.url === '/api/job-referral/job-seeker/r1/dispute' && request.method === 'POST') return answerDispute();
  if (request.url === '/api/job-referral/r1/files/dispute-1') return { body: Buffer.from('%PDF-1.4 proof'), type: 'application/pdf' };
  return { status: 404, body: { status: 404, code: 'not_found', message: 'Not found.' } };
};
let fake: Awaited<ReturnType<typeof startMultipartFakeApi>>;
beforeAll(async () => {
  fake = await startMultipartFakeApi(answer);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  localStorage.clear();
  toast.reset();
  referral = completed();
  answerDispute = () => ({ status: 201, body: { message: 'Dispute opened. Our team will look into it and reply in the chat.' } });
  setSession('tok', sessionUserFixture());
});
afterEach(cleanup);

// applyAccept off: a person may pick 'All files' in the picker, so the form checks the kind itself
const renderDetail = () => {
  renderPage(<SeekerReferralPage />, { at: '/user_dashboard/job_referrals/r1', path: '/user_dashboard/job_referrals/:id' });
  return userEvent.setup({ applyAccept: false });
};
const disputes = () => fake.received.filter((request) => request.url === '/api/job-referral/job-seeker/r1/dispute');
const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
  return screen.findByRole('dialog', { name: 'Open a dispute' });
};

describe('a seeker opens a dispute (issue 17)', { timeout: 20_000 }, () => {
  it('is offered on a completed request until the date the server gives, beside the approval', async () => {
    renderDetail();
    const offer = await screen.findByRole('region', { name: 'Something went wrong?' });
    expect(offer).toHaveTextContent('open a dispute by 21 Mar 2026');
    expect(screen.getByRole('button', { name: 'Approve referral' })).toBeInTheDocument();
  });

  it('is not offered once the window has passed (the server says null) or on a request in progress', async () => {
    referral = completed({ disputeUntil: null });
    renderDetail();
    await screen.findByRole('button', { name: 'Approve referral' });
    expect(screen.queryByRole('button', { name: 'Open a dispute' })).not.toBeInTheDocument();
    cleanup();
    referral = seekerReferralFixture();
    renderDetail();
    await screen.findByRole('heading', { name: 'Content Designer at Canva' });
    expect(screen.queryByRole('button', { name: 'Open a dispute' })).not.toBeInTheDocument();
  });

  it('asks for a reason and refuses a fourth file or a wrong kind before sending anything', async () => {
    const user = renderDetail();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(within(dialog).getByText('Please tell us what went wrong.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'What went wrong?' })).toHaveAccessibleDescription('Please tell us what went wrong.');

    await user.type(within(dialog).getByRole('textbox', { name: 'What went wrong?' }), 'Never referred.');
    expect(within(dialog).queryByText('Please tell us what went wrong.')).not.toBeInTheDocument();
    const picker = within(dialog).getByLabelText(/^Files/);
    await user.upload(picker, [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.pdf'), new File(['c'], 'c.docx'), new File(['d'], 'd.jpg')]);
    expect(within(dialog).getByText('Attach at most 3 files: PDF, Word, JPG or PNG, up to 5 MB each.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove d.jpg' }));
    expect(within(dialog).queryByText('Attach at most 3 files: PDF, Word, JPG or PNG, up to 5 MB each.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove c.docx' }));
    await user.upload(picker, new File(['MZ'], 'tool.exe'));
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(within(dialog).getByText('Attach at most 3 files: PDF, Word, JPG or PNG, up to 5 MB each.')).toBeInTheDocument();
    expect(disputes()).toHaveLength(0);
  });

  it('sends the reason and the files as multipart, says so, and closes', async () => {
    const user = renderDetail();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'What went wrong?' }), '  The company has no record of me.  ');
    await user.upload(within(dialog).getByLabelText(/^Files/), [new File(['%PDF-1.4 a'], 'email.pdf'), new File(['png'], 'chat.png', { type: 'image/png' })]);
    expect(within(dialog).getByRole('list', { name: 'Files to send' })).toHaveTextContent('email.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));

    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Dispute opened. Our team will look into it and reply in the chat.']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Open a dispute' })).not.toBeInTheDocument());
    const [sent] = disputes();
    if (!sent) throw new Error('no dispute was sent');
    const form = await fake.formOf(sent);
    expect(form.get('reason')).toBe('The company has no record of me.');
    const names = ['file1', 'file2'].map((key) => {
      const value = form.get(key);
      return typeof value === 'object' && value !== null ? value.name : null;
    });
    expect(names).toEqual(['email.pdf', 'chat.png']);
    expect(form.get('file3')).toBeNull();
  });

  it("shows the server's refusal in the dialog and keeps what was written", async () => {
    answerDispute = () => ({
      status: 409,
      body: { status: 409, code: 'conflict', message: 'A dispute can only be opened within 14 days of completion or approval.' },
    });
    const user = renderDetail();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'What went wrong?' }), 'Never referred.');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await within(dialog).findByText('A dispute can only be opened within 14 days of completion or approval.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'What went wrong?' })).toHaveValue('Never referred.');
    expect(toast.getAll()).toEqual([]);
  });
});

describe('a dispute the seeker opened (issue 17)', () => {
  const dispute = disputeFixture({ files: [{ name: 'email.pdf', size: 2048, mime: 'application/pdf', url: '/api/job-referral/r1/files/dispute-1' }] });

  it('while open: says the team is on it, shows what was sent, and offers neither approval nor a second dispute', async () => {
    referral = completed({ dispute, allowedStatuses: [], disputeUntil: null });
    renderDetail();
    const notice = await screen.findByRole('region', { name: 'Dispute' });
    expect(notice).toHaveTextContent('Dispute open since 08 Mar 2026');
    expect(notice).toHaveTextContent('Our team is looking into it and will reply in the chat.');
    expect(notice).toHaveTextContent('You wrote: The company has no record of me.');
    expect(within(notice).getByRole('button', { name: 'Download dispute file 1 email.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve referral' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open a dispute' })).not.toBeInTheDocument();
  });

  it("once settled: the outcome and the team's note", async () => {
    referral = completed({
      status: 'rejected',
      currentStatus: 'rejected',
      allowedStatuses: [],
      disputeUntil: null,
      dispute: settledDisputeFixture('refunded', 'The referrer could not show it was sent.'),
    });
    renderDetail();
    const notice = await screen.findByRole('region', { name: 'Dispute' });
    expect(notice).toHaveTextContent('Dispute settled on 09 Mar 2026');
    expect(notice).toHaveTextContent('Our team settled your dispute: your payment is refunded in full.');
    expect(notice).toHaveTextContent('Note from Ada Admin: The referrer could not show it was sent.');
  });
});
