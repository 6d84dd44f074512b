import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Banknote } from 'lucide-react';
import { creditMessages } from '@referly/domain';
import { toast } from '../../../lib/toast';
import { EmptyState, ListStates, ResponsiveList, useFailureToast } from '../../../ui/list-states';
import { PageColumn, PageHeader } from '../../../ui/page';
import { TabBar } from '../../../ui/tab-bar';
import { useDecideWithdrawal } from '../api/mutations';
import { useWithdrawals } from '../api/queries';
import type { Withdrawal } from '../api/types';
import { adminReferralMessages } from './messages';
import { reasonOr } from '../../../lib/failure';
import { DeclineDialog, PayDialog } from './withdrawal-dialogs';
import { creditsWorth } from '../components/credits-worth';
import { WithdrawalCards, WithdrawalsSkeleton, WithdrawalTable, type WithdrawalAction } from './withdrawal-list';

type Filter = 'all' | Withdrawal['status'];
const filters: { value: Filter; label: string }[] = [
  { value: 'requested', label: 'Requested' },
  { value: 'paid', label: 'Paid' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
];
const isFilter = (value: string | null): value is Filter => filters.some((filter) => filter.value === value);
const emptyText: Record<Filter, string> = {
  requested: 'No withdrawals are waiting. Requests from referrers appear here.',
  paid: 'No withdrawals have been paid yet.',
  declined: 'No withdrawals have been declined.',
  all: 'No referrer has asked for a withdrawal yet.',
};

/** /admin_dashboard/withdrawals: referrers' requests to be paid their credits, to pay out at the bank or decline. */
export function WithdrawalsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter: Filter = isFilter(raw) ? raw : 'requested';
  const withdrawals = useWithdrawals();
  const decide = useDecideWithdrawal();
  const [pending, setPending] = useState<{ withdrawal: Withdrawal; action: WithdrawalAction } | null>(null);

  useFailureToast(withdrawals.isError, adminReferralMessages.failWithdrawals);

  // the list is every withdrawal (a few a week): the filter and its counts are worked out here
  const all = withdrawals.data ?? [];
  const shown = filter === 'all' ? all : all.filter((withdrawal) => withdrawal.status === filter);
  const count = (value: Filter) => (withdrawals.data ? (value === 'all' ? all.length : all.filter((w) => w.status === value).length) : undefined);
  const owed = all.filter((w) => w.status === 'requested').reduce((sum, w) => sum + w.credits, 0);
  // every withdrawal is paid out in the one payment currency the server names
  const currency = all[0]?.currency;
  const owing =
    currency === undefined
      ? 'Nothing is waiting to be paid to referrers.'
      : `${creditsWorth(owed, currency)} waiting to be paid to referrers (1 credit = ${creditsWorth(1, currency)}).`;

  const send = (decision: { action: 'paid' } | { action: 'declined'; reason: string }) => {
    if (!pending) return;
    decide.mutate(
      { id: pending.withdrawal._id, ...decision },
      {
        onSuccess: () => toast.success(decision.action === 'paid' ? creditMessages.toastPaid : creditMessages.toastDeclined),
        onError: (error) => toast.error(reasonOr(error, adminReferralMessages.failDecision)),
        // a 409 (decided meanwhile) closes too: the list re-reads and shows the decision that stands
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader title="Withdrawals" description={withdrawals.data ? owing : 'Referrers ask to be paid their credits here.'} />
      <TabBar
        label="Filter withdrawals by status"
        value={filter}
        onChange={(next) => setParams(next === 'requested' ? {} : { status: next }, { replace: true })}
        tabs={filters.map((f) => ({ value: f.value, label: f.label, count: count(f.value) }))}
      />
      <ListStates
        query={withdrawals}
        empty={shown.length === 0}
        failed={withdrawals.isError && all.length === 0}
        skeleton={<WithdrawalsSkeleton />}
        failure={adminReferralMessages.failWithdrawals}
        emptyState={<EmptyState icon={Banknote} text={emptyText[filter]} />}
      >
        {/* the bank details need the width: cards until the table fits beside the admin menu */}
        <ResponsiveList
          query={withdrawals}
          tableFrom="lg"
          table={<WithdrawalTable withdrawals={shown} onDecide={(withdrawal, action) => setPending({ withdrawal, action })} />}
          cards={<WithdrawalCards withdrawals={shown} onDecide={(withdrawal, action) => setPending({ withdrawal, action })} />}
        />
      </ListStates>

      {pending?.action === 'paid' && (
        <PayDialog withdrawal={pending.withdrawal} open busy={decide.isPending} onClose={() => setPending(null)} onConfirm={() => send({ action: 'paid' })} />
      )}
      {pending?.action === 'declined' && (
        <DeclineDialog
          key={pending.withdrawal._id}
          withdrawal={pending.withdrawal}
          open
          busy={decide.isPending}
          onClose={() => setPending(null)}
          onConfirm={(reason) => send({ action: 'declined', reason })}
        />
      )}
    </PageColumn>
  );
}
