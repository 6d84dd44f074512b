import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { logIn } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
});
afterAll(() => server.close());

const valid = { name: 'Sam Lee', email: 'sam.lee@example.com', subject: 'Billing question', message: 'Where is my invoice?' };

type Glance = {
  messages: { total: number; recent: { name: string; email: string; subject: string; message: string; kind: string; rating: number | null }[] };
  subscribers: { total: number; recent: { email: string; subscribedAt: string }[] };
};
const glance = async (): Promise<Glance> => {
  const reply = await server.get('/api/admin/contact-management', admin);
  expect(reply.status).toBe(200);
  return reply.body.data as unknown as Glance;
};

const settled = async (reply: { headers: Headers }) => {
  expect(await server.referly.waitFor(Number(reply.headers.get('x-referly-position')))).toBe(true);
};

describe('POST /api/user/contact-us', () => {
  it('takes a message, answers in the spec’s words, and the admin sees it', async () => {
    const before = await glance();
    const reply = await server.post('/api/user/contact-us', { ...valid, name: '  Sam Lee ' });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Your message has been sent successfully! We'll get back to you soon.");
    await settled(reply);
    const after = await glance();
    expect(after.messages.total).toBe(before.messages.total + 1);
    expect(after.messages.recent[0]).toMatchObject({ ...valid, kind: 'contact', rating: null });
  });

  it('takes a feedback, the contact call with "Feedback - " before its subject, keeping its rating', async () => {
    const reply = await server.post('/api/user/contact-us', { ...valid, subject: 'Feedback - Report a Bug', message: 'It froze', rating: 3 });
    expect(reply.status).toBe(200);
    await settled(reply);
    expect((await glance()).messages.recent[0]).toMatchObject({ subject: 'Feedback - Report a Bug', kind: 'feedback', rating: 3 });
  });

  it.each([
    [{ ...valid, name: '' }, 'Name is required.'],
    [{ ...valid, email: undefined }, 'Email is required.'],
    [{ ...valid, email: 'sam@example' }, 'Enter a valid email address.'],
    [{ ...valid, subject: '   ' }, 'Subject is required.'],
    [{ ...valid, message: '' }, 'Message is required.'],
    [{ ...valid, message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    [{ ...valid, subject: 'Feedback - Other', rating: 11 }, 'Please provide a rating'],
  ])('refuses %j with 400 and the spec’s message, recording nothing', async (body, message) => {
    const before = (await glance()).messages.total;
    const reply = await server.post('/api/user/contact-us', body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect((await glance()).messages.total).toBe(before);
  });

  it.each([null, 'text', 42, [valid], { name: ['Sam'], email: { x: 1 }, subject: 7, message: true, rating: '5' }])(
    'answers a body of the wrong type (%j) with a 400, never a 500',
    async (body) => {
      const reply = await server.call('POST', '/api/user/contact-us', body);
      expect(reply.status).toBe(400);
      expect(typeof reply.body.message).toBe('string');
    },
  );

  it('answers a body that is not JSON at all with a 400', async () => {
    const reply = await fetch(`${server.referly.url}/api/user/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(reply.status).toBe(400);
  });
});

describe('contact management: who may look', () => {
  const routes = ['/api/admin/export/contact-emails', '/api/admin/export/newsletter-subscribers', '/api/admin/contact-management'];
  it('answers admins only: 401 without a session, 403 to a seeker and a referrer', async () => {
    const seeker = await logIn(server, 'seeker@referly.dev');
    const referrer = await logIn(server, 'referrer@referly.dev');
    const statuses = (token: string | undefined) => Promise.all(routes.map(async (route) => (await server.download(route, token)).status));
    expect(await statuses(undefined)).toEqual([401, 401, 401]);
    expect(await statuses('not-a-token')).toEqual([401, 401, 401]);
    expect(await statuses(seeker)).toEqual([403, 403, 403]);
    expect(await statuses(referrer)).toEqual([403, 403, 403]);
    expect(await statuses(admin)).toEqual([200, 200, 200]);
    const refused = await server.get(routes[0] ?? '');
    expect(refused.body.message).toBe('Session expired. Redirecting to login.');
  });
});

const csvLines = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');

describe('GET /api/admin/export/contact-emails', () => {
  it('is a CSV named contact-emails-{date}.csv holding every message, the demo ones too', async () => {
    const reply = await server.download('/api/admin/export/contact-emails', admin);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="contact-emails-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = csvLines(reply.bytes);
    expect(lines[0]).toBe('Name,Email,Subject,Message,Type,Rating (1-10),Received (UTC)');
    expect(lines.length - 1).toBe((await glance()).messages.total);
    expect(lines.some((line) => line.startsWith('Aisha Karimi,aisha.karimi@example.com,Feedback - Feature Request,'))).toBe(true);
  });

  it('escapes every cell a spreadsheet would run as a formula: = + - @', async () => {
    const sneaky = {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'sneaky@example.com',
      subject: '+SUM(1,2)',
      message: '-2+3',
    };
    await settled(await server.post('/api/user/contact-us', sneaky));
    await settled(await server.post('/api/user/contact-us', { ...valid, name: '@cmd', subject: 'plain' }));
    const text = (await server.download('/api/admin/export/contact-emails', admin)).bytes.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")",sneaky@example.com,"'+SUM(1,2)",'-2+3,contact,,`);
    expect(text).toContain(`'@cmd,sam.lee@example.com,plain,`);
    expect(text).not.toMatch(/(^|,|\r\n)"?[=+@]/);
  });

  it('answers a signed link when asked with ?link=1, which downloads the same file without a bearer', async () => {
    const asked = await server.get('/api/admin/export/contact-emails?link=1', admin);
    const url = String(asked.body.data?.url);
    expect(url).toMatch(/^\/api\/admin\/export\/contact-emails\?ticket=/);
    const file = await server.download(url);
    expect(file.status).toBe(200);
    expect(csvLines(file.bytes)[0]).toBe('Name,Email,Subject,Message,Type,Rating (1-10),Received (UTC)');
    expect((await server.download(url.replace('contact-emails', 'newsletter-subscribers'))).status).toBe(401);
  });
});

describe('GET /api/admin/export/newsletter-subscribers', () => {
  it('is a CSV named newsletter-subscribers-{date}.csv with each subscriber once, escaped', async () => {
    const email = `-news.${Date.now()}@example.com`;
    await settled(await server.post('/api/user/subscribe-newsletter', { email }));
    await settled(await server.post('/api/user/subscribe-newsletter', { email }));
    const reply = await server.download('/api/admin/export/newsletter-subscribers', admin);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = csvLines(reply.bytes);
    expect(lines[0]).toBe('Email,Subscribed (UTC)');
    expect(lines.filter((line) => line.startsWith(`'${email},`))).toHaveLength(1);
    expect(lines.length - 1).toBe((await glance()).subscribers.total);
    expect((await glance()).subscribers.recent[0]?.email).toBe(email);
  });
});
