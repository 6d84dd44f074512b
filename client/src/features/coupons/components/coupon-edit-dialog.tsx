import { useId, useState, type FormEvent } from 'react';
import { couponMessages, couponUpdateSchema, numberFromText } from '@referly/domain';
import { ApiError } from '../../../lib/api';
import { reasonOr } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { useUpdateCoupon } from '../api/mutations';
import type { Coupon } from '../api/types';
import { CouponTermsFields, termsFromText, textFromTerms, type TermsText } from './coupon-terms';

type Key = 'code' | 'discountPercentage' | 'active' | 'expiresAt' | 'maxUses' | 'services';
type Values = { code: string; discountPercentage: string; active: boolean; terms: TermsText };

/**
 * Spec 001 §2.4: the edit form has the code, the percentage and an Active checkbox, with Update and Cancel; and the
 * coupon's terms. An expiry already past may stay as it is; a new one must be in the future (the server says so).
 */
export function CouponEditDialog({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const update = useUpdateCoupon();
  const activeId = useId();
  const [code, setCode] = useState(coupon.code);
  const [discount, setDiscount] = useState(String(coupon.discountPercentage));
  const [active, setActive] = useState(coupon.active);
  const [terms, setTerms] = useState<TermsText>(() => textFromTerms(coupon));
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [tried, setTried] = useState(false);

  const check = (next: Values) => {
    const parsed = couponUpdateSchema.safeParse({
      code: next.code,
      discountPercentage: numberFromText(next.discountPercentage),
      active: next.active,
      ...termsFromText(next.terms),
    });
    setErrors(parsed.success ? {} : fieldErrorsOf<Key>(parsed.error));
    return parsed.success ? parsed.data : null;
  };
  const values: Values = { code, discountPercentage: discount, active, terms };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const parsed = check(values);
    if (!parsed) return;
    update.mutate(
      { id: coupon._id, ...parsed },
      {
        onSuccess: () => {
          toast.success(couponMessages.toastUpdated);
          onClose();
        },
        onError: (error) => {
          toast.error(reasonOr(error, couponMessages.failUpdate));
          if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()} title={`Edit coupon ${coupon.code}`}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          label="Coupon code"
          value={code}
          error={errors.code}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          onChange={(e) => {
            setCode(e.target.value);
            if (tried) check({ ...values, code: e.target.value });
          }}
        />
        <Field
          label="Discount percentage"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          value={discount}
          error={errors.discountPercentage}
          onChange={(e) => {
            setDiscount(e.target.value);
            if (tried) check({ ...values, discountPercentage: e.target.value });
          }}
        />
        <div className="flex items-center gap-2.5">
          <input
            id={activeId}
            type="checkbox"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
            className="focus-ring size-4 rounded border-slate-300 accent-brand"
          />
          <label htmlFor={activeId} className="text-sm font-medium text-ink">
            Active
          </label>
          <span className="text-xs text-muted">{active ? 'Can be used at checkout.' : 'Refused at checkout until activated.'}</span>
        </div>
        <CouponTermsFields
          inDialog
          value={terms}
          errors={errors}
          onChange={(next) => {
            setTerms(next);
            if (tried) check({ ...values, terms: next });
          }}
        />
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
            {update.isPending ? 'Updating...' : 'Update'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
