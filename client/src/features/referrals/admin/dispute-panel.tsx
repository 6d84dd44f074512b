import { formatDate } from '../../../lib/dates';
import { Panel } from '../../../ui/panel';
import type { Referral } from '../api/types';
import { DisputeActions } from './dispute-actions';
import { DisputeBadge, DisputeFiles, settlementText, statusAtOpeningText } from './dispute-parts';

/**
 * Issue 17, the admin's request page: the seeker's dispute (reason, files, when), and while it is open the team's
 * three answers; once settled, the outcome, the note both people read, and who settled it when.
 */
export function DisputePanel({ referral }: { referral: Referral }) {
  const { dispute } = referral;
  if (!dispute) return null;
  const open = dispute.status === 'open';
  return (
    <Panel
      title="Dispute"
      description={`Opened ${formatDate(dispute.openedAt)}`}
      aside={<DisputeBadge dispute={dispute} />}
      className={open ? 'border-amber-200' : undefined}
    >
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-xs text-muted">{statusAtOpeningText(dispute)}</p>
        <div>
          <h3 className="text-xs font-medium text-slate-500">The job seeker wrote</h3>
          <p className="mt-0.5 break-words whitespace-pre-line text-ink">{dispute.reason}</p>
        </div>
        <DisputeFiles files={dispute.files} />
        {open ? (
          <div className="mt-1 border-t border-slate-100 pt-3">
            <DisputeActions
              request={{
                id: referral.id,
                index: referral.index,
                status: referral.status,
                amountCents: referral.payment?.amountCents ?? 0,
                currency: referral.currency,
              }}
              layout="grid"
            />
          </div>
        ) : (
          <div className="rounded-lg bg-slate-50 px-3 py-2.5">
            <h3 className="font-medium text-ink">{settlementText(dispute)}</h3>
            {dispute.note && <p className="mt-1 break-words whitespace-pre-line text-ink">{dispute.note}</p>}
          </div>
        )}
      </div>
    </Panel>
  );
}
