import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.1 levels A and AA: what the site promises. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core's WCAG 2.1 A/AA violations on the page as it is now (or in the part `within` selects),
 * one line per failing node — rule, impact, where, and axe's explanation — so a failure reads as a
 * to-do list. (axe's `resultTypes: ["violations"]` would save a fifth of the run, but it breaks
 * the rules that compare nodes with each other: landmark-unique then fails a unique landmark.)
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`));
}
