/**
 * The figures band's count-up as plain functions of time (docs/decisions/012-figures-band.md):
 * what number shows how long after the count began. No React and no clock in here, so a test
 * can ask for any moment.
 */
import { numberFormat } from "../../labels/intl";

/** The original site's counter animation (SPEC §9). */
export const COUNT_UP_MS = 2000;

/** How many years back a year starts counting from: 1912 counts 1887 → 1912, not 0 → 1912. */
export const YEAR_LEAD = 25;

/** Where a figure's count starts: a quantity from 0, a year from a few years before it. */
export function countStart(value: number, year: boolean): number {
  return year ? Math.max(0, value - YEAR_LEAD) : 0;
}

/**
 * The number shown `elapsed` ms into the count: whole numbers, easing out (fast, then settling),
 * never past `to`, and exactly `to` from `duration` on.
 */
export function countUpValue(from: number, to: number, elapsed: number, duration: number = COUNT_UP_MS): number {
  if (elapsed >= duration) return to;
  const progress = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - progress) ** 3;
  return Math.floor(from + (to - from) * eased);
}

/**
 * A figure as written in the page's language: a year never with a thousands separator (1912, not
 * 1.912); a quantity as the language groups it (Spanish: 2000, 12.000).
 */
export function formatFigure(value: number, year: boolean, locale: string): string {
  return numberFormat(locale, year ? { useGrouping: false } : {}).format(value);
}
