import type { Chat, ChatMessage, ChatPage } from './api/types';

/** For tests: people on a chat, by id. */
export const people = {
  seeker: { _id: 'seeker-1', name: 'Mia Tran', firstName: 'Mia' },
  referrer: { _id: 'referrer-1', name: 'Sam Lee', firstName: 'Sam' },
} as const;

/** For tests: a job referral chat as GET /api/chat lists it; override what a test cares about. */
export const chatFixture = (overrides: Partial<Chat> = {}): Chat => ({
  _id: 'r1',
  chatType: 'jobReferral',
  requestDetails: { _id: 'r1', desiredPosition: 'Software Engineer', companyName: 'Atlassian', status: 'inProgress', statusLabel: 'In progress' },
  participants: { jobSeeker: { ...people.seeker }, referrer: { ...people.referrer } },
  latestMessage: { content: { type: 'text', value: 'See you then' }, timestamp: '2026-03-05T12:00:00.000Z' },
  unreadCount: 0,
  badge: 0,
  canSend: true,
  seenBy: [],
  ...overrides,
});

/** For tests: a text message from `from` (a person of `people`, or null for a system line), number `sequence`. */
export const messageFixture = (sequence: number, from: keyof typeof people | null, value: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: `m${sequence}`,
  sequence,
  sender: from === null ? null : { _id: people[from]._id, role: from === 'seeker' ? 'jobSeeker' : 'referrer', name: people[from].name },
  content: { type: from === null ? 'system' : 'text', value },
  timestamp: '2026-03-05T12:00:00.000Z',
  ...overrides,
});

/** For tests: GET /api/chat/{chatType}/{requestId}'s answer. */
export const chatPageFixture = (messages: ChatMessage[], overrides: Partial<ChatPage> = {}): ChatPage => ({
  ...chatFixture(),
  messages,
  hasMore: false,
  ...overrides,
});
