import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogIn, startTestServer, STRONG_PASSWORD, type Json, type TestServer } from '../test-support/harness.ts';
import { file, logIn } from '../test-support/marketplace.ts';
import { exe, png, svg } from '../test-support/upload-files.ts';

let server: TestServer;
let admin: string;
type Member = { userId: string; token: string };
/** members whose accounts are older than a day (registered, then the clock moved on) */
let ana: Member;
let ben: Member;
let cat: Member;
let dan: Member;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const members = await Promise.all([0, 1, 2, 3].map(() => registerAndLogIn(server)));
  server.clock.advance(25 * 60 * 60 * 1000);
  const aged = await Promise.all(members.map(async (m): Promise<Member> => ({ userId: m.userId, token: await logIn(server, m.email, STRONG_PASSWORD) })));
  [ana, ben, cat, dan] = aged as [Member, Member, Member, Member];
  admin = await logIn(server, 'admin@referly.dev');
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(() => server.close());

let unique = 0;
/** a word no demo discussion holds, to find a test's own by search */
const word = () => `zq${Date.now().toString(36)}x${(unique += 1)}`;

type Fields = Record<string, string | undefined>;
const form = (values: Fields, images: File[] = []) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) body.append(key, value);
  for (const image of images) body.append('images', image);
  return body;
};
const post = (values: Fields, token = ana.token, images: File[] = []) => server.multipart('POST', '/api/discussions', form(values, images), token);
const discussion = (overrides: Fields = {}, token = ana.token) =>
  post(
    { title: 'Cover letters for grad roles in Sydney', content: '<p>What works for you?</p>', tags: JSON.stringify(['Cover letters']), ...overrides },
    token,
  );
const idOf = (reply: { body: Json }) => String(reply.body.data?._id);
const started = async (overrides: Fields = {}, token = ana.token) => {
  const reply = await discussion(overrides, token);
  expect(reply.status).toBe(201);
  return idOf(reply);
};
const comment = (source: string, content: string, token = ben.token) => post({ source, content: `<p>${content}</p>` }, token);
const detail = (id: string, token?: string) => server.get(`/api/discussions/${id}`, token);
const list = (query: string, token?: string) => server.get(`/api/discussions?${query}`, token);
const ids = (body: Json) => ((body.data ?? []) as unknown as { _id: string }[]).map((d) => d._id);
const vote = (id: string, voteType: unknown, token = ben.token) => server.post(`/api/discussions/${id}/vote`, { voteType }, token);

describe('POST /api/discussions', () => {
  it('posts a discussion: 201, the spec’s message, and the discussion as the list shows it', async () => {
    const tag = word();
    const reply = await discussion({ tags: JSON.stringify([tag, 'Resume', 'resume']) });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Discussion posted successfully!');
    expect(reply.body.data).toMatchObject({
      title: 'Cover letters for grad roles in Sydney',
      content: '<p>What works for you?</p>',
      tags: [tag, 'Resume'],
      status: 'published',
      upVotes: 0,
      downVotes: 0,
      score: 0,
      commentsCount: 0,
      images: [],
      category: tag,
      source: null,
      user: { _id: ana.userId, firstName: 'Mia', lastName: 'Nguyen' },
    });
    expect(Number(reply.body.data?.index)).toBeGreaterThan(0);
    const listed = await list(`tag=${tag}`);
    expect(ids(listed.body)).toEqual([idOf(reply)]);
  });

  it('takes JSON as well as multipart, and a signed-out visitor gets 401', async () => {
    const json = await server.post('/api/discussions', { title: 'Plain JSON', content: '<p>works</p>' }, ana.token);
    expect(json.status).toBe(201);
    const anonymous = await server.multipart('POST', '/api/discussions', form({ title: 'x', content: 'y' }));
    expect(anonymous.status).toBe(401);
  });

  it.each([
    [{ title: '' }, 'title', 'Please enter a discussion title'],
    [{ title: '   ' }, 'title', 'Please enter a discussion title'],
    [{ title: undefined }, 'title', 'Please enter a discussion title'],
    [{ title: 'x'.repeat(301) }, 'title', 'Title must be at most 300 characters.'],
    [{ content: '' }, 'content', 'Please enter discussion content'],
    [{ content: '<p> </p><p><br></p>' }, 'content', 'Please enter discussion content'],
    [{ content: '<script>alert(1)</script>' }, 'content', 'Please enter discussion content'],
    [{ content: `<p>${'x'.repeat(20_001)}</p>` }, 'content', 'Content must be at most 20,000 characters.'],
    [{ tags: 'Resume, Cover letters' }, 'tags', 'Tags must be a JSON list of at most 10 tags, each at most 40 characters.'],
    [{ tags: JSON.stringify(['x'.repeat(41)]) }, 'tags', 'Tags must be a JSON list of at most 10 tags, each at most 40 characters.'],
    [{ status: 'draft' }, 'status', 'Status must be published or restricted.'],
    [{ source: 'not an id!' }, 'source', 'Source must be the id of the discussion or answer replied to.'],
  ])('refuses %o with 400 and its message', async (overrides, field, message) => {
    const reply = await discussion(overrides);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect(reply.body.errors?.[field]).toBe(message);
  });

  it('takes 300 characters of title', async () => {
    expect((await discussion({ title: 'x'.repeat(300) })).status).toBe(201);
  });

  it('never answers 500 to fields of the wrong type', async () => {
    for (const body of [
      { title: 5, content: ['x'] },
      { title: { a: 1 }, content: '<p>x</p>' },
      { title: 't', content: '<p>x</p>', tags: { a: 1 } },
      { source: 7, content: 'x' },
    ]) {
      const reply = await server.post('/api/discussions', body, ana.token);
      expect(reply.status).toBe(400);
    }
  });

  it('lets only an admin post a restricted discussion', async () => {
    const member = await discussion({ status: 'restricted' });
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('Only an admin can post a restricted discussion.');
    expect((await discussion({ status: 'restricted' }, admin)).status).toBe(201);
  });

  it('sanitises the HTML: scripts, handlers and javascript: links never come back', async () => {
    const reply = await discussion({
      content:
        '<p onmouseover="alert(1)">Hi <strong>all</strong></p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">x</a><a href="https://seek.com.au">Seek</a><iframe src="https://evil.example"></iframe>',
    });
    expect(reply.status).toBe(201);
    const content = String((await detail(idOf(reply))).body.content);
    expect(content).toBe(
      '<p>Hi <strong>all</strong></p><a rel="nofollow ugc noopener">x</a><a href="https://seek.com.au" rel="nofollow ugc noopener">Seek</a>',
    );
    expect(content).not.toMatch(/script|onerror|onmouseover|javascript:|iframe/i);
  });

  it('keeps raster images (checked by their bytes) and serves them as pictures; refuses SVG, a renamed .exe and a fifth image', async () => {
    const ok = await post({ title: 'With a chart', content: '<p>See the chart</p>' }, ana.token, [file(png, 'chart.png', 'image/png')]);
    expect(ok.status).toBe(201);
    const [url] = (ok.body.data?.images ?? []) as unknown as string[];
    expect(url).toMatch(/^\/api\/discussions\/files\//);
    const served = await server.download(String(url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    for (const bad of [file(svg, 'x.svg', 'image/svg+xml'), file(exe(), 'x.png', 'image/png')]) {
      const refused = await post({ title: 't', content: '<p>c</p>' }, ana.token, [bad]);
      expect(refused.status).toBe(415);
      expect(refused.body.message).toBe('Images must be JPG, PNG, WebP or GIF pictures of at most 5 MB each.');
    }
    const five = Array.from({ length: 5 }, (_, i) => file(png, `p${i}.png`, 'image/png'));
    const tooMany = await post({ title: 't', content: '<p>c</p>' }, ana.token, five);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('A post can have at most 4 images.');
    expect((await server.download('/api/discussions/files/nope')).status).toBe(404);
  });
});

describe('answers and replies', () => {
  it('posts an answer under a discussion and a reply under the answer; the discussion shows them, counted', async () => {
    const id = await started();
    const answer = await comment(id, 'Keep it short.');
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Comment posted successfully!');
    expect(answer.body.data).toMatchObject({ source: id, discussionId: id, content: '<p>Keep it short.</p>', user: { _id: ben.userId }, myVote: null });
    const reply = await comment(idOf(answer), 'Thanks!', ana.token);
    expect(reply.status).toBe(201);
    const read = await detail(id);
    expect(read.status).toBe(200);
    expect(read.body.commentsCount).toBe(2);
    expect(read.body.commentPosts).toMatchObject([
      { _id: idOf(answer), content: '<p>Keep it short.</p>', replies: [{ _id: idOf(reply), content: '<p>Thanks!</p>' }] },
    ]);
  });

  it.each([
    ['', 'Comment cannot be empty.'],
    ['<p>  </p>', 'Comment cannot be empty.'],
    ['<script>alert(1)</script>', 'Comment cannot be empty.'],
  ])('refuses an empty comment %j with the spec’s words', async (content, message) => {
    const id = await started();
    const reply = await post({ source: id, content });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });

  it('refuses a reply to a reply (400) and a comment on a post that is not there (404)', async () => {
    const id = await started();
    const answer = idOf(await comment(id, 'An answer'));
    const reply = idOf(await comment(answer, 'A reply'));
    const deeper = await comment(reply, 'Deeper');
    expect(deeper.status).toBe(400);
    expect(deeper.body.message).toBe('A reply can only answer an answer, not another reply.');
    const missing = await comment('00000000-0000-4000-9000-000000000000', 'Hello');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Discussion not found.');
  });
});

describe('GET /api/discussions', () => {
  it('searches title, words and tags; sorts recent or popular; pages', async () => {
    const tag = word();
    const first = await started({ title: `Alpha ${tag}`, tags: JSON.stringify([tag]) });
    const second = await started({ title: 'Beta', content: `<p>mentions ${tag} in the text</p>`, tags: JSON.stringify([tag]) });
    await vote(first, 'upvote');
    await vote(first, 'upvote', cat.token);
    const recent = await list(`search=${tag}&type=recent`);
    expect(recent.status).toBe(200);
    expect(ids(recent.body)).toEqual([second, first]);
    expect(recent.body).toMatchObject({ total: 2, totalPages: 1, currentPage: 1 });
    expect(ids((await list(`search=${tag}&type=popular`)).body)).toEqual([first, second]);
    const paged = await list(`tag=${tag.toUpperCase()}&limit=1&page=2`);
    expect(paged.body).toMatchObject({ total: 2, totalPages: 2, currentPage: 2 });
    expect(ids(paged.body)).toEqual([first]);
    expect((await list(`search=${tag}&type=recent`)).body.data?.[1]).toMatchObject({ upVotes: 2, score: 2 });
  });

  it('finds a discussion by one of its tags alone, ignoring case, and never across the end of its title and its words', async () => {
    const tag = word();
    const id = await started({ title: 'Gamma', content: '<p>Delta words</p>', tags: JSON.stringify([tag.toUpperCase()]) });
    expect(ids((await list(`search=${tag}`)).body)).toEqual([id]);
    expect(ids((await list(`search=${encodeURIComponent('Gamma Delta')}`)).body)).not.toContain(id);
    expect(ids((await list(`search=${encodeURIComponent('delta WORDS')}&tag=${tag}`)).body)).toEqual([id]);
  });

  it.each(['page=0', 'limit=51', 'limit=x', 'type=oldest', 'status=draft', `search=${'x'.repeat(101)}`, 'isDashboard=maybe'])(
    'refuses %s with 400',
    async (query) => {
      const reply = await list(query);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('The page, limit, sort, status or tag asked for is not valid.');
    },
  );

  it('gives the dashboard list (every status, by status) to admins only', async () => {
    const tag = word();
    const open = await started({ tags: JSON.stringify([tag]) });
    const closed = await started({ tags: JSON.stringify([tag]) });
    expect((await server.post(`/api/discussions/${closed}/restrict`, { restricted: true }, admin)).status).toBe(200);
    expect((await list(`isDashboard=true&tag=${tag}`)).status).toBe(401);
    const member = await list(`isDashboard=true&tag=${tag}`, ana.token);
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('You do not have access to this.');
    expect(new Set(ids((await list(`isDashboard=true&tag=${tag}`, admin)).body))).toEqual(new Set([open, closed]));
    expect(ids((await list(`isDashboard=true&status=restricted&tag=${tag}`, admin)).body)).toEqual([closed]);
    expect(ids((await list(`tag=${tag}`)).body)).toEqual([open]);
  });

  it('lists the discussions a member opened, the latest first; a visitor is asked to sign in', async () => {
    const tag = word();
    const a = await started({ tags: JSON.stringify([tag]) });
    const b = await started({ tags: JSON.stringify([tag]) });
    await detail(a, dan.token);
    await detail(b, dan.token);
    await server.get(`/api/discussions?page=1&limit=5&tag=${tag}`);
    const visited = await vi.waitUntil(
      async () => {
        const reply = await list(`isRecentlyVisited=true&tag=${tag}`, dan.token);
        return ids(reply.body).length === 2 ? reply : null;
      },
      { timeout: 3000, interval: 50 },
    );
    expect(new Set(ids(visited.body))).toEqual(new Set([a, b]));
    expect(ids((await list(`isRecentlyVisited=true&tag=${tag}`, cat.token)).body)).toEqual([]);
    expect((await list('isRecentlyVisited=true')).status).toBe(401);
  });
});

describe('GET /api/discussions/{id}', () => {
  it('answers 404 with the spec’s words for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-9000-000000000000', 'bad%20id']) {
      const reply = await detail(id);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe('Discussion not found.');
    }
  });

  it('gives related topics on the same first tag and the reader’s own vote', async () => {
    const tag = word();
    const one = await started({ title: 'One', tags: JSON.stringify([tag]) });
    const two = await started({ title: 'Two', tags: JSON.stringify([tag]) });
    await vote(two, 'downvote', cat.token);
    const read = await detail(two, cat.token);
    expect(read.body.relatedTopics).toEqual([{ _id: one, title: 'One' }]);
    expect(read.body.myVote).toBe('downvote');
    expect((await detail(two)).body.myVote).toBeNull();
  });
});

describe('POST /api/discussions/{id}/vote', () => {
  it('counts one vote per member: the same way twice once, the other way changes it, DELETE takes it back', async () => {
    const id = await started();
    expect((await vote(id, 'upvote')).body).toEqual({ upVotes: 1, downVotes: 0, score: 1, myVote: 'upvote' });
    expect((await vote(id, 'upvote')).body).toEqual({ upVotes: 1, downVotes: 0, score: 1, myVote: 'upvote' });
    expect((await vote(id, 'downvote')).body).toEqual({ upVotes: 0, downVotes: 1, score: -1, myVote: 'downvote' });
    const takenBack = await server.delete(`/api/discussions/${id}/vote`, ben.token);
    expect(takenBack.status).toBe(200);
    expect(takenBack.body).toEqual({ upVotes: 0, downVotes: 0, score: 0, myVote: null });
    expect((await server.delete(`/api/discussions/${id}/vote`, ben.token)).body).toEqual({ upVotes: 0, downVotes: 0, score: 0, myVote: null });
    expect((await vote(id, 'upvote', cat.token)).body).toEqual({ upVotes: 1, downVotes: 0, score: 1, myVote: 'upvote' });
    expect((await server.delete(`/api/discussions/${id}/vote`)).status).toBe(401);
  });

  it('votes on an answer and on a reply, each counted on its own', async () => {
    const id = await started();
    const answer = idOf(await comment(id, 'An answer'));
    const reply = idOf(await comment(answer, 'A reply', ana.token));
    expect((await vote(answer, 'upvote')).body).toMatchObject({ upVotes: 1, myVote: 'upvote' });
    expect((await vote(reply, 'downvote')).body).toMatchObject({ downVotes: 1, myVote: 'downvote' });
    const read = await detail(id, ben.token);
    expect(read.body.upVotes).toBe(0);
    expect(read.body.commentPosts?.[0]).toMatchObject({ upVotes: 1, myVote: 'upvote', replies: [{ downVotes: 1, myVote: 'downvote' }] });
  });

  it('refuses a bad vote (400), a visitor (401) and a post that is not there (404)', async () => {
    const id = await started();
    for (const bad of ['sideways', 1, null, undefined]) {
      const reply = await vote(id, bad);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Vote type must be upvote or downvote.');
    }
    expect((await server.post(`/api/discussions/${id}/vote`, { voteType: 'upvote' })).status).toBe(401);
    expect((await vote('00000000-0000-4000-9000-000000000000', 'upvote')).status).toBe(404);
  });

  it('counts 100 members voting at once exactly 100 times', async () => {
    const id = await started();
    const voters: string[] = [];
    for (let batch = 0; batch < 10; batch += 1)
      voters.push(...(await Promise.all(Array.from({ length: 10 }, async () => (await registerAndLogIn(server)).token))));
    const replies = await Promise.all(voters.map((token) => vote(id, 'upvote', token)));
    expect(replies.map((reply) => reply.status)).toEqual(voters.map(() => 200));
    expect(replies.every((reply) => String(reply.body.myVote) === 'upvote')).toBe(true);
    const read = await detail(id);
    expect(read.body).toMatchObject({ upVotes: 100, downVotes: 0, score: 100 });
  }, 120_000);

  it('counts one member voting twice at once once', async () => {
    const id = await started();
    const [first, second] = await Promise.all([vote(id, 'upvote', dan.token), vote(id, 'upvote', dan.token)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.myVote, second.body.myVote]).toEqual(['upvote', 'upvote']);
    expect((await detail(id, dan.token)).body).toMatchObject({ upVotes: 1, myVote: 'upvote' });
    const [a, b, c] = await Promise.all([vote(id, 'downvote', cat.token), vote(id, 'downvote', cat.token), vote(id, 'downvote', cat.token)]);
    expect([a, b, c].every((reply) => reply.status === 200)).toBe(true);
    expect((await detail(id, cat.token)).body).toMatchObject({ downVotes: 1, myVote: 'downvote' });
  });
});

describe('flags and moderation', () => {
  const flag = (id: string, reason: unknown, token: string) => server.post(`/api/discussions/${id}/flag`, { reason }, token);

  it('takes a flag once per member, never on their own post, and hides the post at three until an admin decides', async () => {
    const tag = word();
    const id = await started({ tags: JSON.stringify([tag]) });
    const own = await flag(id, 'spam', ana.token);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot flag your own post.');
    const bad = await flag(id, 'rude', ben.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Reason must be spam, abuse or offTopic.');
    expect((await flag(id, 'spam', ben.token)).body.message).toBe('Thanks, a moderator will take a look.');
    const twice = await flag(id, 'abuse', ben.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You have already flagged this post.');
    expect((await flag(id, 'spam', cat.token)).status).toBe(200);
    expect((await detail(id)).status).toBe(200);
    expect((await flag(id, 'offTopic', dan.token)).status).toBe(200);
    expect((await detail(id)).status).toBe(404);
    expect(ids((await list(`tag=${tag}`)).body)).toEqual([]);
    expect((await detail(id, admin)).body).toMatchObject({ hidden: true, flagsCount: 3 });

    const queue = await server.get('/api/discussions/flagged?limit=50', admin);
    expect(queue.status).toBe(200);
    const item = (queue.body.data as unknown as { _id: string }[]).find((entry) => entry._id === id);
    expect(item).toMatchObject({ title: 'Cover letters for grad roles in Sydney', hidden: true, flagsCount: 3, source: null });
    expect(new Set((item as unknown as { flags: unknown[] }).flags)).toEqual(
      new Set([
        { reason: 'spam', count: 2 },
        { reason: 'offTopic', count: 1 },
      ]),
    );
    expect((await server.get('/api/discussions/flagged', ana.token)).status).toBe(403);

    const kept = await server.post(`/api/discussions/${id}/moderate`, { decision: 'keep' }, admin);
    expect(kept.body.message).toBe('Flags dismissed: the post stays up.');
    expect((await detail(id)).status).toBe(200);
    const after = await server.get('/api/discussions/flagged?limit=50', admin);
    expect(ids(after.body)).not.toContain(id);
  });

  it('hides a flagged comment on the admin’s word, and deletes one', async () => {
    const id = await started();
    const answer = idOf(await comment(id, 'Buy followers here'));
    const other = idOf(await comment(id, 'Off topic rant', cat.token));
    await flag(answer, 'spam', ana.token);
    await flag(other, 'offTopic', ana.token);
    expect((await server.post(`/api/discussions/${answer}/moderate`, { decision: 'hide' }, admin)).body.message).toBe('The post is hidden.');
    expect((await server.post(`/api/discussions/${other}/moderate`, { decision: 'delete' }, admin)).body.message).toBe('Discussion deleted successfully!');
    const read = await detail(id);
    expect(read.body.commentPosts).toEqual([]);
    expect(read.body.commentsCount).toBe(0);
    expect((await detail(id, admin)).body.commentPosts).toMatchObject([{ _id: answer, hidden: true }]);
    const badDecision = await server.post(`/api/discussions/${answer}/moderate`, { decision: 'ban' }, admin);
    expect(badDecision.status).toBe(400);
    expect(badDecision.body.message).toBe('Decision must be keep, hide or delete.');
    expect((await server.post(`/api/discussions/${answer}/moderate`, { decision: 'keep' }, ana.token)).status).toBe(403);
  });
});

describe('restrict, delete, stats, tags', () => {
  it('restricts a discussion out of the public forum (its author told live) and publishes it again', async () => {
    const id = await started();
    const author = await watcher({ auth: { token: ana.token } });
    const restricted = await server.post(`/api/discussions/${id}/restrict`, { restricted: true }, admin);
    expect(restricted.status).toBe(200);
    expect(restricted.body.message).toBe('Discussion restricted.');
    expect((await detail(id)).status).toBe(404);
    expect((await detail(id, admin)).body.status).toBe('restricted');
    await vi.waitUntil(() => author.events.some((event) => event.type === 'DiscussionRestricted' && event.data.discussionId === id), { timeout: 3000 });
    expect((await comment(id, 'Still here?')).status).toBe(404);
    const again = await server.post(`/api/discussions/${id}/restrict`, { restricted: false }, admin);
    expect(again.body.message).toBe('Discussion published again.');
    expect((await detail(id)).status).toBe(200);
    expect((await server.post(`/api/discussions/${id}/restrict`, { restricted: 'yes' }, admin)).body.message).toBe('Restricted must be true or false.');
    expect((await server.post(`/api/discussions/${id}/restrict`, {}, ana.token)).status).toBe(403);
    const answer = idOf(await comment(id, 'An answer'));
    const notDiscussion = await server.post(`/api/discussions/${answer}/restrict`, {}, admin);
    expect(notDiscussion.status).toBe(400);
    expect(notDiscussion.body.message).toBe('Only a discussion can be restricted, not a comment.');
  });

  it('lets the author or an admin delete (204), nobody else', async () => {
    const id = await started();
    const other = await server.delete(`/api/discussions/${id}`, ben.token);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You can only delete your own posts.');
    expect((await server.delete(`/api/discussions/${id}`)).status).toBe(401);
    expect((await server.delete(`/api/discussions/${id}`, ana.token)).status).toBe(204);
    expect((await detail(id)).status).toBe(404);
    expect((await server.delete(`/api/discussions/${id}`, admin)).status).toBe(404);
    const byAdmin = await started();
    expect((await server.delete(`/api/discussions/${byAdmin}`, admin)).status).toBe(204);
  });

  it('counts discussions by status and the flagged posts for admins', async () => {
    const before = await server.get('/api/discussion-stats', admin);
    expect(before.status).toBe(200);
    const id = await started();
    await server.post(`/api/discussions/${id}/restrict`, {}, admin);
    const after = await server.get('/api/discussion-stats', admin);
    expect(after.body).toMatchObject({
      total: Number(before.body.total) + 1,
      restricted: Number(before.body.restricted) + 1,
      published: before.body.published,
    });
    expect(Object.keys(after.body).sort()).toEqual(['flagged', 'published', 'restricted', 'total']);
    expect((await server.get('/api/discussion-stats', ana.token)).status).toBe(403);
    expect((await server.get('/api/discussion-stats')).status).toBe(401);
  });

  it('lists tags by use, the demo’s among them', async () => {
    const tag = word();
    await started({ tags: JSON.stringify([tag]) });
    await started({ tags: JSON.stringify([tag.toUpperCase()]) });
    const tags = (await server.get('/api/tags')).body.data as unknown as { name: string; count: number }[];
    expect(tags.find((entry) => entry.name === tag)).toEqual({ name: tag, count: 2 });
    expect(tags.some((entry) => entry.name === 'Referrals')).toBe(true);
    expect(tags.map((entry) => entry.count)).toEqual([...tags.map((entry) => entry.count)].sort((a, b) => b - a));
  });
});

describe('new accounts (Discourse trust level 0)', () => {
  it('may start 3 discussions a day, post 10 comments a day and put 2 links in a post; older accounts are not held', async () => {
    const fresh = await registerAndLogIn(server);
    const links = '<p><a href="https://a.example">a</a> <a href="https://b.example">b</a> <a href="https://c.example">c</a></p>';
    const tooManyLinks = await discussion({ content: links }, fresh.token);
    expect(tooManyLinks.status).toBe(429);
    expect(tooManyLinks.body.message).toBe('New accounts can include at most 2 links in a post.');
    for (let i = 0; i < 3; i += 1) expect((await discussion({}, fresh.token)).status).toBe(201);
    const fourth = await discussion({}, fresh.token);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe('New accounts can start 3 discussions a day. Please try again tomorrow.');
    const id = await started();
    for (let i = 0; i < 10; i += 1) expect((await comment(id, `comment ${i}`, fresh.token)).status).toBe(201);
    const eleventh = await comment(id, 'one more', fresh.token);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe('New accounts can post 10 comments a day. Please try again tomorrow.');
    // a member past their first day, and the demo's members (long-standing by design)
    expect((await discussion({ content: links })).status).toBe(201);
    const demo = await logIn(server, 'seeker@referly.dev');
    for (let i = 0; i < 4; i += 1) expect((await discussion({ content: links }, demo)).status).toBe(201);
  });
});

type Pushed = { type: string; position: number; data: Record<string, unknown> };
const watcher = (options: { auth: Record<string, unknown> }) =>
  new Promise<{ socket: Socket; events: Pushed[] }>((resolve, reject) => {
    const socket = io(server.referly.url, { ...options, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const events: Pushed[] = [];
    socket.on('event', (event: Pushed) => events.push(event));
    socket.on('ready', () => resolve({ socket, events }));
    socket.on('connect_error', reject);
  });
const watch = (socket: Socket, discussionId: unknown) => socket.emitWithAck('forum:watch', { discussionId }) as Promise<{ ok: boolean }>;

describe('live: a discussion’s room, visitors included', () => {
  it('pushes votes and new comments to a signed-out visitor watching, with nothing of who voted or how', async () => {
    const id = await started();
    const visitor = await watcher({ auth: { visitor: true } });
    expect(await watch(visitor.socket, id)).toEqual({ ok: true });
    await vote(id, 'upvote');
    const answer = await comment(id, 'Live answer');
    await vi.waitUntil(() => visitor.events.some((e) => e.type === 'DiscussionPosted'), { timeout: 3000 });
    await vi.waitUntil(() => visitor.events.some((e) => e.type === 'DiscussionVoted'), { timeout: 3000 });
    const voted = visitor.events.find((e) => e.type === 'DiscussionVoted');
    expect(voted?.data).toEqual({ discussionId: id, postId: id });
    expect(visitor.events.find((e) => e.type === 'DiscussionPosted')?.data).toEqual({ discussionId: id, postId: idOf(answer), source: id });
    // a flag is the admins' business: the room never hears who flagged, nor that it happened
    await server.post(`/api/discussions/${idOf(answer)}/flag`, { reason: 'spam' }, cat.token);
    const other = await started();
    await vote(other, 'upvote');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(visitor.events.map((e) => e.type).sort()).toEqual(['DiscussionPosted', 'DiscussionVoted']);
    expect(visitor.events.every((e) => e.data.discussionId === id)).toBe(true);
  });

  it('lets a visitor watch only public discussions, stop watching, and nothing else', async () => {
    const id = await started();
    const hidden = await started();
    await server.post(`/api/discussions/${hidden}/restrict`, {}, admin);
    const visitor = await watcher({ auth: { visitor: true } });
    expect(await watch(visitor.socket, hidden)).toEqual({ ok: false });
    expect(await watch(visitor.socket, 'admin')).toEqual({ ok: false });
    expect(await watch(visitor.socket, '../user:x')).toEqual({ ok: false });
    expect(await watch(visitor.socket, { $ne: 1 })).toEqual({ ok: false });
    expect(await watch(visitor.socket, id)).toEqual({ ok: true });
    expect(await (visitor.socket.emitWithAck('forum:unwatch', { discussionId: id }) as Promise<unknown>)).toEqual({ ok: true });
    await vote(id, 'upvote');
    await server.post(`/api/discussions/${hidden}/restrict`, { restricted: false }, admin);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(visitor.events).toEqual([]);
    // an admin may watch a restricted one
    const adminSocket = await watcher({ auth: { token: admin } });
    await server.post(`/api/discussions/${hidden}/restrict`, {}, admin);
    expect(await watch(adminSocket.socket, hidden)).toEqual({ ok: true });
  });

  it('still refuses a handshake with neither a token nor the visitor flag, and a bad token', async () => {
    await expect(watcher({ auth: {} })).rejects.toThrow('unauthorized');
    await expect(watcher({ auth: { token: 'nope', visitor: true } })).rejects.toThrow('unauthorized');
  });

  it('hands a signed-in member’s socket the same room', async () => {
    const id = await started();
    const member = await watcher({ auth: { token: cat.token } });
    expect(await watch(member.socket, id)).toEqual({ ok: true });
    await vote(id, 'downvote');
    await vi.waitUntil(() => member.events.some((e) => e.type === 'DiscussionVoted' && e.data.discussionId === id), { timeout: 3000 });
  });
});
