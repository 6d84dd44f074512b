import type { FormEvent } from 'react';
import { changePasswordSchema, messages, PASSWORD_MIN_LENGTH } from '@referly/domain';
import { toast } from '../../../lib/toast';
import { useChangePassword, type PasswordChange } from '../api/use-change-password';
import { PasswordField } from '../../../ui/field';
import { FormSection, SaveButton, type SettingsVariant } from './form-section';
import { useZodForm } from '../../../lib/use-zod-form';

type Values = { oldPassword: string; password: string; confirmPassword: string };
const empty: Values = { oldPassword: '', password: '', confirmPassword: '' };

const failureText = (error: unknown) => {
  const detail = error instanceof Error && error.message && error.message !== messages.failChangePassword ? error.message : null;
  return detail ? `${messages.failChangePassword} ${detail}` : messages.failChangePassword;
};

export function PasswordForm({ variant }: { variant: SettingsVariant }) {
  const change = useChangePassword();
  const { values, errors, setField, validate, reset } = useZodForm<Values, PasswordChange>(changePasswordSchema, empty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate();
    if (!parsed) return;
    change.mutate(parsed, {
      onSuccess: () => {
        toast.success(messages.toastPasswordChanged);
        reset(empty);
      },
      onError: (error) => void toast.error(failureText(error)),
    });
  };

  return (
    <FormSection title="Change password" description="Other devices are signed out when you change it; this one stays signed in.">
      <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <PasswordField label="Current password" autoComplete="current-password" value={values.oldPassword} error={errors.oldPassword} onChange={(e) => setField('oldPassword', e.target.value)} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={values.password}
          error={errors.password}
          onChange={(e) => setField('password', e.target.value)}
        />
        <PasswordField label="Confirm password" autoComplete="new-password" value={values.confirmPassword} error={errors.confirmPassword} onChange={(e) => setField('confirmPassword', e.target.value)} />
        <div>
          <SaveButton busy={change.isPending} busyLabel="Changing..." variant={variant}>
            Change password
          </SaveButton>
        </div>
      </form>
    </FormSection>
  );
}
