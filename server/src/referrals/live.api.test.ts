import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { listen as listenTo, type Pushed } from '../test-support/live-listener.ts';
import { card, file, jpeg, logIn, paidRequest, pdf, requestForm } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(() => server.close());

const listen = (token: string) => listenTo(server, sockets, token);
const eventually = (check: () => boolean) => vi.waitUntil(check, { timeout: 5000, interval: 20 });
const typesOf = (events: Pushed[]) => events.map((event) => event.type);

describe('live push of requests', () => {
  it('tells the company’s referrers of a request once it is paid, and its seeker and the admins of each step', async () => {
    const riley = await listen(await logIn(server, 'referrer@referly.dev'));
    const admins = await listen(admin);
    const seeker = await registerAndLogIn(server);
    const mine = await listen(seeker.token);
    const stranger = await listen((await registerAndLogIn(server)).token);
    const made = await server.multipart('POST', '/api/job-referral/job-seeker', requestForm(), seeker.token);
    await eventually(() => typesOf(mine).includes('ReferralRequested'));
    expect(typesOf(riley)).not.toContain('ReferralRequested');
    await server.post('/api/payments/test/confirm', card(String(made.body.paymentClientSecret)));
    await eventually(() => typesOf(riley).includes('ReferralPaid') && typesOf(mine).includes('ReferralPaid') && typesOf(admins).includes('ReferralPaid'));
    await server.put(`/api/job-referral/referrer/${String(made.body.data?._id)}`, { status: 'inProgress' }, await logIn(server, 'referrer@referly.dev'));
    await eventually(() => typesOf(mine).includes('ReferralStatusChanged'));
    expect(mine.find((event) => event.type === 'ReferralStatusChanged')?.data).toMatchObject({ from: 'pending', to: 'inProgress' });
    // contact details, files and payment references are never pushed
    expect(JSON.stringify([...riley, ...mine, ...admins])).not.toMatch(/mia@example\.com|0400 123 456|fileId|pi_test_|clientSecret/);
    expect(stranger).toEqual([]);
  });

  it('puts a referrer in their company’s room the moment an admin approves them', async () => {
    const referrer = await registerAndLogIn(server, { userRole: 'referrer' });
    const form = new FormData();
    const fields = {
      name: 'Kai Tran',
      email: referrer.email,
      mobile: '0400111222',
      mobileOffice: '0290001111',
      companyName: 'Atlassian',
      companyAddress: 'Sydney',
      companyWebsite: 'https://www.atlassian.com',
      companyContactNumber: '0290002222',
      positionAtCompany: 'Designer',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('passport', file(pdf(), 'passport.pdf', 'application/pdf'));
    form.append('picture', file(jpeg(), 'me.jpg', 'image/jpeg'));
    await server.multipart('POST', '/api/referrer/send-verification-request', form, referrer.token);
    const events = await listen(referrer.token);
    const seeker = await registerAndLogIn(server);
    await paidRequest(server, seeker);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(typesOf(events)).not.toContain('ReferralPaid');
    await server.post(`/api/admin/referrers/${referrer.userId}/update-verification-status`, { newStatus: 'approved' }, admin);
    await eventually(() => typesOf(events).includes('ReferrerVerificationStatusChanged'));
    const other = await registerAndLogIn(server);
    await paidRequest(server, other);
    await eventually(() => typesOf(events).includes('ReferralPaid'));
  });
});
