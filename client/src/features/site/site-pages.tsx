import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { BookOpen, Building2, Info, LifeBuoy, Mail, MessageSquarePlus, MessagesSquare, Newspaper, ShieldCheck, SquarePen, Star, Video } from 'lucide-react';
import { authModal } from '../../lib/auth-modal.ts';
import { paths } from '../../lib/paths.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { PlaceholderPage } from '../../ui/page.tsx';
import { FaqSection } from './components/faq-section.tsx';
import { LandingPage } from './landing-page.tsx';

export const OurServicesPage = () => (
  <PlaceholderPage
    icon={Building2}
    title="Our Services"
    description="Receive a Job Referral, Refer Other People, and CV and Cover Letter Assistance — each with its benefits and a way to start — will appear here."
  />
);

export const AboutUsPage = () => (
  <PlaceholderPage
    icon={Info}
    title="About Us"
    description="Our mission and vision, the story of how Referly began, and our guiding principles — Integrity, Empowerment, Community and Innovation — will appear here."
  />
);

export const HelpCenterPage = () => (
  <PlaceholderPage icon={LifeBuoy} title="Help Centre" description="Search our help topics: the FAQ, Contact Us and Provide Feedback will appear here.">
    <div className="flex flex-wrap justify-center gap-2">
      <ButtonLink to={paths.questions} variant="secondary">
        Read the FAQ
      </ButtonLink>
      <ButtonLink to={paths.contactForm} variant="secondary">
        Contact Us
      </ButtonLink>
    </div>
  </PlaceholderPage>
);

export const QuestionsPage = () => (
  <div className="pt-4">
    <FaqSection titleLevel="h1" />
  </div>
);

export const PrivacyPolicyPage = () => (
  <PlaceholderPage
    icon={ShieldCheck}
    title="Privacy Policy"
    description="Our privacy policy, effective 7 October 2024 — what we collect, how we use and share it, your rights and how we keep it secure — will appear here."
  />
);

export const ContactFormPage = () => (
  <PlaceholderPage
    icon={Mail}
    title="Contact Us"
    description="A form to send us a message, with our support phone, support email and social links, will appear here."
  />
);

export const ProvideFeedbackPage = () => (
  <PlaceholderPage
    icon={Star}
    title="Provide Feedback"
    description="A form to tell us what works and what doesn't, with a rating from 1 to 10, will appear here."
  />
);

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
