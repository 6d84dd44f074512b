import { referralTabs, type ReferralTab } from '@referly/domain';
import { TabBar } from '../../../ui/tab-bar';
import { useListParams } from '../../../ui/use-list-params';
import type { ReferralPage } from '../api/types';

export const referralTabLabels: Record<ReferralTab, string> = { all: 'All', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
const isTab = (value: string | null): value is ReferralTab => referralTabs.some((tab) => tab === value);

/** A referral list's tab and page, from the address: All and page 1 when it names none. */
export function useReferralListParams() {
  const list = useListParams({ tab: 'all' });
  const raw = list.params.get('tab');
  const tab: ReferralTab = isTab(raw) ? raw : 'all';
  return { ...list, tab };
}

/** The status tabs over a referral list, each with its real count from the server. */
export function ReferralTabBar({
  value,
  counts,
  onChange,
  label = 'Filter requests by status',
  order = referralTabs,
}: {
  value: ReferralTab;
  counts: ReferralPage['counts'] | undefined;
  onChange: (tab: ReferralTab) => void;
  label?: string;
  order?: readonly ReferralTab[];
}) {
  return (
    <TabBar label={label} value={value} onChange={onChange} tabs={order.map((tab) => ({ value: tab, label: referralTabLabels[tab], count: counts?.[tab] }))} />
  );
}
