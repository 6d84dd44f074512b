import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  referrerVerificationSchema,
  verificationFileExtensions,
  verificationFileProblem,
  verificationMessages,
  type ReferrerVerificationDetails,
} from '@referly/domain';
import clsx from 'clsx';
import { paths } from '../../lib/paths';
import { ApiError } from '../../lib/api';
import { serverMessage } from '../../lib/failure';
import { updateSessionUser, withVerificationStatus } from '../../lib/session';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { Field, FormError } from '../../ui/field';
import { FileInput } from '../../ui/file-input';
import { FormPanel } from '../../ui/panel';
import { SubmitButton } from '../../ui/submit-button';
import { useSubmitVerification } from './api/mutations';
import { companyFields, personalFields, typingRules, type VerificationKey, type VerificationValues } from './verification-fields';

type Upload = 'passport' | 'picture';
const uploadRequired: Record<Upload, string> = { passport: verificationMessages.passportRequired, picture: verificationMessages.pictureRequired };
const uploads: Array<{ kind: Upload; label: string; hint?: string }> = [
  { kind: 'passport', label: 'Passport' },
  { kind: 'picture', label: 'Your photo', hint: 'A clear photo of your face, so we can match it to your passport.' },
];

/** The multipart spec 001 §3 names: every field, firstName and lastName split from name, and the two files. */
export const verificationForm = (details: ReferrerVerificationDetails, passport: File, picture: File): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(details)) form.append(key, value);
  form.append('passport', passport);
  form.append('picture', picture);
  return form;
};

/** Spec 001 §5's referrer verification form: typing rules as you type, every rule and message on submit, then the status page. */
export function VerificationForm({ initial }: { initial: VerificationValues }) {
  const navigate = useNavigate();
  const location = useLocation();
  const submit = useSubmitVerification();
  const form = useRef<HTMLFormElement>(null);
  const { values, errors, setField, validate } = useZodForm<VerificationValues, ReferrerVerificationDetails>(referrerVerificationSchema, initial);
  const [typing, setTyping] = useState<Partial<Record<VerificationKey, string>>>({});
  const [files, setFiles] = useState<Record<Upload, File | null>>({ passport: null, picture: null });
  const [filesChecked, setFilesChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (key: VerificationKey, value: string) => {
    const rule = typingRules[key];
    if (rule && !rule.pattern.test(value)) {
      // spec 001 §5: what the field cannot take is not inserted; it says why instead
      setTyping((now) => ({ ...now, [key]: rule.message }));
      return;
    }
    setTyping((now) => ({ ...now, [key]: undefined }));
    setServerErrors((now) => ({ ...now, [key]: '' }));
    setField(key, value);
  };

  // a file of the wrong kind is said at once; a missing one only once the person tried to submit
  const fileError = (kind: Upload): string | undefined => {
    const file = files[kind];
    const problem = verificationFileProblem(file, uploadRequired[kind]);
    if (problem && (filesChecked || file)) return problem;
    return serverErrors[kind] || undefined;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFilesChecked(true);
    const details = validate();
    const { passport, picture } = files;
    const filesOk = !verificationFileProblem(passport, uploadRequired.passport) && !verificationFileProblem(picture, uploadRequired.picture);
    if (!details || !filesOk || !passport || !picture) {
      // after the messages render, take the person to the first one
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    submit.mutate(verificationForm(details, passport, picture), {
      onSuccess: () => {
        // the guards and the status page read the stored user: it is pending from now on (the live event says the same)
        updateSessionUser((user) => withVerificationStatus(user, 'pending'));
        navigate(paths.referrerVerificationStatus);
      },
      onError: (error) => {
        setServerErrors(error instanceof ApiError && error.fieldErrors ? error.fieldErrors : {});
        setFailure(serverMessage(error) ?? 'Your verification request could not be sent. Please check your connection and try again.');
      },
    });
  };

  const cancel = () => {
    // opened from another page: back to it; opened directly: to the verification status
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.referrerVerificationStatus);
  };

  const renderField = ({ key, label, autoComplete, inputMode, placeholder, wide }: (typeof personalFields)[number]) => (
    <Field
      key={key}
      label={label}
      className={clsx(wide && 'sm:col-span-2')}
      type="text"
      value={values[key]}
      autoComplete={autoComplete}
      inputMode={inputMode}
      placeholder={placeholder}
      error={typing[key] ?? errors[key] ?? (serverErrors[key] || undefined)}
      onChange={(event) => change(key, event.target.value)}
    />
  );

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Account verification">
      <FormPanel title="About you" description="How we reach you while we check your details.">
        {personalFields.map(renderField)}
      </FormPanel>
      <FormPanel title="Your company" description="Where you work now. Once you are verified, you see referral requests for this company.">
        {companyFields.map(renderField)}
      </FormPanel>
      <FormPanel title="Identity" description="Only our verification team sees these. Images (jpeg, jpg, png) or a PDF.">
        <div className="flex flex-col gap-4 sm:col-span-2">
          {uploads.map(({ kind, label, hint }) => (
            <FileInput
              key={kind}
              label={label}
              required
              accept={verificationFileExtensions}
              file={files[kind]}
              error={fileError(kind)}
              hint={hint}
              onChange={(file) => setFiles((now) => ({ ...now, [kind]: file }))}
            />
          ))}
        </div>
      </FormPanel>
      <FormError message={failure} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={cancel} disabled={submit.isPending}>
          Cancel
        </Button>
        <div className="sm:w-56">
          <SubmitButton busy={submit.isPending} busyLabel="Submitting...">
            Submit for verification
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
