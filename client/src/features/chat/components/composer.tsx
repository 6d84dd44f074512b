import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Paperclip, SendHorizontal, X } from 'lucide-react';
import clsx from 'clsx';
import { chatFileExtensions, chatMessages, isChatFile, MESSAGE_MAX_LENGTH } from '@referly/domain';
import { withReason } from '../../../lib/failure';
import { megabytes } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSendMessage, type Outgoing } from '../api/mutations';
import { useTypingNotifier } from '../api/room';
import type { ChatType } from '../api/types';

/** What the server takes (docs/API.md): images, PDF and Word documents. */
const ACCEPTED_FILES = chatFileExtensions.map((extension) => `.${extension}`).join(',');

/** Writes a message: Enter sends, Shift+Enter starts a new line; a file goes with the attach button. */
export function Composer({ chatType, chatId, autoFocus = false }: { chatType: ChatType; chatId: string; autoFocus?: boolean }) {
  const send = useSendMessage(chatType, chatId);
  const notifier = useTypingNotifier(chatId);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { field: useId(), error: useId(), hint: useId() };

  const deliver = async (outgoing: Outgoing) => {
    try {
      await send.mutateAsync(outgoing);
      return true;
    } catch (failure) {
      toast.error(withReason(chatMessages.failSend, failure));
      return false;
    }
  };

  const submit = async () => {
    if (send.isPending) return;
    const message = text.trim();
    if (!message && !file) {
      setError(chatMessages.messageRequired);
      textArea.current?.focus();
      return;
    }
    setError(null);
    notifier.stopped();
    // what failed stays in the box, to send again
    if (file) {
      if (!(await deliver({ contentType: 'file', content: file }))) return;
      setFile(null);
    }
    if (message) {
      if (!(await deliver({ contentType: 'text', content: message }))) return;
      setText('');
    }
    textArea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-3" aria-label="Send a message">
      {file && (
        <div className="mb-2 flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
          <Paperclip aria-hidden className="size-4 shrink-0 text-slate-500" />
          <span className="min-w-0 flex-1 truncate text-ink">
            {file.name} <span className="text-muted">· {megabytes(file.size)}</span>
          </span>
          <button
            type="button"
            onClick={() => {
              setFile(null);
              textArea.current?.focus();
            }}
            aria-label={`Remove ${file.name}`}
            className="focus-ring grid size-7 place-items-center rounded-md text-slate-500 hover:bg-slate-200 hover:text-ink"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_FILES}
          aria-label="Attach a file"
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!chosen) return;
            // the server reads the bytes too; the name is enough to stop a wrong kind before it is sent
            if (!isChatFile(chosen.name)) {
              setError(chatMessages.fileKind);
              return;
            }
            setFile(chosen);
            setError(null);
          }}
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          aria-label="Attach a file (images, PDF or Word)"
          className="focus-ring grid size-10 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink"
        >
          <Paperclip aria-hidden className="size-5" />
        </button>
        <label htmlFor={ids.field} className="sr-only">
          Message
        </label>
        <textarea
          ref={textArea}
          id={ids.field}
          value={text}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          // the drawer opens to write: the caret goes where the person will type
          autoFocus={autoFocus}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) notifier.typing();
            else notifier.stopped();
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder="Write a message…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          className={clsx(
            'focus-ring field-sizing-content max-h-40 min-h-10 w-full min-w-0 flex-1 resize-none rounded-lg border bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-400',
            error ? 'border-rose-400' : 'border-slate-300',
          )}
        />
        <button
          type="submit"
          aria-label="Send message"
          disabled={send.isPending}
          aria-busy={send.isPending || undefined}
          className="focus-ring grid size-10 shrink-0 place-items-center rounded-lg bg-brand text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand/60"
        >
          {send.isPending ? (
            <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          ) : (
            <SendHorizontal aria-hidden className="size-5" />
          )}
        </button>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      )}
      <p id={ids.hint} className="sr-only">
        Enter sends; Shift and Enter starts a new line.
      </p>
    </form>
  );
}
