export type Mail = {
  /** stable id derived from the triggering event; a peer that sees it twice keeps one */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type SentMail = Omit<Mail, 'messageId'> & { sentAt: string };

/**
 * The mail server refused the message for good (an SMTP 5xx: no such mailbox, policy refusal):
 * sending it again cannot help. Any other failure of send() (a 4xx such as a full or greylisting
 * server, a lost connection) is an ordinary Error, worth another attempt later.
 */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
  constructor(
    message: string,
    /** the server's reply code, e.g. 550 */
    readonly responseCode: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface Mailer {
  /** rejects with a PermanentMailError when the server refused the mail for good */
  send(mail: Mail): Promise<void>;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}

/** The embedded outbox also reads back what it kept. */
export interface Outbox extends Mailer {
  /** newest first */
  list(to?: string): Promise<SentMail[]>;
}
