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
 */
export const startBarePayments = async (dataDir: string) => {
  const db = new Database(join(dataDir, 'bare-payments.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE IF NOT EXISTS requests (id TEXT PRIMARY KEY, company TEXT NOT NULL, paid INTEGER NOT NULL DEFAULT 0, position INTEGER NOT NULL DEFAULT 0);
    CREATE INDEX IF NOT EXISTS requests_company ON requests (company, paid);
    CREATE TABLE IF NOT EXISTS webhook_events (id TEXT PRIMARY KEY, type TEXT NOT NULL)`);
  const add = db.prepare<[string, string]>('INSERT OR IGNORE INTO requests (id, company) VALUES (?, ?)');
  const pay = db.prepare<[number, string]>('UPDATE requests SET paid = 1, position = ? WHERE id = ?');
  const list = db.prepare<[string], { id: string }>('SELECT id FROM requests WHERE company = ? AND paid = 1 ORDER BY position DESC LIMIT 100');
  const record = db.prepare<[string, string]>('INSERT OR IGNORE INTO webhook_events (id, type) VALUES (?, ?)');
  let position = 0;
  const app = express();
  app.use(express.json({ verify: (req, _res, buf) => void ((req as express.Request & { rawBody?: Buffer }).rawBody = buf) }));
  const http = createServer(app);
  const io = new Server(http, { serveClient: false });
  io.on('connection', (socket) => void socket.join(`company:${String(socket.handshake.auth.company)}`));
  app.post('/requests', (req, res) => {
    add.run(String(req.body.id), String(req.body.company));
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
  app.get('/list', (req, res) => {
    res.json({ statusCode: 200, data: list.all(String(req.query.company)) });
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
