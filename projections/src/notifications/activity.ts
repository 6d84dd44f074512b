import { activityPart, withReason } from '../activity/words.ts';

/** Notification events in the admin's feed: read marks, announcements, digests and notification e-mails. */
export const notificationsActivity = activityPart(
  {
    NotificationsRead: { kind: 'notifications', actor: 'userId', subject: { type: 'user', id: 'userId' }, fields: ['all'] },
    AnnouncementSent: { kind: 'notifications', actor: 'by.userId', actorName: 'by.name', fields: ['title'] },
    ChatDigestDue: { kind: 'emails', users: ['userId'], subject: { type: 'referral', id: 'chatId' } },
    ChatDigestSent: { kind: 'emails', users: ['userId'], subject: { type: 'referral', id: 'chatId' }, fields: ['to'] },
    ChatDigestChecked: { kind: 'emails', subject: { type: 'referral', id: 'chatId' } },
    NotificationMailSent: { kind: 'emails', users: ['userId'], subject: { type: 'user', id: 'userId' }, fields: ['to', 'subject'] },
    NotificationMailFailed: { kind: 'emails', users: ['userId'], subject: { type: 'user', id: 'userId' }, fields: ['error'] },
    NotificationMailSettled: { kind: 'emails', fields: ['sent'] },
  },
  {
    NotificationsRead: (s) => `${s.actor} read ${s.details.all ? 'all their' : 'some of their'} notifications`,
    AnnouncementSent: (s) => `${s.actor} sent the announcement “${s.text('title')}”`,
    ChatDigestDue: (s) => `A digest of unread chat messages is due for ${s.person('userId')}`,
    ChatDigestSent: (s) => `A digest of unread chat messages was e-mailed to ${s.person('userId')} (${s.text('to')})`,
    ChatDigestChecked: () => 'A chat’s unread messages were checked for a digest',
    NotificationMailSent: (s) => `Notification e-mail “${s.text('subject')}” sent to ${s.person('userId')} (${s.text('to')})`,
    NotificationMailFailed: (s) => withReason(`A notification e-mail to ${s.person('userId')} could not be sent`, s.text('error')),
    NotificationMailSettled: (s) =>
      s.num('sent') === 0
        ? 'A notification needed no e-mail: nobody it concerns asked for one'
        : `A notification was e-mailed to ${s.num('sent')} ${s.num('sent') === 1 ? 'person' : 'people'}`,
  },
);
