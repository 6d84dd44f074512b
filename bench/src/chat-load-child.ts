// The chat bench's load client, in a process of its own so it never shares a server's CPU, and the same code for
// Referly and the bare relay. Told by the bench (IPC) which sockets to connect, then to send rounds of messages at a
// steady rate; answers each round's latencies. See chat.ts.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';

/** A person as the load client sees them: who, their bearer token, and the server their socket and sends go to. */
export type Endpoint = { id: string; token: string; url: string };
export type ChatPlan = { chatId: string; seeker: Endpoint; referrer: Endpoint };
/**
 * One side of the comparison; `watch`: each socket watches its chat (`chat:watch`, as the product's client does while
 * the chat is open) and the text comes in the push to the chat's room, where only watchers passed the access check.
 */
export type SidePlan = { name: string; chats: ChatPlan[]; watch: boolean };

export type ToLoad =
  { type: 'connect'; sides: SidePlan[] } | { type: 'round'; side: string; first: number; count: number; perSecond: number } | { type: 'stop' };
export type RoundResult = { pushed: number[]; read: number[]; lost: number; errors: string[]; sent: number; delivered: number; ms: number };
export type FromLoad = { type: 'connected'; ms: number; sockets: number } | ({ type: 'round' } & RoundResult) | { type: 'failed'; error: string };

/** How long a message may take before it counts as lost. */
const GIVE_UP_MS = 15_000;
const CONNECTING_AT_ONCE = 50;

type Pushed = {
  type?: string;
  position?: number;
  data?: { chatId?: string; messageId?: string; sender?: { userId?: string }; text?: string; message?: { _id?: string; content?: { value?: string } } };
};
type Pending = { started: number; recipient: Endpoint; text: string; settle: (outcome: { pushed: number; read: number } | string) => void; heard: boolean };

const sides = new Map<string, SidePlan>();
const pending = new Map<string, Pending>();
const sockets: Socket[] = [];
const send = (message: FromLoad) => process.send?.(message);

/** The same size for every message: about a chat line's length. */
const textOf = (k: number) => `Bench message ${k}: could you refer me for the backend role? My resume is attached above.`.padEnd(120, '.');

const onPush = (side: SidePlan, recipient: Endpoint, event: Pushed) => {
  const heardAt = performance.now();
  const { chatId, sender } = event.data ?? {};
  if (event.type !== 'ChatMessageSent' || !chatId || !sender?.userId || sender.userId === recipient.id) return;
  const message = pending.get(`${side.name}:${chatId}:${sender.userId}`);
  if (!message || message.heard || message.recipient.id !== recipient.id) return;
  message.heard = true;
  const pushed = heardAt - message.started;
  // the relay's push carries the text; Referly's carries the message as the chat's read shows it
  const text = side.watch ? event.data?.message?.content?.value : event.data?.text;
  message.settle(text === message.text ? { pushed, read: pushed } : 'the push did not carry the text');
};

/** One person's socket: ready, and, when the side watches, watching their chat (the server's access check passed). */
const connect = (side: SidePlan, person: Endpoint, chatId: string) =>
  new Promise<void>((resolve, reject) => {
    const socket = io(person.url, { auth: { token: person.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.on('event', (event: Pushed) => onPush(side, person, event));
    socket.once('ready', () => {
      if (!side.watch) return resolve();
      socket.emit('chat:watch', { chatId }, (ack: { ok?: boolean } | undefined) =>
        ack?.ok ? resolve() : reject(new Error(`${person.id} may not watch chat ${chatId}`)),
      );
    });
    socket.once('connect_error', (error) => reject(error));
  });

const connectAll = async (plans: SidePlan[]) => {
  const started = performance.now();
  const people = plans.flatMap((side) => side.chats.flatMap((chat) => [chat.seeker, chat.referrer].map((person) => ({ side, person, chatId: chat.chatId }))));
  for (let i = 0; i < people.length; i += CONNECTING_AT_ONCE) {
    await Promise.all(people.slice(i, i + CONNECTING_AT_ONCE).map(({ side, person, chatId }) => connect(side, person, chatId)));
  }
  for (const side of plans) sides.set(side.name, side);
  send({ type: 'connected', ms: performance.now() - started, sockets: sockets.length });
};

/** Message `k` of a side: its chats in turn, the seeker writing on the first pass and the referrer on the next. */
const sendOne = (side: SidePlan, k: number): Promise<{ pushed: number; read: number } | string> => {
  const chat = side.chats[k % side.chats.length];
  if (!chat) return Promise.resolve('no chats');
  const [from, to] = Math.floor(k / side.chats.length) % 2 === 0 ? [chat.seeker, chat.referrer] : [chat.referrer, chat.seeker];
  const key = `${side.name}:${chat.chatId}:${from.id}`;
  const text = textOf(k);
  return new Promise((resolve) => {
    const timer = setTimeout(() => message.settle('lost'), GIVE_UP_MS);
    const message: Pending = {
      started: performance.now(),
      recipient: to,
      text,
      heard: false,
      settle: (outcome) => {
        clearTimeout(timer);
        if (pending.get(key) === message) pending.delete(key);
        message.settle = () => undefined;
        resolve(outcome);
      },
    };
    pending.set(key, message);
    const form = new FormData();
    form.append('chatId', chat.chatId);
    form.append('contentType', 'text');
    form.append('content', text);
    fetch(`${from.url}/api/chat/${chat.chatId}/sendMessage`, { method: 'POST', headers: { authorization: `Bearer ${from.token}` }, body: form })
      .then(async (reply) => {
        const body = await reply.text();
        if (reply.status !== 201) message.settle(`send answered ${reply.status}: ${body.slice(0, 200)}`);
      })
      .catch((error: unknown) => message.settle(`send failed: ${String(error)}`));
  });
};

/** `count` messages from message `first`, message i sent i / `perSecond` seconds after the first whatever came back. */
const round = async (name: string, first: number, count: number, perSecond: number) => {
  const side = sides.get(name);
  if (!side) throw new Error(`no side ${name}`);
  const begun = performance.now();
  let lastDelivery = begun;
  const outcomes: Promise<{ pushed: number; read: number } | string>[] = [];
  for (let i = 0; i < count; i += 1) {
    const wait = begun + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await sleep(wait);
    outcomes.push(
      sendOne(side, first + i).then((outcome) => {
        if (typeof outcome !== 'string') lastDelivery = performance.now();
        return outcome;
      }),
    );
  }
  const settled = await Promise.all(outcomes);
  const delivered = settled.filter((outcome): outcome is { pushed: number; read: number } => typeof outcome !== 'string');
  const failures = settled.filter((outcome): outcome is string => typeof outcome === 'string');
  send({
    type: 'round',
    pushed: delivered.map((outcome) => outcome.pushed),
    read: delivered.map((outcome) => outcome.read),
    lost: failures.filter((failure) => failure === 'lost').length,
    errors: [...new Set(failures.filter((failure) => failure !== 'lost'))].slice(0, 5),
    sent: count,
    delivered: delivered.length,
    ms: lastDelivery - begun,
  });
};

process.on('message', (message: ToLoad) => {
  const work =
    message.type === 'connect'
      ? connectAll(message.sides)
      : message.type === 'round'
        ? round(message.side, message.first, message.count, message.perSecond)
        : (async () => {
            sockets.forEach((socket) => socket.disconnect());
            process.exit(0);
          })();
  work.catch((error: unknown) => send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
});
