import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** WCAG 2.1 levels A and AA: what the site promises. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's WCAG 2.1 A/AA violations on the page as it is now (or in the part `within` selects),
 * one line per failing node — rule, impact, where, and axe's explanation — so a failure reads as a
 * to-do list.
 *
 * One `axe.run` in the page, as axe-core documents it, and only the violations sent back: the
 * Playwright builder (@axe-core/playwright) returns every result of every rule, passes included,
 * with each node's HTML — 0.4–1 s a page here against 0.2–0.6 s, for the same rules and the same
 * passes, incomplete and violations on every page kind (docs/decisions/009-one-crawl-browser-tests.md).
 * Every rule still runs on every node: axe's `resultTypes: ["violations"]` would also skip work, but it
 * breaks the rules that compare nodes with each other (landmark-unique then fails a unique landmark).
 * Frames are not entered: the only one the site has is the map, Google's page.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: "tag", values: WCAG_TAGS }, iframes: false };
  return page.evaluate(
    async ({ within, options }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } }).axe;
      const { violations } = await axe.run(within ? { include: [within] } : document, options);
      return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`));
    },
    { within, options },
  );
}
