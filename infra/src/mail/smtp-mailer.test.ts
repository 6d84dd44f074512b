import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentMailError } from '../ports/mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

type Received = { from: string; to: string[]; raw: string };

const refusals = new Map([
  ['gone@example.com', { code: 550, message: 'No such user here' }],
  ['busy@example.com', { code: 451, message: 'Mailbox busy, try again later' }],
]);

const sendError = async (attempt: Promise<void>): Promise<unknown> => {
  try {
    await attempt;
  } catch (error) {
    return error;
  }
  throw new Error('expected send() to fail, but it succeeded');
};

describe('smtp mailer against a real SMTP peer', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Chosen recipients get the answers real servers give: a mailbox that does not exist, one that is busy.
      onRcptTo(address, _session, callback) {
        const refusal = refusals.get(address.address);
        if (!refusal) return callback();
        const error: Error & { responseCode?: number } = new Error(refusal.message);
        error.responseCode = refusal.code;
        return callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers recipient, subject, both bodies and our Message-ID', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Referly <no-reply@referly.dev>' });
    await mailer.send({
      messageId: 'evt-123.otp',
      to: 'ava@example.com',
      subject: 'Your Referly code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
    });
    expect(await mailer.health()).toEqual({ ok: true, adapter: 'smtp' });
    await mailer.close();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@referly.dev');
    expect(mail?.to).toEqual(['ava@example.com']);
    expect(mail?.raw).toMatch(/^Subject: Your Referly code\r?$/m);
    expect(mail?.raw).toMatch(/^Message-ID: <evt-123\.otp@referly>\r?$/im);
    expect(mail?.raw).toContain('Your code is 123456');
    expect(mail?.raw).toContain('<p>Your code is <b>123456</b></p>');
  });

  it('throws a PermanentMailError when the server refuses the recipient for good (5xx)', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@referly.dev' });
    const error = await sendError(mailer.send({ messageId: 'evt-550', to: 'gone@example.com', subject: 'Code', text: 'x', html: '<p>x</p>' }));
    await mailer.close();
    expect(error).toBeInstanceOf(PermanentMailError);
    expect(error).toMatchObject({ name: 'PermanentMailError', responseCode: 550, message: expect.stringMatching(/No such user here/) });
  });

  it('throws an ordinary error, worth retrying, when the server answers 4xx', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@referly.dev' });
    const error = await sendError(mailer.send({ messageId: 'evt-451', to: 'busy@example.com', subject: 'Code', text: 'x', html: '<p>x</p>' }));
    await mailer.close();
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentMailError);
    expect(error).toMatchObject({ responseCode: 451, message: expect.stringMatching(/Mailbox busy/) });
  });

  it('throws an ordinary error when it cannot connect', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'no-reply@referly.dev' });
    const error = await sendError(mailer.send({ messageId: 'evt-down', to: 'ava@example.com', subject: 'Code', text: 'x', html: '<p>x</p>' }));
    await mailer.close();
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentMailError);
  });

  it('reports an unreachable server as unhealthy', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'no-reply@referly.dev' });
    expect(await mailer.health()).toMatchObject({ ok: false, adapter: 'smtp' });
    await mailer.close();
  });
});
