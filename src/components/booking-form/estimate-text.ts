import type { Estimate } from "../../booking/rates";
import { fill, plural, type Words } from "../../labels/dictionary";
import { euros } from "../../site/euros";

/** A stay's cost as a sum, in the page's words: «4 noches: 320 € + limpieza 30 € = 350 €». */
export function breakdownOf(estimate: Estimate, text: Words["answers"], locale: string): string {
  const money = (amount: number): string => euros(amount, locale);
  const values = { nights: plural(text.nights, estimate.nights, locale), lodging: money(estimate.lodging), total: money(estimate.total) };
  return estimate.cleaning ? fill(text.estimateWithCleaning, { ...values, cleaning: money(estimate.cleaning) }) : fill(text.estimate, values);
}

/** Whether the total includes taxes, in the page's words. */
export const taxesOf = (estimate: Estimate, text: Words["answers"]): string => (estimate.taxesIncluded ? text.taxesIncluded : text.taxesExcluded);
