import type { SessionUser } from '../../lib/session';
import { Button } from '../../ui/button';
import { Fact, FactList } from '../../ui/facts';
import { FileDownload } from '../../ui/file-download';
import { Skeleton } from '../../ui/skeleton';
import type { MyVerification } from './api/types';

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
    <div id={id} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white px-4 pb-4 sm:px-5">
      <FactList>
        {rowsOf(verification, user).map(([term, value]) => (
          <Fact key={term} label={term}>
            {value}
          </Fact>
        ))}
      </FactList>
      {files && (
        <ul className="flex flex-col gap-2 sm:flex-row">
          <li className="min-w-0 flex-1">
            <FileDownload label="Passport" file={files.passport} showLabel />
          </li>
          <li className="min-w-0 flex-1">
            <FileDownload label="Your photo" file={files.picture} showLabel />
          </li>
        </ul>
      )}
    </div>
  );
}
