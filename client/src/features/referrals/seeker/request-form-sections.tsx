import { requestFileExtensions } from '@referly/domain';
import { Field } from '../../../ui/field';
import { FormPanel } from '../../../ui/panel';
import { bindField as bind, ContactSection, IndustrySelect, UploadSection } from '../../../ui/seeker-request-sections';
import { CompanyPicker } from './company-picker';
import type { RequestField, RequestFiles, RequestValues } from './request-form-values';
import type { CompanyOption } from './use-companies';

type ErrorOf = (field: RequestField) => string | undefined;
type SectionProps = { values: RequestValues; errorOf: ErrorOf; edit: (field: keyof RequestValues, value: string) => void };

/** Spec 001 §2.2's User Information: name, email, phone. */
export function DetailsSection(props: SectionProps) {
  return <ContactSection title="User Information" description="How the referrer and our team reach you about this request." {...props} />;
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
export function DocumentsSection(props: DocumentsProps) {
  return <UploadSection description="The referrer reads these before putting you forward." accept={requestFileExtensions} {...props} />;
}
