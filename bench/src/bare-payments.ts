import Database from 'better-sqlite3';
import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Server } from 'socket.io';
import { verifyStripeSignature } from '@referly/infra/payments/stripe-events';

export const BARE_WEBHOOK_SECRET = 'whsec_bare_bench_secret';

/**
 * The bare baseline of (e) and (f): what any server doing this work with these parts would at least spend. A request
 * is a row; a payment marks it paid and tells a Socket.IO room; the list reads the paid rows; a webhook is checked with
 * Stripe's own signature check and its id written once.
 *
 * The list answers in Referly's shape (`GET /api/job-referral/referrer`): the newest 100 paid rows of the company, each
 * as spec 001 §3's list row, and the four tabs' counts, all read from the table. `?shape=ids` answers only the ids, as
 * the baseline did before issue 16 (kept so both figures can be read side by side).
 */
export const startBarePayments = async (dataDir: string) => {
  const db = new Database(join(dataDir, 'bare-payments.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE IF NOT EXISTS requests (id TEXT PRIMARY KEY, company TEXT NOT NULL, paid INTEGER NOT NULL DEFAULT 0, position INTEGER NOT NULL DEFAULT 0,
      number INTEGER NOT NULL DEFAULT 0, user_name TEXT NOT NULL DEFAULT '', job_title TEXT NOT NULL DEFAULT '', company_name TEXT NOT NULL DEFAULT '',
      created_at TEXT NOT NULL DEFAULT '', status TEXT NOT NULL DEFAULT 'pending', referrer TEXT);
    CREATE INDEX IF NOT EXISTS requests_company ON requests (company, paid);
    CREATE TABLE IF NOT EXISTS webhook_events (id TEXT PRIMARY KEY, type TEXT NOT NULL)`);
  const add = db.prepare<[string, string, number, string, string, string, string]>(
    'INSERT OR IGNORE INTO requests (id, company, number, user_name, job_title, company_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const pay = db.prepare<[number, string]>('UPDATE requests SET paid = 1, position = ? WHERE id = ?');
  const settle = db.prepare<[string, string]>('UPDATE requests SET status = ? WHERE id = ?');
  const ids = db.prepare<[string], { id: string }>('SELECT id FROM requests WHERE company = ? AND paid = 1 ORDER BY position DESC LIMIT 100');
  type Row = {
    id: string;
    number: number;
    user_name: string;
    job_title: string;
    company_name: string;
    created_at: string;
    status: string;
    referrer: string | null;
  };
  const page = db.prepare<[string], Row>(
    'SELECT id, number, user_name, job_title, company_name, created_at, status, referrer FROM requests WHERE company = ? AND paid = 1 ORDER BY position DESC LIMIT 100',
  );
  const counts = db.prepare<[string], { all: number; pending: number; approved: number; rejected: number }>(
    `SELECT count(*) AS "all", coalesce(sum(status IN ('pending', 'inProgress', 'waitingforapproval')), 0) AS pending,
      coalesce(sum(status = 'approved'), 0) AS approved, coalesce(sum(status = 'rejected'), 0) AS rejected FROM requests WHERE company = ? AND paid = 1`,
  );
  let number = 0;
  const record = db.prepare<[string, string]>('INSERT OR IGNORE INTO webhook_events (id, type) VALUES (?, ?)');
  let position = 0;
  const app = express();
  app.use(express.json({ verify: (req, _res, buf) => void ((req as express.Request & { rawBody?: Buffer }).rawBody = buf) }));
  const http = createServer(app);
  const io = new Server(http, { serveClient: false });
  io.on('connection', (socket) => void socket.join(`company:${String(socket.handshake.auth.company)}`));
  app.post('/requests', (req, res) => {
    number += 1;
    const body = req.body as Record<string, unknown>;
    add.run(String(body.id), String(body.company), number, String(body.name), String(body.desiredPosition), String(body.companyName), new Date().toISOString());
    res.status(201).json({ statusCode: 201 });
  });
  app.post('/confirm', (req, res) => {
    position += 1;
    const id = String(req.body.id);
    pay.run(position, id);
    io.to(`company:${String(req.body.company)}`).emit('event', { type: 'ReferralPaid', position, data: { referralId: id } });
    res.setHeader('x-referly-position', String(position));
    res.json({ statusCode: 200, data: { status: 'succeeded' } });
  });
  app.post('/settle', (req, res) => {
    settle.run(String(req.body.status), String(req.body.id));
    res.json({ statusCode: 200 });
  });
  app.get('/list', (req, res) => {
    const company = String(req.query.company);
    if (req.query.shape === 'ids') {
      res.json({ statusCode: 200, data: ids.all(company) });
      return;
    }
    const tabs = counts.get(company) ?? { all: 0, pending: 0, approved: 0, rejected: 0 };
    const data = page.all(company).map((row) => ({
      _id: row.id,
      id: row.id,
      index: row.number,
      userName: row.user_name,
      jobTitle: row.job_title,
      company: row.company_name,
      submissionDate: row.created_at,
      status: row.status,
      currentStatus: row.status,
      paymentStatus: 'Paid',
      refundStatus: null,
      referrer: row.referrer,
    }));
    res.json({ statusCode: 200, data, totalPages: Math.max(1, Math.ceil(tabs.all / 100)), currentPage: 1, totalCount: tabs.all, counts: tabs });
  });
  app.post('/webhook', (req, res) => {
    const event = verifyStripeSignature(
      (req as express.Request & { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0),
      req.get('stripe-signature'),
      BARE_WEBHOOK_SECRET,
    );
    record.run(event.id, event.type);
    res.json({ received: true });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    close: async () => {
      await io.close();
      db.close();
    },
  };
};
