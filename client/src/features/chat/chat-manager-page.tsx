import { FileText, MessageCircle } from 'lucide-react';
import { paths } from '../../lib/paths';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { EmptyState } from '../../ui/list-states';
import { PageColumn, PageHeader } from '../../ui/page';
import { TabBar, tabIdOf, type TabItem } from '../../ui/tab-bar';
import { useListParams, useListSearch } from '../../ui/use-list-params';
import { useChats } from './api/queries';
import type { ChatType } from './api/types';
import { ChatInbox } from './components/chat-inbox';

const tabLabels: Record<ChatType, string> = { jobReferral: 'Job Referrals', resumeReview: 'Resume Review' };

const empty: Record<ChatType, { title: string; text: string; icon: typeof FileText }> = {
  jobReferral: {
    title: 'No job referral chats yet',
    text: 'A chat starts with each paid job referral request; they will be listed here.',
    icon: MessageCircle,
  },
  resumeReview: {
    title: 'No resume review chats yet',
    text: 'Chats with job seekers about their resume reviews will be listed here.',
    icon: FileText,
  },
};

/**
 * /admin_dashboard/chat_manager (spec 001 §2.4): every chat by type, searchable, and the selected conversation; job
 * referral chats are read-only for admins.
 */
export function ChatManagerPage() {
  const listParams = useListParams({ type: 'jobReferral' });
  const { search, searchText, setSearchText, clear } = useListSearch(listParams);
  const chatType: ChatType = listParams.params.get('type') === 'resumeReview' ? 'resumeReview' : 'jobReferral';
  const selectedId = listParams.params.get('chat');
  const none = empty[chatType];
  // each tab counts every chat of its type, whatever the search (the spec's fixed counts, made real)
  const counts: Record<ChatType, number | undefined> = {
    jobReferral: useChats({ chatType: 'jobReferral', search: '' }).data?.length,
    resumeReview: useChats({ chatType: 'resumeReview', search: '' }).data?.length,
  };
  const tabs: TabItem<ChatType>[] = (['jobReferral', 'resumeReview'] as const).map((value) => ({ value, label: tabLabels[value], count: counts[value] }));
  return (
    <PageColumn className="flex flex-col gap-5">
      <Breadcrumbs trail={[{ label: 'Dashboard', to: paths.adminDashboard }]} current="Chat Manager" />
      <PageHeader title="Chat Manager" description="Read every conversation; answer job seekers about their resume reviews." />
      <div className="flex flex-col gap-4">
        <TabBar label="Chat type" tabs={tabs} value={chatType} onChange={(type) => listParams.update({ type, chat: '' })} />
        <div role="tabpanel" aria-labelledby={tabIdOf(chatType)}>
          <ChatInbox
            key={chatType}
            chatType={chatType}
            search={search}
            searchText={searchText}
            onSearchText={setSearchText}
            onClearSearch={() => clear()}
            selectedId={selectedId}
            onSelect={(id) => listParams.update({ chat: id ?? '' })}
            emptyState={<EmptyState icon={none.icon} title={none.title} text={none.text} />}
          />
        </div>
      </div>
    </PageColumn>
  );
}
