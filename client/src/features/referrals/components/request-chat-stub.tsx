import type { RequestChatProps } from './request-chat-slot';

/** For tests: stands for the chat feature's button, saying what the page handed it. */
export function RequestChatStub({ chatType, requestId, company, position, label }: RequestChatProps) {
  return <button type="button">{`${label} (${chatType} ${requestId}: ${position} at ${company})`}</button>;
}
