import { useState, type ReactNode } from 'react';
import { Download, ExternalLink, FileText } from 'lucide-react';
import clsx from 'clsx';
import { downloadFile } from '../../../lib/download';
import { megabytes } from '../../../lib/format';
import type { FileView, Referral } from '../api/types';

/** A titled card of the detail page. */
export function Section({ title, children, actions, className }: { title: string; children: ReactNode; actions?: ReactNode; className?: string }) {
  return (
    <section className={clsx('min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5', className)}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
          <dd className="mt-0.5 text-sm break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '—');

export function SeekerInformation({ referral }: { referral: Referral }) {
  const { name, email, mobile } = referral.jobSeekerDetails;
  return (
    <Section title="User Information">
      <Facts
        rows={[
          ['Name', orDash(name)],
          [
            'Email',
            <a key="email" href={`mailto:${email}`} className="focus-ring rounded text-brand underline-offset-2 hover:underline">
              {email}
            </a>,
          ],
          [
            'Phone',
            <a key="phone" href={`tel:${mobile.replace(/\s/g, '')}`} className="focus-ring rounded text-brand underline-offset-2 hover:underline">
              {mobile}
            </a>,
          ],
        ]}
      />
    </Section>
  );
}

export function IndustryDetails({ referral }: { referral: Referral }) {
  const details = referral.industryDetails;
  return (
    <Section title="Industry Details">
      <Facts
        rows={[
          ['Industry', orDash(details.industry)],
          ['Desired position', orDash(details.desiredPosition)],
          ['Desired company', orDash(details.desiredCompany)],
          ['Current job', orDash(details.currentJob)],
          [
            'Job ad',
            referral.jobUrl ? (
              <a
                key="job"
                href={referral.jobUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="focus-ring inline-flex max-w-full items-center gap-1 rounded text-brand underline-offset-2 hover:underline"
              >
                <span className="truncate">{referral.jobUrl.replace(/^https:\/\//, '')}</span>
                <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              'No job ad link given'
            ),
          ],
        ]}
      />
    </Section>
  );
}

export function Documents({ referral }: { referral: Referral }) {
  return (
    <Section title="Application Details">
      <ul className="flex flex-col gap-2">
        <DocumentRow label="Resume" file={referral.resume} />
        {referral.coverLetter ? (
          <DocumentRow label="Cover letter" file={referral.coverLetter} />
        ) : (
          <li className="rounded-lg border border-dashed border-slate-200 px-3 py-2.5 text-sm text-muted">No cover letter was attached.</li>
        )}
      </ul>
    </Section>
  );
}

function DocumentRow({ label, file }: { label: string; file: FileView }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    // downloadFile has already told the person what went wrong
    await downloadFile(file.url, file.name).catch(() => undefined);
    setBusy(false);
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
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
        className="focus-ring inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-ink hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60"
      >
        <Download aria-hidden className="size-4" />
        {busy ? 'Downloading...' : 'Download'}
      </button>
    </li>
  );
}
