import { chatDecider, chatMessages, chatStream, DomainError, type ChatCommand, type ChatInput, type FileRef } from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { FileStore } from '@referly/infra/ports/file-store';
import type { ChatDoc } from '@referly/projections/chat/chats.projection';
import type { Viewer } from '../auth/viewer.ts';
import { displayName } from '../http/uploads.ts';
import type { RequestKind } from '../platform/request-kinds.ts';
import type { ChatUpload } from './chat-uploads.ts';

export type ChatDeps = { eventStore: EventStore; files: FileStore; clock: () => Date; newId: () => string };

export type SentMessage = { messageId: string; position: number };

/** The chat use cases. Each answers the log position of its last event, for read-your-writes. */
export const createChatService = (deps: ChatDeps) => {
  const { eventStore } = deps;
  const now = () => deps.clock().toISOString();
  const run = (chatId: string, command: ChatCommand) => handleCommand(eventStore, chatStream(chatId), chatDecider, command);

  const keep = async (upload: ChatUpload): Promise<FileRef> => ({
    fileId: await deps.files.put(upload.buffer),
    name: displayName(upload.originalName, upload.extension),
    mime: upload.mime,
    size: upload.size,
  });

  return {
    /**
     * a text, or a file (kept only once the sender may write here, as the chat's kind says); the people on the request
     * are read from its own stream, so a referrer who just took it is the one who may write
     */
    async send(chat: ChatDoc, kind: RequestKind, viewer: Viewer, message: { text: string } | { upload: ChatUpload }): Promise<SentMessage> {
      if (!kind.chat.mayWrite(viewer)) throw new DomainError('forbidden', chatMessages.adminReadOnly);
      const participants = await kind.chat.participants(chat.requestId);
      if (!participants) throw new DomainError('not_found', chatMessages.notFound);
      const sender = { userId: viewer.userId, role: viewer.role, name: viewer.name };
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
