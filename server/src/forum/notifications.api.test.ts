import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, STRONG_PASSWORD, type Json, type TestServer } from '../test-support/harness.ts';
import { logIn } from '../test-support/marketplace.ts';

type Item = { _id: string; kind: string; title: string; text: string; requestId: string | null; link?: string; read: boolean; createdAt: string };
type Member = { userId: string; token: string };

let server: TestServer;
let admin: string;
let ana: Member;
let ben: Member;
let cat: Member;
let dan: Member;

beforeAll(async () => {
  server = await startTestServer();
  const members = await Promise.all([0, 1, 2, 3].map(() => registerAndLogIn(server)));
  // members whose accounts are older than a day, past the new accounts' posting limits
  server.clock.advance(25 * 60 * 60 * 1000);
  const aged = await Promise.all(members.map(async (m): Promise<Member> => ({ userId: m.userId, token: await logIn(server, m.email, STRONG_PASSWORD) })));
  [ana, ben, cat, dan] = aged as [Member, Member, Member, Member];
  admin = await logIn(server, 'admin@referly.dev');
});
afterAll(() => server.close());

const post = (values: Record<string, string>, token: string) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  return server.multipart('POST', '/api/discussions', body, token);
};
const idOf = (reply: { status: number; body: Json }) => {
  expect(reply.status).toBe(201);
  return String(reply.body.data?._id);
};
const started = async (title: string, token = ana.token) =>
  idOf(await post({ title, content: '<p>What works for you?</p>', tags: JSON.stringify(['Cover letters']) }, token));
const answered = async (source: string, token: string) => idOf(await post({ source, content: '<p>Tailor it to the role.</p>' }, token));
const bell = async (token: string) => ((await server.get('/api/notifications', token)).body.data ?? []) as unknown as Item[];
const about = (items: Item[], id: string) => items.filter((item) => item.link === `/discussionPost/${id}`);

describe('the forum’s notifications on the bell (GET /api/notifications)', () => {
  it('tell the author, in words and linking to it, that an admin restricted their discussion, and nobody else', async () => {
    const id = await started('Cover letters for grad roles in Sydney');
    expect((await server.post(`/api/discussions/${id}/restrict`, { restricted: true }, admin)).status).toBe(200);
    expect(about(await bell(ana.token), id)).toEqual([
      {
        _id: expect.any(String),
        kind: 'discussionRestricted',
        title: 'Your discussion was restricted',
        text: 'An admin restricted "Cover letters for grad roles in Sydney". It no longer shows in the public forum; you can still open it.',
        requestId: null,
        link: `/discussionPost/${id}`,
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    for (const token of [ben.token, admin]) expect(about(await bell(token), id)).toEqual([]);

    await server.post(`/api/discussions/${id}/restrict`, { restricted: false }, admin);
    expect(about(await bell(ana.token), id).map((item) => item.title)).toEqual(['Your discussion is public again', 'Your discussion was restricted']);
  });

  it('leave a restricted discussion readable by its author (where the notification leads) and nobody but the admins', async () => {
    const id = await started('Is a referral worth it for internal moves?');
    await server.post(`/api/discussions/${id}/restrict`, { restricted: true }, admin);
    const own = await server.get(`/api/discussions/${id}`, ana.token);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ _id: id, status: 'restricted', title: 'Is a referral worth it for internal moves?' });
    for (const token of [ben.token, undefined]) {
      const reply = await server.get(`/api/discussions/${id}`, token);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe('Discussion not found.');
    }
    expect((await server.get(`/api/discussions/${id}`, admin)).status).toBe(200);
  });

  it('tell the author once of an answer by another member, never of their own, and an answer’s author of a reply', async () => {
    const id = await started('Which recruiters answer LinkedIn messages?');
    const answer = await answered(id, ben.token);
    await answered(id, ana.token);
    const answers = about(await bell(ana.token), id);
    expect(answers.map((item) => [item.kind, item.title, item.text])).toEqual([
      ['discussionAnswered', 'New answer to your discussion', 'Someone answered "Which recruiters answer LinkedIn messages?".'],
    ]);
    expect(about(await bell(ben.token), id)).toEqual([]);

    await answered(answer, cat.token);
    expect(about(await bell(ben.token), id).map((item) => [item.title, item.text])).toEqual([
      ['New reply to your answer', 'Someone replied to your answer in "Which recruiters answer LinkedIn messages?".'],
    ]);
    expect(about(await bell(ana.token), id)).toHaveLength(1);
  });

  it('tell an answer’s author when members’ flags hide it', async () => {
    const id = await started('Do referrers read cover letters?');
    const answer = await answered(id, ben.token);
    for (const member of [ana, cat, dan]) expect((await server.post(`/api/discussions/${answer}/flag`, { reason: 'spam' }, member.token)).status).toBe(200);
    expect(about(await bell(ben.token), id).map((item) => [item.kind, item.title, item.text])).toEqual([
      [
        'forumPostHidden',
        'Your answer was hidden',
        'Your answer in "Do referrers read cover letters?" was flagged by several members and is hidden until an admin reviews it.',
      ],
    ]);
  });
});
