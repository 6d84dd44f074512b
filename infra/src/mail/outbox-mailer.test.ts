import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from './outbox-mailer.ts';

const mail = (messageId: string, to: string, subject: string) => ({ messageId, to, subject, text: `${subject} text`, html: `<p>${subject}</p>` });

describe('outbox mailer', () => {
  const clock = () => {
    let minute = 0;
    return () => new Date(Date.UTC(2025, 4, 1, 10, (minute += 1)));
  };

  it('keeps each mail once per message id, newest first, and prints it', async () => {
    const lines: string[] = [];
    const outbox = createOutboxMailer({ log: (line) => lines.push(line), now: clock() });
    await outbox.send(mail('evt-1', 'ava@example.com', 'Your code'));
    await outbox.send(mail('evt-1', 'ava@example.com', 'Your code'));
    await outbox.send(mail('evt-2', 'ben@example.com', 'Welcome'));
    await outbox.send(mail('evt-3', 'Ava@Example.com', 'Password changed'));

    expect((await outbox.list()).map((sent) => sent.subject)).toEqual(['Password changed', 'Welcome', 'Your code']);
    expect(await outbox.list('AVA@example.com')).toEqual([
      {
        to: 'Ava@Example.com',
        subject: 'Password changed',
        text: 'Password changed text',
        html: '<p>Password changed</p>',
        sentAt: '2025-05-01T10:03:00.000Z',
      },
      { to: 'ava@example.com', subject: 'Your code', text: 'Your code text', html: '<p>Your code</p>', sentAt: '2025-05-01T10:01:00.000Z' },
    ]);
    expect(await outbox.list('nobody@example.com')).toEqual([]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('[mail] to=ava@example.com subject=Your code\nYour code text');
  });

  it('hands out copies of what it kept', async () => {
    const outbox = createOutboxMailer({ log: () => {} });
    await outbox.send(mail('evt-1', 'ava@example.com', 'Hello'));
    const [first] = await outbox.list();
    if (first) first.subject = 'changed';
    expect((await outbox.list())[0]?.subject).toBe('Hello');
    expect(await outbox.health()).toEqual({ ok: true, adapter: 'outbox' });
  });
});
