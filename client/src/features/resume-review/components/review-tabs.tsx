import { resumeReviewTabs, type ResumeReviewTab, type ResumeReviewTabCounts } from '@referly/domain';
import { TabBar } from '../../../ui/tab-bar';
import { useListParams } from '../../../ui/use-list-params';

/** Spec 001 §2.2 names the seeker's completed tab Approved; §2.4 names the admin's Completed. */
const labels: Record<'seeker' | 'admin', Record<ResumeReviewTab, string>> = {
  seeker: { all: 'All', completed: 'Approved', pending: 'Pending' },
  admin: { all: 'All', completed: 'Completed', pending: 'Pending' },
};
const isTab = (value: string | null): value is ResumeReviewTab => resumeReviewTabs.some((tab) => tab === value);

/** A review list's tab and page, from the address: All and page 1 when it names none. */
export function useReviewListParams() {
  const list = useListParams({ tab: 'all' });
  const raw = list.params.get('tab');
  const tab: ResumeReviewTab = isTab(raw) ? raw : 'all';
  return { ...list, tab };
}

/** The status tabs over a review list, each with its real count from the server. */
export function ReviewTabBar({
  viewer,
  value,
  counts,
  onChange,
}: {
  viewer: 'seeker' | 'admin';
  value: ResumeReviewTab;
  counts: ResumeReviewTabCounts | undefined;
  onChange: (tab: ResumeReviewTab) => void;
}) {
  return (
    <TabBar
      label="Filter reviews by status"
      value={value}
      onChange={onChange}
      tabs={resumeReviewTabs.map((tab) => ({ value: tab, label: labels[viewer][tab], count: counts?.[tab] }))}
    />
  );
}
