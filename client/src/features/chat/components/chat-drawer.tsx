import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Maximize2, MessageCircle, Minimize2, Minus, X } from 'lucide-react';
import clsx from 'clsx';
import type { ChatType } from '../api/types';
import { Conversation } from './conversation';
import { PresenceNote } from './presence';
import { UnreadBadge } from './unread-badge';

/** Spec 001 §2.5: the drawer open, minimized to a bar, or maximized; closed it is not there at all. */
export type DrawerState = 'closed' | 'open' | 'minimized' | 'maximized';

type ChatDrawerProps = {
  state: DrawerState;
  onStateChange: (state: DrawerState) => void;
  chatType: ChatType;
  requestId: string;
  company: string;
  position: string;
  /** the other person, under the title */
  withWhom?: string | undefined;
  /** whether they are connected now ('Online'), beside their name */
  presence?: string | null;
  unread: number;
  /** where the focus goes back when the drawer closes */
  returnFocusTo?: HTMLElement | null;
};

function IconButton({ label, onClick, className, children }: { label: string; onClick: () => void; className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={clsx('focus-ring grid size-9 shrink-0 place-items-center rounded-lg text-white/90 hover:bg-white/15 hover:text-white', className)}
    >
      {children}
    </button>
  );
}

/**
 * A request's chat floating over its page (UI.md: the same conversation component, floating). Not modal: the request's
 * facts stay usable beside it; on a phone it covers the screen. Escape closes it and the focus goes back to the button
 * that opened it.
 */
export function ChatDrawer({
  state,
  onStateChange,
  chatType,
  requestId,
  company,
  position,
  withWhom,
  presence = null,
  unread,
  returnFocusTo,
}: ChatDrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const bar = useRef<HTMLButtonElement>(null);
  const previous = useRef<DrawerState>('closed');

  useEffect(() => {
    const from = previous.current;
    previous.current = state;
    if (from === state) return;
    if (state === 'minimized') bar.current?.focus();
    else if (state === 'closed') {
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    } else if (from === 'closed' || from === 'minimized') {
      // the message box takes the caret when it appears; until then the drawer itself, so it is announced
      if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
    }
  }, [state, returnFocusTo]);

  // a toast (bottom right on a desktop) moves left of the drawer rather than over its message box
  const docked = state === 'open' || state === 'minimized';
  useEffect(() => {
    if (!docked) return;
    document.body.dataset.chatDrawer = state;
    return () => void delete document.body.dataset.chatDrawer;
  }, [docked, state]);

  if (state === 'closed') return null;
  const title = `${position} at ${company}`;

  if (state === 'minimized') {
    return createPortal(
      <section
        aria-label={`Chat about ${title}, minimized`}
        className="fixed right-0 bottom-0 left-0 z-40 flex items-center gap-1 bg-brand-900 px-2 py-1.5 text-white shadow-2xl sm:right-4 sm:left-auto sm:w-80 sm:rounded-t-xl"
      >
        <button
          ref={bar}
          type="button"
          onClick={() => onStateChange('open')}
          aria-label={`Open chat: ${title}${unread > 0 ? `, ${unread === 1 ? '1 unread message' : `${unread} unread messages`}` : ''}`}
          className="focus-ring flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-1 text-left hover:bg-white/10"
        >
          <MessageCircle aria-hidden className="size-5 shrink-0" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold">{company}</span>
            <span className="block truncate text-xs text-brand-100">{position}</span>
          </span>
          <UnreadBadge count={unread} />
        </button>
        <IconButton label="Close chat" onClick={() => onStateChange('closed')}>
          <X aria-hidden className="size-4" />
        </IconButton>
      </section>,
      document.body,
    );
  }

  const maximized = state === 'maximized';
  return createPortal(
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onStateChange('closed');
        }
      }}
      className={clsx(
        'fixed inset-0 z-40 flex flex-col overflow-hidden bg-white shadow-2xl focus:outline-none sm:rounded-xl sm:ring-1 sm:ring-slate-200',
        maximized
          ? 'sm:inset-4 lg:right-6 lg:left-auto lg:w-[min(56rem,calc(100vw-3rem))]'
          : 'sm:top-auto sm:right-4 sm:bottom-4 sm:left-auto sm:h-[min(38rem,calc(100dvh-2rem))] sm:w-[26rem]',
      )}
    >
      {/* a plain div: a <header> here would be a second banner landmark beside the page's (axe: landmark-no-duplicate-banner) */}
      <div className="flex items-center gap-2 bg-brand-900 py-2 pr-2 pl-4 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-sm font-semibold">
            {title}
          </h2>
          {withWhom && (
            <p className="flex min-w-0 items-center gap-2 text-xs text-brand-100">
              <span className="truncate">{withWhom}</span>
              <PresenceNote text={presence} onDark />
            </p>
          )}
        </div>
        <IconButton label="Minimize chat" onClick={() => onStateChange('minimized')}>
          <Minus aria-hidden className="size-4" />
        </IconButton>
        <IconButton
          label={maximized ? 'Restore chat size' : 'Maximize chat'}
          onClick={() => onStateChange(maximized ? 'open' : 'maximized')}
          className="hidden sm:grid"
        >
          {maximized ? <Minimize2 aria-hidden className="size-4" /> : <Maximize2 aria-hidden className="size-4" />}
        </IconButton>
        <IconButton label="Close chat" onClick={() => onStateChange('closed')}>
          <X aria-hidden className="size-4" />
        </IconButton>
      </div>
      <Conversation chatType={chatType} requestId={requestId} active autoFocus />
    </section>,
    document.body,
  );
}
