import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureApi, resetKnownPosition, setNavigator } from './api.ts';
import { getAuthToken, getSessionUser, setSession } from './session.ts';
import { toast } from './toast.ts';
import { authModal } from './auth-modal.ts';
import { sessionUserFixture } from './session-fixture.ts';

type Reply = { status: number; headers?: Record<string, string>; body?: string };
type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

let server: Server;
let baseUrl = '';
let next: Reply = { status: 200, body: '{}' };
const seen: Seen[] = [];

const user = sessionUserFixture({ email: 'sam@example.com.au', mobile: '0400000000', personalInfo: { firstName: 'Sam', lastName: 'Lee' } });

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(next.status, { 'Content-Type': 'application/json', ...next.headers });
      res.end(next.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  configureApi({ baseUrl });
  localStorage.clear();
  seen.length = 0;
  next = { status: 200, body: '{}' };
  resetKnownPosition();
  toast.reset();
});
afterEach(() => setNavigator(null));

describe('api helper', () => {
  it('sends the stored token as a bearer header and JSON bodies', async () => {
    setSession('tok-1', user);
    next = { status: 200, body: JSON.stringify({ message: 'ok', data: { a: 1 } }) };

    const reply = await api.put<{ data: { a: number } }>('/api/user', { firstName: 'Sam' });

    expect(reply.data.a).toBe(1);
    expect(seen[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ firstName: 'Sam' });
  });

  it('prefers an explicit token, as create-password does with the temporary one', async () => {
    setSession('tok-1', user);
    await api.post('/api/user/create-password', { password: 'x' }, { token: 'temporary' });
    expect(seen[0]?.headers.authorization).toBe('Bearer temporary');
  });

  it('sends the highest position it saw as X-Referly-After on later requests', async () => {
    next = { status: 200, body: '{}', headers: { 'X-Referly-Position': '42' } };
    await api.post('/api/user/create', { firstName: 'Sam' });
    next = { status: 200, body: '{}', headers: { 'X-Referly-Position': '7' } };
    await api.get('/api/user/profile');
    await api.get('/api/admin/users', { query: { page: 2, search: '' } });

    expect(seen[0]?.headers['x-referly-after']).toBeUndefined();
    expect(seen[1]?.headers['x-referly-after']).toBe('42');
    expect(seen[2]?.headers['x-referly-after']).toBe('42');
    expect(seen[2]?.url).toBe('/api/admin/users?page=2');
  });

  it("surfaces the problem body's message, code and field errors", async () => {
    next = {
      status: 409,
      headers: { 'Content-Type': 'application/problem+json' },
      body: JSON.stringify({
        status: 409,
        code: 'email_taken',
        message: 'An account with this email already exists.',
        errors: { email: 'An account with this email already exists.' },
      }),
    };

    const error = await api.post('/api/user/create', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'email_taken',
      message: 'An account with this email already exists.',
      fieldErrors: { email: 'An account with this email already exists.' },
    });
  });

  it('uses the body text as the message when the error is not JSON', async () => {
    next = { status: 500, headers: { 'Content-Type': 'text/plain' }, body: 'Something broke' };
    await expect(api.get('/api/user/profile')).rejects.toThrow('Something broke');
  });

  it("answers a 204 with 'Successfully deleted'", async () => {
    next = { status: 204 };
    await expect(api.delete('/api/discussions/1')).resolves.toEqual({ message: 'Successfully deleted' });
  });

  it('on a 401 to a signed-in request: toasts, clears the session and navigates to /login', async () => {
    setSession('tok-1', user);
    const navigate = vi.fn();
    setNavigator(navigate);
    next = { status: 401, body: JSON.stringify({ code: 'unauthenticated', message: 'Token expired' }) };

    await expect(api.get('/api/user/profile')).rejects.toMatchObject({ status: 401 });

    expect(toast.getAll().map((t) => [t.kind, t.message])).toEqual([['error', 'Session expired. Redirecting to login.']]);
    expect(getAuthToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it("on a 401 to create-password's temporary token: toasts, closes the modal and navigates to /login", async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    authModal.open('signUp');
    next = { status: 401, body: JSON.stringify({ code: 'unauthenticated', message: 'Session expired. Redirecting to login.' }) };

    await expect(api.post('/api/user/create-password', { password: 'x' }, { token: 'temporary' })).rejects.toMatchObject({ status: 401 });

    expect(toast.getAll().map((t) => [t.kind, t.message])).toEqual([['error', 'Session expired. Redirecting to login.']]);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(authModal.getState().isOpen).toBe(false);
  });

  it('leaves a 401 from logout alone: the token was already revoked', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    next = { status: 401, body: JSON.stringify({ code: 'unauthenticated', message: 'Session expired. Redirecting to login.' }) };

    await expect(api.post('/api/user/logout', undefined, { token: 'revoked' })).rejects.toMatchObject({ status: 401 });

    expect(toast.getAll()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats a 401 from login as a wrong password, not an expired session', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    next = { status: 401, body: JSON.stringify({ code: 'invalid_credentials', message: 'Invalid email or password.' }) };

    await expect(api.post('/api//user/login', { email: 'a@b.co', password: 'x' })).rejects.toThrow('Invalid email or password.');

    expect(toast.getAll()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a connection failure with the spec message and status 0', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:1' });
    const error = await api.get('/api/user/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      message: 'Network error: Unable to connect to server. Please check your internet connection.',
    });
  });
});
