import { useId } from 'react';
import { couponServices, numberFromText, type PaidService } from '@referly/domain';
import { Field } from '../../../ui/field';
import { formatDate } from '../../../lib/dates';
import type { Coupon } from '../api/types';

/** The terms as the form holds them: the last day it works (a date field), the most uses (typed), the services ticked. */
export type TermsText = { lastDay: string; maxUses: string; services: PaidService[] };
export type TermsErrors = Partial<Record<'expiresAt' | 'maxUses' | 'services', string>>;

export const serviceNames: Record<PaidService, string> = { jobReferral: 'Job referral', resumeReview: 'Resume review' };

export const openTermsText = (): TermsText => ({ lastDay: '', maxUses: '', services: [...couponServices] });

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The terms for the coupon schemas: a coupon works through its last day in the admin's own time zone, so it stops at
 * the midnight that starts the next day; anything the fields hold that is not a date or plain digits is passed on as
 * typed, for the schema to refuse with its message.
 */
export const termsFromText = ({ lastDay, maxUses, services }: TermsText) => {
  const date = DATE.exec(lastDay);
  const expiresAt = lastDay === '' ? null : date ? new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3]) + 1).toISOString() : lastDay;
  return { expiresAt, maxUses: maxUses.trim() === '' ? null : numberFromText(maxUses), services };
};

const pad = (n: number) => String(n).padStart(2, '0');
/** The local day before an instant: the last day a coupon that stops then works. */
const lastDayOf = (expiresAt: string) => {
  const day = new Date(new Date(expiresAt).getTime() - 1);
  return { year: day.getFullYear(), month: day.getMonth(), date: day.getDate(), day };
};

export const textFromTerms = (coupon: Pick<Coupon, 'expiresAt' | 'maxUses' | 'services'>): TermsText => {
  const last = coupon.expiresAt ? lastDayOf(coupon.expiresAt) : null;
  return {
    lastDay: last ? `${last.year}-${pad(last.month + 1)}-${pad(last.date)}` : '',
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    services: [...coupon.services],
  };
};

/** '30 Nov 2026', the coupon's last day; null for a coupon that does not expire. */
export const lastDayText = (expiresAt: string | null) => (expiresAt ? formatDate(lastDayOf(expiresAt).day.toISOString()) : null);

export const servicesText = (services: PaidService[]) =>
  services.length === couponServices.length ? 'All services' : services.map((service) => serviceNames[service]).join(', ');

/** The optional terms of a coupon, as Stripe's promotion codes have them: an expiry, a most number of uses, its services. */
export function CouponTermsFields({
  value,
  errors,
  onChange,
  inDialog = false,
}: {
  value: TermsText;
  errors: TermsErrors;
  onChange: (next: TermsText) => void;
  /** in a dialog the fields take two columns, not three: the page's breakpoints do not measure the dialog */
  inDialog?: boolean;
}) {
  const id = useId();
  const toggle = (service: PaidService, on: boolean) =>
    onChange({
      ...value,
      services: on ? couponServices.filter((s) => s === service || value.services.includes(s)) : value.services.filter((s) => s !== service),
    });
  return (
    <div className={inDialog ? 'grid gap-4 sm:grid-cols-2 sm:items-start' : 'grid gap-4 md:grid-cols-3 md:items-start'}>
      <Field
        label="Last day (optional)"
        type="date"
        value={value.lastDay}
        error={errors.expiresAt}
        hint="Works through this day; empty for no expiry."
        onChange={(e) => onChange({ ...value, lastDay: e.target.value })}
      />
      <Field
        label="Maximum uses (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={value.maxUses}
        error={errors.maxUses}
        hint="Empty for no limit."
        onChange={(e) => onChange({ ...value, maxUses: e.target.value })}
      />
      <fieldset
        className={inDialog ? 'flex flex-col gap-1.5 sm:col-span-2' : 'flex flex-col gap-1.5'}
        aria-describedby={errors.services ? `${id}-services-error` : undefined}
      >
        <legend className="text-sm font-medium text-ink">Applies to</legend>
        <div className="flex min-h-11 flex-wrap items-center gap-x-5 gap-y-2">
          {couponServices.map((service) => (
            <label key={service} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={value.services.includes(service)}
                onChange={(e) => toggle(service, e.target.checked)}
                className="focus-ring size-4 rounded border-slate-300 accent-brand"
              />
              {serviceNames[service]}
            </label>
          ))}
        </div>
        {errors.services && (
          <p id={`${id}-services-error`} className="text-sm text-rose-700">
            {errors.services}
          </p>
        )}
      </fieldset>
    </div>
  );
}
