import type { Estimate } from "../../booking/rates";
import { fill, plural, wordsIn } from "../../labels/dictionary";
import { answerWords } from "../../labels/words";
import { euros } from "../../site/euros";
import { usePageLanguage } from "../page-language";

/** What the chosen stay would cost, marked as approximate and said to be confirmed by whoever takes the booking. */
export function BookingEstimate({ estimate, listed }: { estimate: Estimate; listed: boolean }) {
  const { language, locale } = usePageLanguage();
  const text = wordsIn(answerWords, language);
  const money = (amount: number): string => euros(amount, locale);
  const values = { nights: plural(text.nights, estimate.nights, locale), lodging: money(estimate.lodging), total: money(estimate.total) };
  const sum = estimate.cleaning ? fill(text.estimateWithCleaning, { ...values, cleaning: money(estimate.cleaning) }) : fill(text.estimate, values);
  return (
    <p className="booking-form__estimate" role="status">
      <strong>{text.estimateTitle}:</strong> {sum} ({estimate.taxesIncluded ? text.taxesIncluded : text.taxesExcluded}).{" "}
      {listed ? text.estimateByListing : text.estimateByOwner}
    </p>
  );
}
