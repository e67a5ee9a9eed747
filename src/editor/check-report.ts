/**
 * The content check as the editor runs it: the core of `npm run check` (src/content-check), with
 * the facts the browser has — the site's dictionaries, built in; the photos folder as the
 * repository's tree lists it (photo-files.ts); no calendars (whether they will be read is the
 * build's to say). The worker (check-worker.ts) runs it off the page's thread, and only there: the
 * core and the dictionaries stay out of the page's own scripts. The tests run it as it is.
 */
import { checkContent } from "../content-check/check-content.ts";
import type { Dictionaries } from "../content-check/cross-check/interface-words.ts";
import type { PhotoFolder } from "../content-check/cross-check/photo-entries.ts";
import { siteValidator } from "../content-check/site-validator.ts";
import { summary, warningsSummary } from "../content-check/summary.ts";
import type { Problem } from "../content-check/wording/problem.ts";
import type { Site } from "../generated/content-types.gen.ts";

/** The name the check gives the file in its messages, as `npm run check` does. */
const SITE_FILE = "site.yaml";

/** What the check says of a text: its problems; or, when it is correct, the summary and its warnings, in the terminal's lines. */
export type CheckReport =
  | { ok: false; problems: Problem[] }
  | { ok: true; site: Site; summary: string; warnings: Problem[]; warningsSummary: string | null };

/** Every language's interface words (src/labels/words/<language>.ts), as the terminal's check reads them. */
const dictionaries: Dictionaries = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>("../labels/words/*.ts", { eager: true })).map(([file, words]) => [file.slice(file.lastIndexOf("/") + 1, -".ts".length), { ...words }]),
);

/** The check of `text` against the photos `photos`: what `npm run check` would say of it. */
export function checkReport(text: string, photos: PhotoFolder, now?: Date): CheckReport {
  const result = checkContent(SITE_FILE, text, { validator: siteValidator, words: dictionaries, photos, now });
  if (!result.ok) return { ok: false, problems: result.problems };
  return { ok: true, site: result.site, summary: summary(result.site), warnings: result.warnings, warningsSummary: result.warnings.length > 0 ? warningsSummary(result.warnings) : null };
}
