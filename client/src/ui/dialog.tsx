import { useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import clsx from 'clsx';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** the buttons at the foot, primary last */
  actions?: ReactNode;
  /** wide dialogs hold forms; narrow ones a question */
  size?: 'sm' | 'md';
  /** a dialog that must be answered (a payment in progress) has no close button and ignores Escape */
  dismissible?: boolean;
};

/** A modal dialog: focus kept inside, Escape and the close button close it, focus goes back to what opened it. */
export function Dialog({ open, onOpenChange, title, description, children, actions, size = 'md', dismissible = true }: DialogProps) {
  // opened from code rather than a Dialog.Trigger, Radix has no trigger to give the focus back to: remember what had it
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl focus:outline-none sm:p-6',
            size === 'sm' ? 'sm:max-w-md' : 'sm:max-w-lg',
          )}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const control = opener.current;
            opener.current = null;
            if (control?.isConnected) {
              event.preventDefault();
              control.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold tracking-tight text-ink">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="mt-1.5 text-sm text-muted">{description}</RadixDialog.Description>}
          {children && <div className="mt-4">{children}</div>}
          {actions && <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>}
          {dismissible && (
            <RadixDialog.Close
              aria-label="Close"
              className="focus-ring absolute top-3 right-3 grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
