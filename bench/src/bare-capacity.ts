import { createAdapter } from '@socket.io/redis-streams-adapter';
import Database from 'better-sqlite3';
import express from 'express';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Server } from 'socket.io';
import { BENCH_REDIS_URL } from './embedded-config.ts';

/** Who the bare server knows: `people.json` in its data folder, written by the bench. Tokens are the people's ids. */
export type BarePeople = {
  people: { id: string; role: string; company: string | null; name: string }[];
  chats: { id: string; seeker: string; referrer: string; company: string }[];
};
export const BARE_PEOPLE_FILE = 'people.json';

type RequestRow = { id: string; seeker: string; company: string; status: string; paid: number; referrer: string | null; created: string };

/**
 * The bare baseline of (n): the same routes as Referly's that the capacity client calls, on Express + Socket.IO +
 * better-sqlite3 (WAL, `synchronous = NORMAL`, as the event store). Each promise kept as Referly keeps it, minus
 * everything else: a request is a row (its resume stored), a payment marks it paid and tells the seeker, the company's
 * referrers and the admins; a take or a status change is checked (another referrer's request is refused) and told; a
 * message is stored and pushed with its text; every write is also a row of an activity log the admins' feed reads,
 * newest 50 with the person's name. The bearer token is the person's id, unchecked. With a Redis prefix, rooms are
 * shared through `@socket.io/redis-streams-adapter` and the processes share the SQLite file.
 */
export const startBareCapacity = async (dataDir: string, redisPrefix?: string) => {
  const seed = JSON.parse(readFileSync(join(dataDir, BARE_PEOPLE_FILE), 'utf8')) as BarePeople;
  const people = new Map(seed.people.map((person) => [person.id, person]));
  const db = new Database(join(dataDir, 'bare-capacity.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS requests (id TEXT PRIMARY KEY, seeker TEXT NOT NULL, company TEXT NOT NULL, status TEXT NOT NULL, paid INTEGER NOT NULL, referrer TEXT, created TEXT NOT NULL, resume BLOB);
    CREATE INDEX IF NOT EXISTS requests_seeker ON requests (seeker, created);
    CREATE INDEX IF NOT EXISTS requests_company ON requests (company, paid, created);
    CREATE TABLE IF NOT EXISTS messages (chat TEXT NOT NULL, sequence INTEGER NOT NULL, id TEXT NOT NULL, sender TEXT NOT NULL, text TEXT NOT NULL, at TEXT NOT NULL, PRIMARY KEY (chat, sequence));
    CREATE TABLE IF NOT EXISTS activity (position INTEGER PRIMARY KEY AUTOINCREMENT, type TEXT NOT NULL, who TEXT, data TEXT NOT NULL, at TEXT NOT NULL)`);
  const insertRequest = db.prepare(
    'INSERT OR IGNORE INTO requests (id, seeker, company, status, paid, referrer, created, resume) VALUES (@id, @seeker, @company, @status, @paid, @referrer, @created, @resume)',
  );
  const log = db.prepare<[string, string | null, string, string]>('INSERT INTO activity (type, who, data, at) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (const chat of seed.chats) {
      const created = new Date().toISOString();
      if (insertRequest.run({ ...chat, status: 'inProgress', paid: 1, referrer: chat.referrer, created, resume: null }).changes === 1)
        log.run('ReferralTaken', chat.referrer, JSON.stringify({ referralId: chat.id, seekerId: chat.seeker, companyId: chat.company }), created);
    }
  }).immediate();
  const byId = db.prepare<[string], RequestRow>('SELECT id, seeker, company, status, paid, referrer, created FROM requests WHERE id = ?');
  const ofSeeker = db.prepare<[string], RequestRow>(
    'SELECT id, seeker, company, status, paid, referrer, created FROM requests WHERE seeker = ? ORDER BY created DESC LIMIT 10',
  );
  const openOf = db.prepare<[string], { company: string }>("SELECT DISTINCT company FROM requests WHERE seeker = ? AND status NOT IN ('approved', 'rejected')");
  const ofCompany = db.prepare<[string, string], RequestRow>(
    'SELECT id, seeker, company, status, paid, referrer, created FROM requests WHERE company = ? AND paid = 1 AND (referrer IS NULL OR referrer = ?) ORDER BY created DESC LIMIT 10',
  );
  const setPaid = db.prepare<[string]>('UPDATE requests SET paid = 1 WHERE id = ? AND paid = 0');
  const setStatus = db.prepare<[string, string | null, string]>('UPDATE requests SET status = ?, referrer = ? WHERE id = ?');
  const lastSequence = db.prepare<[string], { sequence: number | null }>('SELECT MAX(sequence) AS sequence FROM messages WHERE chat = ?');
  const addMessage = db.prepare('INSERT INTO messages (chat, sequence, id, sender, text, at) VALUES (?, ?, ?, ?, ?, ?)');
  const newest = db.prepare<[string], { sequence: number; id: string; sender: string; text: string; at: string }>(
    'SELECT sequence, id, sender, text, at FROM messages WHERE chat = ? ORDER BY sequence DESC LIMIT 30',
  );
  const feed = db.prepare<[], { position: number; type: string; who: string | null; data: string; at: string }>(
    'SELECT position, type, who, data, at FROM activity ORDER BY position DESC LIMIT 50',
  );

  const redis = redisPrefix ? new Redis(BENCH_REDIS_URL) : undefined;
  const app = express();
  app.use(express.json());
  const http = createServer(app);
  const io = new Server(http, {
    serveClient: false,
    ...(redis ? { adapter: createAdapter(redis, { streamName: `${redisPrefix}:bare-capacity`, channelPrefix: `${redisPrefix}:bare-capacity` }) } : {}),
  });
  io.on('connection', (socket) => {
    const person = people.get(String(socket.handshake.auth.token));
    if (!person) return void socket.disconnect(true);
    const rooms = [`user:${person.id}`, ...(person.role === 'admin' ? ['admin'] : []), ...(person.company ? [`company:${person.company}`] : [])];
    void socket.join(rooms);
    socket.emit('ready', { position: 0 });
  });

  /** Writes the activity row, then pushes the event to its rooms with its position. */
  const tell = (type: string, who: string | null, data: Record<string, unknown>, rooms: string[]) => {
    const at = new Date().toISOString();
    const position = Number(log.run(type, who, JSON.stringify(data), at).lastInsertRowid);
    io.to(rooms).emit('event', { type, position, data: { ...data, at } });
    return position;
  };
  /** As Referly's rules: a request's events to its seeker, its company's referrers, the referrer handling it and the admins */
  const roomsOf = (row: RequestRow) => [`user:${row.seeker}`, `company:${row.company}`, ...(row.referrer ? [`user:${row.referrer}`] : []), 'admin'];
  /** a chat's to its seeker, the referrer handling it (else the company's referrers) and the admins */
  const chatRoomsOf = (row: RequestRow) => [`user:${row.seeker}`, row.referrer ? `user:${row.referrer}` : `company:${row.company}`, 'admin'];
  const rowOf = (row: RequestRow) => ({
    _id: row.id,
    id: row.id,
    company: row.company,
    status: row.status,
    paymentStatus: row.paid ? 'Paid' : 'Unpaid',
    submissionDate: row.created,
  });

  type Req = express.Request & { person?: { id: string; role: string; company: string | null; name: string } };
  const as = (role: string) => (req: Req, res: express.Response, next: express.NextFunction) => {
    const person = people.get((req.get('authorization') ?? '').replace(/^Bearer /, ''));
    if (!person) return void res.status(401).json({ statusCode: 401, message: 'Please sign in.' });
    if (person.role !== role) return void res.status(403).json({ statusCode: 403, message: 'You do not have access to this.' });
    req.person = person;
    next();
  };
  const formOf = async (req: express.Request) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new Response(Buffer.concat(chunks), { headers: { 'content-type': req.get('content-type') ?? '' } }).formData();
  };
  const me = (req: Req) => req.person ?? { id: '', role: '', company: null, name: '' };
  const mayRead = (who: { id: string; role: string; company: string | null }, row: RequestRow | undefined) =>
    row !== undefined && (who.role === 'admin' || row.seeker === who.id || (row.company === who.company && (row.referrer === null || row.referrer === who.id)));

  app.get('/api/job-referral/job-seeker', as('jobSeeker'), (req: Req, res) => {
    const rows = ofSeeker.all(me(req).id).map(rowOf);
    res.json({ statusCode: 200, data: rows, totalCount: rows.length, totalPages: 1, currentPage: 1 });
  });
  app.get('/api/job-referral/job-seeker/open-companies', as('jobSeeker'), (req: Req, res) => {
    res.json({ statusCode: 200, data: openOf.all(me(req).id).map((row) => row.company) });
  });
  app.get('/api/job-referral/job-seeker/:id', as('jobSeeker'), (req: Req, res) => {
    const row = byId.get(String(req.params.id));
    if (!row || row.seeker !== me(req).id) return void res.status(404).json({ statusCode: 404, message: 'Not found.' });
    res.json({ statusCode: 200, data: rowOf(row) });
  });
  app.post('/api/job-referral/job-seeker', as('jobSeeker'), async (req: Req, res) => {
    const form = await formOf(req);
    const company = String(form.get('desiredCompany') ?? '');
    const resume = form.get('resume');
    if (!(resume instanceof File) || company === '') return void res.status(400).json({ statusCode: 400, message: 'Please fill in the form.' });
    if (openOf.all(me(req).id).some((row) => row.company === company))
      return void res.status(409).json({ statusCode: 409, message: 'You already have an active referral request for this company.' });
    const id = randomUUID();
    insertRequest.run({
      id,
      seeker: me(req).id,
      company,
      status: 'pending',
      paid: 0,
      referrer: null,
      created: new Date().toISOString(),
      resume: Buffer.from(await resume.arrayBuffer()),
    });
    tell('ReferralRequested', me(req).id, { referralId: id, seekerId: me(req).id, companyId: company }, [`user:${me(req).id}`, 'admin']);
    res.status(201).json({ statusCode: 201, data: { _id: id }, paymentClientSecret: `${id}_secret_bare`, amount: 50, currency: 'usd' });
  });
  app.post('/api/payments/test/confirm', (req, res) => {
    const id = String(req.body?.clientSecret ?? '').split('_secret_')[0] ?? '';
    const row = byId.get(id);
    if (!row || req.body?.cardNumber !== '4242424242424242') return void res.status(402).json({ statusCode: 402, message: 'Your card was declined.' });
    if (setPaid.run(id).changes === 1) tell('ReferralPaid', row.seeker, { referralId: id, seekerId: row.seeker, companyId: row.company }, roomsOf(row));
    res.json({ statusCode: 200, data: { status: 'succeeded', paymentIntent: { id: `pi_${id}`, status: 'succeeded' } } });
  });
  app.put('/api/job-referral/job-seeker/:id/approve', as('jobSeeker'), (req: Req, res) => {
    const row = byId.get(String(req.params.id));
    if (!row || row.seeker !== me(req).id) return void res.status(404).json({ statusCode: 404, message: 'Not found.' });
    if (row.status !== 'waitingforapproval') return void res.status(409).json({ statusCode: 409, message: 'This request can no longer be changed.' });
    setStatus.run('approved', row.referrer, row.id);
    tell(
      'ReferralStatusChanged',
      me(req).id,
      { referralId: row.id, seekerId: row.seeker, companyId: row.company, referrerId: row.referrer, from: row.status, to: 'approved' },
      roomsOf(row),
    );
    res.json({ statusCode: 200, message: 'Job referral status updated successfully!' });
  });
  app.get('/api/job-referral/referrer', as('referrer'), (req: Req, res) => {
    const rows = ofCompany.all(me(req).company ?? '', me(req).id).map(rowOf);
    res.json({ statusCode: 200, data: rows, totalCount: rows.length, totalPages: 1, currentPage: 1 });
  });
  app.get('/api/job-referral/referrer/:id', as('referrer'), (req: Req, res) => {
    const row = byId.get(String(req.params.id));
    if (!row || !row.paid || !mayRead(me(req), row)) return void res.status(404).json({ statusCode: 404, message: 'Not found.' });
    res.json({ statusCode: 200, data: rowOf(row) });
  });
  app.put('/api/job-referral/referrer/:id', as('referrer'), (req: Req, res) => {
    const row = byId.get(String(req.params.id));
    const status = String(req.body?.status ?? '');
    if (!row || !row.paid || row.company !== me(req).company) return void res.status(404).json({ statusCode: 404, message: 'Not found.' });
    if (row.referrer !== null && row.referrer !== me(req).id)
      return void res.status(409).json({ statusCode: 409, message: 'Another referrer is already handling this request.' });
    const to = status === 'completed' ? 'waitingforapproval' : status;
    const allowed = (row.status === 'pending' && to === 'inProgress') || (row.status === 'inProgress' && to === 'waitingforapproval');
    if (!allowed) return void res.status(409).json({ statusCode: 409, message: `A request can only move to ${to} from another status.` });
    setStatus.run(to, me(req).id, row.id);
    const data = { referralId: row.id, seekerId: row.seeker, companyId: row.company, referrerId: me(req).id, from: row.status, to };
    tell(to === 'inProgress' ? 'ReferralTaken' : 'ReferralStatusChanged', me(req).id, data, roomsOf({ ...row, referrer: me(req).id }));
    res.json({ statusCode: 200, message: 'Job referral status updated successfully!' });
  });
  app.get('/api/chat/jobReferral/:id', (req: Req, res) => {
    const person = people.get((req.get('authorization') ?? '').replace(/^Bearer /, ''));
    const row = byId.get(String(req.params.id));
    if (!person || !mayRead(person, row)) return void res.status(404).json({ statusCode: 404, message: 'This chat does not exist.' });
    const messages = newest
      .all(String(req.params.id))
      .reverse()
      .map((m) => ({
        _id: m.id,
        sequence: m.sequence,
        sender: { _id: m.sender, name: people.get(m.sender)?.name ?? '' },
        content: { type: 'text', value: m.text },
        timestamp: m.at,
      }));
    res.json({ statusCode: 200, data: { _id: req.params.id, chatType: 'jobReferral', messages, hasMore: false } });
  });
  app.post('/api/chat/:chatId/sendMessage', async (req, res) => {
    const form = await formOf(req);
    const person = people.get((req.get('authorization') ?? '').replace(/^Bearer /, ''));
    const row = byId.get(String(req.params.chatId));
    const content = form.get('content');
    if (!person || !row || (row.seeker !== person.id && row.referrer !== person.id))
      return void res.status(404).json({ statusCode: 404, message: 'This chat does not exist.' });
    if (typeof content !== 'string' || content === '') return void res.status(400).json({ statusCode: 400, message: 'Message is required.' });
    const id = randomUUID();
    const at = new Date().toISOString();
    const sequence = db
      .transaction(() => {
        const next = (lastSequence.get(row.id)?.sequence ?? 0) + 1;
        addMessage.run(row.id, next, id, person.id, content, at);
        return next;
      })
      .immediate();
    tell('ChatMessageSent', person.id, { chatId: row.id, messageId: id, sender: { userId: person.id, name: person.name }, text: content }, chatRoomsOf(row));
    res.status(201).json({ statusCode: 201, data: { newMessage: { _id: id, sequence, content: { type: 'text', value: content }, timestamp: at } } });
  });
  app.get('/api/admin/activity', as('admin'), (_req, res) => {
    const data = feed.all().map((entry) => {
      const who = entry.who ? people.get(entry.who) : undefined;
      return {
        id: String(entry.position),
        position: entry.position,
        type: entry.type,
        at: entry.at,
        who: who ? { userId: who.id, name: who.name } : null,
        details: JSON.parse(entry.data) as unknown,
      };
    });
    res.json({ statusCode: 200, data, nextBefore: data.at(-1)?.position ?? null });
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    close: async () => {
      await io.close();
      redis?.disconnect();
      db.close();
    },
  };
};
