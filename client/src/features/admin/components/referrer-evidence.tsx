import { Building2, FileText } from 'lucide-react';
import type { AdminUser } from '../api/types';
import { Fact, NotGiven } from './fact';

/**
 * What a referrer gave to be verified: where they work, their position and work phone, and their
 * documents. The verification form that collects documents comes with a later issue; until then the
 * area says none were submitted.
 */
export function ReferrerEvidence({ user }: { user: AdminUser }) {
  const career = user.careerInfo;
  return (
    <section aria-labelledby="evidence-title" className="rounded-xl border border-slate-200 bg-white">
      <div className="flex items-start gap-3 px-5 pt-5">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand">
          <Building2 aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id="evidence-title" className="text-base font-semibold text-ink">
            Employment
          </h2>
          <p className="mt-0.5 text-sm text-muted">What this referrer told us about where they work.</p>
        </div>
      </div>
      <dl className="mt-2 divide-y divide-slate-100 px-5">
        <Fact label="Company">{career?.companyName || <NotGiven />}</Fact>
        <Fact label="Position at company">{career?.positionAtCompany || <NotGiven />}</Fact>
        <Fact label="Work phone">{user.mobileWork || <NotGiven />}</Fact>
      </dl>
      <div className="border-t border-slate-100 px-5 py-4">
        <h3 className="text-sm font-semibold text-ink">Documents</h3>
        <div className="mt-3 flex items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-5">
          <FileText aria-hidden className="size-5 shrink-0 text-slate-400" />
          <p className="text-sm text-muted">No documents submitted yet.</p>
        </div>
      </div>
    </section>
  );
}
