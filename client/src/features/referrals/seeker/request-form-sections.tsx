import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { industries, requestFileExtensions } from '@referly/domain';
import { Field, inputClass } from '../../../ui/field';
import { FileInput } from '../../../ui/file-input';
import { CompanyPicker } from './company-picker';
import type { RequestField, RequestFiles, RequestValues } from './request-form-values';
import type { CompanyOption } from './use-companies';

type ErrorOf = (field: RequestField) => string | undefined;
type SectionProps = { values: RequestValues; errorOf: ErrorOf; edit: (field: keyof RequestValues, value: string) => void };

export function FormCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-5 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** Spec 001 §2.2's User Information: name, email, phone. */
export function DetailsSection({ values, errorOf, edit }: SectionProps) {
  return (
    <FormCard title="User Information" description="How the referrer and our team reach you about this request.">
      <Field
        label="Name"
        autoComplete="name"
        value={values.name}
        error={errorOf('name')}
        onChange={(e) => edit('name', e.target.value)}
        className="sm:col-span-2"
      />
      <Field label="Email" type="email" autoComplete="email" value={values.email} error={errorOf('email')} onChange={(e) => edit('email', e.target.value)} />
      <Field
        label="Phone number"
        type="tel"
        autoComplete="tel"
        value={values.mobile}
        error={errorOf('mobile')}
        onChange={(e) => edit('mobile', e.target.value)}
      />
    </FormCard>
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
export function JobSection({
  values,
  errorOf,
  edit,
  companies,
  companiesLoading,
}: SectionProps & { companies: CompanyOption[] | undefined; companiesLoading: boolean }) {
  return (
    <FormCard title="Industry Selection" description="The role you want and the company you want to be referred to.">
      <IndustrySelect value={values.industry} error={errorOf('industry')} onChange={(value) => edit('industry', value)} />
      <Field
        label="Desired position"
        value={values.desiredPosition}
        error={errorOf('desiredPosition')}
        onChange={(e) => edit('desiredPosition', e.target.value)}
      />
      <CompanyPicker
        label="Desired company"
        value={values.desiredCompany}
        onChange={(value) => edit('desiredCompany', value)}
        companies={companies}
        loading={companiesLoading}
        error={errorOf('desiredCompany')}
      />
      <Field
        label="Current job (optional)"
        autoComplete="organization-title"
        value={values.currentJob}
        error={errorOf('currentJob')}
        onChange={(e) => edit('currentJob', e.target.value)}
      />
      <Field
        label="Job ad link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        className="sm:col-span-2"
        hint="The ad you are applying for, so the referrer knows exactly which role."
        value={values.jobUrl}
        error={errorOf('jobUrl')}
        onChange={(e) => edit('jobUrl', e.target.value)}
      />
    </FormCard>
  );
}

type DocumentsProps = { files: RequestFiles; errorOf: ErrorOf; onFile: (field: keyof RequestFiles, file: File | null) => void };

/** Spec 001 §2.2's Upload Section: the resume (required) and a cover letter. */
export function DocumentsSection({ files, errorOf, onFile }: DocumentsProps) {
  return (
    <FormCard title="Upload Section" description="The referrer reads these before putting you forward.">
      <div className="sm:col-span-2">
        <FileInput
          label="Resume"
          required
          accept={requestFileExtensions}
          file={files.resume}
          onChange={(file) => onFile('resume', file)}
          error={errorOf('resume')}
        />
      </div>
      <div className="sm:col-span-2">
        <FileInput
          label="Cover letter"
          accept={requestFileExtensions}
          file={files.coverLetter}
          onChange={(file) => onFile('coverLetter', file)}
          error={errorOf('coverLetter')}
        />
      </div>
    </FormCard>
  );
}
