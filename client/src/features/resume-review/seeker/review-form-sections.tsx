import { useId, type ChangeEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { industries, JOB_AD_MAX, reviewFileExtensions } from '@referly/domain';
import { Field, inputClass } from '../../../ui/field';
import { FileInput } from '../../../ui/file-input';
import { FormPanel } from '../../../ui/panel';
import { TextAreaField } from '../../../ui/text-area-field';
import type { CompanyOption } from '../api/companies';
import type { ReviewField, ReviewFiles, ReviewValues } from './review-form-values';

type ErrorOf = (field: ReviewField) => string | undefined;
type SectionProps = { values: ReviewValues; errorOf: ErrorOf; edit: (field: keyof ReviewValues, value: string) => void };

const bind = ({ values, errorOf, edit }: SectionProps, field: keyof ReviewValues) => ({
  value: values[field],
  error: errorOf(field),
  onChange: (event: ChangeEvent<HTMLInputElement>) => edit(field, event.target.value),
});

/** Spec 001 §2.2's User Information Form: name, email, phone. */
export function UserSection(props: SectionProps) {
  return (
    <FormPanel title="User Information Form" description="How our consultant reaches you about this review.">
      <Field label="Name" autoComplete="name" className="sm:col-span-2" {...bind(props, 'name')} />
      <Field label="Email" type="email" autoComplete="email" {...bind(props, 'email')} />
      <Field label="Phone number" type="tel" autoComplete="tel" {...bind(props, 'mobile')} />
    </FormPanel>
  );
}

function Select({
  label,
  value,
  error,
  onChange,
  placeholder,
  disabled,
  children,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  placeholder: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(inputClass, value === '' && 'text-slate-500')}
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Spec 001 §2.2's Industry Selection, and the job ad the review can be matched with (beyond the spec, optional). */
export function IndustrySection({
  companies,
  companiesLoading,
  ...props
}: SectionProps & { companies: CompanyOption[] | undefined; companiesLoading: boolean }) {
  const { values, errorOf, edit } = props;
  return (
    <FormPanel title="Industry Selection" description="The role you want: the review checks your resume against it.">
      <Select
        label="Industry"
        value={values.industry}
        error={errorOf('industry')}
        onChange={(value) => edit('industry', value)}
        placeholder="Select an industry"
      >
        {industries.map((industry) => (
          <option key={industry} value={industry} className="text-ink">
            {industry}
          </option>
        ))}
      </Select>
      <Field label="Desired position" {...bind(props, 'desiredPosition')} />
      <Select
        label="Desired company"
        value={values.desiredCompany}
        error={errorOf('desiredCompany')}
        onChange={(value) => edit('desiredCompany', value)}
        placeholder={companiesLoading ? 'Loading companies…' : 'Select a company'}
        disabled={companiesLoading}
      >
        {(companies ?? []).map((company) => (
          <option key={company._id} value={company._id} className="text-ink">
            {company.name}
          </option>
        ))}
      </Select>
      <Field label="Current job (optional)" autoComplete="organization-title" {...bind(props, 'currentJob')} />
      <div className="sm:col-span-2">
        <TextAreaField
          label="Paste the job ad (optional)"
          value={values.jobAd}
          onChange={(value) => edit('jobAd', value)}
          error={errorOf('jobAd') ?? null}
          placeholder="Paste the ad you are applying for, and the review scores how well your resume matches it."
          maxLength={JOB_AD_MAX}
          rows={5}
        />
      </div>
    </FormPanel>
  );
}

type UploadProps = { files: ReviewFiles; errorOf: ErrorOf; onFile: (field: keyof ReviewFiles, file: File | null) => void; builderLink: ReactNode };

/** Spec 001 §2.2's Upload Section: the resume (required) and a cover letter, and where to make one. */
export function UploadSection({ files, errorOf, onFile, builderLink }: UploadProps) {
  return (
    <FormPanel title="Upload Section" description="PDF, Word (.doc, .docx) or JPG. The AI review reads them the moment you have paid.">
      <div className="flex flex-col gap-4 sm:col-span-2">
        <FileInput
          label="Resume"
          required
          accept={reviewFileExtensions}
          file={files.resume}
          onChange={(file) => onFile('resume', file)}
          error={errorOf('resume')}
        />
        <FileInput
          label="Cover letter"
          accept={reviewFileExtensions}
          file={files.coverLetter}
          onChange={(file) => onFile('coverLetter', file)}
          error={errorOf('coverLetter')}
        />
        {builderLink}
      </div>
    </FormPanel>
  );
}
