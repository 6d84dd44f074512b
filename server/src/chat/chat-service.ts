import {
  chatDecider,
  chatMessages,
  chatStream,
  DomainError,
  maySendIn,
  referralDecider,
  referralStream,
  type ChatCommand,
  type ChatInput,
  type ChatParticipants,
  type ChatSender,
  type FileRef,
} from '@referly/domain';
import { handleCommand, loadState } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { FileStore } from '@referly/infra/ports/file-store';
import type { ChatDoc } from '@referly/projections/chat/chats.projection';
import { displayName } from '../http/uploads.ts';
import type { ChatUpload } from './chat-uploads.ts';

export type ChatDeps = { eventStore: EventStore; files: FileStore; clock: () => Date; newId: () => string };

export type SentMessage = { messageId: string; position: number };

/** The chat use cases. Each answers the log position of its last event, for read-your-writes. */
export const createChatService = (deps: ChatDeps) => {
  const { eventStore } = deps;
  const now = () => deps.clock().toISOString();
  const run = (chatId: string, command: ChatCommand) => handleCommand(eventStore, chatStream(chatId), chatDecider, command);

  /** Who is on a request now, from its own stream: a referrer who just took it is the one who may write. */
  const participantsOf = async (chat: ChatDoc): Promise<ChatParticipants> => {
    const { state } = await loadState(eventStore, referralStream(chat.requestId), referralDecider);
    if (!state.exists) throw new DomainError('not_found', chatMessages.notFound);
    return { seekerId: state.seekerId, referrerId: state.referrerId, companyId: state.companyId };
  };

  const keep = async (upload: ChatUpload): Promise<FileRef> => ({
    fileId: await deps.files.put(upload.buffer),
    name: displayName(upload.originalName, upload.extension),
    mime: upload.mime,
    size: upload.size,
  });

  return {
    /** a text, or a file (kept only once the sender may write here) */
    async send(chat: ChatDoc, sender: ChatSender, message: { text: string } | { upload: ChatUpload }): Promise<SentMessage> {
      if (!maySendIn(sender.role, chat.chatType)) throw new DomainError('forbidden', chatMessages.adminReadOnly);
      const participants = await participantsOf(chat);
      const input: ChatInput = 'upload' in message ? { type: 'file', file: await keep(message.upload) } : { type: 'text', text: message.text };
      const messageId = deps.newId();
      const { position } = await run(chat._id, {
        type: 'SendMessage',
        chatId: chat._id,
        chatType: chat.chatType,
        requestId: chat.requestId,
        messageId,
        sender,
        input,
        participants,
        now: now(),
      });
      return { messageId, position };
    },

    /** marks a chat read up to a sequence, never past its newest message */
    async markRead(chat: ChatDoc, userId: string, upTo: number): Promise<number> {
      const participants = { seekerId: chat.seekerId, referrerId: chat.referrerId, companyId: chat.companyId };
      const command: ChatCommand = { type: 'MarkRead', chatId: chat._id, userId, upTo: Math.min(upTo, chat.messageCount), participants, now: now() };
      const { events, position } = await run(chat._id, command);
      return events.length > 0 ? position : 0;
    },

    /** a file sent in a chat, once the caller was found allowed to see the chat */
    readFile: (file: FileRef) => deps.files.get(file.fileId),
  };
};

export type ChatService = ReturnType<typeof createChatService>;
