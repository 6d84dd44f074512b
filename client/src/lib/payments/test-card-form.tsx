import { useState, type FormEvent } from 'react';
import { FlaskConical } from 'lucide-react';
import { Field } from '../../ui/field';
import { formatCardNumber, formatExpiry, readCard, type CardErrors, type CardValues } from './card-details';
import type { CardPayment } from './payment-types';

type TestCardFormProps = {
  /** the dialog's Confirm Payment button submits this form by its id */
  formId: string;
  defaultName: string;
  disabled: boolean;
  onConfirm: (card: CardPayment) => void;
};

/** The test provider's card hint (docs/API.md): which cards succeed and which are declined. */
function TestCardsHint() {
  return (
    <div className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
      <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-medium">Test payments: no real money moves.</p>
        <p className="mt-1">
          <span className="font-mono whitespace-nowrap tabular-nums">4242 4242 4242 4242</span> succeeds,{' '}
          <span className="font-mono whitespace-nowrap tabular-nums">4000 0000 0000 0002</span> is declined. Any future expiry, any 3-digit CVC.
        </p>
      </div>
    </div>
  );
}

/** The plain card form of the local test provider: card number, expiry MM/YY, CVC and the name on the card. */
export function TestCardForm({ formId, defaultName, disabled, onConfirm }: TestCardFormProps) {
  const [values, setValues] = useState<CardValues>({ cardNumber: '', expiry: '', cvc: '', name: defaultName });
  const [errors, setErrors] = useState<CardErrors>({});

  const set = (field: keyof CardValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readCard(values);
    if ('errors' in read) {
      setErrors(read.errors);
      // the first field in error takes the focus, so its message is read out
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onConfirm({ provider: 'test', ...read.card });
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TestCardsHint />
      <fieldset disabled={disabled} className="grid grid-cols-2 gap-3">
        <legend className="sr-only">Card details</legend>
        <Field
          label="Card number"
          className="col-span-2"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={values.cardNumber}
          error={errors.cardNumber}
          onChange={(event) => set('cardNumber', formatCardNumber(event.target.value))}
        />
        <Field
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={values.expiry}
          error={errors.expiry}
          onChange={(event) => set('expiry', formatExpiry(event.target.value))}
        />
        <Field
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={values.cvc}
          error={errors.cvc}
          onChange={(event) => set('cvc', event.target.value.replace(/\D/g, ''))}
        />
        <Field
          label="Name on card"
          className="col-span-2"
          autoComplete="cc-name"
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
      </fieldset>
    </form>
  );
}
