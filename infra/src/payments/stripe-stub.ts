import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe's API, for tests: the official SDK talks to it over HTTP (STRIPE_API_URL). It keeps
 * payment intents and refunds in memory, answers a repeated Idempotency-Key with the first answer as Stripe does,
 * counts every call, and can be told to fail the next calls to a path, or every call to it for a while.
 */
export type StripeStub = {
  url: string;
  /** every request received, in order: method and path */
  calls: { method: string; path: string; idempotencyKey: string | null }[];
  /** refunds actually created (an idempotent repeat creates none) */
  refunds: { id: string; paymentIntent: string; amount: number; idempotencyKey: string | null }[];
  /** what the browser and Stripe do when a card is charged: the intent succeeds */
  succeed(intentId: string): void;
  intent(intentId: string): Record<string, unknown> | undefined;
  /** the next `times` calls whose path starts with `pathPrefix` answer `status` */
  failNext(pathPrefix: string, status: number, times?: number): void;
  /** every call whose path starts with `pathPrefix` answers `status` from now until the returned `recover()`: an outage */
  failUntilRecovered(pathPrefix: string, status: number): { recover(): void };
  close(): Promise<void>;
};

type Form = Record<string, unknown>;

/** `metadata[service]=jobReferral&amount=50000` as an object, brackets read as nesting. */
const parseForm = (body: string): Form => {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]/).filter((part) => part !== '');
    let target = form;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) target[part] = value;
      else target = (target[part] ??= {}) as Form;
    });
  }
  return form;
};

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const stripeError = (res: ServerResponse, status: number, message: string, type = 'invalid_request_error') => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify({ error: { type, message } }));
};

export const startStripeStub = async (): Promise<StripeStub> => {
  const intents = new Map<string, Record<string, unknown>>();
  const answered = new Map<string, { status: number; body: string }>();
  const failures: { prefix: string; status: number; left: number }[] = [];
  const stub: Omit<StripeStub, 'url' | 'close'> = {
    calls: [],
    refunds: [],
    succeed: (id) => {
      const intent = intents.get(id);
      if (intent) intent.status = 'succeeded';
    },
    intent: (id) => intents.get(id),
    failNext: (prefix, status, times = 1) => void failures.push({ prefix, status, left: times }),
    failUntilRecovered: (prefix, status) => {
      const failure = { prefix, status, left: Number.POSITIVE_INFINITY };
      failures.push(failure);
      return { recover: () => void (failure.left = 0) };
    },
  };
  let counter = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    stub.calls.push({ method: req.method ?? 'GET', path, idempotencyKey: key });
    const form = parseForm(await readBody(req));
    if (!/^Bearer sk_test_/.test(req.headers.authorization ?? '')) return stripeError(res, 401, 'Invalid API Key provided.', 'authentication_error');
    const failure = failures.find((entry) => entry.left > 0 && path.startsWith(entry.prefix));
    if (failure) {
      failure.left -= 1;
      return stripeError(res, failure.status, 'The stub was told to fail this call.', 'api_error');
    }
    const replay = key ? answered.get(`${path}:${key}`) : undefined;
    if (replay) {
      res.writeHead(replay.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      return res.end(replay.body);
    }
    const status = 200;
    let body: unknown;
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      counter += 1;
      const id = `pi_stub_${counter}_${randomBytes(4).toString('hex')}`;
      body = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        description: form.description ?? null,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: form.metadata ?? {},
      };
      intents.set(id, body as Record<string, unknown>);
    } else if (req.method === 'GET' && intentPath) {
      const intent = intents.get(intentPath[1] ?? '');
      if (!intent) return stripeError(res, 404, `No such payment_intent: '${intentPath[1]}'`);
      body = intent;
    } else if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent));
      if (!intent) return stripeError(res, 404, `No such payment_intent: '${String(form.payment_intent)}'`);
      if (intent.status !== 'succeeded') return stripeError(res, 400, 'This PaymentIntent does not have a successful charge to refund.');
      counter += 1;
      const refund = {
        id: `re_stub_${counter}`,
        object: 'refund',
        amount: Number(form.amount ?? intent.amount),
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: form.metadata ?? {},
      };
      stub.refunds.push({ id: refund.id, paymentIntent: String(intent.id), amount: refund.amount, idempotencyKey: key });
      body = refund;
    } else {
      return stripeError(res, 404, `Unrecognized request URL (${req.method} ${path}).`);
    }
    const text = JSON.stringify(body);
    if (key) answered.set(`${path}:${key}`, { status, body: text });
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
    res.end(text);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => stripeError(res, 500, error instanceof Error ? error.message : String(error), 'api_error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...stub,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
