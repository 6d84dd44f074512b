import { useParams } from 'react-router-dom';
import { FileText } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { PlaceholderPage } from '../../ui/page.tsx';

export const SeekerResumeReviewsPage = () => (
  <PlaceholderPage icon={FileText} title="Resume & Cover Letter Review & Assistance" description="Your resume review requests will appear here.">
    <ButtonLink to={paths.userResumeReviewNew}>Request Resume Review</ButtonLink>
  </PlaceholderPage>
);

export const SeekerNewResumeReviewPage = () => (
  <PlaceholderPage
    icon={FileText}
    title="Request Resume Review"
    description="The resume review form — your details, the industry and role you want, your resume and cover letter, then payment — will appear here."
  />
);

export const SeekerResumeReviewPage = () => {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage
      icon={FileText}
      title="Resume Review"
      description={`Review ${id}: its status, the AI and consultant feedback, payment details and chat will appear here.`}
    />
  );
};
