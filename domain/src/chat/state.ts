import type { ChatEvent } from './events.ts';

/** What the decider knows of one chat: how far each person has read. */
export type Chat = { readUpTo: Readonly<Record<string, number>> };

export const initialChat = (): Chat => ({ readUpTo: {} });

export const evolveChat = (state: Chat, event: ChatEvent): Chat => {
  switch (event.type) {
    case 'ChatRead':
      return { readUpTo: { ...state.readUpTo, [event.data.userId]: event.data.upTo } };
    // a message changes nothing the decisions read: its order is the read model's
    case 'ChatMessageSent':
      return state;
  }
};
