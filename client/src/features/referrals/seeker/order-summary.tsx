import { Link } from 'react-router-dom';
import { FileText } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { OrderSummary as PaymentCard, type OrderSummaryProps } from '../../../ui/order-summary';

/** The form's last card: what it costs (the server's quote), a coupon, Submit & Pay, Cancel, and where to get help. */
export function OrderSummary(props: OrderSummaryProps) {
  return (
    <PaymentCard
      headingId="order-summary"
      item="Job referral request"
      cancelTo={paths.userJobReferrals}
      note="You pay by card in the next step. A request that is rejected is refunded in full."
      {...props}
    >
      <Link
        to={paths.userResumeReviewNew}
        className="focus-ring flex items-start gap-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900 transition-colors hover:bg-brand-100"
      >
        <FileText aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-medium">Need help with your resume first?</span> Request a resume and cover letter review.
        </span>
      </Link>
    </PaymentCard>
  );
}
