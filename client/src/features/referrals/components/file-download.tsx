import { useState } from 'react';
import { Download, FileText } from 'lucide-react';
import { downloadFile } from '../../../lib/download';
import { megabytes } from '../../../lib/format';
import type { FileView } from '../api/types';

/** A request's file as a button: a plain link would carry no bearer, so it is fetched and saved under its own name. */
export function FileDownload({ label, file }: { label: string; file: FileView }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(file.url, file.name);
    } catch {
      // downloadFile has already said why in a toast
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-label={`Download ${label.toLowerCase()} ${file.name}`}
      className="focus-ring group flex w-full max-w-md items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-left transition-colors hover:border-brand-200 hover:bg-brand-50/40 disabled:cursor-wait disabled:opacity-70"
    >
      <FileText aria-hidden className="size-5 shrink-0 text-brand" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-ink">{file.name}</span>
        <span className="block text-xs font-normal text-muted tabular-nums">{megabytes(file.size)}</span>
      </span>
      {busy ? (
        <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-slate-200 border-t-brand" />
      ) : (
        <Download aria-hidden className="size-4 shrink-0 text-slate-500 group-hover:text-brand" />
      )}
    </button>
  );
}
