import type { Estimate } from "../../booking/rates";
import { answerMessages as text } from "../../labels/answers";
import { euros } from "../../site/euros";

/** What the chosen stay would cost, marked as approximate and said to be confirmed by whoever takes the booking. */
export function BookingEstimate({ estimate, listed }: { estimate: Estimate; listed: boolean }) {
  return (
    <p className="booking-form__estimate" role="status">
      <strong>{text.estimateTitle}:</strong> {text.estimate(estimate.nights, euros(estimate.lodging), estimate.cleaning ? euros(estimate.cleaning) : null, euros(estimate.total))} ({estimate.taxesIncluded ? text.taxesIncluded : text.taxesExcluded}).{" "}
      {listed ? text.estimateByListing : text.estimateByOwner}
    </p>
  );
}
