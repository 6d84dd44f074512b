import type { ChatContent, ChatEvent } from '../chat/events.ts';
import type { DigestMessage } from './events.ts';

/** A chat's event as read from its stream, with its place in the log. */
export type PlacedChatEvent = ChatEvent & { position: number };

export type UnreadMessage = DigestMessage & { senderName: string; content: ChatContent; at: string };

/**
 * The messages of others that `userId` has not read, oldest first. Messages and system lines are numbered in log
 * order as the chat read model numbers them; a read mark covers up to its number, and writing a message reads
 * everything before it.
 */
export const unreadMessagesOf = (userId: string, chat: readonly PlacedChatEvent[], systemLinePositions: readonly number[]): UnreadMessage[] => {
  const lines = [...systemLinePositions].sort((a, b) => a - b);
  let sequence = 0;
  let readUpTo = 0;
  let line = 0;
  const numbered: (UnreadMessage & { sequence: number })[] = [];
  for (const event of [...chat].sort((a, b) => a.position - b.position)) {
    while (line < lines.length && (lines[line] ?? 0) < event.position) {
      line += 1;
      sequence += 1;
    }
    if (event.type === 'ChatRead') {
      if (event.data.userId === userId) readUpTo = Math.max(readUpTo, event.data.upTo);
      continue;
    }
    sequence += 1;
    const { messageId, sender, content, at } = event.data;
    if (sender.userId === userId) readUpTo = sequence;
    numbered.push({ messageId, position: event.position, senderName: sender.name, content, at, sequence });
  }
  // their own messages are behind their read mark: writing one reads it
  return numbered
    .filter((message) => message.sequence > readUpTo)
    .map(({ messageId, position, senderName, content, at }) => ({ messageId, position, senderName, content, at }));
};
