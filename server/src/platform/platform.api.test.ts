import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    prepareDataDir: (dataDir) => {
      // a built client as Vite lays it out: index.html naming a content-hashed asset
      mkdirSync(path.join(dataDir, 'client', 'assets'), { recursive: true });
      writeFileSync(path.join(dataDir, 'client', 'index.html'), `<!doctype html><title>Referly</title>${'<p>Find your referral.</p>'.repeat(200)}`);
      writeFileSync(path.join(dataDir, 'client', 'assets', 'index-3f9a1c2b.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
      return { clientDir: path.join(dataDir, 'client') };
    },
  });
});
afterAll(() => server.close());

/** A raw request, so headers and a path are sent exactly as written (fetch would fix some of them). */
const raw = (method: string, target: string, headers: Record<string, string> = {}, body?: Buffer | string) =>
  new Promise<{ status: number; contentType: string; json: Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.referly.port, method, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'] ?? '',
          json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {},
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });

describe('a request the server cannot read gets its 4xx problem, never a 500', () => {
  const login = (headers: Record<string, string>, body: Buffer | string) =>
    raw('POST', '/api/user/login', { 'content-type': 'application/json', ...headers }, body);
  const credentials = JSON.stringify({ email: 'seeker@referly.dev', password: 'wrong-password-123' });

  it.each([
    [
      'a charset other than UTF-8',
      { 'content-type': 'application/json; charset=latin1' },
      credentials,
      415,
      'unsupported_media_type',
      'The request body must be JSON in UTF-8.',
    ],
    ['gzip that is not gzip', { 'content-encoding': 'gzip' }, credentials, 400, 'bad_request', 'The request body could not be decompressed.'],
    ['br that is not brotli', { 'content-encoding': 'br' }, credentials, 400, 'bad_request', 'The request body could not be decompressed.'],
    [
      'an unknown encoding',
      { 'content-encoding': 'identity, foo' },
      credentials,
      415,
      'unsupported_media_type',
      'The request body is in a content encoding this server does not accept.',
    ],
    ['JSON that does not parse', {}, '{"email": ', 400, 'validation_failed', 'The request body is not valid JSON.'],
  ])('%s', async (_label, headers, body, status, code, message) => {
    const res = await login(headers, body);
    expect({ status: res.status, problem: res.contentType.startsWith('application/problem+json'), code: res.json.code, message: res.json.message }).toEqual({
      status,
      problem: true,
      code,
      message,
    });
  });

  it('still reads a body that really is gzip', async () => {
    const res = await login({ 'content-encoding': 'gzip' }, gzipSync(credentials));
    expect(res.status).toBe(401);
  });

  it('a path that does not decode', async () => {
    const admin = String((await server.post('/api/user/login', { email: 'admin@referly.dev', password: 'Referly-demo-2026' })).body.data?.token);
    const res = await raw('GET', '/api/admin/users/%ZZ', { authorization: `Bearer ${admin}` });
    expect({ status: res.status, code: res.json.code, message: res.json.message }).toEqual({
      status: 400,
      code: 'bad_request',
      message: 'The request path is not valid.',
    });
    expect((await raw('GET', '/api/%ZZ')).status).toBe(404);
  });
});

describe('the dev mailbox', () => {
  it('answers a caller on this machine', async () => {
    expect((await server.get('/api/dev/mailbox?to=nobody@example.com')).status).toBe(200);
  });

  it('is not there for a caller a proxy forwarded from elsewhere', async () => {
    const res = await fetch(`${server.referly.url}/api/dev/mailbox?to=admin@referly.dev`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(404);
  });
});

describe('serving the client', () => {
  it('compresses what it sends and keeps hashed assets cached for a year, index.html for no time', async () => {
    const page = await fetch(`${server.referly.url}/user_dashboard`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('Find your referral.');

    const asset = await fetch(`${server.referly.url}/assets/index-3f9a1c2b.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('the client page (index.html)', () => {
  /** the reply as sent: headers and the bytes before any decoding */
  const sent = (target: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: server.referly.port, path: target, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('comes whole with its length, in brotli or gzip as the browser takes it, with the page headers', async () => {
    for (const target of ['/', '/user_dashboard']) {
      const br = await sent(target, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-length']).toBe(String(br.body.length));
      expect(br.headers['transfer-encoding']).toBeUndefined();
      expect(brotliDecompressSync(br.body).toString('utf8')).toContain('Find your referral.');
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers['vary']).toBe('Accept-Encoding');
      expect(br.headers['content-security-policy']).toContain("script-src 'self'");
      expect(br.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(br.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(br.headers['strict-transport-security']).toContain('max-age=');

      const gzip = await sent(target, { 'accept-encoding': 'gzip, deflate' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString('utf8')).toContain('Find your referral.');

      const plain = await sent(target, {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toContain('Find your referral.');
      expect(plain.headers['etag']).toBe(br.headers['etag']);
    }
  });

  it('answers 304 with no body when the browser already has it', async () => {
    const first = await sent('/', { 'accept-encoding': 'gzip' });
    const again = await sent('/', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await sent('/', { 'if-none-match': 'W/"something-older"' })).status).toBe(200);
  });
});

describe('security headers', () => {
  it("keeps API replies out of caches, unsniffed and unframed, without an ETag (OWASP's REST headers)", async () => {
    const res = await fetch(`${server.referly.url}/api/general/industries`);
    expect(
      Object.fromEntries(
        ['cache-control', 'x-content-type-options', 'x-frame-options', 'content-security-policy', 'etag'].map((name) => [name, res.headers.get(name)]),
      ),
    ).toEqual({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      etag: null,
    });
    expect((await fetch(`${server.referly.url}/api/nothing-here`)).headers.get('cache-control')).toBe('no-store');
  });

  it('gives the client page its content security policy', async () => {
    const page = await fetch(`${server.referly.url}/`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('read-your-writes', () => {
  it('answers at once when the position asked for is beyond the log', async () => {
    const started = Date.now();
    const res = await fetch(`${server.referly.url}/api/general/industries`, { headers: { 'x-referly-after': '999999999' } });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('health', () => {
  it('reports every port and how far each log follower is behind', async () => {
    const res = await server.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      adapters: { eventStore: { ok: true }, readStore: { ok: true }, jobQueue: { ok: true }, mailer: { ok: true } },
    });
    expect(res.body.followers?.projections).toMatchObject({ lag: 0, retrying: false, setAside: 0 });
    // the workers' durable timers (issue 17): caught up, and the demo's paid request armed
    await server.referly.timers.tick();
    const timers = (await server.get('/api/health')).body.followers?.timers;
    expect(timers).toMatchObject({ lag: 0, retrying: false });
    expect(Number(timers?.pending)).toBeGreaterThan(0);
  });
});
