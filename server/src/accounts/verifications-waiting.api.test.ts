import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { listen as listenTo, type Pushed } from '../test-support/live-listener.ts';
import { file, jpeg, logIn, pdf } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(() => server.close());

const eventually = (check: () => boolean) => vi.waitUntil(check, { timeout: 5000, interval: 20 });

const submitVerification = (token: string) => {
  const form = new FormData();
  const fields = {
    name: 'Lena Park',
    email: 'lena@example.com',
    mobile: '0400111222',
    mobileOffice: '0290001111',
    companyName: 'Canva',
    companyAddress: '110 Kippax St, Surry Hills NSW',
    companyWebsite: 'https://www.canva.com',
    companyContactNumber: '0290002222',
    positionAtCompany: 'Engineer',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('passport', file(pdf('passport'), 'passport.pdf', 'application/pdf'));
  form.append('picture', file(jpeg(), 'me.jpg', 'image/jpeg'));
  return server.multipart('POST', '/api/referrer/send-verification-request', form, token);
};

/** What the admin home's "Waiting on you" reads: the referrers whose verification waits for a decision. */
const waiting = async () => {
  const reply = await server.get('/api/admin/users?page=1&limit=1&verification=pending', admin);
  expect(reply.status).toBe(200);
  return { count: Number(reply.body.totalCount), data: reply.body.data as unknown as { userRole: string; referrerVerificationStatus: string }[] };
};

describe('verifications waiting on the admin', () => {
  it('counts the referrers whose verification waits for a decision, and follows submissions and decisions live', async () => {
    const before = await waiting();
    // the demo's pending referrer waits from the start; nobody else does
    expect(before.count).toBe(1);
    expect(before.data[0]).toMatchObject({ userRole: 'referrer', referrerVerificationStatus: 'pending' });

    const pushed: Pushed[] = await listenTo(server, sockets, admin);
    const referrer = await registerAndLogIn(server, { userRole: 'referrer' });
    expect((await submitVerification(referrer.token)).status).toBe(201);
    // the admin's screen hears of it, and reads the count again
    await eventually(() => pushed.some((event) => event.type === 'ReferrerVerificationSubmitted' && event.data.userId === referrer.userId));
    expect((await waiting()).count).toBe(2);

    pushed.splice(0);
    await server.post(`/api/admin/referrers/${referrer.userId}/update-verification-status`, { newStatus: 'approved' }, admin);
    await eventually(() => pushed.some((event) => event.type === 'ReferrerVerificationStatusChanged' && event.data.status === 'approved'));
    expect((await waiting()).count).toBe(1);
  });

  it('lists the referrers of one verification status, and refuses a status that is not one', async () => {
    const approved = await server.get('/api/admin/users?page=1&limit=50&verification=approved', admin);
    const statuses = (approved.body.data as unknown as { referrerVerificationStatus: string }[]).map((user) => user.referrerVerificationStatus);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['approved']));

    const wrong = await server.get('/api/admin/users?verification=maybe', admin);
    expect(wrong.status).toBe(400);
  });
});
