import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';

export type TopBarLink = { to: string; label: string; end?: boolean };

const tabClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    // the row clips what leaves it, so the focus ring sits inside the tab
    'focus-ring relative inline-flex h-12 shrink-0 focus-visible:[outline-offset:-2px] items-center rounded-sm px-1 text-sm font-medium whitespace-nowrap transition-colors',
    isActive ? 'text-brand after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 after:rounded-full after:bg-brand' : 'text-slate-600 hover:text-ink',
  );

const cueClass = 'pointer-events-none absolute inset-y-0 flex w-12 items-center text-slate-500 transition-opacity';

/**
 * A section's tabs. Where they do not fit (a phone), the row scrolls inside itself, never the page: a fade
 * with a chevron shows on the side where more tabs wait, and the current tab is scrolled into view.
 */
export function SectionTabs({ links }: { links: TopBarLink[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [more, setMore] = useState({ before: false, after: false });

  // a cue shows only where a tab is actually cut off, not where the row merely has padding to scroll
  const measure = useCallback(() => {
    const row = strip.current;
    const first = row?.firstElementChild?.getBoundingClientRect();
    const last = row?.lastElementChild?.getBoundingClientRect();
    if (!row || !first || !last) return;
    const visible = row.getBoundingClientRect();
    const next = { before: first.left < visible.left - 0.5, after: last.right > visible.right + 0.5 };
    setMore((current) => (current.before === next.before && current.after === next.after ? current : next));
  }, []);

  useLayoutEffect(() => {
    const row = strip.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const tab = current.getBoundingClientRect();
    const visible = row.getBoundingClientRect();
    // a cut-off current tab comes into view with room to spare, so the fade never covers it
    const room = 48;
    if (tab.left < visible.left) row.scrollLeft -= visible.left + room - tab.left;
    else if (tab.right > visible.right) row.scrollLeft += tab.right - (visible.right - room);
    measure();
  }, [pathname, measure]);

  useEffect(() => {
    const row = strip.current;
    if (!row) return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <nav aria-label="Section" className="relative mx-auto max-w-7xl">
      <div
        ref={strip}
        onScroll={measure}
        className="-mb-px flex scroll-px-4 gap-4 overflow-x-auto px-4 [scrollbar-width:none] sm:scroll-px-6 sm:gap-6 sm:px-6 [&::-webkit-scrollbar]:hidden"
      >
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end ?? false} className={tabClass}>
            {link.label}
          </NavLink>
        ))}
      </div>
      <span
        aria-hidden
        data-scroll-cue="before"
        className={clsx(cueClass, 'left-0 justify-start bg-gradient-to-r from-white from-40% to-transparent pl-1', more.before ? 'opacity-100' : 'opacity-0')}
      >
        <ChevronLeft className="size-4" />
      </span>
      <span
        aria-hidden
        data-scroll-cue="after"
        className={clsx(cueClass, 'right-0 justify-end bg-gradient-to-l from-white from-40% to-transparent pr-1', more.after ? 'opacity-100' : 'opacity-0')}
      >
        <ChevronRight className="size-4" />
      </span>
    </nav>
  );
}
