import { accountDecider, userStream } from '@referly/domain';
import argon2 from 'argon2';
import { createSqliteEventStore, handleCommand } from '@referly/infra/event-store/index';
import { emailAddresses } from '@referly/server/accounts/email-addresses';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inParallel, RESUME } from './chat-people.ts';
import { call, login } from './http-client.ts';

/** The four demo companies the referrers work at (and the seekers ask for): ids fixed by the demo data. */
export const COMPANIES = [1, 2, 3, 4].map((n) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`);
const PASSWORD = 'Bench-capacity-password-2026';
const firstNames = ['Olivia', 'Jack', 'Mia', 'Noah', 'Charlotte', 'William', 'Amelia', 'Oliver', 'Isla', 'Leo'];

/** People come in blocks of 250, so every step of the ladder (a multiple of 250) has the same mix. */
export const BLOCK = 250;
const REFERRERS_PER_BLOCK = 83;

export type Role = 'jobSeeker' | 'referrer' | 'admin';
/** A person of the capacity bench: written into the log before the server starts. */
export type Account = { index: number; id: string; email: string; role: Role; company: string | null; name: string };
/** A seeker's first request (paid, taken by `referrer`): its chat is theirs. Indices into the people. */
export type Pairing = { seeker: number; referrer: number };

/**
 * The people of `blocks` blocks, in ladder order: per block of 250, on even blocks one admin, then 83 referrers (at the
 * four companies in turn), then the seekers, two to each of the block's referrers (their first request at its company).
 */
export const planPeople = (blocks: number): { accounts: Account[]; pairings: Pairing[] } => {
  const accounts: Account[] = [];
  const pairings: Pairing[] = [];
  for (let b = 0; b < blocks; b += 1) {
    const referrers: number[] = [];
    const admins = b % 2 === 0 ? 1 : 0;
    for (let k = 0; k < BLOCK; k += 1) {
      const index = accounts.length;
      const role: Role = k < admins ? 'admin' : k < admins + REFERRERS_PER_BLOCK ? 'referrer' : 'jobSeeker';
      const company = role === 'referrer' ? (COMPANIES[index % COMPANIES.length] ?? null) : null;
      const name = `${firstNames[index % firstNames.length] ?? 'Alex'} ${role === 'admin' ? 'Admin' : role === 'referrer' ? 'Referrer' : 'Seeker'}`;
      accounts.push({ index, id: randomUUID(), email: `bench.capacity.${role.toLowerCase()}.${index}@example.com`, role, company, name });
      if (role === 'referrer') referrers.push(index);
      if (role === 'jobSeeker') pairings.push({ seeker: index, referrer: referrers[pairings.length % referrers.length] ?? -1 });
    }
  }
  return { accounts, pairings };
};

/**
 * Writes the accounts into a fresh log with the accounts' own decider (`CreateVerifiedAccount`, as the demo accounts
 * are made; referrers verified at their company), one real argon2id hash of one password for all, made with light
 * parameters (1 MiB, 1 pass; each hash names its own, and the server verifies any): thousands of sign-ins at the
 * product's setting would be most of the set-up, and sign-ins are not what (n) measures. Before the server starts.
 */
export const writeCapacityAccounts = async (dataDir: string, accounts: Account[]): Promise<void> => {
  const eventStore = createSqliteEventStore({ file: join(dataDir, 'events.db') });
  const clock = () => new Date();
  const addresses = emailAddresses({ eventStore, clock });
  const passwordHash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const companyNames = ['Atlassian', 'Canva', 'Commonwealth Bank of Australia', 'Westpac'];
  try {
    for (const account of accounts) {
      await addresses.claim(account.email, account.id);
      const [firstName = 'Alex', lastName = 'Seeker'] = account.name.split(' ');
      await handleCommand(eventStore, userStream(account.id), accountDecider, {
        type: 'CreateVerifiedAccount',
        userId: account.id,
        details: {
          firstName,
          lastName,
          email: account.email,
          mobile: '0400 000 000',
          mobileWork: '02 9000 0000',
          userRole: account.role,
          dateOfBirth: '1990-01-01',
        },
        passwordHash,
        verificationStatus: account.role === 'referrer' ? 'approved' : null,
        ...(account.company
          ? {
              employment: {
                companyId: account.company,
                companyName: companyNames[COMPANIES.indexOf(account.company)] ?? 'Atlassian',
                positionAtCompany: 'Software Engineer',
              },
            }
          : {}),
        now: clock().toISOString(),
      });
    }
  } finally {
    await eventStore.close();
  }
};

/** The multipart form of a new request, as the product's form sends it. */
export const requestForm = (seekerIndex: number, company: string, n: number): FormData => {
  const form = new FormData();
  const fields = {
    name: `Bench Seeker ${seekerIndex}`,
    email: `capacity.seeker.${seekerIndex}@example.com`,
    mobile: '0400000000',
    industry: 'Information and Communication Technology',
    desiredPosition: `Backend Engineer ${n}`,
    desiredCompany: company,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('resume', new File([new Uint8Array(RESUME)], 'resume.pdf', { type: 'application/pdf' }));
  return form;
};

export const TEST_CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

/**
 * Through the public API of a running Referly: the given people log in (answers their tokens), and each of the given
 * pairings' seekers makes a request at its referrer's company and pays it, and the referrer takes it (answers the
 * request ids by seeker index).
 */
export const signInAndPair = async (
  base: string,
  accounts: Account[],
  people: number[],
  pairings: Pairing[],
  tokens: Map<number, string>,
  chats: Map<number, string>,
): Promise<void> => {
  await inParallel(people, 8, async (index) => {
    const account = accounts[index];
    if (!account) throw new Error(`no person ${index}`);
    tokens.set(index, await login(base, account.email, PASSWORD));
  });
  await inParallel(pairings, 16, async ({ seeker, referrer }) => {
    const [token, referrerToken, company] = [tokens.get(seeker), tokens.get(referrer), accounts[referrer]?.company];
    if (!token || !referrerToken || !company) throw new Error(`pairing ${seeker}/${referrer} not signed in`);
    const made = await fetch(`${base}/api/job-referral/job-seeker`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: requestForm(seeker, company, 0),
    });
    const body = (await made.json()) as { data?: { _id?: string }; paymentClientSecret?: string };
    if (made.status !== 201 || !body.data?._id || !body.paymentClientSecret) throw new Error(`request answered ${made.status}: ${JSON.stringify(body)}`);
    const paid = await call(base, 'POST', '/api/payments/test/confirm', { body: { clientSecret: body.paymentClientSecret, ...TEST_CARD } });
    if (paid.status !== 200) throw new Error(`payment answered ${paid.status}: ${JSON.stringify(paid.body)}`);
    for (let attempt = 0; ; attempt += 1) {
      const reply = await call(base, 'PUT', `/api/job-referral/referrer/${body.data._id}`, { body: { status: 'inProgress' }, token: referrerToken });
      if (reply.status === 200) break;
      // the payment reaches the read models just after its confirmation answers
      if (attempt >= 50) throw new Error(`take answered ${reply.status}: ${JSON.stringify(reply.body)}`);
      await sleep(50);
    }
    chats.set(seeker, body.data._id);
  });
};
