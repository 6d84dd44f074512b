import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Hero } from './components/hero.tsx';
import { NewsletterBox } from './components/newsletter-box.tsx';
import { WhoCanUse } from './components/who-can-use.tsx';

// Below the fold on every screen: the testimonials' carousel and the FAQ's tabs and accordion load just after the first
// render rather than with it, so the landing page's first script carries neither library (issue 16).
const SuccessStories = lazy(() => import('./components/success-stories.tsx').then((m) => ({ default: m.SuccessStories })));
const FaqSection = lazy(() => import('./components/faq-section.tsx').then((m) => ({ default: m.FaqSection })));

/** Where a section will be while its code arrives: its background and roughly its height, so what follows moves little. */
function SectionLoading({ className }: { className: string }) {
  return <div aria-hidden className={className} />;
}

/** The FAQ, saying when it is on the page (it arrives after the landing page's first render). */
function Faq({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return <FaqSection />;
}

/** Spec 000 §2 `/`; `/#faq` (the help centre's FAQ card) opens it scrolled to the FAQ, its first category focused. */
export function LandingPage() {
  const { hash, key } = useLocation();
  const [faqShown, setFaqShown] = useState(false);
  const onFaqShown = useCallback(() => setFaqShown(true), []);
  useEffect(() => {
    if (hash !== '#faq' || !faqShown) return;
    const section = document.getElementById('faq');
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    section.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
  }, [hash, key, faqShown]);
  return (
    <>
      <Hero />
      <WhoCanUse />
      <Suspense fallback={<SectionLoading className="min-h-[36rem]" />}>
        <SuccessStories />
      </Suspense>
      <Suspense fallback={<SectionLoading className="min-h-[40rem] bg-slate-50" />}>
        <Faq onShown={onFaqShown} />
      </Suspense>
      <NewsletterBox />
    </>
  );
}
