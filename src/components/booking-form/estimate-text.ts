import type { Estimate } from "../../booking/rates";
import { fill, plural, type Words } from "../../labels/dictionary";
import { euros } from "../../site/euros";

/** A stay's cost as a sum, in the page's words, when it has parts: «4 noches: 320 € + limpieza 30 € = 350 €»; null when the total is all there is (no «350 € = 350 €»). */
export function breakdownOf(estimate: Estimate, text: Words["answers"], locale: string): string | null {
  if (!estimate.cleaning) return null;
  const money = (amount: number): string => euros(amount, locale);
  return fill(text.estimateWithCleaning, { nights: plural(text.nights, estimate.nights, locale), lodging: money(estimate.lodging), cleaning: money(estimate.cleaning), total: money(estimate.total) });
}

/** Whether the total includes taxes, in the page's words. */
export const taxesOf = (estimate: Estimate, text: Words["answers"]): string => (estimate.taxesIncluded ? text.taxesIncluded : text.taxesExcluded);
