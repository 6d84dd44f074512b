import { Download, FileText } from 'lucide-react';
import clsx from 'clsx';
import { downloadFile, useDownload } from '../../../lib/download';
import { megabytes } from '../../../lib/format';
import { useProtectedPicture } from '../../../lib/picture';
import { Skeleton } from '../../../ui/skeleton';
import type { ChatFile } from '../api/types';

/** A file in a message that is not an image: its name and size, downloaded with the bearer on a click. */
export function FileLink({ file, own }: { file: ChatFile; own: boolean }) {
  const { busy, download } = useDownload(file.url, file.name);
  return (
    <button
      type="button"
      onClick={() => void download()}
      aria-busy={busy || undefined}
      aria-label={`Download ${file.name}`}
      className={clsx(
        'focus-ring flex max-w-full items-center gap-2 rounded-lg px-2.5 py-2 text-left text-sm',
        // on the brand bubble a darker brand keeps the name and size above 4.5:1
        own ? 'bg-brand-800 text-white hover:bg-brand-900' : 'bg-white text-ink ring-1 ring-slate-200 hover:bg-slate-50',
      )}
    >
      <FileText aria-hidden className="size-5 shrink-0" />
      <span className="min-w-0">
        <span className="block truncate font-medium underline underline-offset-2">{file.name}</span>
        <span className={clsx('block text-xs', own ? 'text-brand-50' : 'text-muted')}>{megabytes(file.size)}</span>
      </span>
      {busy ? (
        <span aria-hidden className="size-4 shrink-0 animate-spin rounded-full border-2 border-slate-200 border-t-brand" />
      ) : (
        <Download aria-hidden className="size-4 shrink-0" />
      )}
    </button>
  );
}

/**
 * A picture sent in the chat, shown inline (spec 001 §9); while it loads a grey block, and its download link if it
 * cannot load or its bytes are not a raster picture (an SVG is never shown inline).
 */
export function ChatImage({ file, own }: { file: ChatFile; own: boolean }) {
  const image = useProtectedPicture(file.url);
  if (image && 'failed' in image) return <FileLink file={file} own={own} />;
  if (!image)
    return (
      <span role="status" aria-label={`Loading ${file.name}`} className="block">
        <Skeleton className="h-40 w-56 max-w-full" />
      </span>
    );
  return (
    <button
      type="button"
      onClick={() => void downloadFile(file.url, file.name).catch(() => undefined)}
      className="focus-ring block rounded-lg"
      title={`Download ${file.name}`}
    >
      <img src={image.src} alt={file.name} className="max-h-64 max-w-full rounded-lg object-contain" />
    </button>
  );
}
