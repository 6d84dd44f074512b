import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type Json, type TestServer } from '../test-support/harness.ts';
import { file, logIn } from '../test-support/marketplace.ts';
import { exe, gif, hostileSvg, png, svg, webp } from '../test-support/upload-files.ts';

let server: TestServer;
let admin: string;
let seeker: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
  seeker = (await registerAndLogIn(server)).token;
});
afterAll(() => server.close());

const demo = (name: string) => readFileSync(path.join(import.meta.dirname, 'demo', name));
const webm = demo('webinar.webm');
const mp4 = demo('tiny.mp4');
const jpg = demo('cover-1.jpg');

let unique = 0;
/** a word no demo post holds, to find a test's own posts by search */
const word = () => `zq${Date.now().toString(36)}x${(unique += 1)}`;

type Fields = Record<string, string | undefined>;
const fields = (overrides: Fields = {}): Fields => ({
  author: 'Jordan Lee',
  publishedAt: '2026-10-01',
  category: 'article',
  title: 'Cover letters that get read',
  content: 'Open with the role and one reason you fit it.',
  status: 'published',
  tags: JSON.stringify(['cover letters']),
  ...overrides,
});
const form = (values: Fields, files: { images?: File[]; videos?: File[] } = {}) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) body.append(key, value);
  for (const image of files.images ?? []) body.append('images', image);
  for (const video of files.videos ?? []) body.append('videos', video);
  return body;
};
const create = (values: Fields = {}, files: { images?: File[]; videos?: File[] } = {}, token = admin) =>
  server.multipart('POST', '/api/learning-hub', form(fields(values), files), token);
const update = (id: string, values: Fields = {}, files: { images?: File[]; videos?: File[] } = {}, token = admin) =>
  server.multipart('PUT', `/api/learning-hub/${id}`, form(fields(values), files), token);
const idOf = (reply: { body: Json }) => String(reply.body.data?._id);
const list = (query: string, token?: string) => server.get(`/api/learning-hub?${query}`, token);
const titles = (body: Json) => ((body.data ?? []) as unknown as { title: string }[]).map((post) => post.title);

describe('POST /api/learning-hub', () => {
  it('creates a published article with its images, tags and date, and answers it as the list shows it', async () => {
    const tag = word();
    const reply = await create(
      { tags: JSON.stringify([tag, 'resume']), category: 'ARTICLE' },
      { images: [file(jpg, 'cover.jpg', 'image/jpeg'), file(png, 'chart.png')] },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Learning hub post created successfully!');
    const data = reply.body.data as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      title: 'Cover letters that get read',
      author: 'Jordan Lee',
      content: 'Open with the role and one reason you fit it.',
      publishedAt: '2026-10-01T00:00:00.000Z',
      category: 'article',
      status: 'published',
      tags: [tag, 'resume'],
      videos: [],
      views: 0,
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        '_id',
        'index',
        'title',
        'content',
        'author',
        'publishedAt',
        'image',
        'images',
        'videos',
        'tags',
        'category',
        'status',
        'views',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(data.images).toHaveLength(2);
    expect(data.image).toBe((data.images as string[])[0]);
    expect(data.image).toMatch(/^\/api\/learning-hub\/files\/[0-9a-f-]{36}$/);
    expect(typeof data.index).toBe('number');
    const found = await list(`search=${tag}`);
    expect(found.body).toMatchObject({ total: 1, totalPages: 1, currentPage: 1 });
    expect(found.body.data?.[0]?._id).toBe(data._id);
  });

  it('gives each new post the next index', async () => {
    const [a, b] = await Promise.all([create({ title: word() }), create({ title: word() })]);
    expect(Math.abs(Number(a.body.data?.index) - Number(b.body.data?.index))).toBe(1);
  });

  it('saves a draft that the public never sees, and the admin does', async () => {
    const title = word();
    const reply = await create({ title, status: 'draft' });
    expect(reply.status).toBe(201);
    expect(reply.body.data?.status).toBe('draft');
    const id = idOf(reply);
    expect((await list(`search=${title}`)).body).toMatchObject({ total: 0, data: [] });
    expect((await server.get(`/api/learning-hub/${id}`)).status).toBe(404);
    expect((await server.get(`/api/learning-hub/${id}`, seeker)).status).toBe(404);
    const read = await server.get(`/api/learning-hub/${id}`, admin);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: id, status: 'draft', views: 0 });
    expect((await server.get(`/api/learning-hub/admin?status=draft&limit=50`, admin)).body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: id })]),
    );
  });

  it('answers each of the form’s messages under its field, and keeps nothing', async () => {
    const before = (await server.get('/api/learning-hub/admin', admin)).body.counts?.all;
    const cases: [Fields, string, string][] = [
      [{ author: '  ' }, 'author', 'Author is required.'],
      [{ author: undefined }, 'author', 'Author is required.'],
      [{ publishedAt: '' }, 'publishedAt', 'Date is required.'],
      [{ publishedAt: '2026-02-31' }, 'publishedAt', 'Date must be a valid date.'],
      [{ publishedAt: 'yesterday' }, 'publishedAt', 'Date must be a valid date.'],
      [{ title: '' }, 'title', 'Title is required.'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters.'],
      [{ content: ' ' }, 'content', 'Content is required.'],
      [{ content: 'x'.repeat(10_001) }, 'content', 'Content must be at most 10,000 characters.'],
      [{ author: 'x'.repeat(101) }, 'author', 'Author must be at most 100 characters.'],
      [{ category: 'podcast' }, 'category', 'Category must be article or webinar.'],
      [{ status: 'archived' }, 'status', 'Status must be published, draft or restricted.'],
      [{ tags: 'resume, interviews' }, 'tags', 'Tags must be a JSON list of at most 20 tags, each at most 40 characters.'],
      [{ tags: JSON.stringify([1, 2]) }, 'tags', 'Tags must be a JSON list of at most 20 tags, each at most 40 characters.'],
    ];
    for (const [overrides, field, message] of cases) {
      const reply = await create(overrides);
      expect({ field, status: reply.status, error: reply.body.errors?.[field], message: reply.body.message }).toEqual({
        field,
        status: 400,
        error: message,
        message,
      });
    }
    expect((await create({ content: 'x'.repeat(10_000), title: word() })).status).toBe(201);
    expect((await server.get('/api/learning-hub/admin', admin)).body.counts?.all).toBe(Number(before) + 1);
  });

  it('takes a webinar with an MP4 or a WebM video, checked by its bytes', async () => {
    for (const video of [file(webm, 'talk.webm', 'video/webm'), file(mp4, 'talk.mp4', 'video/mp4')]) {
      const reply = await create({ category: 'webinar', title: word() }, { videos: [video] });
      expect(reply.status).toBe(201);
      expect(reply.body.data?.videos?.length).toBe(1);
    }
  });

  it('refuses a renamed .exe as a video, an SVG or a non-picture as an image, and a video on an article', async () => {
    const refusals: [{ images?: File[]; videos?: File[] }, Fields, number, string][] = [
      [{ videos: [file(exe(), 'talk.mp4', 'video/mp4')] }, { category: 'webinar' }, 415, 'Videos must be MP4 or WebM files of at most 100 MB.'],
      [{ videos: [file(webm, 'talk.mov', 'video/quicktime')] }, { category: 'webinar' }, 415, 'Videos must be MP4 or WebM files of at most 100 MB.'],
      [{ videos: [file(webm, 'talk.mp4', 'video/mp4')] }, { category: 'webinar' }, 415, 'Videos must be MP4 or WebM files of at most 100 MB.'],
      [{ images: [file(svg, 'logo.svg', 'image/svg+xml')] }, {}, 415, 'Images must be JPG, PNG, WebP or GIF pictures of at most 5 MB each.'],
      [{ images: [file(hostileSvg, 'logo.png', 'image/png')] }, {}, 415, 'Images must be JPG, PNG, WebP or GIF pictures of at most 5 MB each.'],
      [{ images: [file(exe(), 'photo.jpg', 'image/jpeg')] }, {}, 415, 'Images must be JPG, PNG, WebP or GIF pictures of at most 5 MB each.'],
      [
        { images: [file(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), 'huge.png', 'image/png')] },
        {},
        413,
        'Images must be JPG, PNG, WebP or GIF pictures of at most 5 MB each.',
      ],
      [{ videos: [file(webm, 'talk.webm', 'video/webm')] }, { category: 'article' }, 400, 'Only a webinar can have a video.'],
      [{ videos: [file(webm, 'a.webm', 'video/webm'), file(webm, 'b.webm', 'video/webm')] }, { category: 'webinar' }, 400, 'A webinar can have one video.'],
      [{ images: Array.from({ length: 11 }, (_, i) => file(png, `p${i}.png`, 'image/png')) }, {}, 400, 'A post can have at most 10 images.'],
    ];
    for (const [files, overrides, status, message] of refusals) {
      const title = word();
      const reply = await create({ ...overrides, title }, files);
      expect({ title, status: reply.status, message: reply.body.message }).toEqual({ title, status, message });
      expect((await server.get(`/api/learning-hub/admin?search=${title}`, admin)).body.total).toBe(0);
    }
    // pictures of every raster kind are taken
    expect((await create({ title: word() }, { images: [file(gif, 'a.gif'), file(webp, 'b.webp'), file(png, 'c.png'), file(jpg, 'd.jpeg')] })).status).toBe(201);
  });

  it('answers a body that is not multipart, or is broken, with a 4xx and never a 500', async () => {
    const json = await server.post('/api/learning-hub', { author: 'A', publishedAt: '2026-10-01', title: 'T', content: 'C', tags: ['a'] }, admin);
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Tags must be a JSON list of at most 20 tags, each at most 40 characters.');
    const odd = await server.post('/api/learning-hub', { author: 42, publishedAt: true, title: [], content: {} }, admin);
    expect(odd.status).toBe(400);
    const res = await fetch(`${server.referly.url}/api/learning-hub`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nabc',
    });
    expect(res.status).toBe(400);
  });

  it('is for admins only: 401 without a session, 403 for anyone else', async () => {
    const anonymous = await create({}, {}, '');
    expect(anonymous.status).toBe(401);
    const other = await create({}, {}, seeker);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You do not have access to this.');
  });
});

describe('PUT /api/learning-hub/{id}', () => {
  it('updates the text, adds and removes images, and answers the spec’s toast', async () => {
    const made = await create({ title: word() }, { images: [file(png, 'one.png'), file(gif, 'two.gif')] });
    const id = idOf(made);
    const [first, second] = made.body.data?.images as unknown as string[];
    const title = word();
    const body = form(fields({ title, status: 'restricted', removeImages: JSON.stringify([first]), tags: JSON.stringify(['updated']) }), {
      images: [file(jpg, 'three.jpg', 'image/jpeg')],
    });
    const reply = await server.multipart('PUT', `/api/learning-hub/${id}`, body, admin);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Learning hub post updated successfully!');
    expect(reply.body.data).toMatchObject({ _id: id, title, status: 'restricted', tags: ['updated'] });
    const images = reply.body.data?.images as unknown as string[];
    expect(images).toHaveLength(2);
    expect(images[0]).toBe(second);
    expect(images).not.toContain(first);
    expect(reply.body.data?.image).toBe(second);
    // the removed image is no longer served
    expect((await server.download(String(first), admin)).status).toBe(404);
  });

  it('replaces a webinar’s video with a new one, and publishes a draft', async () => {
    const made = await create({ category: 'webinar', status: 'draft', title: word() }, { videos: [file(webm, 'v1.webm', 'video/webm')] });
    const id = idOf(made);
    const reply = await update(
      id,
      { category: 'webinar', status: 'published', title: String(made.body.data?.title) },
      { videos: [file(mp4, 'v2.mp4', 'video/mp4')] },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data?.status).toBe('published');
    expect(reply.body.data?.videos?.length).toBe(1);
    expect(reply.body.data?.videos?.[0]).not.toBe(made.body.data?.videos?.[0]);
    expect((await server.get(`/api/learning-hub/${id}`)).status).toBe(200);
  });

  it('answers the messages, 404 for a post that is not there, and admins only', async () => {
    const id = idOf(await create({ title: word() }));
    const invalid = await update(id, { title: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.title).toBe('Title is required.');
    const bad = await update(id, { removeImages: 'first' });
    expect(bad.body.message).toBe('removeImages must be a JSON list of image links.');
    for (const missing of ['00000000-0000-4000-8000-00000000dead', 'not%20an%20id', 'x'.repeat(65)]) {
      const reply = await update(missing);
      expect({ missing, status: reply.status, message: reply.body.message }).toEqual({ missing, status: 404, message: 'Learning hub post not found.' });
    }
    expect((await update(id, {}, {}, '')).status).toBe(401);
    expect((await update(id, {}, {}, seeker)).status).toBe(403);
  });
});

describe('GET /api/learning-hub', () => {
  it('lists published posts 10 a page, newest first, with the paging fields', async () => {
    const page = await list('page=1&limit=10');
    expect(page.status).toBe(200);
    expect(page.body.data?.length).toBe(10);
    expect(page.body.currentPage).toBe(1);
    expect(Number(page.body.totalPages)).toBe(Math.ceil(Number(page.body.total) / 10));
    const dates = (page.body.data as unknown as { publishedAt: string; status: string }[]).map((post) => post.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((page.body.data as unknown as { status: string }[]).every((post) => post.status === 'published')).toBe(true);
    expect(page.body.data?.[0]).not.toHaveProperty('previousPost');
  });

  it('shows the demo’s articles and webinar by default', async () => {
    const webinars = await list('category=webinar&search=Landing your first job');
    expect(titles(webinars.body)).toContain('Webinar: Landing your first job in Australia');
    expect(webinars.body.data?.[0]?.videos?.length).toBe(1);
    expect(titles((await list('search=LinkedIn for the Australian')).body)).toEqual([]);
  });

  it('searches the title, the content, the tags and the author, ignoring case, literally', async () => {
    const key = word();
    const posts = [
      await create({ title: `Title ${key}` }),
      await create({ title: word(), content: `Body mentions ${key.toUpperCase()} here` }),
      await create({ title: word(), tags: JSON.stringify([`${key}-tag`]) }),
      await create({ title: word(), author: `Author ${key}` }),
    ];
    const found = await list(`search=${key}&limit=50`);
    expect(found.body.total).toBe(4);
    expect(new Set((found.body.data as unknown as { _id: string }[]).map((post) => post._id))).toEqual(new Set(posts.map(idOf)));
    expect((await list('search=.*')).body.total).toBe(0);
  });

  it('answers a bad query 400, never a 500', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'limit=0',
      'limit=51',
      'popularity=best',
      'category=podcast',
      `search=${'x'.repeat(101)}`,
      'page=1.5',
      'page=1&page=2',
    ]) {
      const reply = await list(query);
      expect({ query, status: reply.status, message: reply.body.message }).toEqual({
        query,
        status: 400,
        message: 'The page, limit, popularity or status asked for is not valid.',
      });
    }
  });
});

describe('views and popularity', () => {
  it('counts one view per viewer per hour, orders Popular by views, and never counts a draft', async () => {
    const key = word();
    const quiet = idOf(await create({ title: `${key} quiet`, publishedAt: '2026-10-03' }));
    const read = idOf(await create({ title: `${key} read`, publishedAt: '2026-10-01' }));
    const latest = await list(`search=${key}&popularity=latest`);
    expect(titles(latest.body)).toEqual([`${key} quiet`, `${key} read`]);
    // the same visitor three times, a signed-in reader, and the admin: three views
    for (let i = 0; i < 3; i += 1) expect((await server.get(`/api/learning-hub/${read}`)).status).toBe(200);
    await server.get(`/api/learning-hub/${read}`, seeker);
    await server.get(`/api/learning-hub/${read}`, admin);
    const popular = await list(`search=${key}&popularity=popular`);
    expect(titles(popular.body)).toEqual([`${key} read`, `${key} quiet`]);
    expect(popular.body.data?.[0]?.views).toBe(3);
    // an hour later the same visitor counts again
    server.clock.advance(60 * 60 * 1000);
    await server.get(`/api/learning-hub/${read}`);
    expect((await server.get(`/api/learning-hub/${read}`, admin)).body.views).toBe(4);
    // a read answers the count before its own view: the admin's first read of the quiet post shows 0, the next 1
    expect((await server.get(`/api/learning-hub/${quiet}`, admin)).body.views).toBe(0);
    expect((await server.get(`/api/learning-hub/${quiet}`, admin)).body.views).toBe(1);
    const draft = idOf(await create({ title: word(), status: 'draft' }));
    await server.get(`/api/learning-hub/${draft}`, admin);
    expect((await server.get(`/api/learning-hub/${draft}`, admin)).body.views).toBe(0);
  });
});

describe('GET /api/learning-hub/{id}', () => {
  it('answers the post with its published neighbours by date, skipping drafts', async () => {
    const key = word();
    const older = idOf(await create({ title: `${key} older`, publishedAt: '2020-01-01' }));
    await create({ title: `${key} hidden`, publishedAt: '2020-01-02', status: 'draft' });
    const middle = idOf(await create({ title: `${key} middle`, publishedAt: '2020-01-03' }));
    await create({ title: `${key} restricted`, publishedAt: '2020-01-04', status: 'restricted' });
    const newer = idOf(await create({ title: `${key} newer`, publishedAt: '2020-01-05' }));
    const reply = await server.get(`/api/learning-hub/${middle}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      _id: middle,
      title: `${key} middle`,
      previousPost: { _id: older, title: `${key} older` },
      nextPost: { _id: newer, title: `${key} newer` },
    });
    // a first post has no previous post: nothing published is older than 1990
    const first = idOf(await create({ title: word(), publishedAt: '1990-01-01' }));
    expect((await server.get(`/api/learning-hub/${first}`)).body.previousPost).toBeNull();
    const last = idOf(await create({ title: word(), publishedAt: '2099-01-01' }));
    expect((await server.get(`/api/learning-hub/${last}`)).body.nextPost).toBeNull();
    await server.delete(`/api/learning-hub/${last}`, admin);
  });

  it('answers 404 for a post that is not there, whatever the id looks like', async () => {
    for (const id of ['00000000-0000-4000-8000-00000000dead', 'nope', '%E2%80%AE', 'x'.repeat(100)]) {
      const reply = await server.get(`/api/learning-hub/${id}`);
      expect({ id, status: reply.status, message: reply.body.message }).toEqual({ id, status: 404, message: 'Learning hub post not found.' });
    }
  });

  it('reads a published post for a visitor whose token is stale', async () => {
    const id = idOf(await create({ title: word() }));
    expect((await server.get(`/api/learning-hub/${id}`, 'not.a.token')).status).toBe(200);
  });
});

describe('GET /api/learning-hub/admin', () => {
  it('answers every post or one status, with real counts per tab', async () => {
    const all = await server.get('/api/learning-hub/admin?page=1&limit=10', admin);
    expect(all.status).toBe(200);
    const counts = all.body.counts as unknown as { all: number; published: number; draft: number; restricted: number };
    expect(counts.all).toBe(counts.published + counts.draft + counts.restricted);
    expect(all.body.total).toBe(counts.all);
    for (const status of ['published', 'draft', 'restricted'] as const) {
      const tab = await server.get(`/api/learning-hub/admin?status=${status}&limit=50`, admin);
      expect(tab.body.total).toBe(counts[status]);
      expect((tab.body.data as unknown as { status: string }[]).every((post) => post.status === status)).toBe(true);
    }
    expect((await server.get('/api/learning-hub/admin?status=all', admin)).body.total).toBe(counts.all);
    const draft = await create({ title: word(), status: 'draft' });
    expect(draft.status).toBe(201);
    const after = (await server.get('/api/learning-hub/admin', admin)).body.counts as unknown as Record<string, number>;
    expect(after).toEqual({ ...counts, all: counts.all + 1, draft: counts.draft + 1 });
  });

  it('answers a bad status 400, and admins only', async () => {
    expect((await server.get('/api/learning-hub/admin?status=archived', admin)).body.message).toBe(
      'The page, limit, popularity or status asked for is not valid.',
    );
    expect((await server.get('/api/learning-hub/admin')).status).toBe(401);
    expect((await server.get('/api/learning-hub/admin', seeker)).status).toBe(403);
  });
});

describe('DELETE /api/learning-hub/{id}', () => {
  it('deletes a post: 204, then gone from every list, its files no longer served', async () => {
    const made = await create({ title: word() }, { images: [file(png, 'gone.png')] });
    const id = idOf(made);
    expect((await server.delete(`/api/learning-hub/${id}`, '')).status).toBe(401);
    expect((await server.delete(`/api/learning-hub/${id}`, seeker)).status).toBe(403);
    const reply = await server.delete(`/api/learning-hub/${id}`, admin);
    expect(reply.status).toBe(204);
    expect((await server.get(`/api/learning-hub/${id}`, admin)).status).toBe(404);
    expect((await server.get(`/api/learning-hub/admin?search=${String(made.body.data?.title)}`, admin)).body.total).toBe(0);
    expect((await server.download(String(made.body.data?.image))).status).toBe(404);
    const again = await server.delete(`/api/learning-hub/${id}`, admin);
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 404, message: 'Learning hub post not found.' });
  });
});

describe('GET /api/learning-hub/files/{fileId}', () => {
  const range = async (url: string, header: string) => {
    const res = await fetch(`${server.referly.url}${url}`, { headers: { range: header } });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('serves a picture inline with its type, nosniff and a safe name', async () => {
    const made = await create({ title: word() }, { images: [file(jpg, 'my "cover"\u202e.jpg', 'image/jpeg')] });
    const got = await server.download(String(made.body.data?.image));
    expect(got.status).toBe(200);
    expect(got.bytes.equals(jpg)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('accept-ranges')).toBe('bytes');
    const disposition = got.headers.get('content-disposition') ?? '';
    // quotes and the right-to-left override are gone from the name before it is kept
    expect(disposition).toBe(`inline; filename="my cover.jpg"; filename*=UTF-8''my%20cover.jpg`);
  });

  it('answers a byte range of a video 206 with Content-Range, and one outside it 416', async () => {
    const made = await create({ category: 'webinar', title: word() }, { videos: [file(webm, 'talk.webm', 'video/webm')] });
    const url = String(made.body.data?.videos?.[0]);
    const whole = await server.download(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('content-length')).toBe(String(webm.length));
    const part = await range(url, 'bytes=100-199');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${webm.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(part.bytes.equals(webm.subarray(100, 200))).toBe(true);
    const tail = await range(url, 'bytes=-50');
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${webm.length - 50}-${webm.length - 1}/${webm.length}`);
    const open = await range(url, `bytes=${webm.length - 10}-`);
    expect(open.bytes.equals(webm.subarray(webm.length - 10))).toBe(true);
    const outside = await range(url, `bytes=${webm.length}-${webm.length + 10}`);
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${webm.length}`);
    // a Range header that is not bytes, or malformed, is ignored: the whole file
    expect((await range(url, 'items=0-1')).status).toBe(200);
    expect((await range(url, 'bytes=abc')).status).toBe(200);
  });

  it('serves a draft’s files to admins only, and 404 for an unknown or malformed id', async () => {
    const made = await create({ status: 'draft', title: word() }, { images: [file(png, 'draft.png')] });
    const url = String(made.body.data?.image);
    expect((await server.download(url)).status).toBe(404);
    expect((await server.download(url, seeker)).status).toBe(404);
    expect((await server.download(url, admin)).status).toBe(200);
    for (const id of ['00000000-0000-4000-8000-00000000beef', '..%2F..%2Fetc%2Fpasswd', 'nope']) {
      const reply = await server.get(`/api/learning-hub/files/${id}`);
      expect({ id, status: reply.status, message: reply.body.message }).toEqual({ id, status: 404, message: 'File not found.' });
    }
  });
});

describe('the admin’s activity feed', () => {
  it('shows posts written, edited, read and deleted, under the Learning hub kind, linked to the post', async () => {
    const title = word();
    const id = idOf(await create({ title, status: 'draft' }));
    await update(id, { title, status: 'published' });
    await server.get(`/api/learning-hub/${id}`);
    await server.delete(`/api/learning-hub/${id}`, admin);
    const feed = await server.get('/api/admin/activity?kind=learningHub&limit=20', admin);
    expect(feed.status).toBe(200);
    const entries = (feed.body.data as unknown as { what: string; kind: string; link: { href: string } | null }[]).filter((entry) =>
      entry.what.includes(title),
    );
    expect(entries.map((entry) => entry.what)).toEqual([
      `Ava Admin deleted the learning hub post “${title}”`,
      `A visitor read “${title}” on the learning hub`,
      `Ava Admin edited the article “${title}” (published)`,
      `Ava Admin wrote the article “${title}” by Jordan Lee (as a draft)`,
    ]);
    expect(entries[0]?.link?.href).toBe(`/admin_dashboard/learning_hub/learning_hub_details?id=${id}`);
  });
});
