import { useLayoutEffect, useRef, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import type { ChatMessage } from '../api/types';
import { MessageItem } from './message-item';

type MessageListProps = {
  messages: ChatMessage[];
  myId: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** the newest message the chat's other people have all seen (read receipts) */
  seenUpTo: number;
};

const describe = (message: ChatMessage) =>
  message.content.type === 'file' ? `a file, ${message.content.file?.name ?? message.content.value}` : message.content.value;

/**
 * The conversation, oldest at the top. It keeps the newest in view as messages arrive, and the one being read in place
 * when older ones are put above it. A message from someone else is read out once, politely.
 */
export function MessageList({ messages, myId, hasOlder, loadingOlder, onLoadOlder, seenUpTo }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const seen = useRef<{ oldest: number; newest: number; height: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const oldest = messages[0]?.sequence ?? 0;
  const newest = messages.at(-1)?.sequence ?? 0;

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = seen.current;
    if (!before || newest > before.newest) box.scrollTop = box.scrollHeight;
    else if (oldest < before.oldest) box.scrollTop += box.scrollHeight - before.height;
    seen.current = { oldest, newest, height: box.scrollHeight };
  }, [oldest, newest]);

  const announced = useRef<number | null>(null);
  const latest = messages.at(-1);
  const isOwn = (message: ChatMessage) => message.sender !== null && message.sender._id === myId;
  // "Seen" goes under the viewer's newest message the others have read, and nowhere else
  const lastSeenOwn = messages.findLast((message) => isOwn(message) && message.sequence <= seenUpTo)?.sequence;
  useLayoutEffect(() => {
    if (!latest) return;
    // the first read is the conversation as it stood, not news
    if (announced.current !== null && latest.sequence > announced.current && latest.sender && latest.sender._id !== myId) {
      setAnnouncement(`New message from ${latest.sender.name}: ${describe(latest)}`);
    }
    announced.current = Math.max(announced.current ?? 0, latest.sequence);
  }, [latest, myId]);

  return (
    // focusable, so a keyboard can scroll the conversation too (axe: scrollable-region-focusable)
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label="Conversation"
      className="focus-ring min-h-0 flex-1 overflow-y-auto overscroll-contain bg-white px-3 py-4 sm:px-4"
    >
      {hasOlder && (
        <div className="mb-3 flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              // the button may go once all are in: the list keeps the focus rather than the page
              list.current?.focus({ preventScroll: true });
              onLoadOlder();
            }}
            disabled={loadingOlder}
            aria-busy={loadingOlder || undefined}
          >
            {loadingOlder ? 'Loading...' : 'Load older messages'}
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 py-10 text-center text-sm text-muted">
          <MessageCircle aria-hidden className="size-8 text-slate-300" />
          <p>No messages yet. Say hello and ask what you need to know.</p>
        </div>
      ) : (
        <ol ref={list} tabIndex={-1} aria-label="Messages" className="flex flex-col gap-3 focus:outline-none">
          {messages.map((message) => (
            <MessageItem key={message._id} message={message} own={isOwn(message)} seen={message.sequence === lastSeenOwn} />
          ))}
        </ol>
      )}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}

/** Grey bubbles while the conversation loads. */
export function MessageListSkeleton() {
  return (
    <div role="status" aria-label="Loading messages" className="flex flex-1 flex-col gap-4 px-4 py-4">
      {['w-40', 'ml-auto w-52', 'w-32', 'ml-auto w-44'].map((width, i) => (
        <Skeleton key={i} className={`h-10 rounded-2xl ${width}`} />
      ))}
    </div>
  );
}
