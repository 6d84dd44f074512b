import { useState, type FormEvent } from 'react';
import { Copy, Sparkles } from 'lucide-react';
import { couponCreateSchema, couponGenerateSchema, couponMessages, DEFAULT_DISCOUNT, numberFromText } from '@referly/domain';
import { ApiError } from '../../../lib/api';
import { reasonOr } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { useCreateCoupon, useGenerateCoupon } from '../api/mutations';
import type { Coupon } from '../api/types';
import { CouponTermsFields, openTermsText, termsFromText, type TermsText } from './coupon-terms';

type Key = 'code' | 'discountPercentage' | 'expiresAt' | 'maxUses' | 'services';
type Values = { code: string; discountPercentage: string; terms: TermsText };
const initial = (): Values => ({ code: '', discountPercentage: String(DEFAULT_DISCOUNT), terms: openTermsText() });
/** What the schemas read: the typed discount as a number only when it is plain digits, the terms as the API takes them. */
const input = ({ code, discountPercentage, terms }: Values) => ({ code, discountPercentage: numberFromText(discountPercentage), ...termsFromText(terms) });

function NewCode({ coupon }: { coupon: Coupon }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      setCopied(true);
    } catch {
      // no clipboard (an insecure page, a refused permission): the code stays on screen to copy by hand
    }
  };
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900">
      <p className="min-w-0 flex-1">
        New coupon <span className="font-mono text-base font-semibold tracking-wider">{coupon.code}</span> ({coupon.discountPercentage}% off) is active.
      </p>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        <Copy aria-hidden className="size-4" />
        {copied ? 'Copied' : 'Copy code'}
      </Button>
    </div>
  );
}

/**
 * Spec 001 §2.4: a code and a discount (1 to 100, 10 by default), or a code the server makes up; and the coupon's
 * optional terms (last day, maximum uses, the services it applies to).
 */
export function CouponCreateForm() {
  const create = useCreateCoupon();
  const generate = useGenerateCoupon();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  // after a first try, the messages follow every change
  const [tried, setTried] = useState(false);
  const [generated, setGenerated] = useState<Coupon | null>(null);
  const busy = create.isPending || generate.isPending;

  const check = (next: Values) => {
    const parsed = couponCreateSchema.safeParse(input(next));
    setErrors(parsed.success ? {} : fieldErrorsOf<Key>(parsed.error));
    return parsed.success ? parsed.data : null;
  };

  const change = (next: Partial<Values>) => {
    const merged = { ...values, ...next };
    setValues(merged);
    if (tried) check(merged);
  };

  const refused = (error: unknown, fallback: string) => {
    toast.error(reasonOr(error, fallback));
    if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const parsed = check(values);
    if (!parsed) return;
    create.mutate(parsed, {
      onSuccess: () => {
        toast.success(couponMessages.toastCreated);
        setGenerated(null);
        setTried(false);
        setErrors({});
        setValues({ ...initial(), discountPercentage: values.discountPercentage });
      },
      onError: (error) => refused(error, couponMessages.failCreate),
    });
  };

  const makeOne = () => {
    // the code field plays no part (the schema has none): the discount and the terms are checked
    const parsed = couponGenerateSchema.safeParse(input(values));
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Key>(parsed.error));
      return;
    }
    setErrors({});
    generate.mutate(parsed.data, {
      onSuccess: (reply) => {
        toast.success(reply.message || couponMessages.toastCreated);
        setGenerated({ ...reply.data, code: reply.code || reply.data.code });
      },
      onError: (error) => refused(error, couponMessages.failGenerate),
    });
  };

  return (
    <section aria-labelledby="create-coupon-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="create-coupon-title" className="text-base font-semibold text-ink">
        Create a coupon
      </h2>
      <p className="mt-1 text-sm text-muted">Type a code, or let Generate make one up. New coupons are active at once; the limits below are optional.</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_11rem] md:items-start">
          <Field
            label="Coupon code"
            value={values.code}
            error={errors.code}
            hint="3 to 32 letters, digits, - or _ (kept in capitals)."
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            onChange={(e) => change({ code: e.target.value })}
          />
          <Field
            label="Discount percentage"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            value={values.discountPercentage}
            error={errors.discountPercentage}
            onChange={(e) => change({ discountPercentage: e.target.value })}
          />
        </div>
        <CouponTermsFields value={values.terms} errors={errors} onChange={(terms) => change({ terms })} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={busy} aria-busy={create.isPending || undefined} className="h-11 sm:flex-none">
            {create.isPending ? 'Creating...' : 'Create coupon'}
          </Button>
          <Button variant="secondary" onClick={makeOne} disabled={busy} aria-busy={generate.isPending || undefined} className="h-11 sm:flex-none">
            <Sparkles aria-hidden className="size-4" />
            {generate.isPending ? 'Generating...' : 'Generate'}
          </Button>
        </div>
        {generated && <NewCode coupon={generated} />}
      </form>
    </section>
  );
}
