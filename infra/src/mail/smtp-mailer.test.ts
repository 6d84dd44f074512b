import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.ts';

type Received = { from: string; to: string[]; raw: string };

describe('smtp mailer against a real SMTP peer', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
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

  it('reports an unreachable server as unhealthy', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'no-reply@referly.dev' });
    expect(await mailer.health()).toMatchObject({ ok: false, adapter: 'smtp' });
    await mailer.close();
  });
});
