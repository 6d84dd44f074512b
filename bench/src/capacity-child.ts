// A load client of (n), in a process of its own (the bench starts two or more), the same code for Referly and the bare
// server. Told by the bench (IPC) which people to bring in; each person connects a socket and runs a think-time loop of
// the product's own requests; at `collect` it answers what it timed since the last collect. See capacity.ts.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { COMPANIES, requestForm, TEST_CARD } from './capacity-people.ts';

/** A chat of the person's: its id (its request's) and the other person on it. */
export type ChatOf = { chatId: string; other: string };
export type PersonPlan = { index: number; id: string; token: string; role: 'jobSeeker' | 'referrer' | 'admin'; url: string; chats: ChatOf[] };

/** [request type, start (ms since the epoch, sub-ms), duration ms, ok] */
export type Timed = [string, number, number, boolean];
/** [key, start, sender id, the person who must hear it or ''] */
export type Sent = [string, number, string, string];
/** [key, recipient id, recipient role, heard at, its text on screen at (NaN: never)] */
export type Heard = [string, string, string, number, number];

export type ToCapacity = { type: 'add'; people: PersonPlan[]; startWithinMs: number } | { type: 'collect' } | { type: 'stop' };
export type FromCapacity =
  | { type: 'added'; sockets: number; ms: number }
  | { type: 'collected'; timed: Timed[]; sent: Sent[]; heard: Heard[]; errors: string[]; disconnects: number }
  | { type: 'failed'; error: string };

/** Think time between a person's actions: 5 to 15 s, 10 s on average. */
const THINK_MS: [number, number] = [5_000, 15_000];
const CONNECTING_AT_ONCE = 50;

const now = () => performance.timeOrigin + performance.now();
const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);
const send = (message: FromCapacity) => process.send?.(message);

let timed: Timed[] = [];
let sent: Sent[] = [];
let heard: Heard[] = [];
let errors: string[] = [];
let disconnects = 0;
const sockets: Socket[] = [];

const fail = (type: string, detail: string) => {
  if (errors.length < 20) errors.push(`${type}: ${detail.slice(0, 200)}`);
};

type Answer = { status: number; body: Record<string, unknown> };

/** One request of the product's, timed; `check` says whether the answer is the right one (else it counts as an error). */
const request = async (
  type: string,
  person: PersonPlan,
  method: string,
  path: string,
  options: { json?: unknown; form?: FormData; headers?: Record<string, string>; check: (answer: Answer) => boolean },
): Promise<Answer | undefined> => {
  const started = now();
  try {
    const headers: Record<string, string> = { authorization: `Bearer ${person.token}`, ...options.headers };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const reply = await fetch(`${person.url}${path}`, {
      method,
      headers,
      body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
    });
    const text = await reply.text();
    const answer: Answer = { status: reply.status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
    const ok = options.check(answer);
    timed.push([type, started, now() - started, ok]);
    if (!ok) fail(type, `${reply.status} ${text}`);
    return ok ? answer : undefined;
  } catch (error) {
    timed.push([type, started, now() - started, false]);
    fail(type, String(error));
    return undefined;
  }
};

const list = (answer: Answer) => (Array.isArray(answer.body.data) ? (answer.body.data as Record<string, unknown>[]) : undefined);
const data = (answer: Answer) => (typeof answer.body.data === 'object' && answer.body.data !== null ? (answer.body.data as Record<string, unknown>) : {});
const isList = (answer: Answer) => answer.status === 200 && list(answer) !== undefined;
const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/** What a person remembers between actions: their requests seen, the rows of their last list. */
type State = {
  plan: PersonPlan;
  requests: Set<string>;
  rows: Record<string, unknown>[];
  mine: Set<string>;
  sentCount: number;
  created: number;
  /** the messages already on screen (pushed or read back) */
  shown: Set<string>;
};

const readChat = (state: State, chat: ChatOf) =>
  request('chat: open the chat (newest 30 messages)', state.plan, 'GET', `/api/chat/jobReferral/${chat.chatId}`, {
    check: (answer) => answer.status === 200 && Array.isArray(data(answer).messages),
  });

const sendMessage = async (state: State, chat: ChatOf) => {
  state.sentCount += 1;
  const form = new FormData();
  form.append('chatId', chat.chatId);
  form.append('contentType', 'text');
  form.append('content', `Message ${state.sentCount} from ${state.plan.index}: could we talk about the role this week?`.padEnd(120, '.'));
  sent.push([`chat:${chat.chatId}:${state.plan.id}`, now(), state.plan.id, chat.other]);
  await request('chat: send a message', state.plan, 'POST', `/api/chat/${chat.chatId}/sendMessage`, {
    form,
    check: (answer) => answer.status === 201,
  });
};

/** A seeker: the form asks which companies are open, a request is made with a resume, and paid with the test card. */
const newRequest = async (state: State) => {
  const open = await request('seeker: open companies (the form)', state.plan, 'GET', '/api/job-referral/job-seeker/open-companies', { check: isList });
  if (!open) return;
  const taken = new Set((list(open) ?? []).map(String));
  const company = COMPANIES.find((id) => !taken.has(id));
  if (!company || state.created >= 5) return;
  state.created += 1;
  const made = await request('seeker: make a request (multipart, resume)', state.plan, 'POST', '/api/job-referral/job-seeker', {
    form: requestForm(state.plan.index, company, state.created),
    check: (answer) => answer.status === 201 && typeof data(answer)._id === 'string' && typeof answer.body.paymentClientSecret === 'string',
  });
  if (!made) return;
  const id = String(data(made)._id);
  state.requests.add(id);
  sent.push([`paid:${id}`, now(), state.plan.id, state.plan.id]);
  await request('payment: confirm with the test card', state.plan, 'POST', '/api/payments/test/confirm', {
    json: { clientSecret: made.body.paymentClientSecret, ...TEST_CARD },
    check: (answer) => answer.status === 200 && data(answer).status === 'succeeded',
  });
};

const seekerAction = async (state: State) => {
  const chat = state.plan.chats[0];
  const roll = Math.random() * 100;
  const waiting = state.rows.find((row) => row.status === 'waitingforapproval' && typeof row._id === 'string');
  if (roll < 30 || !chat) {
    const answer = await request('seeker: list own requests', state.plan, 'GET', '/api/job-referral/job-seeker?page=1&limit=10', { check: isList });
    if (answer) state.rows = list(answer) ?? [];
    for (const row of state.rows) if (typeof row._id === 'string') state.requests.add(row._id);
  } else if (roll < 50) {
    const id = pick([...state.requests]) ?? chat.chatId;
    await request('seeker: open a request', state.plan, 'GET', `/api/job-referral/job-seeker/${id}`, {
      check: (answer) => answer.status === 200 && data(answer)._id === id,
    });
  } else if (roll < 75) await readChat(state, chat);
  else if (roll < 92) await sendMessage(state, chat);
  else if (roll < 97) await newRequest(state);
  else if (!waiting) {
    const answer = await request('seeker: list own requests', state.plan, 'GET', '/api/job-referral/job-seeker?page=1&limit=10', { check: isList });
    if (answer) state.rows = list(answer) ?? [];
  } else {
    const id = String(waiting._id);
    state.rows = state.rows.filter((row) => row !== waiting);
    sent.push([`status:${id}`, now(), state.plan.id, '']);
    await request('seeker: approve a completed request', state.plan, 'PUT', `/api/job-referral/job-seeker/${id}/approve`, {
      json: {},
      check: (answer) => answer.status === 200,
    });
  }
};

/**
 * A referrer's take of a request their list showed: if another referrer took it meanwhile, the answer is 409 or, as
 * the request is then no longer theirs to see, 404; both are right answers to a race.
 */
const raced = (answer: Answer) => answer.status === 409 || answer.status === 404;

const referrerAction = async (state: State) => {
  const chat = pick(state.plan.chats);
  const roll = Math.random() * 100;
  const untaken = state.rows.filter((row) => row.status === 'pending' && row.paymentStatus === 'Paid');
  const handling = state.rows.filter((row) => row.status === 'inProgress' && state.mine.has(String(row._id)));
  if (roll < 35 || !chat) {
    const answer = await request('referrer: list incoming requests', state.plan, 'GET', '/api/job-referral/referrer?page=1&limit=10', { check: isList });
    if (answer) state.rows = list(answer) ?? [];
  } else if (roll < 50) {
    await request('referrer: open a request', state.plan, 'GET', `/api/job-referral/referrer/${chat.chatId}`, {
      check: (answer) => answer.status === 200 && data(answer)._id === chat.chatId,
    });
  } else if (roll < 70) await readChat(state, chat);
  else if (roll < 87) await sendMessage(state, chat);
  else if (roll < 95 && untaken.length > 0) {
    const id = String(pick(untaken)?._id);
    state.rows = state.rows.filter((row) => row._id !== id);
    sent.push([`status:${id}`, now(), state.plan.id, '']);
    const answer = await request('referrer: take a paid request', state.plan, 'PUT', `/api/job-referral/referrer/${id}`, {
      json: { status: 'inProgress' },
      check: (reply) => reply.status === 200 || raced(reply),
    });
    if (answer?.status === 200) state.mine.add(id);
  } else if (handling.length > 0) {
    const id = String(pick(handling)?._id);
    state.mine.delete(id);
    state.rows = state.rows.filter((row) => row._id !== id);
    sent.push([`status:${id}`, now(), state.plan.id, '']);
    await request('referrer: change a status (completed)', state.plan, 'PUT', `/api/job-referral/referrer/${id}`, {
      json: { status: 'completed' },
      check: (reply) => reply.status === 200,
    });
  } else {
    const answer = await request('referrer: list incoming requests', state.plan, 'GET', '/api/job-referral/referrer?page=1&limit=10', { check: isList });
    if (answer) state.rows = list(answer) ?? [];
  }
};

const feedPage = (state: State, type: string, after?: number) =>
  request(type, state.plan, 'GET', '/api/admin/activity?limit=50', {
    headers: after === undefined ? {} : { 'x-referly-after': String(after) },
    check: (answer) => isList(answer) && (list(answer)?.length ?? 0) > 0,
  });

/** The admin's live feed, as the product's client does: any event re-reads the newest page; one read in flight, one queued. */
const liveFeed = (state: State) => {
  let reading = false;
  let again: number | undefined;
  const read = async (position: number) => {
    reading = true;
    await feedPage(state, 'admin: activity feed re-read on a push', position);
    reading = false;
    if (again !== undefined) {
      const next = again;
      again = undefined;
      void read(next);
    }
  };
  return (position: number) => (reading ? void (again = Math.max(again ?? 0, position)) : void read(position));
};

type Pushed = {
  type?: string;
  position?: number;
  data?: Record<string, unknown> & { sender?: { userId?: string }; message?: { content?: { value?: unknown } } };
};

/** The text a pushed message carries: the message as the chat shows it (a watched chat), or a bare relay's `text`. */
const textOf = (event: Pushed): string | undefined => {
  const value = event.data?.message?.content?.value ?? event.data?.text;
  return typeof value === 'string' ? value : undefined;
};

const onEvent = (state: State, event: Pushed, refreshFeed?: (position: number) => void) => {
  const at = now();
  const { plan } = state;
  const referralId = typeof event.data?.referralId === 'string' ? event.data.referralId : undefined;
  if (refreshFeed) refreshFeed(event.position ?? 0);
  if (event.type === 'ChatMessageSent') {
    const chatId = String(event.data?.chatId);
    const sender = String(event.data?.sender?.userId);
    if (sender === plan.id) return;
    const key = `chat:${chatId}:${sender}`;
    // a watching socket may hear the message itself (its text), another the notice; the first of them counts
    const messageId = String(event.data?.messageId);
    if (state.shown.has(messageId)) return;
    state.shown.add(messageId);
    if (state.shown.size > 200) state.shown.delete(state.shown.values().next().value ?? '');
    if (plan.role === 'admin' || textOf(event) !== undefined) {
      heard.push([key, plan.id, plan.role, at, at]);
      return;
    }
    // the product's client re-reads the chat as of the pushed position, and shows the pushed message from it
    void request('chat: re-read on a push (no text in it)', plan, 'GET', `/api/chat/jobReferral/${chatId}`, {
      headers: { 'x-referly-after': String(event.position ?? 0) },
      check: (answer) =>
        answer.status === 200 && ((data(answer).messages as { _id?: string }[] | undefined) ?? []).some((message) => message._id === event.data?.messageId),
    }).then((answer) => heard.push([key, plan.id, plan.role, at, answer ? now() : Number.NaN]));
    return;
  }
  if (!referralId) return;
  if (event.type === 'ReferralPaid') heard.push([`paid:${referralId}`, plan.id, plan.role, at, at]);
  if (event.type === 'ReferralTaken' || event.type === 'ReferralStatusChanged') heard.push([`status:${referralId}`, plan.id, plan.role, at, at]);
};

let running = true;

const live = async (state: State, startWithinMs: number) => {
  await sleep(Math.random() * startWithinMs);
  while (running) {
    if (state.plan.role === 'jobSeeker') await seekerAction(state);
    else if (state.plan.role === 'referrer') await referrerAction(state);
    else await feedPage(state, 'admin: activity feed page');
    await sleep(between(THINK_MS));
  }
};

const connect = (state: State) =>
  new Promise<void>((resolve, reject) => {
    const { plan } = state;
    const socket = io(plan.url, { auth: { token: plan.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    const refreshFeed = plan.role === 'admin' ? liveFeed(state) : undefined;
    socket.on('event', (event: Pushed) => onEvent(state, event, refreshFeed));
    // the person has their chats open: the product's client watches an open chat after each `ready`
    socket.once('ready', () => {
      for (const chat of plan.chats.slice(0, 20)) socket.emit('chat:watch', { chatId: chat.chatId });
      resolve();
    });
    socket.once('connect_error', (error) => reject(error));
    socket.on('disconnect', () => {
      if (running) disconnects += 1;
    });
  });

const add = async (people: PersonPlan[], startWithinMs: number) => {
  const started = now();
  const states = people.map((plan): State => ({
    plan,
    requests: new Set(plan.chats.map((chat) => chat.chatId)),
    rows: [],
    mine: new Set(),
    sentCount: 0,
    created: 0,
    shown: new Set(),
  }));
  for (let i = 0; i < states.length; i += CONNECTING_AT_ONCE) await Promise.all(states.slice(i, i + CONNECTING_AT_ONCE).map(connect));
  for (const state of states) void live(state, startWithinMs);
  send({ type: 'added', sockets: sockets.length, ms: now() - started });
};

process.on('message', (message: ToCapacity) => {
  if (message.type === 'add') {
    add(message.people, message.startWithinMs).catch((error: unknown) =>
      send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  } else if (message.type === 'collect') {
    send({ type: 'collected', timed, sent, heard, errors, disconnects });
    [timed, sent, heard, errors, disconnects] = [[], [], [], [], 0];
  } else {
    running = false;
    sockets.forEach((socket) => socket.disconnect());
    process.exit(0);
  }
});
