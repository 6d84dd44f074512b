import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { messages, profileUpdateSchema } from '@referly/domain';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { useProfile } from '../api/use-profile';
import { useEmailChanged } from '../api/use-email-changed';
import { useUpdateProfile, type ProfileUpdate } from '../api/use-update-profile';
import type { Profile } from '../api/types';
import { Field } from '../../../ui/field';
import { EmailChangePanel } from './email-change-panel';
import { FormSection, SaveButton, Skeleton, type SettingsVariant } from './form-section';
import { useZodForm } from '../../../lib/use-zod-form';

type Values = { firstName: string; lastName: string; mobile: string; email: string; mobileWork: string; picture: string };

const valuesOf = (profile: Profile): Values => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  mobile: profile.mobile ?? '',
  email: profile.email ?? '',
  mobileWork: profile.mobileWork ?? '',
  picture: profile.picture ?? '',
});

function ProfileFields({ profile, variant }: { profile: Profile; variant: SettingsVariant }) {
  const update = useUpdateProfile();
  const emailChanged = useEmailChanged();
  const { values, errors, setField, validate } = useZodForm<Values, ProfileUpdate>(profileUpdateSchema, valuesOf(profile));
  const [codeJustSent, setCodeJustSent] = useState(false);
  // the toast keeps the spec's text; an address already taken is said under the E-Mail field
  const emailTaken = update.error instanceof ApiError && update.error.code === 'email_taken' ? update.error.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.reset();
    const parsed = validate();
    if (!parsed) return;
    const { picture, ...rest } = parsed;
    const currentEmail = profile.email;
    update.mutate(picture ? { ...rest, picture } : rest, {
      onSuccess: (reply) => {
        toast.success(messages.toastProfileUpdated);
        if (!reply.data?.pendingEmail) return;
        // the address in use stays the old one until the code mailed to the new one is entered below
        setField('email', currentEmail);
        setCodeJustSent(true);
      },
      // spec 000 §8: the profile update failure really says 'post'
      onError: () => void toast.error(messages.failUpdateProfile),
    });
  };

  const onEmailChanged = useCallback(
    (email: string) => {
      setField('email', email);
      setCodeJustSent(false);
      emailChanged(email);
    },
    [emailChanged, setField],
  );

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            autoComplete="given-name"
            value={values.firstName}
            error={errors.firstName}
            onChange={(e) => setField('firstName', e.target.value)}
          />
          <Field
            label="Last name"
            autoComplete="family-name"
            value={values.lastName}
            error={errors.lastName}
            onChange={(e) => setField('lastName', e.target.value)}
          />
          <Field
            label="Phone number"
            type="tel"
            autoComplete="tel"
            value={values.mobile}
            error={errors.mobile}
            onChange={(e) => setField('mobile', e.target.value)}
          />
          <Field
            label="Work phone number"
            type="tel"
            value={values.mobileWork}
            error={errors.mobileWork}
            onChange={(e) => setField('mobileWork', e.target.value)}
          />
          <Field
            label="E-Mail"
            type="email"
            autoComplete="email"
            className="sm:col-span-2"
            value={values.email}
            error={errors.email ?? emailTaken}
            hint={profile.pendingEmail ? `Changes to ${profile.pendingEmail} once you enter the code below.` : undefined}
            onChange={(e) => setField('email', e.target.value)}
          />
          <Field
            label="Picture URL (optional)"
            type="url"
            placeholder="https://"
            className="sm:col-span-2"
            value={values.picture}
            error={errors.picture}
            onChange={(e) => setField('picture', e.target.value)}
          />
        </div>
        <div className="flex justify-end">
          <SaveButton busy={update.isPending} busyLabel="Saving..." variant={variant}>
            Save changes
          </SaveButton>
        </div>
      </form>
      {profile.pendingEmail && (
        <EmailChangePanel
          // a code mailed by this save restarts the step with its 120 s wait
          key={`${profile.pendingEmail} ${codeJustSent ? 'sent now' : 'sent before'}`}
          pendingEmail={profile.pendingEmail}
          justSent={codeJustSent}
          onChanged={onEmailChanged}
        />
      )}
    </>
  );
}

export function ProfileForm({ variant }: { variant: SettingsVariant }) {
  const profile = useProfile();
  useEffect(() => {
    if (profile.isError) toast.error(messages.failFetchProfile);
  }, [profile.isError]);

  return (
    <FormSection title="Profile" description="How referrers, seekers and our team reach you.">
      {profile.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" role="status" aria-label="Loading profile">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className={i >= 4 ? 'flex flex-col gap-2 sm:col-span-2' : 'flex flex-col gap-2'}>
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-11 w-full" />
            </div>
          ))}
        </div>
      ) : profile.isError ? (
        <div className="flex flex-col items-start gap-3 rounded-lg bg-rose-50 p-4 text-sm text-rose-700">
          <p>{messages.failFetchProfile}</p>
          <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ProfileFields key={profile.data.id} profile={profile.data} variant={variant} />
      )}
    </FormSection>
  );
}
