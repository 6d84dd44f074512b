import { activityPart, requestOfService } from '../activity/words.ts';

/** Chat events in the admin's feed, linked to the request of the chat's kind. */
export const chatActivity = activityPart(
  {
    ChatMessageSent: {
      kind: 'chat',
      actor: 'sender.userId',
      actorName: 'sender.name',
      users: ['participants.seekerId', 'participants.referrerId'],
      subject: { type: requestOfService('chatType'), id: 'requestId' },
      fields: ['chatType', 'content.type', 'participants.companyId'],
    },
    ChatRead: {
      kind: 'chat',
      actor: 'userId',
      users: ['participants.seekerId', 'participants.referrerId'],
      subject: { type: 'referral', id: 'chatId' },
      fields: ['upTo', 'participants.companyId'],
    },
  },
  {
    ChatMessageSent: (s) => `${s.actor} sent ${s.text('type') === 'file' ? 'a file' : 'a message'} in the chat of ${s.whose('seekerId')} ${s.service()}`,
    ChatRead: (s) => `${s.actor} read the chat of ${s.whose('seekerId')} ${s.service()}`,
  },
);
