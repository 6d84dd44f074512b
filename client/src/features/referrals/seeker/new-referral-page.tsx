import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { referralMessages, referralRequestSchema, type ReferralRequestFields } from '@referly/domain';
import { paths } from '../../../lib/paths';
import { PaymentDialog } from '../../../lib/payments/payment-dialog';
import { loadPaymentProvider } from '../../../lib/payments/payment-requests';
import { useCoupon, usePrice } from '../../../lib/payments/price';
import { seekerFileErrors, seekerOrder, useFocusFirstInvalid, type SeekerFileErrors } from '../../../lib/seeker-request-form';
import { useSession } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { PageColumn, PageHeader } from '../../../ui/page';
import { referralKeys } from '../api/keys';
import { useOpenCompanies } from '../api/queries';
import { OrderSummary } from './order-summary';
import { referralPaymentCopy, referralPaymentInput, referralPaymentMachine } from './referral-payment';
import { DetailsSection, DocumentsSection, JobSection } from './request-form-sections';
import { initialValues, requestFormData, type RequestField, type RequestFiles, type RequestValues } from './request-form-values';
import { useCompanies } from './use-companies';

/** /user_dashboard/job_referrals/newrequest: the request form, then the payment (spec 001 §4 and §5). */
export function NewReferralPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const form = useZodForm<RequestValues, ReferralRequestFields>(referralRequestSchema, initialValues(user));
  const [files, setFiles] = useState<RequestFiles>({ resume: null, coverLetter: null });
  const [fileErrors, setFileErrors] = useState<SeekerFileErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);

  const companies = useCompanies();
  const openCompanies = useOpenCompanies();
  // issue 6's one open request per company, said as soon as the company is picked
  const activeFor = (company: string) => (openCompanies.data?.includes(company) ? referralMessages.activeForCompany : undefined);
  const price = usePrice('jobReferral');
  const coupon = useCoupon('jobReferral');

  const payment = useActorRef(referralPaymentMachine, { input: referralPaymentInput() });
  const serverErrors = useSelector(payment, (s) => s.context.fieldErrors);
  const busy = useSelector(payment, (s) => !s.matches('idle'));
  const outcome = useSelector(payment, (s) => (s.status === 'done' ? s.output : null));

  // the card form opens without waiting for the provider's config
  useEffect(() => {
    loadPaymentProvider().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!outcome) return;
    void queryClient.invalidateQueries({ queryKey: referralKeys.all });
    // paid: back to the list; made but unpaid: its page, where it can be paid later
    navigate(outcome.paid || !outcome.requestId ? paths.userJobReferrals : paths.userJobReferral(outcome.requestId));
  }, [outcome, navigate, queryClient]);

  useFocusFirstInvalid(formRef, failedAttempts);

  const errorOf = (field: RequestField): string | undefined => {
    if (field === 'resume' || field === 'coverLetter') return fileErrors[field] ?? serverErrors[field];
    if (field === 'couponCode') return form.errors.couponCode ?? coupon.error ?? serverErrors.couponCode;
    if (field === 'desiredCompany') return form.errors.desiredCompany ?? activeFor(form.values.desiredCompany) ?? serverErrors.desiredCompany;
    return form.errors[field] ?? serverErrors[field];
  };

  const edit = (field: keyof RequestValues, value: string) => {
    form.setField(field, value);
    payment.send({ type: 'FIELD.EDITED', field });
    if (field === 'couponCode') coupon.clear();
  };

  const onFile = (field: keyof RequestFiles, file: File | null) => {
    const next = { ...files, [field]: file };
    setFiles(next);
    payment.send({ type: 'FIELD.EDITED', field });
    // said at once: a wrong kind of file, or a resume removed again
    setFileErrors((current) => ({ ...current, [field]: seekerFileErrors(next, file === null)[field] }));
  };

  const companyName = (value: string) => companies.data?.find((company) => company._id === value)?.name ?? value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const fields = form.validate();
    const problems = seekerFileErrors(files, false);
    setFileErrors(problems);
    if (!fields || !files.resume || problems.resume || problems.coverLetter || activeFor(fields.desiredCompany)) {
      setFailedAttempts((n) => n + 1);
      return;
    }
    let quote = fields.couponCode ? coupon.applied : null;
    if (fields.couponCode && quote?.code !== fields.couponCode) {
      quote = await coupon.apply(fields.couponCode);
      if (!quote) {
        setFailedAttempts((n) => n + 1);
        return;
      }
    }
    payment.send({
      type: 'OPEN',
      order: seekerOrder(fields, price, quote, `Job referral: ${fields.desiredPosition} at ${companyName(fields.desiredCompany)}`),
      form: requestFormData(fields, { resume: files.resume, coverLetter: files.coverLetter }),
    });
  };

  return (
    <PageColumn className="flex flex-col gap-6">
      <Breadcrumbs trail={[{ label: 'Job Referrals', to: paths.userJobReferrals }]} current="New request" />
      <PageHeader
        title="Request a Referral"
        description="Tell us the job you want. Once you have paid, referrers at that company see your request and one of them takes it on."
      />
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <DetailsSection values={form.values} errorOf={errorOf} edit={edit} />
          <JobSection values={form.values} errorOf={errorOf} edit={edit} companies={companies.data} companiesLoading={companies.isPending} />
          <DocumentsSection files={files} errorOf={errorOf} onFile={onFile} />
        </div>
        <div className="lg:sticky lg:top-6">
          <OrderSummary
            priceCents={price.isPending ? null : price.cents}
            currency={price.currency}
            coupon={coupon.applied}
            couponCode={form.values.couponCode}
            couponError={errorOf('couponCode')}
            checkingCoupon={coupon.checking}
            onCouponCode={(code) => edit('couponCode', code)}
            onApplyCoupon={() => {
              const code = form.values.couponCode.trim().toUpperCase();
              if (code) void coupon.apply(code);
            }}
            busy={busy}
          />
        </div>
      </form>
      <PaymentDialog actor={payment} copy={referralPaymentCopy('View my requests')} />
    </PageColumn>
  );
}
