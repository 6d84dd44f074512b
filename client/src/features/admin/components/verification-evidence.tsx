import { useState, type ReactNode } from 'react';
import { BadgeCheck, Download, FileText, ImageIcon } from 'lucide-react';
import { downloadFile } from '../../../lib/download';
import { detailDate, megabytes } from '../../../lib/format';
import { Button } from '../../../ui/button';
import type { AdminUser, AdminVerification, VerificationFile } from '../api/types';
import { Fact, NotGiven } from './fact';

/** Fetched with the session's bearer and saved under the name it was sent with: a plain link would carry no token. */
function DocumentDownload({ label, file, icon }: { label: string; file: VerificationFile; icon: ReactNode }) {
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
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500">{icon}</span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-ink">{label}</p>
          <p className="truncate text-xs text-muted">
            {file.name} · {megabytes(file.size)}
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={`Download ${label.toLowerCase()}: ${file.name}`}
      >
        {busy ? (
          <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-slate-200 border-t-brand" />
        ) : (
          <Download aria-hidden className="size-4" />
        )}
        Download
      </Button>
    </li>
  );
}

const website = (url: string) => {
  if (!url) return <NotGiven />;
  const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" className="focus-ring rounded break-all text-brand hover:underline">
      {url}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
};

function Dates({ verification, status }: { verification: AdminVerification; status: AdminUser['referrerVerificationStatus'] }) {
  return (
    <p className="mt-0.5 text-sm text-muted">
      Submitted <span className="tabular-nums">{detailDate(verification.submittedAt)}</span>
      {verification.decidedAt ? (
        <>
          {' '}
          · {status === 'rejected' ? 'rejected' : 'decided'} <span className="tabular-nums">{detailDate(verification.decidedAt)}</span>
        </>
      ) : (
        ' · waiting for a decision'
      )}
    </p>
  );
}

/**
 * What a referrer gave to be verified (spec 001 §3's verification form) and their passport and picture, so the
 * admin decides on the evidence. Shown in place of the employment summary once a request was sent.
 */
export function VerificationEvidence({ user, verification }: { user: AdminUser; verification: AdminVerification }) {
  const { details, files } = verification;
  return (
    <section aria-labelledby="verification-evidence-title" className="rounded-xl border border-slate-200 bg-white">
      <div className="flex items-start gap-3 px-5 pt-5">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand">
          <BadgeCheck aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id="verification-evidence-title" className="text-base font-semibold text-ink">
            Verification request
          </h2>
          <Dates verification={verification} status={user.referrerVerificationStatus} />
        </div>
      </div>
      <div className="mt-2 px-5">
        <div>
          <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">The referrer</h3>
          <dl className="divide-y divide-slate-100">
            <Fact label="Name">{details.name || <NotGiven />}</Fact>
            <Fact label="Email">{details.email || <NotGiven />}</Fact>
            <Fact label="Mobile">{details.mobile || <NotGiven />}</Fact>
            <Fact label="Office phone">{details.mobileOffice || <NotGiven />}</Fact>
            <Fact label="Position at company">{details.positionAtCompany || <NotGiven />}</Fact>
          </dl>
        </div>
        <div>
          <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">Their company</h3>
          <dl className="divide-y divide-slate-100">
            <Fact label="Company">{details.companyName || <NotGiven />}</Fact>
            <Fact label="Address">{details.companyAddress || <NotGiven />}</Fact>
            <Fact label="Website">{website(details.companyWebsite)}</Fact>
            <Fact label="Contact number">{details.companyContactNumber || <NotGiven />}</Fact>
          </dl>
        </div>
      </div>
      <div className="mt-2 border-t border-slate-100 px-5 py-4">
        <h3 className="text-sm font-semibold text-ink">Documents</h3>
        <ul className="mt-3 flex flex-col gap-2">
          <DocumentDownload label="Passport" file={files.passport} icon={<FileText aria-hidden className="size-5" />} />
          <DocumentDownload label="Picture" file={files.picture} icon={<ImageIcon aria-hidden className="size-5" />} />
        </ul>
      </div>
    </section>
  );
}
