import { setTimeout as sleep } from 'node:timers/promises';

export type Reply = { status: number; headers: Headers; body: Record<string, unknown> };

export const call = async (
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Reply> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const reply = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await reply.text();
  const body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  return { status: reply.status, headers: reply.headers, body };
};

const dataOf = (reply: Reply): Record<string, unknown> => {
  const data = reply.body.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
};

const stringField = (reply: Reply, field: string, what: string): string => {
  const value = dataOf(reply)[field];
  if (typeof value !== 'string') throw new Error(`${what} answered ${reply.status} without data.${field}: ${JSON.stringify(reply.body)}`);
  return value;
};

export const login = async (base: string, email: string, password: string): Promise<string> =>
  stringField(await call(base, 'POST', '/api/user/login', { body: { email, password } }), 'token', `login ${email}`);

const newestOtp = async (base: string, email: string): Promise<string> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const reply = await call(base, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mails = Array.isArray(reply.body.data) ? (reply.body.data as Array<{ text?: unknown }>) : [];
    for (const mail of mails) {
      const code = typeof mail.text === 'string' ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      if (code !== undefined) return code;
    }
    await sleep(100);
  }
  throw new Error(`no OTP e-mail for ${email}`);
};

/** Signs a job seeker up through the public API (create, OTP from the dev mailbox, password) and logs in. */
export const signUp = async (base: string, email: string, password: string): Promise<string> => {
  const created = await call(base, 'POST', '/api/user/create', {
    body: { firstName: 'Bench', lastName: 'Seeker', email, mobile: '0412345678', userRole: 'jobSeeker', dateOfBirth: '1990-06-15' },
  });
  const userId = stringField(created, 'userId', `create ${email}`);
  const otp = await newestOtp(base, email);
  const verified = await call(base, 'POST', '/api/user/verify-otp', { body: { userId, otp } });
  const temporary = stringField(verified, 'token', `verify-otp ${email}`);
  const passwordSet = await call(base, 'POST', '/api/user/create-password', { body: { password, confirmPassword: password }, token: temporary });
  if (passwordSet.status >= 300) throw new Error(`create-password ${email} answered ${passwordSet.status}: ${JSON.stringify(passwordSet.body)}`);
  return login(base, email, password);
};

export const profileOf = async (base: string, token: string, after?: string): Promise<Record<string, unknown>> =>
  dataOf(await call(base, 'GET', '/api/user/profile', { token, headers: after === undefined ? {} : { 'x-referly-after': after } }));
