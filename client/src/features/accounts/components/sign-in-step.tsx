import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { loginSchema } from '@referly/domain';
import type { AuthActor } from './auth-actor';
import { Field, FormError, PasswordField } from '../../../ui/field';
import { SubmitButton, TextButton } from '../../../ui/submit-button';
import { useZodForm } from '../../../lib/use-zod-form';

type Values = { email: string; password: string };

export function SignInStep({ actor, onSignUp }: { actor: AuthActor; onSignUp?: () => void }) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const serverError = useSelector(actor, (s) => s.context.error);
  const knownEmail = useSelector(actor, (s) => s.context.knownEmail);
  const { values, errors, setField, validate } = useZodForm<Values, Values>(loginSchema, { email: knownEmail, password: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate();
    if (parsed) actor.send({ type: 'SIGN_IN.SUBMIT', ...parsed });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => setField('email', e.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => setField('password', e.target.value)}
        />
        <div className="text-right text-sm">
          <TextButton onClick={() => actor.send({ type: 'GO.FORGOT_PASSWORD' })}>Forgot password?</TextButton>
        </div>
      </div>
      <FormError message={serverError} />
      <SubmitButton busy={busy} busyLabel="Signing in...">
        Sign in
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        New to Referly? <TextButton onClick={onSignUp ?? (() => actor.send({ type: 'GO.SIGN_UP' }))}>Create an account</TextButton>
      </p>
    </form>
  );
}
