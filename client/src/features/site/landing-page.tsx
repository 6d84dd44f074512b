import { FaqSection } from './components/faq-section.tsx';
import { Hero } from './components/hero.tsx';
import { NewsletterBox } from './components/newsletter-box.tsx';
import { WhoCanUse } from './components/who-can-use.tsx';

export function LandingPage() {
  return (
    <>
      <Hero />
      <WhoCanUse />
      <FaqSection />
      <NewsletterBox />
    </>
  );
}
