import { Accordion, Tabs } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { faqCategories } from '../faq-content.ts';

/** Spec 000 §2: five categories, one question open at a time. Its title is the page's h1 where it is the whole page. */
export function FaqSection({ titleLevel = 'h2' }: { titleLevel?: 'h1' | 'h2' }) {
  const first = faqCategories[0]?.id ?? '';
  const Title = titleLevel;
  // the questions are one level under the title, whichever level that is (axe: heading-order)
  const Question = titleLevel === 'h1' ? 'h2' : 'h3';
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <Title id="faq-title" className="text-center text-3xl font-semibold text-ink">
          Frequently asked questions
        </Title>
        <p className="mt-3 text-center text-muted">Straight answers about how Referly works.</p>
        <Tabs.Root defaultValue={first} className="mt-10">
          <Tabs.List aria-label="FAQ categories" className="flex flex-wrap justify-center gap-2">
            {faqCategories.map((c) => (
              <Tabs.Trigger
                key={c.id}
                value={c.id}
                className="focus-ring rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand data-[state=active]:border-brand data-[state=active]:bg-brand data-[state=active]:text-white"
              >
                {c.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {faqCategories.map((c) => (
            <Tabs.Content key={c.id} value={c.id} className="mt-8 focus-visible:outline-none">
              <Accordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {c.items.map((item) => (
                  <Accordion.Item key={item.number} value={String(item.number)}>
                    <Accordion.Header asChild>
                      <Question>
                        <Accordion.Trigger className="focus-ring group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-medium text-ink hover:text-brand">
                          {item.question}
                          <ChevronDown aria-hidden className="size-5 shrink-0 text-slate-400 transition-transform group-data-[state=open]:rotate-180" />
                        </Accordion.Trigger>
                      </Question>
                    </Accordion.Header>
                    <Accordion.Content className="px-5 pb-5 text-sm leading-6 text-muted">{item.answer}</Accordion.Content>
                  </Accordion.Item>
                ))}
              </Accordion.Root>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}
