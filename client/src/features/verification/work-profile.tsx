import { useState } from 'react';
import { Download, FileText } from 'lucide-react';
import { downloadFile } from '../../lib/download';
import { megabytes } from '../../lib/format';
import type { SessionUser } from '../../lib/session';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import type { MyVerification, VerificationFile } from './api/types';

type Row = [string, string];

const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/** The rows of what was sent; an account verified without the form (an admin's decision) shows what the account knows. */
const rowsOf = (verification: MyVerification | undefined, user: SessionUser | null): Row[] => {
  const details = verification?.details;
  if (details) {
    return [
      ['Name', details.name],
      ['Email', details.email],
      ['Phone number', details.mobile],
      ['Office phone number', details.mobileOffice],
      ['Company name', details.companyName],
      ["Referrer's Current Position", details.positionAtCompany],
      ['Company address', details.companyAddress],
      ['Company website', details.companyWebsite],
      ['Company contact number', details.companyContactNumber],
    ];
  }
  return [
    ['Name', orDash(user ? `${user.personalInfo.firstName} ${user.personalInfo.lastName}` : null)],
    ['Email', orDash(user?.email)],
    ['Company name', orDash(user?.careerInfo?.companyName)],
    ["Referrer's Current Position", orDash(user?.careerInfo?.positionAtCompany)],
  ];
};

type WorkProfileProps = {
  id: string;
  verification: MyVerification | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  user: SessionUser | null;
};

/** 'View work Profile': what the referrer gave to be verified (GET /api/referrer/verification), their files to download. */
export function WorkProfile({ id, verification, loading, failed, onRetry, user }: WorkProfileProps) {
  if (loading) {
    return (
      <div id={id} role="status" aria-label="Loading your work profile" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (failed) {
    return (
      <div id={id} role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-700">
        <p className="flex-1">Your work profile could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  const files = verification?.files;
  return (
    <div id={id} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rowsOf(verification, user).map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
            <dd className="mt-0.5 text-sm break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {files && (
        <ul className="flex flex-col gap-2 sm:flex-row">
          <FileRow label="Passport" file={files.passport} />
          <FileRow label="Your photo" file={files.picture} />
        </ul>
      )}
    </div>
  );
}

function FileRow({ label, file }: { label: string; file: VerificationFile }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    // downloadFile has already told the person what went wrong
    await downloadFile(file.url, file.name).catch(() => undefined);
    setBusy(false);
  };
  return (
    <li className="flex min-w-0 flex-1 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
      <FileText aria-hidden className="size-5 shrink-0 text-brand" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
        <p className="truncate text-sm text-ink">{file.name}</p>
        <p className="text-xs text-muted tabular-nums">{megabytes(file.size)}</p>
      </div>
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        aria-label={`Download ${label.toLowerCase()} ${file.name}`}
        className="focus-ring grid size-9 shrink-0 place-items-center rounded-lg border border-slate-300 bg-white text-ink hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60"
      >
        <Download aria-hidden className="size-4" />
      </button>
    </li>
  );
}
