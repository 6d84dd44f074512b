import type { FileRef } from '../shared/files.ts';
import type { ChatType } from './constants.ts';
import type { ChatParticipants, ChatSender } from './events.ts';

/** What was typed (trimmed and checked by the decider) or the file that was uploaded. */
export type ChatInput = { type: 'text'; text: string } | { type: 'file'; file: FileRef };

export type ChatCommand =
  | {
      type: 'SendMessage';
      chatId: string;
      chatType: ChatType;
      requestId: string;
      messageId: string;
      sender: ChatSender;
      input: ChatInput;
      participants: ChatParticipants;
      now: string;
    }
  | { type: 'MarkRead'; chatId: string; userId: string; upTo: number; participants: ChatParticipants; now: string };
