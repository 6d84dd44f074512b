import type { ChangeEvent, ReactNode } from 'react';
import { industries } from '@referly/domain';
import type { SeekerRequestFiles, SeekerRequestValues } from '../lib/seeker-request-form';
import { Field } from './field';
import { FileInput } from './file-input';
import { FormPanel } from './panel';
import { SelectField } from './select-field';

type TextField = keyof SeekerRequestValues;
type FileField = keyof SeekerRequestFiles;

/** What a section of a seeker's request form reads and edits of the form's state. */
export type SeekerSectionProps = {
  values: SeekerRequestValues;
  errorOf: (field: TextField) => string | undefined;
  edit: (field: TextField, value: string) => void;
};

/** A text field's value, message and edits, tied to the form's `field` (any of the form's text fields). */
export const bindField = <F extends string>(
  {
    values,
    errorOf,
    edit,
  }: { values: NoInfer<Record<F, string>>; errorOf: (field: NoInfer<F>) => string | undefined; edit: (field: NoInfer<F>, value: string) => void },
  field: F,
) => ({
  value: values[field],
  error: errorOf(field),
  onChange: (event: ChangeEvent<HTMLInputElement>) => edit(field, event.target.value),
});

/** Spec 001 §2.2's User Information: name, email, phone. */
export function ContactSection({ title, description, ...props }: SeekerSectionProps & { title: string; description: string }) {
  return (
    <FormPanel title={title} description={description}>
      <Field label="Name" autoComplete="name" className="sm:col-span-2" {...bindField(props, 'name')} />
      <Field label="Email" type="email" autoComplete="email" {...bindField(props, 'email')} />
      <Field label="Phone number" type="tel" autoComplete="tel" {...bindField(props, 'mobile')} />
    </FormPanel>
  );
}

/** Spec 001 §2.2's industry dropdown. */
export function IndustrySelect({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <SelectField label="Industry" value={value} error={error} onChange={onChange} placeholder="Select an industry">
      {industries.map((industry) => (
        <option key={industry} value={industry} className="text-ink">
          {industry}
        </option>
      ))}
    </SelectField>
  );
}

type UploadSectionProps = {
  description: string;
  /** the file types the kind takes */
  accept: readonly string[];
  files: SeekerRequestFiles;
  errorOf: (field: FileField) => string | undefined;
  onFile: (field: FileField, file: File | null) => void;
  /** shown under the files */
  children?: ReactNode;
};

/** Spec 001 §2.2's Upload Section: the resume (required) and a cover letter. */
export function UploadSection({ description, accept, files, errorOf, onFile, children }: UploadSectionProps) {
  return (
    <FormPanel title="Upload Section" description={description}>
      <div className="flex flex-col gap-4 sm:col-span-2">
        <FileInput label="Resume" required accept={accept} file={files.resume} onChange={(file) => onFile('resume', file)} error={errorOf('resume')} />
        <FileInput
          label="Cover letter"
          accept={accept}
          file={files.coverLetter}
          onChange={(file) => onFile('coverLetter', file)}
          error={errorOf('coverLetter')}
        />
        {children}
      </div>
    </FormPanel>
  );
}
