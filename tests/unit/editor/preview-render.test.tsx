// @vitest-environment happy-dom
/**
 * The editor's preview draws the site's own pages from the content being edited, into a frame of a
 * phone's or a laptop's width: the edited price and the apartment's name are on the page, the parts
 * the build draws are drawn in place, and nothing leaves the frame — its links go nowhere, no page
 * is fetched to fill a part, and the map stays behind its consent.
 */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadSiteWithFacts, SITE_FILE } from "../../../scripts/content/load-site.ts";
import { addDays } from "../../../src/booking/calendar-date.ts";
import { todayIn } from "../../../src/booking/today.ts";
import { checkContent, type ContentFacts } from "../../../src/content-check/check-content.ts";
import { EditorWordsProvider } from "../../../src/editor/editor-words.tsx";
import { SitePreview } from "../../../src/editor/site-preview/site-preview.tsx";
import { editorWords } from "../../../src/labels/words.ts";
import { previewSource } from "../../../src/editor/site-preview/preview-source.ts";
import { dictionaries } from "../../../src/generated/languages.gen.ts";
import { photos } from "../../../src/generated/photos.gen.ts";
import { sites } from "../../../src/generated/site.gen.ts";
import { MAP_CONSENT_KEY } from "../../../src/site/browser-storage.ts";
import type { SiteSource } from "../../../src/site/site-source.ts";
import { SiteText } from "../content/site-edits.ts";
import { reactStage } from "../support/react-stage.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NBSP = "\u00a0";
const stage = reactStage();
let source: SiteSource;

beforeAll(async () => {
  const { facts, text } = await loadSiteWithFacts(SITE_FILE, { decodePhotos: false });
  if (!facts || text === undefined) throw new Error("site.yaml could not be read");
  // Mirador at 123 € a night, from yesterday to 200 days on.
  const real = new SiteText(text);
  const mirador = real.get<{ slug: string }[]>(["apartments"]).findIndex((apartment) => apartment.slug === "mirador");
  const day = (days: number): string => addDays(todayIn(sites.es.site.timeZone, new Date()), days);
  const path = ["apartments", mirador, "capacity"];
  const indent = " ".repeat(real.keyAt(path).col - 1);
  const rates = ["rates:", "  taxesIncluded: true", "  seasons:", "    - name: { es: Todo el año, en: All year }", `      from: ${day(-1)}`, `      to: ${day(200)}`, "      nightly: 123", "      minNights: 2"];
  const checked = checkContent("site.yaml", real.insertLinesAfter(path, rates.map((line) => `${indent}${line}`)).site.text, facts as ContentFacts);
  if (!checked.ok) throw new Error("the edited site.yaml should pass the check");
  source = previewSource({ site: checked.site, dictionaries, booked: null, photos });
});

let fetched: string[];
beforeEach(() => {
  fetched = [];
  // What the page asks the network for, answered with nothing.
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    fetched.push(String(input instanceof Request ? input.url : input));
    return new Response("{}", { status: 404 });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

/** Drawn inside the editor's words, as the editor draws it. */
function mount(element: React.ReactNode): void {
  stage.root = createRoot(stage.container);
  act(() => stage.root!.render(<EditorWordsProvider words={editorWords.es}>{element}</EditorWordsProvider>));
}

const frame = (): HTMLIFrameElement => {
  const found = stage.container.querySelector("iframe");
  if (!found) throw new Error("no frame");
  return found;
};
const frameBody = (): HTMLElement => {
  const body = frame().contentDocument?.body;
  if (!body) throw new Error("the frame has no document");
  return body;
};

/** Waits, letting React and the lazy parts run (each step inside act), until the frame's page says `text`. */
async function until(text: string): Promise<void> {
  for (let waited = 0; waited < 10_000 && !frameBody().textContent?.includes(text); waited += 25) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 25)));
  }
  expect(frameBody().textContent).toContain(text);
}

describe("the preview of an apartment's page", () => {
  it("draws its name and the edited price at a phone's width, the parts the build draws included", async () => {
    mount(<SitePreview source={source} language="es" page={{ apartment: "mirador" }} width={375} />);
    expect(frame().width).toBe("375");
    const name = source.sites.es.apartments.find((apartment) => apartment.slug === "mirador")?.name ?? "";
    await until(name);
    expect(frameBody().querySelector("h1")?.textContent).toBe(name);
    // The line under the photos and the table of prices, which the build draws (ServedAsIs): in place, from the edited content.
    await until(`desde 123${NBSP}€ / noche`);
    await until("Todo el año");
    expect(frameBody().querySelector(".rates-table")?.textContent).toContain(`123${NBSP}€`);
    expect(frame().title).toMatch(/^Vista previa, Móvil \(375 px\): /);
    // No page of the live site was fetched to fill a part.
    expect(fetched.filter((url) => !url.endsWith(".json"))).toEqual([]);
  });

  it("says why when the page can't be drawn: an apartment the edited site doesn't show", () => {
    mount(<SitePreview source={source} language="es" page={{ apartment: "no-existe" }} width={1280} />);
    expect(stage.container.querySelector('[role="alert"]')?.textContent).toMatch(/^El apartamento «no-existe» no sale en la web/);
    expect(frameBody().childElementCount).toBe(0);
  });
});

describe("the preview of the home page", () => {
  it("draws the edited price on the apartment's card at a laptop's width, in English too", async () => {
    mount(<SitePreview source={source} language="en" page="home" width={1280} />);
    expect(frame().width).toBe("1280");
    await until("from €123 / night");
    expect(frame().contentDocument?.documentElement.lang).toBe("en");
  });

  it("keeps every link inert and the map behind its consent, even when this visit had loaded it", async () => {
    window.sessionStorage.setItem(MAP_CONSENT_KEY, "1");
    mount(<SitePreview source={source} language="es" page="home" width={375} />);
    await until(`desde 123${NBSP}€ / noche`);
    const links = [...frameBody().querySelectorAll("a[href]")];
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
    }
    // The consent's card, not the map: nothing in the frame is loaded from another site.
    expect(frameBody().querySelector(".map-consent")).not.toBeNull();
    expect(frameBody().querySelectorAll("iframe")).toHaveLength(0);
    const sources = [...frameBody().querySelectorAll("[src]")].map((element) => element.getAttribute("src") ?? "");
    expect(sources.filter((src) => /^(https?:)?\/\//.test(src))).toEqual([]);
    const form = frameBody().querySelector("form");
    if (form) {
      const submit = new Event("submit", { bubbles: true, cancelable: true });
      form.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(true);
    }
  });
});
