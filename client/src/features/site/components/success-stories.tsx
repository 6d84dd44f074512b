import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import clsx from 'clsx';
import { testimonials } from '../testimonials.ts';

const arrowClass = 'focus-ring grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-ink hover:border-brand hover:text-brand';

/** Spec 000 §2: three testimonials, arrows, swipe, dots, wrapping around at both ends. */
export function SuccessStories() {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'center' });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <section aria-labelledby="stories-title" aria-roledescription="carousel" onKeyDown={onKeyDown} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <h2 id="stories-title" className="text-center text-3xl font-semibold text-ink">
        Success stories
      </h2>
      <p className="mt-3 text-center text-muted">People who found their way in with a referral or a sharper resume.</p>
      <div className="mx-auto mt-10 max-w-3xl">
        <div ref={viewportRef} className="cursor-grab overflow-hidden active:cursor-grabbing">
          <div className="flex touch-pan-y">
            {testimonials.map((story, index) => (
              <figure
                key={story.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${testimonials.length}`}
                aria-hidden={index !== selected}
                className="min-w-0 flex-[0_0_100%] px-1"
              >
                <div className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 sm:p-10">
                  <Quote aria-hidden className="size-8 text-brand-100" />
                  <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink">{story.description}</blockquote>
                  <figcaption className="mt-6 flex items-center gap-4">
                    <span aria-hidden className="grid size-12 shrink-0 place-items-center rounded-full bg-brand text-base font-semibold text-white">
                      {story.initials}
                    </span>
                    <span>
                      <span className="block font-semibold text-ink">{story.name}</span>
                      <span className="block text-sm text-muted">{story.designation}</span>
                    </span>
                  </figcaption>
                </div>
              </figure>
            ))}
          </div>
        </div>
        <div className="mt-6 flex items-center justify-center gap-6">
          <button type="button" aria-label="Previous story" onClick={previous} className={arrowClass}>
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <div className="flex items-center gap-1">
            {testimonials.map((story, index) => (
              <button
                key={story.name}
                type="button"
                aria-label={`Show story ${index + 1}`}
                aria-current={index === selected}
                onClick={() => embla?.scrollTo(index)}
                className="focus-ring grid size-8 place-items-center rounded-full"
              >
                <span className={clsx('block size-2.5 rounded-full transition-colors', index === selected ? 'bg-brand' : 'bg-slate-300')} />
              </button>
            ))}
          </div>
          <button type="button" aria-label="Next story" onClick={next} className={arrowClass}>
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
