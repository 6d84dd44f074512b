import { useId } from 'react';
import { ShieldCheck } from 'lucide-react';
import clsx from 'clsx';
import { paths } from '../../../lib/paths';
import { money } from '../../../lib/format';
import type { CouponQuote } from '../../../lib/payments/price';
import { ButtonLink } from '../../../ui/button';
import { inputClass } from '../../../ui/field';
import { Skeleton } from '../../../ui/skeleton';
import { SubmitButton } from '../../../ui/submit-button';

type ReviewOrderSummaryProps = {
  /** the price in cents; null while it is read */
  priceCents: number | null;
  currency: string;
  coupon: CouponQuote | null;
  couponCode: string;
  couponError: string | undefined;
  checkingCoupon: boolean;
  onCouponCode: (code: string) => void;
  onApplyCoupon: () => void;
  busy: boolean;
};

/** The form's last card: what it costs (the server's quote), a coupon, 'Submit & Pay $…' and Cancel. */
export function ReviewOrderSummary({
  priceCents,
  currency,
  coupon,
  couponCode,
  couponError,
  checkingCoupon,
  onCouponCode,
  onApplyCoupon,
  busy,
}: ReviewOrderSummaryProps) {
  const couponId = useId();
  const totalCents = coupon ? coupon.amountCents : priceCents;
  const label = totalCents === null ? 'Submit & Pay' : `Submit & Pay ${money(totalCents, currency, { wholeUnits: true })}`;
  return (
    <section aria-labelledby="review-order-summary" className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="review-order-summary" className="text-lg font-semibold text-ink">
        Payment
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Resume &amp; cover letter review</dt>
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
      <div className="flex flex-col gap-1.5">
        <label htmlFor={couponId} className="text-sm font-medium text-ink">
          Coupon code (optional)
        </label>
        <div className="flex gap-2">
          <input
            id={couponId}
            value={couponCode}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={couponError ? true : undefined}
            aria-describedby={couponError ? `${couponId}-error` : undefined}
            onChange={(event) => onCouponCode(event.target.value)}
            onKeyDown={(event) => {
              // Enter here checks the code rather than submitting the whole request
              if (event.key === 'Enter') {
                event.preventDefault();
                onApplyCoupon();
              }
            }}
            className={clsx(inputClass, 'min-w-0 flex-1 font-mono uppercase placeholder:font-sans placeholder:normal-case')}
            placeholder="e.g. WELCOME10"
          />
          <button
            type="button"
            onClick={onApplyCoupon}
            disabled={!couponCode.trim() || checkingCoupon}
            className="focus-ring h-11 shrink-0 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {checkingCoupon ? 'Checking...' : 'Apply'}
          </button>
        </div>
        {couponError && (
          <p id={`${couponId}-error`} className="text-sm text-rose-700">
            {couponError}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <SubmitButton busy={busy} busyLabel="Processing..." disabled={totalCents === null}>
          {label}
        </SubmitButton>
        <ButtonLink to={paths.userResumeReviews} variant="secondary" size="lg" className="w-full">
          Cancel
        </ButtonLink>
      </div>
      <p className="flex gap-2 text-xs text-muted">
        <ShieldCheck aria-hidden className="size-4 shrink-0 text-brand" />
        You pay by card in the next step. The AI review starts the moment your payment goes through.
      </p>
    </section>
  );
}
