import { Link } from 'react-router-dom';
import { LayoutDashboard, ShieldAlert } from 'lucide-react';
import type { UserRole } from '@referly/domain';
import { useSession } from '../lib/session.ts';
import { ButtonLink } from '../ui/button.tsx';
import { defaultLandingPath } from '../lib/landing-path.ts';
import { paths } from '../lib/paths.ts';

const roleNames: Record<UserRole, string> = { jobSeeker: 'a job seeker', referrer: 'a referrer', admin: 'an admin' };

/** A signed-in person at an area of another role: say so, and offer the way to their own. */
export function NoAccessPage() {
  const { user } = useSession();
  if (!user) return null;
  const name = `${user.personalInfo.firstName} ${user.personalInfo.lastName}`.trim() || user.email;

  return (
    <div className="bg-slate-50 px-4 py-16 sm:py-24">
      <section aria-labelledby="no-access-title" className="mx-auto flex max-w-lg flex-col items-center text-center">
        <span className="grid size-14 place-items-center rounded-full bg-pending-soft text-pending ring-1 ring-amber-200">
          <ShieldAlert aria-hidden className="size-7" />
        </span>
        <h1 id="no-access-title" className="mt-6 text-2xl font-semibold text-ink sm:text-3xl">
          You don&apos;t have access to this page.
        </h1>
        <p className="mt-3 text-base text-muted">
          You&apos;re signed in as {name}, {roleNames[user.userRole]}. This page belongs to another kind of account.
        </p>
        <div className="mt-8 flex w-full flex-col items-center gap-4 sm:w-auto">
          <ButtonLink to={defaultLandingPath(user)} size="lg" className="w-full sm:w-auto">
            <LayoutDashboard aria-hidden className="size-4" /> Go to your dashboard
          </ButtonLink>
          <Link to={paths.home} className="focus-ring rounded text-sm font-medium text-brand hover:underline">
            Back to Referly home
          </Link>
        </div>
      </section>
    </div>
  );
}
