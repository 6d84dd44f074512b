import { NavLink } from 'react-router-dom';
import clsx from 'clsx';
import { useFeatureNav } from './feature-nav.ts';

/**
 * Spec 001 §2.4: service management's own subnav over its lists (Job Referrals | Career Advice | Resume Review), each
 * contributed by its feature's nav (`services`); any of their list pages shows it.
 */
export function ServicesSubnav() {
  const links = useFeatureNav('services');
  return (
    <nav aria-label="Service management">
      <ul className="flex w-full gap-1 rounded-lg bg-slate-200/60 p-1 sm:inline-flex sm:w-auto">
        {links.map((link) => (
          <li key={link.to} className="flex-1 sm:flex-none">
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                clsx(
                  'focus-ring flex min-h-8 w-full items-center justify-center rounded-md px-1.5 py-1 text-center text-sm leading-tight font-medium transition-colors sm:px-3 sm:whitespace-nowrap',
                  isActive ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-ink',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
