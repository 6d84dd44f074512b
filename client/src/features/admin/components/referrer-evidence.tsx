import { Building2, FileText } from 'lucide-react';
import { Fact, FactList, NotGiven } from '../../../ui/facts';
import { Panel } from '../../../ui/panel';
import type { AdminUser } from '../api/types';
import { Documents } from './verification-evidence';

/**
 * What a referrer gave to be verified: where they work, their position and work phone, and their
 * documents. The verification form that collects documents comes with a later issue; until then the
 * area says none were submitted.
 */
export function ReferrerEvidence({ user }: { user: AdminUser }) {
  const career = user.careerInfo;
  return (
    <Panel title="Employment" icon={<Building2 aria-hidden className="size-5" />} description="What this referrer told us about where they work.">
      <FactList>
        <Fact label="Company">{career?.companyName || <NotGiven />}</Fact>
        <Fact label="Position at company">{career?.positionAtCompany || <NotGiven />}</Fact>
        <Fact label="Work phone">{user.mobileWork || <NotGiven />}</Fact>
      </FactList>
      <Documents>
        <div className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-5">
          <FileText aria-hidden className="size-5 shrink-0 text-slate-400" />
          <p className="text-sm text-muted">No documents submitted yet.</p>
        </div>
      </Documents>
    </Panel>
  );
}
