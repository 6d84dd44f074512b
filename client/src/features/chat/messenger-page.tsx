import { MessageCircle } from 'lucide-react';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/list-states';
import { PageColumn, PageHeader } from '../../ui/page';
import { useListParams, useListSearch } from '../../ui/use-list-params';
import { ChatInbox } from './components/chat-inbox';

/**
 * /referrer_dashboard/messanger (spec 001 §2.3 Messenger; the banner above says 'Connect & Collaborate'): the referrer's
 * job referral chats, searchable, and the selected conversation.
 */
export function MessengerPage() {
  const listParams = useListParams();
  const { search, searchText, setSearchText, clear } = useListSearch(listParams);
  const selectedId = listParams.params.get('chat');
  return (
    <PageColumn className="flex flex-col gap-6">
      <PageHeader title="Messenger" description="Talk with the job seekers whose referral requests you handle." />
      <ChatInbox
        chatType="jobReferral"
        search={search}
        searchText={searchText}
        onSearchText={setSearchText}
        onClearSearch={() => clear()}
        selectedId={selectedId}
        onSelect={(id) => listParams.update({ chat: id ?? '' })}
        emptyState={
          <EmptyState
            icon={MessageCircle}
            title="No conversations yet"
            text="When you take on a referral request, you can chat with the job seeker here."
            actions={
              <ButtonLink to={paths.referrerDashboard} variant="secondary" size="sm">
                See referral requests
              </ButtonLink>
            }
          />
        }
      />
    </PageColumn>
  );
}
