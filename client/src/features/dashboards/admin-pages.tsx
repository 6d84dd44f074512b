import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Activity, BookOpen, Contact, FileText, Lightbulb, MessagesSquare, SquarePen, UserRound } from 'lucide-react';
import { useSession } from '../../lib/session.ts';
import { ComingSoonCard, PageColumn, PageHeader, PlaceholderPage } from '../../ui/page.tsx';

/**
 * `activityFeed`: the activity feature's live feed; `waiting`: the referrals feature's count of what waits on an admin.
 * Both are handed in by the routes (features do not import each other).
 */
export function AdminDashboardPage({ activityFeed, waiting }: { activityFeed?: ReactNode; waiting?: ReactNode }) {
  const { user } = useSession();
  return (
    <PageColumn>
      <PageHeader title={`Welcome, ${user?.personalInfo.firstName ?? 'Admin'}!`} description="What is happening on Referly right now." />
      <div className="mt-8 grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
        {activityFeed ?? (
          <ComingSoonCard icon={Activity} title="Live activity">
            Sign-ups, requests, status changes and payments will stream in here as they happen.
          </ComingSoonCard>
        )}
        {/* on a phone what waits comes first; beside the feed on a wide screen */}
        {waiting && <div className="order-first xl:order-none">{waiting}</div>}
      </div>
    </PageColumn>
  );
}

const adminPlaceholder = (title: string, description: string, icon: typeof Activity) =>
  function AdminPlaceholder() {
    return <PlaceholderPage icon={icon} title={title} description={description} />;
  };

const withId = (title: string, describe: (id: string) => string, icon: typeof Activity) =>
  function AdminDetailPlaceholder() {
    const { id = '' } = useParams();
    return <PlaceholderPage icon={icon} title={title} description={describe(id)} />;
  };

export const AdminCareerAdviceTablePage = adminPlaceholder('Career Advice', 'Career advice sessions will appear here.', Lightbulb);
export const AdminCareerAdvicePage = adminPlaceholder(
  'Career Advice Session',
  'A career advice session with its meeting link, date and time will appear here.',
  Lightbulb,
);
export const AdminResumeReviewsPage = adminPlaceholder(
  'Resume Review',
  'Resume review requests, filtered by All, Completed and Pending, will appear here.',
  FileText,
);
export const AdminResumeReviewPage = withId(
  'Resume Review',
  (id) => `Resume review ${id}: the AI review, the consultant's review and the request's details will appear here.`,
  FileText,
);
export const AdminDiscussionsPage = adminPlaceholder(
  'Discussion Forum',
  'Community discussions to moderate — All, Published and Restricted, with statistics — will appear here.',
  MessagesSquare,
);
export const AdminDiscussionPage = withId('Discussion', (id) => `Discussion ${id} with its comments and moderation actions will appear here.`, MessagesSquare);
export const AdminLearningHubPage = adminPlaceholder(
  'Learning Hub',
  'Learning hub articles and webinars to publish, edit and remove will appear here.',
  BookOpen,
);
export const AdminLearningHubDetailsPage = adminPlaceholder('Learning Hub Post', 'A learning hub post will appear here.', BookOpen);
export const AdminCreatePostPage = adminPlaceholder('Create Post', 'The form to write a learning hub article or webinar will appear here.', SquarePen);
export const AdminEditPostPage = withId('Edit Post', (id) => `The form to edit post ${id} will appear here.`, SquarePen);
export const AdminUserMockPage = adminPlaceholder('User Details', 'A user’s details will appear here.', UserRound);
export const AdminContactsPage = adminPlaceholder('Contact Management', 'Exports of contact messages and newsletter subscribers will appear here.', Contact);
