import { useId, useState, type FormEvent } from 'react';
import { retryAfterSeconds, serverMessage } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { usePostDiscussion } from '../api/mutations';
import { forumText } from '../messages';
import { textToHtml } from './text-to-html';

export const COMMENT_MAX = 5000;

const isRateLimited = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 429;

/** What a refused comment says: the server's words for a rate limit (when it may post again), else the spec's. */
export const postFailure = (error: unknown, fallback: string) => {
  if (!isRateLimited(error)) return fallback;
  const wait = retryAfterSeconds(error);
  const words = serverMessage(error) ?? 'You are posting too quickly.';
  return wait && !/\d/.test(words) ? `${words} Try again in ${wait} seconds.` : words;
};

type Props = {
  /** the discussion (an answer) or the answer (a reply) it is posted under */
  source: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  onDone?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** An answer or reply box: 'Comment cannot be empty.' when there is nothing in it; the spec's alerts as toasts. */
export function CommentBox({ source, label, placeholder, submitLabel, onDone, onCancel, autoFocus }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = usePostDiscussion();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    if (!text.trim()) {
      setError(forumText.commentEmpty);
      document.getElementById(id)?.focus();
      return;
    }
    post.mutate(
      { content: textToHtml(text), source },
      {
        onSuccess: () => {
          toast.success(forumText.commentPosted);
          setText('');
          onDone?.();
        },
        onError: (failure) => {
          const message = postFailure(failure, forumText.failComment);
          toast.error(message);
          if (isRateLimited(failure)) setError(message);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        rows={3}
        maxLength={COMMENT_MAX}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="focus-ring block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-400 aria-invalid:border-rose-500"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={post.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={post.isPending} aria-busy={post.isPending || undefined}>
          {post.isPending ? 'Posting...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
