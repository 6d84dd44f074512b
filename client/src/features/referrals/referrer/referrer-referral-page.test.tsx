import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../../lib/fake-api';
import { disputeFixture, settledDisputeFixture } from '../components/referral-fixture';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import { allowedChoices } from '@referly/domain';
import type { Referral } from '../api/types';
import { referrerReferralFixture } from './referrer-fixture';
import { RequestChatStub } from '../components/request-chat-stub';
import { ReferrerReferralPage } from './referrer-referral-page';

let referral: Referral = referrerReferralFixture();
let answerChange: (request: ReceivedRequest) => FakeReply = () => ({ body: { message: 'Job referral status updated successfully!' } });
let answerRead: () => FakeReply = () => ({ body: { statusCode: 200, data: referral } });
const fake = serveFakeApi((request) => (request.method === 'PUT' ? answerChange(request) : answerRead()));
beforeEach(() => {
  localStorage.clear();
  setSession('tok', sessionUserFixture({ id: 'me', userRole: 'referrer', careerInfo: { companyName: 'Atlassian' } }));
  referral = referrerReferralFixture();
  answerChange = () => ({ body: { message: 'Job referral status updated successfully!' } });
  answerRead = () => ({ body: { statusCode: 200, data: referral } });
});

const renderDetail = () =>
  renderPage(<ReferrerReferralPage />, { at: '/referrer_dashboard/referrer_details/r1', path: '/referrer_dashboard/referrer_details/:id' });

const sent = () => fake.received.filter((request) => request.method !== 'GET');
const reads = () => fake.received.filter((request) => request.method === 'GET').length;
const toasts = () => toast.getAll().map((t) => t.message);
const choose = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  await user.click(await screen.findByRole('button', { name: 'Change status' }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
};

describe('referrer job referral: status dropdown', () => {
  it('offers exactly the statuses the server allows, in the spec words', async () => {
    const user = userEvent.setup();
    referral = referrerReferralFixture({ allowedStatuses: ['completed', 'rejected', 'pending'] });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Mark it as completed', 'Mark it as Rejected', 'Mark it as Pending']);
  });

  it.each([
    ['waitingforapproval', 'This request is waiting for the job seeker to approve the referral. Its status cannot be changed until they do.'],
    ['approved', 'The job seeker approved this referral, so its status can no longer be changed.'],
    ['rejected', 'This request was rejected. A rejection is final, so its status can no longer be changed.'],
    ['expired', 'Nobody took this request in time, so it expired and its seeker was refunded. Its status can no longer be changed.'],
  ] as const)('is disabled at %s, and says why', async (status, why) => {
    referral = referrerReferralFixture({ status, currentStatus: status, allowedStatuses: [] });
    renderDetail();
    const dropdown = await screen.findByRole('button', { name: 'Change status' });
    expect(dropdown).toBeDisabled();
    expect(dropdown).toHaveAccessibleDescription(why);
  });

  it('is held by an open dispute, which it shows with the seeker’s reason; once settled, the outcome and the note', async () => {
    const dispute = disputeFixture();
    referral = referrerReferralFixture({ status: 'waitingforapproval', currentStatus: 'waitingforapproval', allowedStatuses: [], dispute });
    renderDetail();
    const dropdown = await screen.findByRole('button', { name: 'Change status' });
    expect(dropdown).toHaveAccessibleDescription('This request has an open dispute: our team will settle it.');
    const notice = screen.getByRole('region', { name: 'Dispute' });
    expect(notice).toHaveTextContent('Dispute open since 08 Mar 2026');
    expect(notice).toHaveTextContent('The job seeker wrote: The company has no record of me.');
    cleanup();

    referral = referrerReferralFixture({
      status: 'approved',
      currentStatus: 'approved',
      allowedStatuses: [],
      dispute: settledDisputeFixture('approved', 'The referral was submitted on 3 March.'),
    });
    renderDetail();
    const settled = await screen.findByRole('region', { name: 'Dispute' });
    expect(settled).toHaveTextContent('Our team settled the dispute: the referral is approved and its credits are yours.');
    expect(settled).toHaveTextContent('Note from Ada Admin: The referral was submitted on 3 March.');
  });

  it('is disabled when another referrer took the request', async () => {
    referral = referrerReferralFixture({ status: 'inProgress', referrer: { id: 'someone-else', name: 'Jo Park' }, allowedStatuses: [] });
    renderDetail();
    const dropdown = await screen.findByRole('button', { name: 'Change status' });
    expect(dropdown).toBeDisabled();
    expect(dropdown).toHaveAccessibleDescription('Jo Park is already handling this request, so only they can change its status.');
  });

  it('offers the next steps in order: take a new request first, complete it, put it back, and reject it last', async () => {
    const user = userEvent.setup();
    const menuOf = async (given: Referral) => {
      referral = given;
      const { unmount } = renderDetail();
      await user.click(await screen.findByRole('button', { name: 'Change status' }));
      const items = within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      unmount();
      return items;
    };
    const nobodysYet = referrerReferralFixture({ allowedStatuses: allowedChoices('referrer', { status: 'pending', paid: true, referrerId: null }, 'me') });
    expect(await menuOf(nobodysYet)).toEqual(['Take this request', 'Mark it as completed', 'Mark it as Rejected']);
    const mine = { status: 'inProgress', paid: true, referrerId: 'me' } as const;
    const handled = referrerReferralFixture({
      ...mine,
      currentStatus: 'inProgress',
      referrer: { id: 'me', name: 'Riley' },
      allowedStatuses: allowedChoices('referrer', mine, 'me'),
    });
    expect(await menuOf(handled)).toEqual(['Mark it as completed', 'Mark it as Pending', 'Mark it as Rejected']);
  });

  it('asks before marking it completed, saying it locks the request until the seeker answers; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    renderDetail();
    await choose(user, 'Mark it as completed');
    const dialog = await screen.findByRole('dialog', { name: 'Mark this request as completed?' });
    expect(dialog).toHaveTextContent(
      'The job seeker is asked to approve the referral. Until they answer, the request is locked: you cannot change its status.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent()).toEqual([]);
    await choose(user, 'Mark it as completed');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark it as completed' }));
    await waitFor(() => expect(toasts()).toEqual(['Job referral status updated successfully!']));
    expect(sent()).toEqual([expect.objectContaining({ method: 'PUT', url: '/api/job-referral/referrer/r1', body: { status: 'completed' } })]);
  });

  it('takes a request in one step, says so, and reads the request again', async () => {
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('heading', { name: 'Mia Tran' });
    const before = reads();
    await choose(user, 'Take this request');
    await waitFor(() => expect(toasts()).toEqual(['Job referral status updated successfully!']));
    expect(sent()).toEqual([expect.objectContaining({ method: 'PUT', url: '/api/job-referral/referrer/r1', body: { status: 'inProgress' } })]);
    expect(reads()).toBeGreaterThan(before);
  });

  it("says the spec's failure with the server's reason when another referrer was first", async () => {
    const user = userEvent.setup();
    answerChange = () => ({ status: 409, body: { status: 409, code: 'conflict', message: 'Another referrer is already handling this request.' } });
    renderDetail();
    await choose(user, 'Mark it as completed');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark it as completed' }));
    await waitFor(() => expect(toasts()).toEqual(['Failed to update job referral status. Another referrer is already handling this request.']));
    expect(sent()).toEqual([expect.objectContaining({ body: { status: 'completed' } })]);
  });
});

describe('referrer job referral: reject dialog', () => {
  it('warns that it is final and refunds, and needs a reason that is not blank', async () => {
    const user = userEvent.setup();
    renderDetail();
    await choose(user, 'Mark it as Rejected');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Reason' });
    expect(dialog).toHaveTextContent('This decision cannot be reversed.');
    expect(dialog).toHaveTextContent('a refund of their payment will be processed');
    await user.type(within(dialog).getByLabelText('Reason for rejection'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Rejection reason is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason for rejection')).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  it('sends the status with the trimmed reason, then closes and reads the request again', async () => {
    const user = userEvent.setup();
    renderDetail();
    await choose(user, 'Mark it as Rejected');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Reason' });
    await user.type(within(dialog).getByLabelText('Reason for rejection'), '  The role needs five years in payments.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/job-referral/referrer/r1',
        body: { status: 'rejected', reason: 'The role needs five years in payments.' },
      }),
    ]);
    expect(toasts()).toEqual(['Job referral status updated successfully!']);
  });

  it('sends nothing on Cancel or Escape, and hands the focus back to the dropdown', async () => {
    const user = userEvent.setup();
    renderDetail();
    await choose(user, 'Mark it as Rejected');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change status' })).toHaveFocus());
    await choose(user, 'Mark it as Rejected');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent()).toEqual([]);
  });

  it('keeps the dialog and the typed reason when the call fails for a reason another try can fix', async () => {
    const user = userEvent.setup();
    answerChange = () => ({ status: 503, body: { status: 503, code: 'unavailable', message: 'The service is busy. Please try again.' } });
    renderDetail();
    await choose(user, 'Mark it as Rejected');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason for rejection'), 'Not a fit');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The service is busy. Please try again.');
    expect(within(dialog).getByLabelText('Reason for rejection')).toHaveValue('Not a fit');
    expect(toasts()).toEqual(['Failed to update job referral status. The service is busy. Please try again.']);
  });
});

describe('referrer job referral: the request', () => {
  it('shows who asked, for what, the files, the job ad and the timeline', async () => {
    referral = referrerReferralFixture({
      status: 'rejected',
      allowedStatuses: [],
      rejectionReason: 'Needs more experience.',
      timeline: [
        ...referrerReferralFixture().timeline,
        {
          kind: 'status',
          status: 'rejected',
          label: 'Rejected',
          by: { role: 'referrer', name: 'Riley Referrer' },
          reason: 'Needs more experience.',
          at: '2026-11-21T01:00:00.000Z',
        },
      ],
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Mia Tran' })).toBeInTheDocument();
    expect(screen.getByText('#12')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Rejection reasonNeeds more experience.');
    expect(screen.getByRole('link', { name: /atlassian\.com\/company\/careers/ })).toHaveAttribute(
      'href',
      'https://www.atlassian.com/company/careers/detail/123',
    );
    expect(screen.getByRole('button', { name: 'Download resume Mia-Tran-Resume.pdf' })).toBeInTheDocument();
    expect(screen.getByText('No cover letter was attached.')).toBeInTheDocument();
    const steps = within(screen.getByRole('heading', { name: 'Timeline' }).closest('section') ?? document.body).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual(['Request created', 'Payment received', 'Rejected']);
  });

  it('says plainly when the request is not there (taken by someone else, or a wrong link)', async () => {
    answerRead = () => ({ status: 404, body: { status: 404, code: 'not_found', message: 'This referral request does not exist.' } });
    renderDetail();
    expect(await screen.findByText('This referral request does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Referral Resumes' })).toHaveAttribute('href', '/referrer_dashboard');
    expect(toasts()).toEqual([]);
  });

  it("says the spec's failure with a way to try again when the request cannot be read", async () => {
    const user = userEvent.setup();
    answerRead = () => ({ status: 500, body: { status: 500, code: 'internal', message: 'Something went wrong.' } });
    renderDetail();
    // a 5xx is tried once more before the page gives up
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to retrieve job referral.');
    expect(toasts()).toEqual(['Failed to retrieve job referral.']);
    answerRead = () => ({ body: { statusCode: 200, data: referral } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Mia Tran' })).toBeInTheDocument();
  });
});

describe('referrer job referral: chat', () => {
  it('hands the chat button the request, its company and its position', async () => {
    renderPage(<ReferrerReferralPage chat={RequestChatStub} />, {
      at: '/referrer_dashboard/referrer_details/r1',
      path: '/referrer_dashboard/referrer_details/:id',
    });
    expect(await screen.findByRole('button', { name: 'Chat with Mia (jobReferral r1: Frontend Engineer at Atlassian)' })).toBeInTheDocument();
    expect(screen.queryByText('Chat is coming soon.')).not.toBeInTheDocument();
  });
});
