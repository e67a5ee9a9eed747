import { REFERENCE_COMMIT } from "./reference-build.ts";

/** The performance budgets of the site, per page, on medians. */
export const BUDGETS = {
  performance: 95,
  /** Performance at most this many points below the same page's without any JavaScript. */
  performanceBelowNoJs: 3,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 150,
  /** LCP at most this multiple of the same page's LCP without any JavaScript. */
  lcpRatio: 1.05,
  /** JavaScript the page loads before it is idle (hydration included), gzip. */
  jsGzipKb: 100,
  /** The same on a page with no form, search or gallery (PAGES: `parts` empty). */
  plainJsGzipKb: 60,
  /** JavaScript an untouched page fetches by itself within 10 s (the hero's slideshow, prefetched lazy parts), gzip. */
  jsIdleGzipKb: 160,
  /** From a tap to the first frame that shows its answer, on a mid-range phone profile (tap-to-result.ts). */
  tapMs: 300,
  /** Total bytes of the home page's first view. */
  homeTotalKb: 600,
  /** The booking form's month calendar (react-day-picker), JavaScript and CSS, fetched only when a visitor opens it. */
  pickerGzipKb: 30,
  /** The stay search: its form's chunk and CSS and what its answers fetch beyond the page's first load, gzip. */
  searchGzipKb: 15,
  /** From the last input to the stay search's answers on screen, phone profile (stay-search-bench.ts). */
  searchAnswerMs: 100,
  /** At SLOW_CPU, the TBT of each of REFERENCE_PAGES at most this multiple of each older tree's same page (reference-build.ts), measured in turn. */
  slowTbtRatio: 0.5,
  /** Elements of the availability calendar's months React has hydrated, IDLE_MS after load (hydrated-elements.ts). */
  monthsHydrated: 0,
  checkSeconds: 1,
  warmBuildSeconds: 30,
} as const;

/**
 * A benched page: its `parts` that run beyond links and the menu (a form, the stay search, the
 * gallery's lightbox; none on a plain page, held to the tighter JavaScript budget), and whether it
 * shows the availability calendar's months (`months`: none of their elements hydrated).
 */
type BenchedPage = { path: string; parts: readonly string[]; months?: true };

/** The key pages, and some in English (their words travel in the page's data: they must keep the same budgets). */
export const PAGES: readonly BenchedPage[] = [
  { path: "/", parts: ["stay search"] },
  { path: "/apartment-list/mirador", parts: ["booking form"], months: true },
  { path: "/gallery", parts: ["gallery"] },
  { path: "/info-bares-restaurantes", parts: [] },
  { path: "/contact", parts: [] },
  { path: "/about", parts: [] },
  { path: "/en", parts: ["stay search"] },
  { path: "/en/apartment-list/mirador", parts: ["booking form"], months: true },
  { path: "/en/gallery", parts: ["gallery"] },
];

/** A benched page by its path. */
export function benchedPage(path: string): BenchedPage {
  const page = PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not one of the bench's PAGES`);
  return page;
}

/** The JavaScript before idle a page may load, KB gzip: less on a page with no form, search or gallery. */
export const jsBudgetKb = (path: string): number => (benchedPage(path).parts.length ? BUDGETS.jsGzipKb : BUDGETS.plainJsGzipKb);

/**
 * The pages also measured on the older trees (reference-build.ts) in the same run, in turn with
 * them: at SLOW_CPU, TBT at most BUDGETS.slowTbtRatio of each one's.
 */
export const REFERENCE_PAGES = ["/apartment-list/mirador", "/gallery"] as const;
/** At the preset's 4× CPU, the TBT of REFERENCE_PAGES no higher than these older trees' (decisions 029 and 034). */
export const PRESET_TBT_HELD_AGAINST: readonly string[] = [REFERENCE_COMMIT];
export const RUNS = 5;
/**
 * The CPU slowdown of the second comparison with the older tree: at the preset's 4× this machine
 * gives both trees a TBT of 0–200 ms, where one run's first paint decides; at 12× the older tree's
 * lands at 350–560 ms, the scale a slower machine measures it at (329–382 ms there; decision 034).
 */
export const SLOW_CPU = 12;
/**
 * Runs of each tree at SLOW_CPU. One run's TBT there ranges over about half to twice the median
 * (557–1866 ms one run, 515–1455 the other): five a side let the medians swap from one
 * bench to the next, nine hold them closer.
 */
export const SLOW_RUNS = 9;
/** Runs per interaction of the tap-to-result measure (fresh browser each). */
export const TAP_RUNS = 5;
