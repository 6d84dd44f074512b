import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { createPasswordSchema, PASSWORD_MIN_LENGTH } from '@referly/domain';
import type { AuthActor } from './auth-actor';
import { FormError, PasswordField } from '../../../ui/field';
import { SubmitButton } from '../../../ui/submit-button';
import { useZodForm } from '../../../lib/use-zod-form';
import { HiddenUsername } from '../../../ui/username-field';

type Values = { password: string; confirmPassword: string };

export function CreatePasswordStep({ actor }: { actor: AuthActor }) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const serverError = useSelector(actor, (s) => s.context.error);
  const email = useSelector(actor, (s) => s.context.signUpValues.email || s.context.knownEmail);
  const { values, errors, setField, validate } = useZodForm<Values, Values>(createPasswordSchema, { password: '', confirmPassword: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate();
    if (parsed) actor.send({ type: 'PASSWORD.SUBMIT', ...parsed });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <HiddenUsername username={email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={values.password}
        error={errors.password}
        onChange={(e) => setField('password', e.target.value)}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(e) => setField('confirmPassword', e.target.value)}
      />
      <FormError message={serverError} />
      <SubmitButton busy={busy} busyLabel="Saving...">
        Create password
      </SubmitButton>
    </form>
  );
}
