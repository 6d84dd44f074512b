import { Paperclip } from 'lucide-react';
import { statusLabels } from '@referly/domain';
import { useDownload } from '../../../lib/download';
import { formatDate } from '../../../lib/dates';
import { megabytes } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import type { Dispute, FileView } from '../api/types';

/** Where a dispute stands, or how it was settled. */
export function DisputeBadge({ dispute }: { dispute: Dispute }) {
  if (dispute.status === 'open') return <Badge tone="pending">Dispute open</Badge>;
  return dispute.outcome === 'refunded' ? <Badge tone="rejected">Refunded</Badge> : <Badge tone="approved">Approved</Badge>;
}

/** The request's status when the seeker disputed it (a completed one waits for approval). */
export const statusAtOpeningText = (dispute: Dispute) => `${statusLabels[dispute.statusAtOpening]} when disputed`;

/** 'Refunded by Ada Admin on 09 Mar 2026' */
export const settlementText = (dispute: Dispute) =>
  `${dispute.outcome === 'refunded' ? 'Refunded' : 'Approved'} by ${dispute.settledBy ?? 'an admin'} on ${formatDate(dispute.settledAt)}`;

/**
 * A file sent with a dispute, as a small button that downloads it (never shown in the page: it is the seeker's
 * upload), with the session's bearer as ui/file-download does.
 */
function FileButton({ file, position }: { file: FileView; position: number }) {
  const { busy, download } = useDownload(file.url, file.name);
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={`Download dispute file ${position} ${file.name}`}
      className="focus-ring inline-flex max-w-full items-center gap-1.5 rounded-md text-left text-sm font-medium text-brand-800 hover:underline disabled:opacity-60"
    >
      <Paperclip aria-hidden className="size-3.5 shrink-0" />
      <span className="truncate">{file.name}</span>
      <span className="shrink-0 font-normal text-muted tabular-nums">{megabytes(file.size)}</span>
    </button>
  );
}

/** The files the seeker sent with the dispute, one small download button each (they fit a table cell and a side panel). */
export function DisputeFiles({ files }: { files: FileView[] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Files sent with the dispute" className="flex flex-col items-start gap-1">
      {files.map((file, i) => (
        <li key={file.url} className="max-w-full min-w-0">
          <FileButton file={file} position={i + 1} />
        </li>
      ))}
    </ul>
  );
}
