import { allReviews } from "../reviews";
import type { Language } from "../types";

/** The reviews page's slice of site.yaml, in a language: every review, by apartment, and how they were chosen. */
export function reviewsData(language: Language) {
  return allReviews(language);
}
