import { paths } from '../../../lib/paths';
import { OrderSummary, type OrderSummaryProps } from '../../../ui/order-summary';

/** The form's last card: what it costs (the server's quote), a coupon, 'Submit & Pay $…' and Cancel. */
export function ReviewOrderSummary(props: OrderSummaryProps) {
  return (
    <OrderSummary
      headingId="review-order-summary"
      item="Resume & cover letter review"
      cancelTo={paths.userResumeReviews}
      note="You pay by card in the next step. The AI review starts the moment your payment goes through."
      {...props}
    />
  );
}
