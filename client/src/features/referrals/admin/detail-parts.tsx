import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { downloadFile } from '../../../lib/download';
import { megabytes } from '../../../lib/format';
import { Button } from '../../../ui/button';
import type { FileView } from '../api/types';

/** A titled card of the request's facts. */
export function DetailCard({ title, id, children, aside }: { title: string; id: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3">
        <h2 id={id} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {aside}
      </div>
      <div className="px-5 py-2">{children}</div>
    </section>
  );
}

/** One labelled value: label beside the value on wide screens, above it on phones. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-muted sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

export function NotGiven({ children = 'Not given' }: { children?: ReactNode }) {
  return <span className="font-normal text-slate-500">{children}</span>;
}

/** A file only the request's people may read: fetched with the session's bearer, saved under its own name. */
export function DownloadButton({ label, file }: { label: string; file: FileView }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(file.url, file.name);
    } catch {
      // downloadFile has said why in a toast
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={`Download ${label}: ${file.name}`}
      >
        {busy ? (
          <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-slate-200 border-t-brand" />
        ) : (
          <Download aria-hidden className="size-4" />
        )}
        {label}
      </Button>
      <span className="min-w-0 truncate text-xs font-normal text-muted">
        {file.name} · {megabytes(file.size)}
      </span>
    </div>
  );
}
