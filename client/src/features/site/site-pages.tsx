import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { BookOpen, MessageSquarePlus, MessagesSquare, Newspaper, SquarePen, Video } from 'lucide-react';
import { authModal } from '../../lib/auth-modal.ts';
import { paths } from '../../lib/paths.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { PlaceholderPage } from '../../ui/page.tsx';
import { LandingPage } from './landing-page.tsx';

export const LearningHubPage = () => (
  <PlaceholderPage
    icon={BookOpen}
    title="Learning Hub"
    description="Articles and webinars on referrals, resumes and interviews — searchable and sorted by popularity — will appear here."
  />
);

export const ArticleViewPage = () => {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage icon={Newspaper} title="Article" description={`Article ${id} — its author, date, content and tags — will appear here.`}>
      <ButtonLink to={paths.learningHub} variant="secondary">
        Back to Learning Hub
      </ButtonLink>
    </PlaceholderPage>
  );
};

export const WebinarViewPage = () => <PlaceholderPage icon={Video} title="Webinar" description="Webinar recordings and notes will appear here." />;

export const DiscussionForumPage = () => (
  <PlaceholderPage
    icon={MessagesSquare}
    title="Discussion Forum"
    description="Community discussions — searchable, by category, most recent or most popular — will appear here."
  >
    <ButtonLink to={paths.createDiscussion}>
      <MessageSquarePlus aria-hidden className="size-4" /> Start a discussion
    </ButtonLink>
  </PlaceholderPage>
);

export const DiscussionPostPage = () => {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage icon={MessagesSquare} title="Discussion" description={`Discussion ${id} with its answers, comments and votes will appear here.`}>
      <ButtonLink to={paths.discussionForum} variant="secondary">
        Back to the forum
      </ButtonLink>
    </PlaceholderPage>
  );
};

export const CreateDiscussionPage = () => (
  <PlaceholderPage icon={SquarePen} title="Create Discussion" description="A form to start a new discussion will appear here." />
);

/** Spec 000 §2 `/signinmodal`: the home page with the sign-in modal open over it. */
export function SignInModalPage() {
  useEffect(() => authModal.open('signIn'), []);
  return <LandingPage />;
}
