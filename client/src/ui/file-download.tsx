import { Download, FileText, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { useDownload } from '../lib/download';
import { megabytes } from '../lib/format';
import { Button } from './button';

export type DownloadableFile = { name: string; size: number; url: string };

type FileDownloadProps = {
  /** what the file is ('Resume', 'Passport') */
  label: string;
  file: DownloadableFile;
  /** show the label above the file's name; inside a labelled fact it would say it twice */
  showLabel?: boolean;
  icon?: LucideIcon;
  /** the button's name for assistive technology; by default 'Download resume cv.pdf' */
  buttonName?: string;
};

/**
 * A file only its owners may read, with its name and size in MB and a button that fetches it with the session's
 * bearer and saves it under its own name (a plain link would carry no token).
 */
export function FileDownload({ label, file, showLabel = false, icon: Icon = FileText, buttonName }: FileDownloadProps) {
  const { busy, download } = useDownload(file.url, file.name);
  return (
    <div className="flex w-full min-w-0 items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        {showLabel && <p className="text-sm font-medium text-ink">{label}</p>}
        <p className={clsx('truncate font-normal', showLabel ? 'text-xs text-muted' : 'text-sm text-ink')}>
          {file.name} · {megabytes(file.size)}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={buttonName ?? `Download ${label.toLowerCase()} ${file.name}`}
      >
        {busy ? (
          <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-slate-200 border-t-brand" />
        ) : (
          <Download aria-hidden className="size-4" />
        )}
        {busy ? 'Downloading...' : 'Download'}
      </Button>
    </div>
  );
}
