import { useId, type ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import clsx from 'clsx';
import { money } from '../lib/format';
import type { CouponQuote } from '../lib/payments/price';
import { ButtonLink } from './button';
import { inputClass } from './field';
import { Skeleton } from './skeleton';
import { SubmitButton } from './submit-button';

export type OrderSummaryProps = {
  /** the price in cents; null while it is read */
  priceCents: number | null;
  /** the currency the server named with the price */
  currency: string;
  coupon: CouponQuote | null;
  couponCode: string;
  couponError: string | undefined;
  checkingCoupon: boolean;
  onCouponCode: (code: string) => void;
  onApplyCoupon: () => void;
  busy: boolean;
};

/** What the card says of the kind of request it sells. */
type OrderSummaryWords = {
  /** the card heading's element id */
  headingId: string;
  /** what is bought, on the price's line */
  item: string;
  /** where Cancel goes */
  cancelTo: string;
  /** the line under the buttons, after the shield */
  note: string;
  /** shown last, under the note */
  children?: ReactNode;
};

function CouponField({
  code,
  error,
  checking,
  onCode,
  onApply,
}: {
  code: string;
  error: string | undefined;
  checking: boolean;
  onCode: (code: string) => void;
  onApply: () => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Coupon code (optional)
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onCode(event.target.value)}
          onKeyDown={(event) => {
            // Enter here checks the code rather than submitting the whole request
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply();
            }
          }}
          className={clsx(inputClass, 'min-w-0 flex-1 font-mono uppercase placeholder:font-sans placeholder:normal-case')}
          placeholder="e.g. WELCOME10"
        />
        <button
          type="button"
          onClick={onApply}
          disabled={!code.trim() || checking}
          className="focus-ring h-11 shrink-0 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {checking ? 'Checking...' : 'Apply'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A request form's last card: what it costs (the server's quote), a coupon, 'Submit & Pay $…' and Cancel. */
export function OrderSummary({
  priceCents,
  currency,
  coupon,
  couponCode,
  couponError,
  checkingCoupon,
  onCouponCode,
  onApplyCoupon,
  busy,
  headingId,
  item,
  cancelTo,
  note,
  children,
}: OrderSummaryProps & OrderSummaryWords) {
  const totalCents = coupon ? coupon.amountCents : priceCents;
  const label = totalCents === null ? 'Submit & Pay' : `Submit & Pay ${money(totalCents, currency, { wholeUnits: true })}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        Payment
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{item}</dt>
          <dd className="text-ink tabular-nums">
            {priceCents === null ? <Skeleton className="h-5 w-16" /> : money(coupon?.originalCents ?? priceCents, currency)}
          </dd>
        </div>
        {coupon && (
          <div className="flex justify-between gap-3 text-approved">
            <dt>
              Coupon <span className="font-mono font-medium">{coupon.code}</span> ({coupon.discountPercentage}% off)
            </dt>
            <dd className="tabular-nums">−{money(coupon.originalCents - coupon.amountCents, currency)}</dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-2">
          <dt className="font-medium text-ink">Total</dt>
          <dd className="text-xl font-semibold text-ink tabular-nums">
            {totalCents === null ? <Skeleton className="h-7 w-20" /> : money(totalCents, currency)}
          </dd>
        </div>
      </dl>
      <CouponField code={couponCode} error={couponError} checking={checkingCoupon} onCode={onCouponCode} onApply={onApplyCoupon} />
      <div className="flex flex-col gap-2">
        <SubmitButton busy={busy} busyLabel="Processing..." disabled={totalCents === null}>
          {label}
        </SubmitButton>
        <ButtonLink to={cancelTo} variant="secondary" size="lg" className="w-full">
          Cancel
        </ButtonLink>
      </div>
      <p className="flex gap-2 text-xs text-muted">
        <ShieldCheck aria-hidden className="size-4 shrink-0 text-brand" />
        {note}
      </p>
      {children}
    </section>
  );
}
