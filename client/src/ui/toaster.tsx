import { useEffect, useState, type CSSProperties } from 'react';
import { CheckCircle2, X, XCircle } from 'lucide-react';
import clsx from 'clsx';
import { toast, useToasts } from '../lib/toast.ts';

/**
 * Where the page's header ends on screen (the layouts' header is the page's first): toasts on a phone sit just below
 * it, so they never cover the brand bar, the account menu or the section's tabs. Followed while toasts show.
 */
function useBelowHeader(active: boolean): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    if (!active) return;
    const place = () => setTop(Math.max(0, Math.round(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0)));
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [active]);
  return top;
}

/** Spec 001 §2.6 toasts: bottom-right on desktop, top on phones (UI.md), below the header. */
export function Toaster() {
  const toasts = useToasts();
  const top = useBelowHeader(toasts.length > 0);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="false"
      style={{ '--toast-top': `${top}px` } as CSSProperties}
      className="pointer-events-none fixed inset-x-0 top-(--toast-top) z-[100] flex flex-col items-center gap-2 p-3 sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:items-end sm:p-5 sm:[body[data-chat-drawer]_&]:right-[27rem]"
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
