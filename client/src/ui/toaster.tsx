import { CheckCircle2, X, XCircle } from 'lucide-react';
import clsx from 'clsx';
import { toast, useToasts } from '../lib/toast.ts';

/** Spec 001 §2.6 toasts: bottom-right on desktop, top on phones (UI.md). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="false"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center gap-2 p-3 sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:items-end sm:p-5 sm:[body[data-chat-drawer]_&]:right-[27rem]"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          className={clsx(
            'toast-enter pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-white px-4 py-3 text-sm shadow-lg',
            t.kind === 'success' ? 'border-approved/30' : 'border-rejected/30',
          )}
        >
          {t.kind === 'success' ? (
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-approved" />
          ) : (
            <XCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-rejected" />
          )}
          <p className="flex-1 text-ink">
            <span className="sr-only">{t.kind === 'success' ? 'Success: ' : 'Error: '}</span>
            {t.message}
          </p>
          <button
            type="button"
            onClick={() => toast.dismiss(t.id)}
            className="focus-ring -m-1 rounded-md p-1 text-slate-500 hover:text-ink"
            aria-label="Dismiss notification"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
