import nodemailer from 'nodemailer';
import { PermanentMailError, type Mail, type Mailer } from '../ports/mailer.ts';

/** RFC 5322 wants `<left@right>`; our ids come from event ids, so they get a domain and brackets here. */
export const toMessageIdHeader = (messageId: string): string => {
  const bare = messageId.replace(/^<|>$/g, '');
  return `<${bare.includes('@') ? bare : `${bare}@referly`}>`;
};

/** The SMTP reply code nodemailer attaches to an error the server answered with, if any. */
const responseCodeOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'responseCode' in error && typeof error.responseCode === 'number' ? error.responseCode : undefined;

/** The scaled mailer: SMTP through nodemailer; the Message-ID lets a peer drop a resent duplicate. */
export const createSmtpMailer = (options: { url: string; from: string }): Mailer => {
  const transport = nodemailer.createTransport(options.url);
  return {
    send: async (mail: Mail) => {
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: toMessageIdHeader(mail.messageId),
        });
      } catch (error) {
        const code = responseCodeOf(error);
        if (code !== undefined && code >= 500 && code < 600) {
          throw new PermanentMailError(error instanceof Error ? error.message : `SMTP ${code}`, code, { cause: error });
        }
        throw error;
      }
    },
    health: async () => {
      try {
        await transport.verify();
        return { ok: true, adapter: 'smtp' };
      } catch (error) {
        return { ok: false, adapter: 'smtp', detail: error instanceof Error ? error.message : String(error) };
      }
    },
    close: async () => transport.close(),
  };
};
