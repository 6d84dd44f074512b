import { Mail, MessageSquareHeart } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { FaqSection } from '../components/faq-section.tsx';

/** Spec 000 §2 footer 'Help' (/questions): the FAQ as its own page, and where to go when it does not answer. */
export function QuestionsPage() {
  return (
    <>
      <div className="pt-4">
        <FaqSection titleLevel="h1" />
      </div>
      <section aria-labelledby="still-title" className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <div className="flex flex-col items-start gap-5 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center sm:p-8">
          <div className="flex-1">
            <h2 id="still-title" className="text-xl font-semibold text-ink">
              Still have a question?
            </h2>
            <p className="mt-1 text-muted">Our support team answers every message, usually within one business day.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={paths.contactForm}>
              <Mail aria-hidden className="size-4" /> Contact Us
            </ButtonLink>
            <ButtonLink to={paths.provideFeedback} variant="secondary">
              <MessageSquareHeart aria-hidden className="size-4" /> Provide Feedback
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
