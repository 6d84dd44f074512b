import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field } from '../../../ui/field';

const INVALID_LINK = 'Enter a web address starting with http:// or https://, or an e-mail address.';

/** A typed address as the link's href: web and mail addresses only (never javascript: or data:). */
export const linkHref = (typed: string): string | null => {
  const text = typed.trim();
  if (!text) return null;
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return `mailto:${text}`;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === 'mailto:') return url.href;
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
};

/** The toolbar's Link: asks for the address in a dialog (never window.prompt), so it is labelled and keyboard-usable. */
export function LinkDialog({ initial, onSave, onClose }: { initial: string; onSave: (href: string) => void; onClose: () => void }) {
  const [address, setAddress] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const href = linkHref(address);
    if (href) onSave(href);
    else setError(INVALID_LINK);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} size="sm" title={initial ? 'Edit link' : 'Add a link'}>
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <Field
          label="Link address"
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(undefined);
          }}
          placeholder="https://example.com.au"
          inputMode="url"
          autoComplete="url"
          error={error}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save link</Button>
        </div>
      </form>
    </Dialog>
  );
}
