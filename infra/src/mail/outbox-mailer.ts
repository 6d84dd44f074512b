import type { Mail, Outbox, SentMail } from '../ports/mailer.ts';

/** The embedded mailer: keeps every mail for the dev mailbox and prints it, so sign-up codes can be read locally. */
export const createOutboxMailer = (options: { log?: (line: string) => void; now?: () => Date } = {}): Outbox => {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? (() => new Date());
  const sent: SentMail[] = [];
  const seen = new Set<string>();

  return {
    send: async (mail: Mail) => {
      if (seen.has(mail.messageId)) return;
      seen.add(mail.messageId);
      const { messageId: _messageId, ...kept } = mail;
      sent.push({ ...kept, sentAt: now().toISOString() });
      log(`[mail] to=${mail.to} subject=${mail.subject}\n${mail.text}`);
    },
    list: async (to) => {
      const wanted = to?.trim().toLowerCase();
      return sent
        .filter((mail) => wanted === undefined || mail.to.toLowerCase() === wanted)
        .reverse()
        .map((mail) => ({ ...mail }));
    },
    health: async () => ({ ok: true, adapter: 'outbox' }),
    close: async () => {},
  };
};
