import { useMemo, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { signUpSchema, type SignUpRole } from '@referly/domain';
import clsx from 'clsx';
import { dateOfBirthBounds, localToday } from '../date-of-birth-bounds';
import type { SignUpValues } from '../auth-modal.machine';
import type { AuthActor } from './auth-actor';
import { Field, FormError } from '../../../ui/field';
import { SubmitButton, TextButton } from '../../../ui/submit-button';
import { useZodForm } from '../../../lib/use-zod-form';

const roles: Array<{ value: SignUpRole; label: string; hint: string }> = [
  { value: 'jobSeeker', label: 'Job Seeker', hint: 'Ask for referrals and reviews' },
  { value: 'referrer', label: 'Referrer', hint: 'Refer people to your company' },
];

export function SignUpStep({ actor, today = localToday() }: { actor: AuthActor; today?: string }) {
  const initial = useSelector(actor, (s) => s.context.signUpValues);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const serverError = useSelector(actor, (s) => s.context.error);
  const schema = useMemo(() => signUpSchema(today), [today]);
  const bounds = useMemo(() => dateOfBirthBounds(today), [today]);
  const { values, errors, setField, validate } = useZodForm<SignUpValues, SignUpValues>(schema, initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate();
    if (parsed) actor.send({ type: 'SIGN_UP.SUBMIT', values: parsed });
  };

  return (
    // noValidate: the schema's messages are the contract, not the browser's bubbles
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          error={errors.firstName}
          onChange={(e) => setField('firstName', e.target.value)}
        />
        <Field
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          error={errors.lastName}
          onChange={(e) => setField('lastName', e.target.value)}
        />
      </div>
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => setField('email', e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Mobile"
          name="mobile"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="04xx xxx xxx"
          value={values.mobile}
          error={errors.mobile}
          onChange={(e) => setField('mobile', e.target.value)}
        />
        <Field
          label="Date of birth"
          name="dateOfBirth"
          type="date"
          min={bounds.min}
          max={bounds.max}
          value={values.dateOfBirth}
          error={errors.dateOfBirth}
          onChange={(e) => setField('dateOfBirth', e.target.value)}
        />
      </div>
      <fieldset className="flex flex-col gap-1.5" aria-describedby={errors.userRole ? 'sign-up-role-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-ink">I am joining as</legend>
        <div className="grid grid-cols-2 gap-3">
          {roles.map((role) => (
            <label
              key={role.value}
              className={clsx(
                'flex cursor-pointer flex-col rounded-lg border px-3 py-2.5 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand',
                values.userRole === role.value ? 'border-brand bg-brand-50' : 'border-slate-300 hover:bg-slate-50',
              )}
            >
              <span className="flex items-center gap-2 text-sm font-medium text-ink">
                <input
                  type="radio"
                  name="userRole"
                  value={role.value}
                  checked={values.userRole === role.value}
                  onChange={() => setField('userRole', role.value)}
                  className="size-4 accent-brand"
                />
                {role.label}
              </span>
              <span className="mt-0.5 pl-6 text-xs text-muted">{role.hint}</span>
            </label>
          ))}
        </div>
        {errors.userRole && (
          <p id="sign-up-role-error" className="text-sm text-rose-700">
            {errors.userRole}
          </p>
        )}
      </fieldset>
      <FormError message={serverError} />
      <SubmitButton busy={busy} busyLabel="Creating account...">
        Create account
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        Already have an account? <TextButton onClick={() => actor.send({ type: 'GO.SIGN_IN' })}>Sign in</TextButton>
      </p>
    </form>
  );
}
