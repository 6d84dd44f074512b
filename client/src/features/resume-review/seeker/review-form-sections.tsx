import type { ReactNode } from 'react';
import { JOB_AD_MAX, reviewFileExtensions } from '@referly/domain';
import { Field } from '../../../ui/field';
import { FormPanel } from '../../../ui/panel';
import { SelectField } from '../../../ui/select-field';
import { bindField as bind, ContactSection, IndustrySelect, UploadSection as FilesSection } from '../../../ui/seeker-request-sections';
import { TextAreaField } from '../../../ui/text-area-field';
import type { CompanyOption } from '../api/companies';
import type { ReviewField, ReviewFiles, ReviewValues } from './review-form-values';

type ErrorOf = (field: ReviewField) => string | undefined;
type SectionProps = { values: ReviewValues; errorOf: ErrorOf; edit: (field: keyof ReviewValues, value: string) => void };

/** Spec 001 §2.2's User Information Form: name, email, phone. */
export function UserSection(props: SectionProps) {
  return <ContactSection title="User Information Form" description="How our consultant reaches you about this review." {...props} />;
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
      <IndustrySelect value={values.industry} error={errorOf('industry')} onChange={(value) => edit('industry', value)} />
      <Field label="Desired position" {...bind(props, 'desiredPosition')} />
      <SelectField
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
      </SelectField>
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
export function UploadSection({ builderLink, ...props }: UploadProps) {
  return (
    <FilesSection description="PDF, Word (.doc, .docx) or JPG. The AI review reads them the moment you have paid." accept={reviewFileExtensions} {...props}>
      {builderLink}
    </FilesSection>
  );
}
