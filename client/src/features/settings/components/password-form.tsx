import type { FormEvent } from 'react';
import { changePasswordSchema, messages, PASSWORD_MIN_LENGTH } from '@referly/domain';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useChangePassword, type PasswordChange } from '../api/use-change-password';
import { FormError, PasswordField } from '../../../ui/field';
import { FormSection, SaveButton, type SettingsVariant } from './form-section';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSession } from '../../../lib/session';
import { HiddenUsername } from '../../../ui/username-field';

type Values = { oldPassword: string; password: string; confirmPassword: string };
const empty: Values = { oldPassword: '', password: '', confirmPassword: '' };

export function PasswordForm({ variant }: { variant: SettingsVariant }) {
  const change = useChangePassword();
  const { user } = useSession();
  const { values, errors, setField, validate, reset } = useZodForm<Values, PasswordChange>(changePasswordSchema, empty);
  // the toast keeps the spec's text; the server's reason stays in the form, by the field it is about when there is one
  const failure = change.error;
  const wrongCurrentPassword = failure instanceof ApiError && failure.code === 'wrong_password';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    const parsed = validate();
    if (!parsed) return;
    change.mutate(parsed, {
      onSuccess: () => {
        toast.success(messages.toastPasswordChanged);
        reset(empty);
      },
      onError: () => void toast.error(messages.failChangePassword),
    });
  };

  return (
    <FormSection title="Change password" description="Other devices are signed out when you change it; this one stays signed in.">
      <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <HiddenUsername username={user?.email ?? ''} />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={values.oldPassword}
          error={errors.oldPassword ?? (wrongCurrentPassword ? failure.message : undefined)}
          onChange={(e) => setField('oldPassword', e.target.value)}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={values.password}
          error={errors.password}
          onChange={(e) => setField('password', e.target.value)}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(e) => setField('confirmPassword', e.target.value)}
        />
        {!wrongCurrentPassword && <FormError message={failure?.message || null} />}
        <div>
          <SaveButton busy={change.isPending} busyLabel="Changing..." variant={variant}>
            Change password
          </SaveButton>
        </div>
      </form>
    </FormSection>
  );
}
