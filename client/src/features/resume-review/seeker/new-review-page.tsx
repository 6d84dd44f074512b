import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, FileText } from 'lucide-react';
import { resumeReviewMessages as messages, resumeReviewRequestSchema, type ResumeReviewRequestFields } from '@referly/domain';
import { paths } from '../../../lib/paths';
import { PaymentDialog } from '../../../lib/payments/payment-dialog';
import { loadPaymentProvider } from '../../../lib/payments/payment-requests';
import { useCoupon, usePrice } from '../../../lib/payments/price';
import { seekerFileErrors, seekerOrder, useFocusFirstInvalid, type SeekerFileErrors } from '../../../lib/seeker-request-form';
import { useSession } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { PageColumn, PageHeader } from '../../../ui/page';
import { useReviewCompanies } from '../api/companies';
import { reviewKeys } from '../api/keys';
import { IndustrySection, UploadSection, UserSection } from './review-form-sections';
import { initialValues, reviewFormData, type ReviewField, type ReviewFiles, type ReviewValues } from './review-form-values';
import { ReviewOrderSummary } from './review-order-summary';
import { reviewPaymentCopy, reviewPaymentInput, reviewPaymentMachine } from './review-payment';

/** Spec 001 §2.2: an external resume-builder service, opened in a new tab. */
export const RESUME_BUILDER_URL = 'https://www.canva.com/resumes/templates/';

function BuilderLink() {
  return (
    <a
      href={RESUME_BUILDER_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="focus-ring flex items-start gap-3 rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900 transition-colors hover:bg-brand-100"
    >
      <FileText aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="flex-1">{messages.builderLink}</span>
      <ExternalLink aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** /user_dashboard/resume_review/newrequest: the review form, then the payment (spec 001 §2.2, §4, §5, §8). */
export function NewReviewPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const form = useZodForm<ReviewValues, ResumeReviewRequestFields>(resumeReviewRequestSchema, initialValues(user));
  const [files, setFiles] = useState<ReviewFiles>({ resume: null, coverLetter: null });
  const [fileErrors, setFileErrors] = useState<SeekerFileErrors>({});
  const [missingResume, setMissingResume] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);

  const companies = useReviewCompanies();
  const price = usePrice('resumeReview');
  const coupon = useCoupon('resumeReview');

  const payment = useActorRef(reviewPaymentMachine, { input: reviewPaymentInput() });
  const serverErrors = useSelector(payment, (s) => s.context.fieldErrors);
  const busy = useSelector(payment, (s) => !s.matches('idle'));
  const outcome = useSelector(payment, (s) => (s.status === 'done' ? s.output : null));

  // the card form opens without waiting for the provider's config
  useEffect(() => {
    loadPaymentProvider().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!outcome) return;
    void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    // paid: back to the list (spec 001 §8); made but unpaid: its page, which says so
    navigate(outcome.paid || !outcome.requestId ? paths.userResumeReviews : paths.userResumeReview(outcome.requestId));
  }, [outcome, navigate, queryClient]);

  useFocusFirstInvalid(formRef, failedAttempts);

  const errorOf = (field: ReviewField): string | undefined => {
    if (field === 'resume' || field === 'coverLetter') return fileErrors[field] ?? serverErrors[field];
    if (field === 'couponCode') return form.errors.couponCode ?? coupon.error ?? serverErrors.couponCode;
    return form.errors[field] ?? serverErrors[field];
  };

  const edit = (field: keyof ReviewValues, value: string) => {
    form.setField(field, value);
    payment.send({ type: 'FIELD.EDITED', field });
    if (field === 'couponCode') coupon.clear();
  };

  const onFile = (field: keyof ReviewFiles, file: File | null) => {
    const next = { ...files, [field]: file };
    setFiles(next);
    payment.send({ type: 'FIELD.EDITED', field });
    setFileErrors((current) => ({ ...current, [field]: seekerFileErrors(next, file === null)[field] }));
  };

  const companyName = (id: string) => companies.data?.find((company) => company._id === id)?.name ?? id;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const fields = form.validate();
    const problems = seekerFileErrors(files, false);
    setFileErrors(problems);
    if (!files.resume) {
      // spec 001 §5: for a review, a missing resume is said in a dialog before anything else
      setMissingResume(true);
      return;
    }
    if (!fields || problems.resume || problems.coverLetter) {
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
      order: seekerOrder(fields, price, quote, `Resume review: ${fields.desiredPosition} at ${companyName(fields.desiredCompany)}`),
      form: reviewFormData(fields, { resume: files.resume, coverLetter: files.coverLetter }),
    });
  };

  return (
    <PageColumn className="flex flex-col gap-6">
      <Breadcrumbs
        trail={[
          { label: 'Dashboard', to: paths.userDashboard },
          { label: 'Resume Review', to: paths.userResumeReviews },
        ]}
        current="New request"
      />
      <PageHeader
        title={messages.requestButton}
        description="Tell us the role you want and upload your resume. An AI review reaches you seconds after you pay; a consultant then sends you a reviewed copy."
      />
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <UserSection values={form.values} errorOf={errorOf} edit={edit} />
          <IndustrySection values={form.values} errorOf={errorOf} edit={edit} companies={companies.data} companiesLoading={companies.isPending} />
          <UploadSection files={files} errorOf={errorOf} onFile={onFile} builderLink={<BuilderLink />} />
        </div>
        <div className="lg:sticky lg:top-6">
          <ReviewOrderSummary
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
      <Dialog
        open={missingResume}
        onOpenChange={setMissingResume}
        size="sm"
        title={messages.missingResumeTitle}
        description={messages.missingResume}
        actions={<Button onClick={() => setMissingResume(false)}>OK</Button>}
      />
      <PaymentDialog actor={payment} copy={reviewPaymentCopy} />
    </PageColumn>
  );
}
