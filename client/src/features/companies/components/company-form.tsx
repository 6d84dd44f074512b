import { useId, useState, type FormEvent } from 'react';
import { companyFormSchema, companyMessages, companyStatuses, type CompanyStatus } from '@referly/domain';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/button';
import { Field, FormError } from '../../../ui/field';
import { useSaveCompany } from '../api/mutations';
import type { Company, CompanyInput } from '../api/types';
import { companyFailures, statusLabels } from '../messages';
import { reasonOr } from '../../../lib/failure';

type Values = { name: string; registrationNumber: string; contactNumber: string; website: string; address: string; currentStatus: string };
type Key = keyof Values;

const blank: Values = { name: '', registrationNumber: '', contactNumber: '', website: '', address: '', currentStatus: 'approved' };
const valuesOf = (company: Company): Values => ({
  name: company.name,
  registrationNumber: company.registrationNumber,
  contactNumber: company.contactNumber,
  website: company.website,
  address: company.address,
  currentStatus: company.currentStatus,
});
const isKey = (key: string): key is Key => key in blank;

/** Spec 001 §5: empty optional values are omitted. */
const inputOf = (parsed: {
  name: string;
  registrationNumber: string;
  contactNumber: string;
  website: string;
  address: string;
  currentStatus?: CompanyStatus | undefined;
}): CompanyInput => {
  const { name, currentStatus, ...optional } = parsed;
  const given = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== ''));
  return { name, ...given, currentStatus: currentStatus ?? 'approved' };
};

/** Add or edit one company with the domain's schema and messages; the server's refusal shows where it belongs. */
export function CompanyForm({ company, onDone, onCancel }: { company: Company | null; onDone: () => void; onCancel: () => void }) {
  const save = useSaveCompany();
  const statusId = useId();
  const { values, errors, setField, validate } = useZodForm(companyFormSchema, company ? valuesOf(company) : blank);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Key, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (key: Key, value: string) => {
    setField(key, value);
    setServerErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setServerErrors({});
    const parsed = validate();
    if (!parsed) return;
    save.mutate(
      { id: company?._id ?? null, input: inputOf(parsed) },
      {
        onSuccess: () => {
          toast.success(company ? companyMessages.toastUpdated : companyMessages.toastCreated);
          onDone();
        },
        onError: (error) => {
          const message = reasonOr(error, companyFailures.save);
          toast.error(message);
          const fields = error instanceof ApiError ? Object.entries(error.fieldErrors ?? {}).filter(([key]) => isKey(key)) : [];
          if (error instanceof ApiError && error.status === 409) setServerErrors({ name: message });
          else if (fields.length > 0) setServerErrors(Object.fromEntries(fields));
          else setFormError(message);
        },
      },
    );
  };

  const errorOf = (key: Key) => errors[key] ?? serverErrors[key];

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label="Company name"
        value={values.name}
        error={errorOf('name')}
        maxLength={100}
        autoComplete="organization"
        onChange={(e) => change('name', e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Registration number (optional)"
          value={values.registrationNumber}
          error={errorOf('registrationNumber')}
          maxLength={50}
          onChange={(e) => change('registrationNumber', e.target.value)}
        />
        <Field
          label="Contact number (optional)"
          type="tel"
          value={values.contactNumber}
          error={errorOf('contactNumber')}
          maxLength={20}
          onChange={(e) => change('contactNumber', e.target.value)}
        />
      </div>
      <Field
        label="Website (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.website}
        error={errorOf('website')}
        maxLength={200}
        onChange={(e) => change('website', e.target.value)}
      />
      <Field label="Address (optional)" value={values.address} error={errorOf('address')} maxLength={500} onChange={(e) => change('address', e.target.value)} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={statusId} className="text-sm font-medium text-ink">
          Status
        </label>
        <select
          id={statusId}
          value={values.currentStatus}
          onChange={(e) => change('currentStatus', e.target.value)}
          className="focus-ring block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink"
        >
          {companyStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
        <p className="text-xs text-muted">Only approved companies are offered to job seekers and referrers.</p>
      </div>
      <FormError message={formError} />
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
          {save.isPending ? 'Saving...' : company ? 'Save changes' : 'Add company'}
        </Button>
      </div>
    </form>
  );
}
