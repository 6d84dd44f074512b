import { accountDecider, userStream } from '@referly/domain';
import { createSqliteEventStore, handleCommand } from '@referly/infra/event-store/index';
import { emailAddresses } from '@referly/server/accounts/email-addresses';
import { hashPassword } from '@referly/server/auth/passwords';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { call, login } from './http-client.ts';

const ATLASSIAN = '00000000-0000-4000-b000-000000000001';
const PASSWORD = 'Bench-chat-password-2026';
const firstNames = ['Olivia', 'Jack', 'Mia', 'Noah', 'Charlotte', 'William', 'Amelia', 'Oliver', 'Isla', 'Leo'];

/** A signed-in person of the chat bench: their id and bearer token. */
export type Person = { id: string; token: string };
/** A paid request taken by a referrer: its chat (the chat's id is the request's) and the two people on it. */
export type BenchChat = { chatId: string; seeker: Person; referrer: Person };

type Account = { id: string; email: string; role: 'jobSeeker' | 'referrer' };

/**
 * Writes `pairs` job seekers and as many referrers verified at Atlassian into a fresh log, with the accounts' own
 * decider, as the demo accounts are made (`CreateVerifiedAccount`), but with one real hash of one password for all:
 * 2,000 argon2 hashes would be most of the set-up. Runs before the server starts on that folder.
 */
export const writeChatAccounts = async (dataDir: string, pairs: number): Promise<{ seekers: Account[]; referrers: Account[] }> => {
  const eventStore = createSqliteEventStore({ file: join(dataDir, 'events.db') });
  const clock = () => new Date();
  const addresses = emailAddresses({ eventStore, clock });
  const passwordHash = await hashPassword(PASSWORD);
  const seekers: Account[] = [];
  const referrers: Account[] = [];
  try {
    for (let i = 0; i < pairs; i += 1) {
      for (const role of ['jobSeeker', 'referrer'] as const) {
        const account: Account = { id: randomUUID(), email: `bench.chat.${role.toLowerCase()}.${i}@example.com`, role };
        await addresses.claim(account.email, account.id);
        await handleCommand(eventStore, userStream(account.id), accountDecider, {
          type: 'CreateVerifiedAccount',
          userId: account.id,
          details: {
            firstName: firstNames[i % firstNames.length] ?? 'Alex',
            lastName: role === 'referrer' ? 'Referrer' : 'Seeker',
            email: account.email,
            mobile: '0400 000 000',
            mobileWork: '02 9000 0000',
            userRole: role,
            dateOfBirth: '1990-01-01',
          },
          passwordHash,
          verificationStatus: role === 'referrer' ? 'approved' : null,
          ...(role === 'referrer' ? { employment: { companyId: ATLASSIAN, companyName: 'Atlassian', positionAtCompany: 'Software Engineer' } } : {}),
          now: clock().toISOString(),
        });
        (role === 'referrer' ? referrers : seekers).push(account);
      }
    }
  } finally {
    await eventStore.close();
  }
  return { seekers, referrers };
};

/** Runs `work` on every item, `width` at a time. */
export const inParallel = async <T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index] as T, index);
      }
    }),
  );
  return results;
};

/** The least PDF a referral request's resume upload takes. */
export const RESUME = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A seeker's request at Atlassian, paid with the test card; answers the request's id. */
const paidRequest = async (base: string, seeker: Person, i: number): Promise<string> => {
  const form = new FormData();
  const fields = {
    name: `Bench Seeker ${i}`,
    email: `chat.seeker.${i}@example.com`,
    mobile: '0400000000',
    industry: 'Information and Communication Technology',
    desiredPosition: `Backend Engineer ${i}`,
    desiredCompany: ATLASSIAN,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('resume', new File([new Uint8Array(RESUME)], 'resume.pdf', { type: 'application/pdf' }));
  const made = await fetch(`${base}/api/job-referral/job-seeker`, { method: 'POST', headers: { authorization: `Bearer ${seeker.token}` }, body: form });
  const body = (await made.json()) as { data?: { _id?: string }; paymentClientSecret?: string };
  if (made.status !== 201 || !body.data?._id || !body.paymentClientSecret) throw new Error(`request answered ${made.status}: ${JSON.stringify(body)}`);
  const paid = await call(base, 'POST', '/api/payments/test/confirm', {
    body: { clientSecret: body.paymentClientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
  });
  if (paid.status !== 200) throw new Error(`payment answered ${paid.status}: ${JSON.stringify(paid.body)}`);
  return body.data._id;
};

/** The referrer takes the request (marks it in progress), so its chat is theirs and the seeker's alone. */
const take = async (base: string, referrer: Person, referralId: string): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    const reply = await call(base, 'PUT', `/api/job-referral/referrer/${referralId}`, { body: { status: 'inProgress' }, token: referrer.token });
    if (reply.status === 200) return;
    // the payment reaches the read models just after its confirmation answers
    if (attempt >= 50) throw new Error(`take answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    await sleep(50);
  }
};

/**
 * Through the public API of a running server on that log: every person logs in, every seeker makes and pays a request,
 * and one referrer takes each. Answers the chats, each with its two signed-in people.
 */
export const openChats = async (base: string, accounts: { seekers: Account[]; referrers: Account[] }): Promise<BenchChat[]> => {
  const signIn = (account: Account) => login(base, account.email, PASSWORD).then((token): Person => ({ id: account.id, token }));
  const seekers = await inParallel(accounts.seekers, 8, signIn);
  const referrers = await inParallel(accounts.referrers, 8, signIn);
  return inParallel(seekers, 8, async (seeker, i) => {
    const referrer = referrers[i];
    if (!referrer) throw new Error('fewer referrers than seekers');
    const chatId = await paidRequest(base, seeker, i);
    await take(base, referrer, chatId);
    return { chatId, seeker, referrer };
  });
};
