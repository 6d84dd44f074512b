import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetPaymentProvider } from '../../../lib/payments/payment-requests';
import { createQueryClient } from '../../../lib/query-client';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { toast } from '../../../lib/toast';
import { startMultipartFakeApi, type RawReply, type RawRequest } from '../../../lib/multipart-fake-api';
import { NewReviewPage, RESUME_BUILDER_URL } from './new-review-page';

let answerCreate: () => RawReply;
let answerCoupon: (url: string) => RawReply;

const companies = [
  { _id: 'c-atlassian', name: 'Atlassian' },
  { _id: 'c-canva', name: 'Canva' },
];

const answer = (request: RawRequest): RawReply => {
  const path = request.url.split('?')[0];
  if (path === '/api/general/companies') return { body: { statusCode: 200, data: companies } };
  if (path === '/api/app-config/resumeReviewAmount') return { body: { statusCode: 200, data: { key: 'resumeReviewAmount', value: 306, currency: 'aud' } } };
  if (path === '/api/payments/config') return { body: { statusCode: 200, data: { provider: 'test', publishableKey: null } } };
  if (path === '/api/coupons/check') return answerCoupon(request.url);
  if (path === '/api/resume-review/job-seeker' && request.method === 'POST') return answerCreate();
  if (path === '/api/payments/test/confirm') return { body: { data: { status: 'succeeded' } } };
  return { status: 404, body: { status: 404, code: 'not_found', message: 'Not found.' } };
};

let fake: Awaited<ReturnType<typeof startMultipartFakeApi>>;
beforeAll(async () => {
  fake = await startMultipartFakeApi(answer);
});
afterAll(() => fake.close());

const created = { statusCode: 201, data: { _id: 'rv1' }, paymentClientSecret: 'pi_1_secret_x', amount: 30600, currency: 'aud' };

beforeEach(() => {
  fake.received.length = 0;
  localStorage.clear();
  toast.reset();
  resetPaymentProvider();
  setSession('tok', sessionUserFixture());
  answerCreate = () => ({ status: 201, body: created });
  answerCoupon = () => ({ status: 404, body: { status: 404, code: 'not_found', message: 'This coupon code is not valid.' } });
});
afterEach(cleanup);

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const renderPage = () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/user_dashboard/resume_review/newrequest']}>
        <Routes>
          <Route path="/user_dashboard/resume_review/newrequest" element={<NewReviewPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ applyAccept: false });
};

const pdf = (name = 'cv.pdf') => new File(['%PDF-1.4 resume'], name, { type: 'application/pdf' });
const priced = () => screen.findByRole('button', { name: /^Submit & Pay AUD\s306$/ }, { timeout: 5000 });
const submitButton = () => screen.getByRole('button', { name: /^Submit & Pay/ });
const creates = () => fake.received.filter((r) => r.method === 'POST' && r.url === '/api/resume-review/job-seeker');

type User = ReturnType<typeof userEvent.setup>;
const fillRole = async (user: User) => {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Information and Communication Technology');
  await user.type(screen.getByLabelText('Desired position'), 'Data Analyst');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Desired company' }), 'Canva');
};
const payWithTestCard = async (user: User) => {
  const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
  await user.type(await within(dialog).findByLabelText('Card number'), '4242424242424242');
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(within(dialog).getByLabelText('CVC'), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
};

describe('new resume review form: checked on submit (spec 001 §5)', { timeout: 20_000 }, () => {
  it("says 'Missing Information' in a dialog when no resume is uploaded, with every field's message, and sends nothing", async () => {
    const user = renderPage();
    await priced();
    await user.clear(screen.getByLabelText('Name'));
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Missing Information' });
    expect(dialog).toHaveTextContent('Please upload your resume before submitting.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    for (const message of [
      'Name is required.',
      'Industry selection is required.',
      'Desired position is required.',
      'Desired company is required.',
      'Resume is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(creates()).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Mia Nguyen');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
  });

  it('with a resume, puts the focus on the first field in error and opens no dialog', async () => {
    const user = renderPage();
    await priced();
    await user.upload(screen.getByLabelText('Resume'), pdf());
    await user.click(submitButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveFocus();
    expect(screen.getByText('Industry selection is required.')).toBeInTheDocument();
  });

  it('refuses a file that is not a PDF, Word document or JPG', async () => {
    const user = renderPage();
    await user.upload(await screen.findByLabelText('Resume'), new File(['plain'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Please select a PDF or Word document')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Cover letter/), new File(['x'], 'letter.png', { type: 'image/png' }));
    expect(screen.getAllByText('Please select a PDF or Word document')).toHaveLength(2);
    await user.upload(screen.getByLabelText('Resume'), pdf('CV.JPG'));
    expect(screen.getAllByText('Please select a PDF or Word document')).toHaveLength(1);
  });

  it('links to an external resume builder in a new tab', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: /Don't have a Resume or Cover Letter\? Click Here/ });
    expect(link).toHaveAttribute('href', RESUME_BUILDER_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('goes back to the list on Cancel', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/user_dashboard/resume_review');
  });
});

describe('new resume review form: the request and its payment (spec 001 §4, §8)', { timeout: 20_000 }, () => {
  it("sends the fields, the job ad and the files, pays by card, says 'Success!' and goes back to the list", async () => {
    const user = renderPage();
    await priced();
    await fillRole(user);
    await user.type(screen.getByLabelText('Paste the job ad (optional)'), 'We need SQL and Tableau.');
    await user.upload(screen.getByLabelText('Resume'), pdf());
    await user.click(submitButton());

    const checkout = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
    expect(within(checkout).getByText('AUD 306.00')).toBeInTheDocument();
    expect(within(checkout).getByText('Resume review: Data Analyst at Canva')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Processing...', hidden: true })).toBeDisabled();
    await payWithTestCard(user);

    const success = await screen.findByRole('dialog', { name: 'Success!' });
    expect(success).toHaveTextContent('Your payment was successful and your resume review has been submitted. We will notify you once it is ready.');
    const [create] = creates();
    if (!create) throw new Error('the review was not created');
    const sent = await fake.formOf(create);
    expect(Object.fromEntries([...sent.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Mia Nguyen',
      email: 'mia@example.com.au',
      mobile: '0412345678',
      industry: 'Information and Communication Technology',
      desiredPosition: 'Data Analyst',
      desiredCompany: 'c-canva',
      currentJob: '',
      paymentMethod: 'CreditCard',
      jobAd: 'We need SQL and Tableau.',
    });
    const resume = sent.get('resume');
    expect(typeof resume === 'object' && resume !== null ? resume.name : null).toBe('cv.pdf');

    await user.click(within(success).getByRole('button', { name: 'View my reviews' }));
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/user_dashboard/resume_review');
  });

  it("says 'Request Failed' with the server's message when it refuses the review (a file whose bytes are not what its name says)", async () => {
    answerCreate = () => ({ status: 415, body: { status: 415, code: 'unsupported_media_type', message: 'Please select a PDF or Word document' } });
    const user = renderPage();
    await priced();
    await fillRole(user);
    await user.upload(screen.getByLabelText('Resume'), pdf());
    await user.click(submitButton());
    await payWithTestCard(user);
    const refused = await screen.findByRole('dialog', { name: 'Request Failed' });
    expect(refused).toHaveTextContent('Please select a PDF or Word document');
    await user.click(within(refused).getByRole('button', { name: 'Back to the form' }));
    expect(screen.getByRole('button', { name: /^Submit & Pay AUD\s306$/ })).toBeEnabled();
  });

  it.each([
    ['an empty body', { status: 500, body: Buffer.from(''), type: 'text/plain' }],
    ['a page of HTML from a proxy', { status: 502, body: Buffer.from('<html><body>502 Bad Gateway</body></html>'), type: 'text/html' }],
  ])("says 'Request Failed' with the spec's sentence when the refusal has %s", async (_, reply) => {
    answerCreate = () => reply;
    const user = renderPage();
    await priced();
    await fillRole(user);
    await user.upload(screen.getByLabelText('Resume'), pdf());
    await user.click(submitButton());
    await payWithTestCard(user);
    const refused = await screen.findByRole('dialog', { name: 'Request Failed' });
    expect(refused).toHaveTextContent('Failed to create resume review request. Please try again.');
    expect(refused).not.toHaveTextContent(/HTTP|Bad Gateway|html/);
  });

  it('checks a coupon for the review service and shows its total', async () => {
    answerCoupon = () => ({ body: { data: { code: 'WELCOME10', discountPercentage: 10, amount: 27540, originalAmount: 30600 } } });
    const user = renderPage();
    await priced();
    await user.type(screen.getByLabelText('Coupon code (optional)'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: /^Submit & Pay AUD\s275\.40$|^Submit & Pay AUD\s275$/ })).toBeInTheDocument();
    expect(fake.received.some((r) => r.url === '/api/coupons/check?code=WELCOME10&service=resumeReview')).toBe(true);
  });
});
