import '@testing-library/jest-dom/vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi } from '../../lib/api';
import { createQueryClient } from '../../lib/query-client';
import { getSessionUser, setSession, type SessionUser } from '../../lib/session';
import { sessionUserFixture } from '../../lib/session-fixture';
import type { MyVerification } from './api/types';
import { VerificationFormPage } from './verification-form-page';
import { detailsFixture, verificationFixture } from './verification-fixture';

type Reply = { status: number; body: unknown };
type Received = { method: string; url: string; form: FormData | null };

// lib/fake-api reads JSON bodies; this one keeps the multipart the form sends, read back as the server would
const received: Received[] = [];
let answerSubmit: () => Reply = () => ({ status: 201, body: { message: 'Verification request submitted successfully!' } });
let verification: MyVerification = verificationFixture();
let server: Server;
beforeAll(async () => {
  // jsdom's Blob has no stream(), which Node's fetch reads a file of a multipart body with
  Blob.prototype.stream ??= function stream(this: Blob) {
    const bytes = this.arrayBuffer();
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await bytes));
        controller.close();
      },
    });
  };
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const type = req.headers['content-type'] ?? '';
        const form = type.startsWith('multipart/form-data')
          ? await new Request('http://fake.test/', { method: 'POST', headers: { 'content-type': type }, body: Buffer.concat(chunks) }).formData()
          : null;
        received.push({ method: req.method ?? '', url: req.url ?? '', form });
        const reply: Reply = req.method === 'POST' ? answerSubmit() : { status: 200, body: { statusCode: 200, data: verification } };
        res.writeHead(reply.status, { 'Content-Type': reply.status >= 400 ? 'application/problem+json' : 'application/json' });
        res.end(JSON.stringify(reply.body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(cleanup);

const referrer = (overrides: Partial<SessionUser> = {}) =>
  sessionUserFixture({
    userRole: 'referrer',
    personalInfo: { firstName: 'Casey', lastName: 'Nguyen' },
    email: 'casey@example.com.au',
    mobile: '0412 345 678',
    ...overrides,
  });

beforeEach(() => {
  localStorage.clear();
  received.length = 0;
  verification = verificationFixture();
  answerSubmit = () => ({ status: 201, body: { message: 'Verification request submitted successfully!' } });
  setSession('tok', referrer());
});

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/referrer_varification']}>
        <Routes>
          <Route path="/referrer_varification" element={<VerificationFormPage />} />
          <Route path="/referrer_varification/referee_verification" element={<h1>Verification status</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const pdf = (name = 'passport.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const png = (name = 'me.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  const given = detailsFixture();
  const values: Record<string, string> = {
    'Office phone number': given.mobileOffice,
    'Company name': given.companyName,
    "Referrer's Current Position": given.positionAtCompany,
    'Company address': given.companyAddress,
    'Company website': given.companyWebsite,
    'Company contact number': given.companyContactNumber,
  };
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
  await user.upload(field('Passport'), pdf());
  await user.upload(field('Your photo'), png());
};
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit for verification' }));

describe('verification form: while typing', () => {
  it('keeps letters out of a phone field and says why', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(field('Office phone number'), '02a');
    expect(field('Office phone number')).toHaveValue('02');
    expect(field('Office phone number')).toHaveAccessibleDescription('Only numeric values up to 15 digits are allowed.');
    await user.type(field('Office phone number'), '9');
    expect(field('Office phone number')).toHaveValue('029');
    expect(screen.queryByText('Only numeric values up to 15 digits are allowed.')).not.toBeInTheDocument();
  });

  it('takes at most 15 digits', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(field('Company contact number'), '1234567890123456');
    expect(field('Company contact number')).toHaveValue('123456789012345');
    expect(screen.getByText('Only numeric values up to 15 digits are allowed.')).toBeInTheDocument();
  });

  it('keeps digits and signs out of the name, company and position', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(field('Company name'), 'Canva1');
    expect(field('Company name')).toHaveValue('Canva');
    await user.type(field('Full name'), '2');
    expect(field('Full name')).toHaveValue('Casey Nguyen');
    await user.type(field("Referrer's Current Position"), 'Designer!');
    expect(field("Referrer's Current Position")).toHaveValue('Designer');
    expect(screen.getAllByText('Only letters and spaces (up to 200 characters) are allowed.')).toHaveLength(3);
  });

  it('starts from what the account knows, with the phone as digits only', () => {
    renderPage();
    expect(field('Full name')).toHaveValue('Casey Nguyen');
    expect(field('Email')).toHaveValue('casey@example.com.au');
    expect(field('Phone number')).toHaveValue('0412345678');
  });

  it('says at once that a file of another kind is not taken', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.upload(field('Passport'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Only jpeg, jpg, png & pdf files are supported!')).toBeInTheDocument();
  });
});

describe('verification form: on submit', () => {
  it("says every required field's message, and sends nothing", async () => {
    const user = userEvent.setup();
    setSession('tok', referrer({ personalInfo: { firstName: '', lastName: '' }, email: '', mobile: '' }));
    renderPage();
    await submit(user);
    for (const message of [
      'Name is required.',
      'Email is required.',
      'Phone number is required.',
      'Office phone number is required.',
      'Company name is required.',
      'Company address is required.',
      'Website is required.',
      'Company contact number is required.',
      "Referrer's Current Position is required.",
      'Passport upload is required.',
      'User image upload is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(field('Full name')).toHaveFocus());
    expect(received.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('checks the e-mail address', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'casey@example');
    await submit(user);
    expect(screen.getByText('Invalid email address.')).toBeInTheDocument();
  });

  it('sends the multipart of spec 001 §3, the name split at the first space, then shows the status page', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.clear(field('Full name'));
    await user.type(field('Full name'), 'Casey Van Der Berg');
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Verification status' })).toBeInTheDocument();
    const [post] = received.filter((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/referrer/send-verification-request');
    const form = post?.form;
    expect(Object.fromEntries([...(form?.entries() ?? [])].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))).toEqual({
      ...detailsFixture({ name: 'Casey Van Der Berg' }),
      firstName: 'Casey',
      lastName: 'Van Der Berg',
    });
    // the server's parser hands back its own File, not jsdom's
    const fileName = (value: FormDataEntryValue | null | undefined) => (value && typeof value !== 'string' ? value.name : null);
    expect(fileName(form?.get('passport'))).toBe('passport.pdf');
    expect(fileName(form?.get('picture'))).toBe('me.png');
    expect(getSessionUser()?.referrerVerificationStatus).toBe('pending');
  });

  it("shows the server's refusal under the form", async () => {
    const user = userEvent.setup();
    answerSubmit = () => ({ status: 409, body: { status: 409, code: 'conflict', message: 'Your verification is being reviewed.' } });
    renderPage();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your verification is being reviewed.');
    expect(screen.queryByRole('heading', { name: 'Verification status' })).not.toBeInTheDocument();
  });
});

describe('verification form: who sees it', () => {
  it('shows someone under review what they sent, read-only, and the way to the status page', async () => {
    setSession('tok', referrer({ referrerVerificationStatus: 'pending', referrerVerification: { status: 'pending' } }));
    renderPage();
    expect(await screen.findByText('Product Designer')).toBeInTheDocument();
    expect(screen.getByText('110 Kippax St, Surry Hills NSW 2010')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See where it stands' }));
    expect(await screen.findByRole('heading', { name: 'Verification status' })).toBeInTheDocument();
  });

  it('after a rejection, starts from what was sent before; the files are chosen again', async () => {
    setSession('tok', referrer({ referrerVerificationStatus: 'rejected', referrerVerification: { status: 'rejected' } }));
    renderPage();
    expect(await screen.findByText(/The details you sent before are filled in/)).toBeInTheDocument();
    expect(field('Company name')).toHaveValue('Canva');
    expect(field('Company address')).toHaveValue('110 Kippax St, Surry Hills NSW 2010');
    expect(field("Referrer's Current Position")).toHaveValue('Product Designer');
    expect(screen.getAllByRole('button', { name: 'Choose file' })).toHaveLength(2);
  });
});
