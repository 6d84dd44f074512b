import { MessageCircle } from 'lucide-react';
import { PlaceholderPage } from '../../ui/page.tsx';

export const ReferrerMessengerPage = () => (
  <PlaceholderPage icon={MessageCircle} title="Messenger" description="Your conversations with job seekers about their referral requests will appear here." />
);
