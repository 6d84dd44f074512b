import type { ReactNode } from 'react';

/** The top of a public page: a small label, the page's h1 and its promise, and an illustration beside them. */
export function PageIntro({ eyebrow, title, lead, art, children }: { eyebrow: string; title: string; lead: ReactNode; art: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:py-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{title}</h1>
          <div className="mt-4 max-w-xl text-lg leading-8 text-muted">{lead}</div>
          {children}
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">{art}</div>
      </div>
    </section>
  );
}
