import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Profile } from '../../lib/profile';
import { startFakeApi, type FakeReply } from '../../lib/fake-api';
import { getSessionUser, setSession } from '../../lib/session';
import { sessionUserFixture } from '../../lib/session-fixture';
import { applyLiveEvent, catchUp } from '../../lib/socket';
import { toast } from '../../lib/toast';
import { accountsLive } from './live';

const me = sessionUserFixture({ id: 'u1', userRole: 'referrer', referrerVerification: { status: 'pending' }, referrerVerificationStatus: 'pending' });

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'u1',
  firstName: 'Mia',
  lastName: 'Nguyen',
  email: 'mia@example.com.au',
  mobile: '0412345678',
  mobileWork: '0298765432',
  picture: null,
  userRole: 'referrer',
  referrerVerificationStatus: 'pending',
  careerInfo: { positionAtCompany: 'Engineer', companyId: 'c1', companyName: 'Atlassian' },
  ...overrides,
});

let answerProfile: () => FakeReply | Promise<FakeReply> = () => ({ body: { data: profile() } });
let fake: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  fake = await startFakeApi(() => answerProfile());
});
afterAll(() => fake.close());
const toasts = () => toast.getAll().map((t) => `${t.kind}: ${t.message}`);

beforeEach(() => {
  localStorage.clear();
  toast.reset();
  setSession('tok', me);
  answerProfile = () => ({ body: { data: profile() } });
});

const push = (type: string, data: Record<string, unknown>) => applyLiveEvent(new QueryClient(), [accountsLive], { type, position: 1, data });

describe('accounts live handlers: the stored session user', () => {
  it('takes a pushed profile change of mine, and ignores one of somebody else', () => {
    push('ProfileUpdated', { userId: 'someone-else', firstName: 'Zed', lastName: 'Other', email: 'zed@example.com', mobile: '1', picture: '' });
    expect(getSessionUser()?.personalInfo.firstName).toBe('Mia');

    push('ProfileUpdated', { userId: 'u1', firstName: 'Amelia', lastName: 'Ng', email: 'mia@example.com.au', mobile: '0499999999', picture: '' });
    expect(getSessionUser()).toMatchObject({ mobile: '0499999999', personalInfo: { firstName: 'Amelia', lastName: 'Ng' } });
  });

  it('takes a pushed verification decision about me, which the referrer guards read', () => {
    push('ReferrerVerificationStatusChanged', { userId: 'u1', status: 'approved', previousStatus: 'pending' });
    expect(getSessionUser()).toMatchObject({ referrerVerificationStatus: 'approved', referrerVerification: { status: 'approved' } });
  });

  it('is refreshed from GET /api/user/profile when the socket is ready', async () => {
    answerProfile = () => ({
      body: { data: profile({ firstName: 'Amelia', email: 'amelia@example.com.au', picture: '/files/me.png', referrerVerificationStatus: 'approved' }) },
    });
    await catchUp(new QueryClient(), [accountsLive], { position: 5 });
    expect(getSessionUser()).toMatchObject({
      email: 'amelia@example.com.au',
      personalInfo: { firstName: 'Amelia', lastName: 'Nguyen', picture: '/files/me.png' },
      referrerVerificationStatus: 'approved',
      careerInfo: { companyName: 'Atlassian', positionAtCompany: 'Engineer' },
    });
    expect(fake.received.at(-1)).toMatchObject({ method: 'GET', url: '/api/user/profile', authorization: 'Bearer tok' });
  });

  it('keeps a status pushed while an older profile read was on its way, and still takes the names from that read', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    answerProfile = () => new Promise<FakeReply>((resolve) => (answer = resolve));
    const readsBefore = fake.received.length;
    const caughtUp = catchUp(new QueryClient(), [accountsLive], { position: 5 });
    await expect.poll(() => fake.received.length).toBe(readsBefore + 1);

    push('ReferrerVerificationStatusChanged', { userId: 'u1', status: 'approved', previousStatus: 'pending' });
    answer({ body: { data: profile({ firstName: 'Amelia', referrerVerificationStatus: 'pending' }) } });
    await caughtUp;

    expect(getSessionUser()).toMatchObject({ referrerVerificationStatus: 'approved', personalInfo: { firstName: 'Amelia' } });
  });
});

describe('accounts live handlers: telling me about a decision on my verification', () => {
  it.each([
    ['approved', 'success: Your referrer verification has been approved.'],
    ['rejected', 'error: Your referrer verification was not approved.'],
    ['pending', 'success: Your referrer verification is being reviewed.'],
  ])('toasts a pushed %s wherever I am', (status, said) => {
    push('ReferrerVerificationStatusChanged', { userId: 'u1', status, previousStatus: 'approved' });
    expect(toasts()).toEqual([said]);
  });

  it('says nothing about a decision on somebody else', () => {
    push('ReferrerVerificationStatusChanged', { userId: 'someone-else', status: 'approved', previousStatus: 'pending' });
    expect(toasts()).toEqual([]);
  });

  it('toasts a decision made while I was away once the socket is ready, and nothing when the status is what I knew', async () => {
    answerProfile = () => ({ body: { data: profile({ referrerVerificationStatus: 'approved' }) } });
    await catchUp(new QueryClient(), [accountsLive], { position: 5 });
    expect(toasts()).toEqual(['success: Your referrer verification has been approved.']);

    toast.reset();
    await catchUp(new QueryClient(), [accountsLive], { position: 6 });
    expect(toasts()).toEqual([]);
  });
});
