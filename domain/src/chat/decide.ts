import { DomainError } from '../shared/errors.ts';
import type { Decider } from '../shared/event.ts';
import type { ChatCommand } from './commands.ts';
import { maySendIn, MESSAGE_MAX_LENGTH } from './constants.ts';
import type { ChatContent, ChatEvent } from './events.ts';
import { chatMessages as messages } from './messages.ts';
import { evolveChat, initialChat, type Chat } from './state.ts';

type Command<T extends ChatCommand['type']> = Extract<ChatCommand, { type: T }>;

const invalid = (message: string) => new DomainError('validation_failed', message, { errors: { content: message } });

/** Only the people on the request write in its chat; anyone else is told it does not exist. */
const mustTakePart = ({ chatType, sender, participants }: Command<'SendMessage'>): void => {
  if (!maySendIn(sender.role, chatType)) throw new DomainError('forbidden', messages.adminReadOnly);
  if (sender.role === 'admin') return;
  const theirs = sender.role === 'jobSeeker' ? sender.userId === participants.seekerId : (participants.referrerId ?? sender.userId) === sender.userId;
  if (!theirs) throw new DomainError('not_found', messages.notFound);
};

const contentOf = ({ input }: Command<'SendMessage'>): ChatContent => {
  if (input.type === 'file') return { type: 'file', value: input.file.name, file: input.file };
  const value = input.text.trim();
  if (value === '') throw invalid(messages.messageRequired);
  if (value.length > MESSAGE_MAX_LENGTH) throw invalid(messages.messageTooLong);
  return { type: 'text', value };
};

const sendMessage = (command: Command<'SendMessage'>): ChatEvent[] => {
  mustTakePart(command);
  const { chatId, chatType, requestId, messageId, sender, participants, now } = command;
  return [{ type: 'ChatMessageSent', data: { chatId, chatType, requestId, messageId, sender, content: contentOf(command), participants, at: now } }];
};

const markRead = ({ chatId, userId, upTo, participants, now }: Command<'MarkRead'>, state: Chat): ChatEvent[] => {
  // reading never goes back: an older or repeated mark changes nothing
  if (upTo <= (state.readUpTo[userId] ?? 0)) return [];
  return [{ type: 'ChatRead', data: { chatId, userId, upTo, participants, at: now } }];
};

/** The decider of one chat's stream, `chat-{chatId}`. */
export const chatDecider: Decider<ChatCommand, ChatEvent, Chat> = {
  initialState: initialChat,
  evolve: evolveChat,
  decide: (command, state) => {
    switch (command.type) {
      case 'SendMessage':
        return sendMessage(command);
      case 'MarkRead':
        return markRead(command, state);
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
