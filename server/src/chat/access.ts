import { chatMessages, DomainError, type ChatType } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import type { ChatDoc } from '@referly/projections/chat/chats.projection';
import { getChat } from '@referly/projections/chat/queries';
import { getReferral } from '@referly/projections/referrals/queries';
import { canSee, type Viewer } from '../referrals/access.ts';

const notFound = () => new DomainError('not_found', chatMessages.notFound);

/** Whoever may see a chat's request may see the chat; anyone else is told it does not exist. */
export const mustSeeChat = async (readStore: ReadStore, viewer: Viewer, chatId: string, chatType?: ChatType): Promise<ChatDoc> => {
  const chat = await getChat(readStore, chatId);
  if (!chat || (chatType !== undefined && chat.chatType !== chatType)) throw notFound();
  switch (chat.chatType) {
    case 'jobReferral': {
      const referral = await getReferral(readStore, chat.requestId);
      if (!referral || !canSee(viewer, referral)) throw notFound();
      return chat;
    }
    // resume review requests are not built yet: nobody sees such a chat
    case 'resumeReview':
      throw notFound();
  }
};
