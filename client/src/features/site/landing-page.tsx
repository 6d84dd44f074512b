import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { FaqSection } from './components/faq-section.tsx';
import { Hero } from './components/hero.tsx';
import { NewsletterBox } from './components/newsletter-box.tsx';
import { SuccessStories } from './components/success-stories.tsx';
import { WhoCanUse } from './components/who-can-use.tsx';

/** Spec 000 §2 `/`; `/#faq` (the help centre's FAQ card) opens it scrolled to the FAQ, its first category focused. */
export function LandingPage() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== '#faq') return;
    const section = document.getElementById('faq');
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    section.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
  }, [hash, key]);
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
