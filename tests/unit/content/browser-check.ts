/**
 * The content core in Chromium, for the tests that hold it to saying in the browser what it says
 * in the terminal: the core built for the browser (scripts/content/browser-core.ts, which refuses
 * any of Node's modules) loaded into a blank page of Debian's Chromium, and asked to check a text
 * with the facts the terminal's check gathered for it (photos, dictionaries, calendars), passed as
 * plain data, as the browser's editor will have them.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll } from "vitest";
import { buildBrowserCore, projectModule } from "../../../scripts/content/browser-core.ts";
import type { ContentFacts } from "../../../src/content-check/check-content.ts";
import type { Problem } from "../../../src/content-check/wording/problem.ts";

/** What a check says, without the checked site: what the two must agree on. */
export type Said = { ok: boolean; problems: Problem[]; warnings: Problem[] };

/** The facts as data a page can be handed: the photos folder's entries as a list, the date as text. */
type PlainFacts = Omit<ContentFacts, "validator" | "photos" | "now" | "calendars"> & Pick<ContentFacts, "calendars"> & { photos: [string, unknown][]; now?: string };

/** The page's side: the core's check, with the browser's own compiled validator. */
const ENTRY = `import { checkContent } from ${projectModule("src/content-check/check-content.ts")};
import { siteValidator } from ${projectModule("src/content-check/site-validator.ts")};
globalThis.checkSite = (name, text, facts) => {
  const result = checkContent(name, text, { ...facts, validator: siteValidator, photos: new Map(facts.photos), now: facts.now ? new Date(facts.now) : undefined });
  return { ok: result.ok, problems: result.problems, warnings: result.ok ? result.warnings : [] };
};`;

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";

/** What `result` says, as Said. */
export function said(result: { ok: boolean; problems: Problem[]; warnings?: Problem[] }): Said {
  return { ok: result.ok, problems: result.problems, warnings: result.ok ? (result.warnings ?? []) : [] };
}

/** Starts Chromium with the core before the file's tests and closes it after them; `check` asks the page. */
export type BrowserCheck = (name: string, text: string, facts: Omit<ContentFacts, "validator">) => Promise<Said>;

export function browserChecker(): { check: BrowserCheck } {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    const [core, launched] = await Promise.all([buildBrowserCore(ENTRY), chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] })]);
    browser = launched;
    page = await browser.newPage();
    await page.addScriptTag({ content: core.code, type: "module" });
    await page.waitForFunction(() => "checkSite" in globalThis);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return {
    check: async (name, text, facts) => {
      if (!page) throw new Error("Chromium did not start");
      // Named one by one: whatever else the terminal's facts hold (its compiled validator) stays there.
      const plain: PlainFacts = { words: facts.words, photos: [...facts.photos], calendars: facts.calendars, now: facts.now?.toISOString() };
      return page.evaluate(([name, text, plain]) => (globalThis as unknown as { checkSite: (...args: unknown[]) => Said }).checkSite(name, text, plain), [name, text, plain] as const);
    },
  };
}
