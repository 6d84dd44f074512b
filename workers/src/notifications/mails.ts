import { describeNotification, PREVIEW_MAX, previewOf, type NotificationAudience, type NotificationSubject, type UnreadMessage } from '@referly/domain';

export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const SIGN_OFF = 'The Referly team';
const SETTINGS = 'You can choose which e-mails you get under Settings, Notification Settings.';

/** The e-mail of a notification: the bell's words, as text and as escaped HTML (an announcement is plain text). */
export const notificationMail = (firstName: string, subject: NotificationSubject, audience: NotificationAudience): MailContent => {
  const { title, text } = describeNotification(subject, audience);
  const paragraphs = text.split(/\n{2,}/);
  return {
    subject: `Referly: ${title}`,
    text: [`Hi ${firstName},`, '', title, '', ...paragraphs.flatMap((p) => [p, '']), SETTINGS, '', SIGN_OFF].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(firstName)},</p>`,
      `<h2>${escapeHtml(title)}</h2>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
      `<p style="color:#64748b">${SETTINGS}</p>`,
      `<p>${SIGN_OFF}</p>`,
    ].join('\n'),
  };
};

const lineOf = (message: UnreadMessage) => {
  const said = message.content.type === 'text' ? previewOf(message.content.value, PREVIEW_MAX) : `sent a file: ${message.content.value}`;
  return { who: message.senderName, when: message.at.slice(0, 16).replace('T', ' '), said };
};

/** One e-mail for the messages of a chat someone left unread; `about`: the chat's request in its kind's words ('Backend Engineer at Atlassian'). */
export const chatDigestMail = (firstName: string, about: string, messages: UnreadMessage[]): MailContent => {
  const count = messages.length === 1 ? '1 unread message' : `${messages.length} unread messages`;
  const lines = messages.map(lineOf);
  return {
    subject: `Referly: ${count} about ${about}`,
    text: [
      `Hi ${firstName},`,
      '',
      `You have ${count} in the chat about ${about}:`,
      '',
      ...lines.map((l) => `${l.who} (${l.when} UTC): ${l.said}`),
      '',
      'Open Referly to reply.',
      '',
      SIGN_OFF,
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(firstName)},</p>`,
      `<p>You have ${count} in the chat about ${escapeHtml(about)}:</p>`,
      '<ul>',
      ...lines.map((l) => `<li><strong>${escapeHtml(l.who)}</strong> (${escapeHtml(l.when)} UTC): ${escapeHtml(l.said)}</li>`),
      '</ul>',
      '<p>Open Referly to reply.</p>',
      `<p>${SIGN_OFF}</p>`,
    ].join('\n'),
  };
};
