import { useId, type ChangeEvent } from 'react';
import clsx from 'clsx';
import { industries, requestFileExtensions } from '@referly/domain';
import { Field, inputClass } from '../../../ui/field';
import { FileInput } from '../../../ui/file-input';
import { FormPanel } from '../../../ui/panel';
import { CompanyPicker } from './company-picker';
import type { RequestField, RequestFiles, RequestValues } from './request-form-values';
import type { CompanyOption } from './use-companies';

type ErrorOf = (field: RequestField) => string | undefined;
type SectionProps = { values: RequestValues; errorOf: ErrorOf; edit: (field: keyof RequestValues, value: string) => void };

/** A text field's value, message and edits, tied to the form's `field`. */
const bind = ({ values, errorOf, edit }: SectionProps, field: keyof RequestValues) => ({
  value: values[field],
  error: errorOf(field),
  onChange: (event: ChangeEvent<HTMLInputElement>) => edit(field, event.target.value),
});

/** Spec 001 §2.2's User Information: name, email, phone. */
export function DetailsSection(props: SectionProps) {
  return (
    <FormPanel title="User Information" description="How the referrer and our team reach you about this request.">
      <Field label="Name" autoComplete="name" className="sm:col-span-2" {...bind(props, 'name')} />
      <Field label="Email" type="email" autoComplete="email" {...bind(props, 'email')} />
      <Field label="Phone number" type="tel" autoComplete="tel" {...bind(props, 'mobile')} />
    </FormPanel>
  );
}

function IndustrySelect({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Industry
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(inputClass, value === '' && 'text-slate-500')}
      >
        <option value="">Select an industry</option>
        {industries.map((industry) => (
          <option key={industry} value={industry} className="text-ink">
            {industry}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Spec 001 §2.2's Industry Selection: the job the seeker wants referred for, and the ad if there is one. */
export function JobSection({ companies, companiesLoading, ...props }: SectionProps & { companies: CompanyOption[] | undefined; companiesLoading: boolean }) {
  const { values, errorOf, edit } = props;
  return (
    <FormPanel title="Industry Selection" description="The role you want and the company you want to be referred to.">
      <IndustrySelect value={values.industry} error={errorOf('industry')} onChange={(value) => edit('industry', value)} />
      <Field label="Desired position" {...bind(props, 'desiredPosition')} />
      <CompanyPicker
        label="Desired company"
        value={values.desiredCompany}
        onChange={(value) => edit('desiredCompany', value)}
        companies={companies}
        loading={companiesLoading}
        error={errorOf('desiredCompany')}
      />
      <Field label="Current job (optional)" autoComplete="organization-title" {...bind(props, 'currentJob')} />
      <Field
        label="Job ad link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        className="sm:col-span-2"
        hint="The ad you are applying for, so the referrer knows exactly which role."
        {...bind(props, 'jobUrl')}
      />
    </FormPanel>
  );
}

type DocumentsProps = { files: RequestFiles; errorOf: ErrorOf; onFile: (field: keyof RequestFiles, file: File | null) => void };

/** Spec 001 §2.2's Upload Section: the resume (required) and a cover letter. */
export function DocumentsSection({ files, errorOf, onFile }: DocumentsProps) {
  return (
    <FormPanel title="Upload Section" description="The referrer reads these before putting you forward.">
      <div className="flex flex-col gap-4 sm:col-span-2">
        <FileInput
          label="Resume"
          required
          accept={requestFileExtensions}
          file={files.resume}
          onChange={(file) => onFile('resume', file)}
          error={errorOf('resume')}
        />
        <FileInput
          label="Cover letter"
          accept={requestFileExtensions}
          file={files.coverLetter}
          onChange={(file) => onFile('coverLetter', file)}
          error={errorOf('coverLetter')}
        />
      </div>
    </FormPanel>
  );
}
