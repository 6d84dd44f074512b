import type { ReactNode } from 'react';
import { BadgeCheck, ImageIcon } from 'lucide-react';
import { formatDate } from '../../../lib/dates';
import { useProtectedPicture } from '../../../lib/picture';
import { Fact, FactList, NotGiven } from '../../../ui/facts';
import { FileDownload } from '../../../ui/file-download';
import { Panel } from '../../../ui/panel';
import { Skeleton } from '../../../ui/skeleton';
import type { AdminUser, AdminVerification, VerificationFile } from '../api/types';

/** The evidence's documents, under the facts. */
export function Documents({ children }: { children: ReactNode }) {
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-ink">Documents</h3>
      <div className="mt-3">{children}</div>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <FactList>{children}</FactList>
    </div>
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
    <>
      Submitted <span className="tabular-nums">{formatDate(verification.submittedAt, 'YYYY-MM-DD')}</span>
      {verification.decidedAt ? (
        <>
          {' '}
          · {status === 'rejected' ? 'rejected' : 'decided'} <span className="tabular-nums">{formatDate(verification.decidedAt, 'YYYY-MM-DD')}</span>
        </>
      ) : (
        ' · waiting for a decision'
      )}
    </>
  );
}

/** The admin's screens name a file in its download button as 'Download passport: passport.pdf'. */
const download = (label: string, file: VerificationFile, icon?: typeof ImageIcon) => (
  <FileDownload label={label} file={file} icon={icon} showLabel buttonName={`Download ${label.toLowerCase()}: ${file.name}`} />
);

// what the server says a file is decides only whether to try; the bytes decide what is shown (lib/picture.ts)
const mayBePicture = (file: VerificationFile) => /^image\/(png|jpeg|gif|webp)$/.test(file.mime);

/** A document that is a raster picture, shown as itself; anything else (a PDF, an SVG) shows nothing here. */
function InlinePicture({ label, file }: { label: string; file: VerificationFile }) {
  const picture = useProtectedPicture(file.url);
  if (picture === null) {
    return (
      <div role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        <Skeleton className="h-48 w-full rounded-lg" />
      </div>
    );
  }
  if ('failed' in picture) return null;
  return <img src={picture.src} alt={`${label}: ${file.name}`} className="max-h-72 w-full rounded-lg border border-slate-200 bg-slate-50 object-contain" />;
}

function Document({ label, file, icon }: { label: string; file: VerificationFile; icon?: typeof ImageIcon }) {
  return (
    <li className="flex min-w-0 flex-col gap-2">
      {mayBePicture(file) && <InlinePicture label={label} file={file} />}
      {download(label, file, icon)}
    </li>
  );
}

/**
 * What a referrer gave to be verified (spec 001 §3's verification form) and their passport and picture, so the
 * admin decides on the evidence: a picture is shown as itself (a PDF passport stays a download). Shown in place of
 * the employment summary once a request was sent.
 */
export function VerificationEvidence({ user, verification }: { user: AdminUser; verification: AdminVerification }) {
  const { details, files } = verification;
  return (
    <Panel
      title="Verification request"
      icon={<BadgeCheck aria-hidden className="size-5" />}
      description={<Dates verification={verification} status={user.referrerVerificationStatus} />}
    >
      <Group title="The referrer">
        <Fact label="Name">{details.name || <NotGiven />}</Fact>
        <Fact label="Email">{details.email || <NotGiven />}</Fact>
        <Fact label="Mobile">{details.mobile || <NotGiven />}</Fact>
        <Fact label="Office phone">{details.mobileOffice || <NotGiven />}</Fact>
        <Fact label="Position at company">{details.positionAtCompany || <NotGiven />}</Fact>
      </Group>
      <Group title="Their company">
        <Fact label="Company">{details.companyName || <NotGiven />}</Fact>
        <Fact label="Address">{details.companyAddress || <NotGiven />}</Fact>
        <Fact label="Website">{website(details.companyWebsite)}</Fact>
        <Fact label="Contact number">{details.companyContactNumber || <NotGiven />}</Fact>
      </Group>
      <Documents>
        <ul className="grid gap-4 sm:grid-cols-2">
          <Document label="Passport" file={files.passport} />
          <Document label="Picture" file={files.picture} icon={ImageIcon} />
        </ul>
      </Documents>
    </Panel>
  );
}
