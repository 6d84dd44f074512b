import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetPaymentProvider } from '../../../lib/payments/payment-requests';
import { createQueryClient } from '../../../lib/query-client';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { toast } from '../../../lib/toast';
import { startMultipartFakeApi, type RawReply, type RawRequest } from '../../../lib/multipart-fake-api';
import { NewReferralPage } from './new-referral-page';

let answerCreate: () => RawReply;
let answerCoupon: (url: string) => RawReply;
/** the companies the seeker has a request open for, as GET /api/job-referral/job-seeker/open-companies answers */
let openCompanies: string[] = [];

const answer = (request: RawRequest): RawReply => {
  const path = request.url.split('?')[0];
  if (path === '/api/general/companies') return { body: { statusCode: 200, data: companies } };
  if (path === '/api/app-config/jobReferralAmount') return { body: { statusCode: 200, data: { key: 'jobReferralAmount', value: 500, currency: 'aud' } } };
  if (path === '/api/payments/config') return { body: { statusCode: 200, data: { provider: 'test', publishableKey: null } } };
  if (path === '/api/coupons/check') return answerCoupon(request.url);
  if (path === '/api/job-referral/job-seeker/open-companies') return { body: { statusCode: 200, data: openCompanies } };
  if (path === '/api/job-referral/job-seeker' && request.method === 'POST') return answerCreate();
  if (path === '/api/payments/test/confirm') return { body: { data: { status: 'succeeded' } } };
  return { status: 404, body: { status: 404, code: 'not_found', message: 'Not found.' } };
};

const companies = [
  { _id: 'c-atlassian', name: 'Atlassian' },
  { _id: 'c-canva', name: 'Canva' },
];
let fake: Awaited<ReturnType<typeof startMultipartFakeApi>>;
beforeAll(async () => {
  fake = await startMultipartFakeApi(answer);
});
afterAll(() => fake.close());

const created = { statusCode: 201, data: { _id: 'r1' }, paymentClientSecret: 'pi_1_secret_x', amount: 50000, currency: 'aud' };

beforeEach(() => {
  fake.received.length = 0;
  localStorage.clear();
  toast.reset();
  resetPaymentProvider();
  setSession('tok', sessionUserFixture());
  answerCreate = () => ({ status: 201, body: created });
  openCompanies = [];
  answerCoupon = () => ({ status: 404, body: { status: 404, code: 'not_found', message: 'This coupon code is not valid.' } });
});
afterEach(cleanup);

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const renderPage = () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/user_dashboard/job_referrals/newrequest']}>
        <Routes>
          <Route path="/user_dashboard/job_referrals/newrequest" element={<NewReferralPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // files the user picks without the picker's filter, as a drop would bring them
  return userEvent.setup({ applyAccept: false });
};

const pdf = (name = 'cv.pdf') => new File(['%PDF-1.4 resume'], name, { type: 'application/pdf' });
/** The form once the price is read, in the currency the server names with it: the first render of a run can take a while. */
const priced = () => screen.findByRole('button', { name: /^Submit & Pay AUD\s500$/ }, { timeout: 5000 });
const submitButton = () => screen.getByRole('button', { name: /^Submit & Pay/ });
const creates = () => fake.received.filter((r) => r.method === 'POST' && r.url === '/api/job-referral/job-seeker');

type User = ReturnType<typeof userEvent.setup>;
const fillJob = async (user: User, company: { pick: string } | { type: string }) => {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Information and Communication Technology');
  await user.type(screen.getByLabelText('Desired position'), 'Content Designer');
  const picker = screen.getByRole('combobox', { name: 'Desired company' });
  if ('pick' in company) {
    await user.type(picker, company.pick.slice(0, 3));
    await user.click(await screen.findByRole('option', { name: company.pick }));
  } else {
    await user.type(picker, company.type);
  }
  await user.upload(screen.getByLabelText('Resume'), pdf());
};
/** The checkout's test card, typed and confirmed. */
const payWithTestCard = async (user: User) => {
  const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
  await user.type(await within(dialog).findByLabelText('Card number'), '4242424242424242');
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(within(dialog).getByLabelText('CVC'), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
};

// a whole form typed key by key, and a checkout, take a few seconds in jsdom
describe('new referral form: checked on submit with the spec 001 §5 messages', { timeout: 20_000 }, () => {
  it('says what is missing under each field, sends nothing, and clears a message once its field changes', async () => {
    const user = renderPage();
    await priced();
    await user.clear(screen.getByLabelText('Name'));
    await user.click(submitButton());

    for (const message of [
      'Name is required.',
      'Industry selection is required.',
      'Desired position is required.',
      'Desired company is required.',
      'Resume is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(creates()).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Mia Nguyen');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Desired position is required.')).toBeInTheDocument();
  });

  it('refuses a file that is not a PDF, Word document or JPG, and asks for one when the resume is removed', async () => {
    const user = renderPage();
    const notes = new File(['plain text'], 'notes.txt', { type: 'text/plain' });
    await user.upload(await screen.findByLabelText('Resume'), notes);
    expect(screen.getByText('Please select a PDF or Word document')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Resume'), pdf());
    expect(screen.queryByText('Please select a PDF or Word document')).not.toBeInTheDocument();
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    expect(screen.getByText('< 0.01 MB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(screen.getByText('Please select a file')).toBeInTheDocument();
  });
});

describe('new referral form: the request it sends and its payment', { timeout: 20_000 }, () => {
  it("sends spec 001 §3's fields and the files as multipart, confirms the test card, and goes back to the list", async () => {
    const user = renderPage();
    expect(await priced()).toBeEnabled();
    // the price and the total, in the currency the server named with the price
    expect(within(screen.getByRole('region', { name: 'Payment' })).getAllByText('AUD 500.00')).toHaveLength(2);
    await fillJob(user, { pick: 'Canva' });
    await user.type(screen.getByLabelText('Current job (optional)'), 'Junior Designer');
    await user.upload(screen.getByLabelText(/^Cover letter/), new File(['letter'], 'letter.docx'));
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
    // the checkout's total names the server's currency, as the order summary beside the form did
    expect(within(dialog).getByText('AUD 500.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/4242 4242 4242 4242/)).toBeInTheDocument();
    await payWithTestCard(user);

    const success = await screen.findByRole('dialog', { name: 'Payment Successful!' });
    expect(success).toHaveTextContent('Your request has been sent to potential referrers.');

    const [create] = creates();
    if (!create) throw new Error('the request was not created');
    const sent = await fake.formOf(create);
    expect(Object.fromEntries([...sent.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Mia Nguyen',
      email: 'mia@example.com.au',
      mobile: '0412345678',
      industry: 'Information and Communication Technology',
      desiredPosition: 'Content Designer',
      desiredCompany: 'c-canva',
      currentJob: 'Junior Designer',
    });
    // the server's (Node's) File, not jsdom's: read by what it holds
    const resume = sent.get('resume');
    const coverLetter = sent.get('coverLetter');
    expect(typeof resume === 'object' && resume !== null ? [resume.name, await resume.text()] : null).toEqual(['cv.pdf', '%PDF-1.4 resume']);
    expect(typeof coverLetter === 'object' && coverLetter !== null ? coverLetter.name : null).toBe('letter.docx');
    const confirm = fake.received.find((r) => r.url === '/api/payments/test/confirm');
    expect(confirm ? fake.jsonOf(confirm) : null).toEqual({
      clientSecret: 'pi_1_secret_x',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });

    await user.click(within(success).getByRole('button', { name: 'View my requests' }));
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/user_dashboard/job_referrals');
  });

  it('says at once that the seeker already has an active request for the company picked, and opens no checkout', async () => {
    openCompanies = ['c-canva'];
    const user = renderPage();
    await priced();
    const picker = screen.getByRole('combobox', { name: 'Desired company' });
    await user.type(picker, 'Can');
    await user.click(await screen.findByRole('option', { name: 'Canva' }));
    expect(await screen.findByText('You already have an active referral request for this company.')).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    await user.clear(picker);
    await user.type(picker, 'Atl');
    await user.click(await screen.findByRole('option', { name: 'Atlassian' }));
    expect(screen.queryByText('You already have an active referral request for this company.')).not.toBeInTheDocument();
    await user.clear(picker);
    await fillJob(user, { pick: 'Canva' });
    await user.click(submitButton());
    expect(picker).toHaveFocus();
    expect(screen.getByText('You already have an active referral request for this company.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Complete Your Payment' })).not.toBeInTheDocument();
    expect(creates()).toEqual([]);
  });

  it('sends a company typed that is not on the list by its name', async () => {
    const user = renderPage();
    await priced();
    await fillJob(user, { type: 'Acme Robotics' });
    expect(screen.getByText('“Acme Robotics” is not on our list yet. We will add it for our team to check.')).toBeInTheDocument();
    await user.click(submitButton());
    await payWithTestCard(user);
    await screen.findByRole('dialog', { name: 'Payment Successful!' });
    const [create] = creates();
    expect(create ? (await fake.formOf(create)).get('desiredCompany') : null).toBe('Acme Robotics');
  });

  it('shows the discounted total of a coupon the server accepts, and sends the code', async () => {
    answerCoupon = () => ({ body: { data: { code: 'WELCOME10', discountPercentage: 10, amount: 45000, originalAmount: 50000 } } });
    answerCreate = () => ({ status: 201, body: { ...created, amount: 45000 } });
    const user = renderPage();
    await priced();
    await user.type(screen.getByLabelText('Coupon code (optional)'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: /^Submit & Pay AUD\s450$/ })).toBeInTheDocument();
    expect(fake.received.some((r) => r.url === '/api/coupons/check?code=WELCOME10&service=jobReferral')).toBe(true);

    await fillJob(user, { pick: 'Atlassian' });
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
    expect(within(dialog).getByText('AUD 450.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(creates()).toHaveLength(0);
  });

  it('says a refused coupon under its field and opens no checkout', async () => {
    const user = renderPage();
    await priced();
    await fillJob(user, { pick: 'Canva' });
    await user.type(screen.getByLabelText('Coupon code (optional)'), 'NOPE');
    await user.click(submitButton());
    expect(await screen.findByText('This coupon code is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("puts the server's field errors under their fields, and clears one when its field changes", async () => {
    answerCreate = () => ({
      status: 400,
      body: {
        status: 400,
        code: 'validation_failed',
        message: 'Desired position is required.',
        errors: { desiredPosition: 'Desired position must be at most 200 characters.' },
      },
    });
    const user = renderPage();
    await priced();
    await fillJob(user, { pick: 'Canva' });
    await user.click(submitButton());
    await payWithTestCard(user);

    expect(await screen.findByText('Desired position must be at most 200 characters.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Desired position'), ' Lead');
    expect(screen.queryByText('Desired position must be at most 200 characters.')).not.toBeInTheDocument();
  });

  it.each([
    ['an empty body', { status: 500, body: Buffer.from(''), type: 'text/plain' }],
    ['a page of HTML from a proxy', { status: 502, body: Buffer.from('<html><body>502 Bad Gateway</body></html>'), type: 'text/html' }],
  ])("shows 'Request Failed' with the spec's 'Failed to add job referral.' when the refusal has %s", async (_, reply) => {
    answerCreate = () => reply;
    const user = renderPage();
    await priced();
    await fillJob(user, { pick: 'Canva' });
    await user.click(submitButton());
    await payWithTestCard(user);
    const refused = await screen.findByRole('dialog', { name: 'Request Failed' });
    expect(refused).toHaveTextContent('Failed to add job referral.');
    expect(refused).not.toHaveTextContent(/HTTP|Bad Gateway|html/);
  });

  it("shows 'Request Failed' with the server's message when the request is refused", async () => {
    answerCreate = () => ({ status: 409, body: { status: 409, code: 'conflict', message: 'You already have an active referral request for this company.' } });
    const user = renderPage();
    await priced();
    await fillJob(user, { pick: 'Canva' });
    await user.click(submitButton());
    await payWithTestCard(user);
    const refused = await screen.findByRole('dialog', { name: 'Request Failed' });
    expect(refused).toHaveTextContent('You already have an active referral request for this company.');
    await user.click(within(refused).getByRole('button', { name: 'Back to the form' }));
    expect(screen.getByRole('button', { name: /^Submit & Pay AUD\s500$/ })).toBeEnabled();
  });
});
