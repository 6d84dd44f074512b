import clsx from 'clsx';
import { CheckCheck } from 'lucide-react';
import { formatDateTime } from '../../../lib/dates';
import type { ChatMessage } from '../api/types';
import { ChatImage, FileLink } from './chat-file';

function When({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={clsx('text-xs tabular-nums', className)}>
      {formatDateTime(iso)}
    </time>
  );
}

/** A line the request itself wrote (paid, taken, status changed, refunded): quiet, centred, nobody's bubble. */
function SystemLine({ message }: { message: ChatMessage }) {
  return (
    <li className="flex flex-col items-center gap-0.5 px-6 py-1 text-center">
      <p className="rounded-full bg-slate-100 px-3 py-1 text-xs break-words text-slate-600">{message.content.value}</p>
      <When iso={message.timestamp} className="text-muted" />
    </li>
  );
}

/** One message: the viewer's own on the right in the brand colour, the others' on the left under the sender's name. */
export function MessageItem({ message, own, seen = false }: { message: ChatMessage; own: boolean; seen?: boolean }) {
  if (message.sender === null || message.content.type === 'system') return <SystemLine message={message} />;
  const { file } = message.content;
  return (
    <li className={clsx('flex flex-col gap-1', own ? 'items-end pl-10' : 'items-start pr-10')}>
      <span className="text-xs text-muted">{own ? 'You' : message.sender.name}</span>
      <div
        className={clsx(
          'max-w-full rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-line',
          own ? 'rounded-br-sm bg-brand text-white' : 'rounded-bl-sm bg-slate-100 text-ink',
        )}
      >
        {message.content.type === 'file' && file ? (
          file.image ? (
            <ChatImage file={file} own={own} />
          ) : (
            <FileLink file={file} own={own} />
          )
        ) : (
          message.content.value
        )}
      </div>
      <span className="flex items-center gap-1.5">
        <When iso={message.timestamp} className="text-muted" />
        {seen && (
          <span className="inline-flex items-center gap-0.5 text-xs font-medium text-brand">
            <CheckCheck aria-hidden className="size-3.5" />
            Seen
          </span>
        )}
      </span>
    </li>
  );
}
