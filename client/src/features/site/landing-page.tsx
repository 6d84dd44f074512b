import { FaqSection } from './components/faq-section.tsx';
import { Hero } from './components/hero.tsx';
import { NewsletterBox } from './components/newsletter-box.tsx';
import { SuccessStories } from './components/success-stories.tsx';
import { WhoCanUse } from './components/who-can-use.tsx';

export function LandingPage() {
  return (
    <>
      <Hero />
      <WhoCanUse />
      <SuccessStories />
      <FaqSection />
      <NewsletterBox />
    </>
  );
}
