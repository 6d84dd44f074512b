export type Mail = {
  /** stable id derived from the triggering event; a peer that sees it twice keeps one */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type SentMail = Omit<Mail, 'messageId'> & { sentAt: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}

/** The embedded outbox also reads back what it kept. */
export interface Outbox extends Mailer {
  /** newest first */
  list(to?: string): Promise<SentMail[]>;
}
