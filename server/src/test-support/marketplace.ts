import { setTimeout as sleep } from 'node:timers/promises';
import { registerAndLogIn, type Json, type TestServer } from './harness.ts';

/** Test support for the marketplace: the demo accounts, request forms with real files, the test card. */
export const DEMO_PASSWORD = 'Referly-demo-2026';
export const ATLASSIAN = '00000000-0000-4000-b000-000000000001';
export const CANVA = '00000000-0000-4000-b000-000000000002';

export const logIn = async (server: TestServer, email: string, password = DEMO_PASSWORD): Promise<string> => {
  const reply = await server.post('/api/user/login', { email, password });
  if (reply.status !== 200) throw new Error(`login ${email}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return String(reply.body.data?.token);
};

/** A real (tiny) PDF: the server reads its magic bytes. */
export const pdf = (text = 'Resume'): Buffer =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
/** A JPEG's first bytes: enough for its magic-byte check. */
export const jpeg = (): Buffer =>
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
/** A Windows program's first bytes (MZ …): what a renamed .exe carries. */
export const exe = (): Buffer => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(256, 0)]);

export const file = (bytes: Buffer, name: string, type = 'application/octet-stream') => new File([new Uint8Array(bytes)], name, { type });

/** The request form of spec 001 §3, with a resume; any field can be overridden or dropped (undefined). */
export const requestForm = (overrides: Record<string, string | File | undefined> = {}): FormData => {
  const fields: Record<string, string | File | undefined> = {
    name: 'Mia Nguyen',
    email: 'mia@example.com',
    mobile: '0400 123 456',
    industry: 'Information and Communication Technology',
    desiredPosition: 'Backend Engineer',
    desiredCompany: ATLASSIAN,
    currentJob: 'Support Engineer',
    resume: file(pdf(), 'Mia-Resume.pdf', 'application/pdf'),
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  return form;
};

export const card = (clientSecret: string, cardNumber = '4242 4242 4242 4242') => ({
  clientSecret,
  cardNumber,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
});

/** A new seeker makes a request and pays it with the test card; returns the seeker, the request id and its position. */
export const paidRequest = async (server: TestServer, seeker: { token: string }, overrides: Record<string, string | File | undefined> = {}) => {
  const made = await server.multipart('POST', '/api/job-referral/job-seeker', requestForm(overrides), seeker.token);
  if (made.status !== 201) throw new Error(`request: ${made.status} ${JSON.stringify(made.body)}`);
  const referralId = String(made.body.data?._id);
  const paid = await server.post('/api/payments/test/confirm', card(String(made.body.paymentClientSecret)));
  if (paid.status !== 200) throw new Error(`payment: ${paid.status} ${JSON.stringify(paid.body)}`);
  return { referralId, made };
};

/**
 * A referrer verified at a company: signs up, asks to be verified with a passport and a photo (naming the company),
 * and an admin approves them. Their verification puts them in the company, so its paid requests reach them.
 */
export const verifiedReferrer = async (server: TestServer, companyName: string, adminToken: string) => {
  const referrer = await registerAndLogIn(server, { userRole: 'referrer', firstName: 'Rhea', lastName: 'Referrer' });
  const form = new FormData();
  const fields = {
    name: 'Rhea Referrer',
    email: referrer.email,
    mobile: '0400111222',
    mobileOffice: '0290001111',
    companyName,
    companyAddress: '341 George St, Sydney NSW',
    companyWebsite: 'https://example.com',
    companyContactNumber: '0290002222',
    positionAtCompany: 'Engineering Manager',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('passport', file(pdf('passport'), 'passport.pdf', 'application/pdf'));
  form.append('picture', file(jpeg(), 'me.jpg', 'image/jpeg'));
  const submitted = await server.multipart('POST', '/api/referrer/send-verification-request', form, referrer.token);
  if (submitted.status !== 201) throw new Error(`verification: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  const approved = await server.post(`/api/admin/referrers/${referrer.userId}/update-verification-status`, { newStatus: 'approved' }, adminToken);
  if (approved.status !== 200) throw new Error(`approval: ${approved.status} ${JSON.stringify(approved.body)}`);
  return referrer;
};

/** Polls a read until it holds what the test waits for (a worker's outcome, e.g. a refund), up to `timeoutMs`. */
export const until = async (read: () => Promise<Json>, holds: (body: Json) => boolean, timeoutMs = 8000): Promise<Json> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = await read();
    if (holds(body)) return body;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(body).slice(0, 500)}`);
    await sleep(50);
  }
};

/** The six people of an access matrix over one paid request of seeker A at Atlassian that nobody handles yet. */
export type AccessCast = {
  referralId: string;
  tokens: { seekerA: string; seekerB: string; companyReferrer: string; otherReferrer: string; admin: string; nobody: undefined };
};

/** Seeker A (with the paid request), seeker B, the demo referrer of Atlassian, a verified referrer of Canva, an admin, nobody. */
export const accessCast = async (server: TestServer): Promise<AccessCast> => {
  const admin = await logIn(server, 'admin@referly.dev');
  const seekerA = await registerAndLogIn(server);
  const seekerB = await registerAndLogIn(server);
  const { referralId } = await paidRequest(server, seekerA);
  const otherReferrer = await verifiedReferrer(server, 'Canva', admin);
  return {
    referralId,
    tokens: {
      seekerA: seekerA.token,
      seekerB: seekerB.token,
      companyReferrer: await logIn(server, 'referrer@referly.dev'),
      otherReferrer: otherReferrer.token,
      admin,
      nobody: undefined,
    },
  };
};

export type Who = keyof AccessCast['tokens'];
export const everyone: Who[] = ['seekerA', 'seekerB', 'companyReferrer', 'otherReferrer', 'admin', 'nobody'];
/** A route of an access matrix: how to call it with a token, and the status each person gets. */
export type AccessRoute = { label: string; call: (token: string | undefined) => Promise<{ status: number }>; expected: Record<Who, number> };

/** What `who` gets from every route, beside what they should get, by route label: one comparison shows every miss. */
export const statusesOf = async (routes: AccessRoute[], tokens: AccessCast['tokens'], who: Who) => {
  const seen: Record<string, number> = {};
  const expected: Record<string, number> = {};
  for (const route of routes) {
    seen[route.label] = (await route.call(tokens[who])).status;
    expected[route.label] = route.expected[who];
  }
  return { seen, expected };
};

/** Moves the test server's clock on and lets the workers' timers look at it (issue 17); their steps are then read through the routes. */
export const timePasses = async (server: TestServer, ms: number) => {
  server.clock.advance(ms);
  await server.referly.timers.tick();
};
