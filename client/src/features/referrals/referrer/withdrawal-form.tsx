import { useState, type FormEvent } from 'react';
import { creditMessages, withdrawalFormSchema } from '@referly/domain';
import type { z } from 'zod';
import { serverMessage } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { Field, FormError } from '../../../ui/field';
import { SubmitButton, TextButton } from '../../../ui/submit-button';
import { useRequestWithdrawal } from '../api/mutations';
import { creditsWorth } from '../components/credits-worth';

type Values = { credits: string; accountName: string; bsb: string; accountNumber: string };
type Withdrawal = z.output<typeof withdrawalFormSchema>;

const empty: Values = { credits: '', accountName: '', bsb: '', accountNumber: '' };

/**
 * A withdrawal of available credits to an Australian bank account (POST /api/referrer/withdrawals). The credits are
 * held as soon as it is asked for; a team member pays it out or declines it.
 */
export function WithdrawalForm({ available, currency }: { available: number; currency: string }) {
  const request = useRequestWithdrawal();
  const { values, errors, setField, validate, reset } = useZodForm<Values, Withdrawal>(withdrawalFormSchema, empty);
  const [failure, setFailure] = useState<string | null>(null);
  // more than is available is refused before asking the server, in the server's own words
  const [tooMany, setTooMany] = useState(false);
  const nothingToWithdraw = available < 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = validate();
    // said with the other messages, not only once the rest of the form is right
    const requested = Number(values.credits.trim());
    const over = Number.isInteger(requested) && requested > available;
    setTooMany(over);
    if (!parsed || over) return;
    request.mutate(parsed, {
      onSuccess: () => {
        toast.success(creditMessages.toastRequested);
        reset(empty);
      },
      onError: (error) => setFailure(serverMessage(error) ?? 'The withdrawal could not be requested. Please try again.'),
    });
  };

  const change = (key: keyof Values, value: string) => {
    if (key === 'credits') setTooMany(false);
    setField(key, value);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-describedby={nothingToWithdraw ? 'withdraw-nothing' : undefined}>
      {nothingToWithdraw && (
        <p id="withdraw-nothing" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-muted ring-1 ring-slate-200 ring-inset">
          You have no available credits to withdraw yet. Each approved referral adds 100.
        </p>
      )}
      <fieldset disabled={nothingToWithdraw || request.isPending} className="flex flex-col gap-4">
        <legend className="sr-only">Withdrawal details</legend>
        <Field
          label="Credits to withdraw"
          inputMode="numeric"
          autoComplete="off"
          value={values.credits}
          error={errors.credits ?? (tooMany ? creditMessages.notEnough : undefined)}
          hint={
            <span className="flex flex-wrap items-center gap-x-2">
              {available.toLocaleString('en-AU')} available ({creditsWorth(available, currency)}).
              {available > 0 && <TextButton onClick={() => change('credits', String(available))}>Withdraw all</TextButton>}
            </span>
          }
          onChange={(e) => change('credits', e.target.value)}
        />
        <Field
          label="Account name"
          autoComplete="name"
          value={values.accountName}
          error={errors.accountName}
          onChange={(e) => change('accountName', e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <Field label="BSB" inputMode="numeric" placeholder="062000" value={values.bsb} error={errors.bsb} onChange={(e) => change('bsb', e.target.value)} />
          <Field
            label="Account number"
            inputMode="numeric"
            value={values.accountNumber}
            error={errors.accountNumber}
            onChange={(e) => change('accountNumber', e.target.value)}
          />
        </div>
      </fieldset>
      <FormError message={failure} />
      <SubmitButton busy={request.isPending} busyLabel="Requesting..." disabled={nothingToWithdraw}>
        Request withdrawal
      </SubmitButton>
    </form>
  );
}
