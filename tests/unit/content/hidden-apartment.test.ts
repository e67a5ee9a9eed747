/**
 * An apartment taken off the site for a while («hidden: true»): the data every page, list, menu,
 * search, photo and file is made from leaves it out (src/site/from-content/shown-site.ts), its
 * address is kept for a page of its own, and the check keeps it as it is — never suggesting it, or
 * its page, for something mistyped; saying nothing of its calendar; pointing the owner who
 * comments an apartment out to the switch. The apartment hidden is the one the most names: a
 * calendar, a listing, another apartment's «related», photos in the gallery, reviews.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApartmentAvailability } from "../../../src/booking/availability.ts";
import type { Site } from "../../../src/generated/content-types.gen.ts";
import { EXAMPLE_FILE } from "../../../scripts/availability/example-addresses.ts";
import { numberInWords } from "../../../src/content-check/cross-check/count-tokens.ts";
import { countWordsOf } from "../../../scripts/content/dictionaries.ts";
import { shownSite } from "../../../src/site/from-content/shown-site.ts";
import { writeGenerated } from "../../../scripts/content/generate/write-generated.ts";
import { loadSite, SITE_FILE } from "../../../scripts/content/load-site.ts";
import { summary } from "../../../src/content-check/summary.ts";
import { formatProblem } from "../../../src/content-check/wording/problem.ts";
import { missingFromGuide } from "../support/owner-guide.ts";
import { contentChecker } from "./helpers.ts";
import { SiteText } from "./site-edits.ts";

const site = SiteText.real();
const { check } = contentChecker("hidden-apartment");

let content: Site;
/** The apartment hidden, and its index. */
let hidden: Site["apartments"][number];
let index: number;

beforeAll(async () => {
  const load = await loadSite(SITE_FILE, { decodePhotos: false });
  if (!load.ok) throw new Error("site.yaml should pass the check");
  const named = (slug: string): number =>
    [
      load.site.apartments.some((apartment) => apartment.related.includes(slug)),
      slug in load.site.booking.listings,
      load.site.apartments.find((apartment) => apartment.slug === slug)!.calendar !== undefined,
      load.site.gallery.sections.some((section) => section.photos.some((photo) => photo.file.startsWith(`${slug}/`))),
      (load.site.reviews?.list ?? []).some((review) => review.apartment === slug),
    ].filter(Boolean).length;
  index = load.site.apartments.map((apartment, i) => ({ i, score: named(apartment.slug) })).sort((a, b) => b.score - a.score)[0]!.i;
  hidden = load.site.apartments[index]!;
  expect(named(hidden.slug), "an apartment of site.yaml named in every way").toBe(5);
  content = { ...load.site, apartments: load.site.apartments.map((apartment, i) => (i === index ? { ...apartment, hidden: true } : apartment)) as Site["apartments"] };
});

const messages = async (text: string, options: Parameters<typeof check>[2] = {}): Promise<string[]> => {
  const result = await check(`case-${Math.random().toString(36).slice(2)}`, text, options);
  return [...result.problems, ...(result.ok ? result.warnings : [])].map(formatProblem);
};

/** site.yaml with the apartment at `i` hidden. */
const hide = (text: SiteText, i: number): SiteText => text.insertLinesAfter(["apartments", i, "name"], [`${" ".repeat(text.keyAt(["apartments", i, "name"]).col - 1)}hidden: true`]).site;

describe("the generated data, with an apartment hidden", () => {
  let dir: string;
  let data: string;
  let sites: Record<string, Record<string, unknown>>;
  let away: Record<string, { slug: string; name: string; path: string }[]>;
  let booked: string;
  const availability = (): Record<string, ApartmentAvailability> =>
    Object.fromEntries(content.apartments.map((apartment) => [apartment.slug, { booked: [["2026-12-01", "2026-12-04"]], window: { from: "2026-11-01", to: "2027-11-01" }, madeAt: "2026-11-01T08:00:00Z", updatedAt: "2026-11-01T08:00:00Z", feeds: [] }]));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "hidden-generated-"));
    await writeGenerated(content, {}, availability(), dir);
    data = await readFile(path.join(dir, "site.gen.ts"), "utf8");
    const json = (name: string): unknown => {
      const start = data.indexOf("= ", data.indexOf(`export const ${name}:`)) + 2;
      return JSON.parse(data.slice(start, data.indexOf("};\n", start) + 1));
    };
    sites = json("sites") as typeof sites;
    away = json("hiddenApartments") as typeof away;
    booked = await readFile(path.join(dir, "availability.gen.ts"), "utf8");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("names it nowhere but in its guests' reviews: no card, page, menu link, related, listing, photo or booked night", () => {
    const photos = hidden.photos.map((photo) => photo.file);
    for (const [language, one] of Object.entries(sites)) {
      const { reviews, ...rest } = one;
      const text = JSON.stringify(rest);
      expect(text, language).not.toContain(`"${hidden.slug}"`);
      expect(text, language).not.toContain(`/${hidden.slug}"`);
      for (const file of photos) expect(text, `${language}: ${file}`).not.toContain(file);
      // The stays happened: the reviews page keeps them, and says how many there are.
      expect(JSON.stringify(reviews)).toContain(`"apartment":"${hidden.slug}"`);
    }
    expect(booked).not.toContain(hidden.slug);
    expect(booked).toContain(content.apartments.find((apartment) => !apartment.hidden && apartment.calendar)!.slug);
  });

  it("keeps the others whole, but for the names of it: each apartment's «related» without it, the menu without its link", () => {
    const main = sites[content.site.languages[0]!] as unknown as Site;
    expect(main.apartments.map((apartment) => apartment.slug)).toEqual(content.apartments.filter((apartment) => !apartment.hidden).map((apartment) => apartment.slug));
    for (const apartment of main.apartments) {
      const own = content.apartments.find((candidate) => candidate.slug === apartment.slug)!;
      expect(apartment.related).toEqual(own.related.filter((slug) => slug !== hidden.slug));
      expect(apartment).not.toHaveProperty("hidden");
    }
    expect(main.routes.length).toBe(content.routes.length - 1);
    expect(main.gallery.sections.flatMap((section) => section.photos).length).toBeLessThan(content.gallery.sections.flatMap((section) => section.photos).length);
  });

  it("counts the apartments shown in the texts that count them", async () => {
    for (const language of content.site.languages) {
      const words = await countWordsOf(language);
      const count = numberInWords(content.apartments.length - 1, words);
      expect(((sites[language] as unknown as Site).site.description as unknown as string).toLowerCase()).toContain(count.toLowerCase());
    }
  });

  it("keeps its page's address, in every language, for the page that says it can't be booked for now", () => {
    const page = content.routes.find((route) => route.kind === "apartment" && route.apartment === hidden.slug)!.path;
    const [main, ...others] = content.site.languages;
    expect(away[main!]).toEqual([{ slug: hidden.slug, name: hidden.name, path: page }]);
    for (const language of others) expect(away[language]).toEqual([{ slug: hidden.slug, name: hidden.name, path: `/${language}${page}` }]);
  });
});

describe("what hiding takes away", () => {
  it("leaves a dropdown of hidden pages out, keeps a page's own link, and keeps a photo another apartment shows too", () => {
    const [first, second] = content.apartments;
    const pageOf = (slug: string) => content.routes.find((route) => route.kind === "apartment" && route.apartment === slug)!.path;
    const shared = second!.photos[0]!;
    const edited: Site = {
      ...content,
      apartments: content.apartments.map((apartment) => (apartment === first ? { ...apartment, hidden: true, photos: [...apartment.photos, shared] } : { ...apartment, hidden: false })) as Site["apartments"],
      navigation: [
        { path: pageOf(first!.slug) },
        { label: { es: "Solo", en: "Only" }, children: [{ path: pageOf(first!.slug) }] },
        { path: "/apartment-list", children: [{ path: pageOf(first!.slug) }] },
      ] as Site["navigation"],
      gallery: { ...content.gallery, sections: [{ title: { es: "Mezcla", en: "Mixed" }, photos: [shared, first!.photos[0]!] }] as Site["gallery"]["sections"] },
    };
    const { site: shown, hidden: away } = shownSite(edited);
    expect(shown.navigation).toEqual([{ path: "/apartment-list" }]);
    expect(shown.gallery.sections.flatMap((section) => section.photos)).toEqual([shared]);
    expect(shown.apartments.every((apartment) => !("hidden" in apartment))).toBe(true);
    expect(away.map((apartment) => apartment.slug)).toEqual([first!.slug]);
  });

  it("with nothing hidden, is the site as written", () => {
    const written = site.data<Site>();
    expect(shownSite(written)).toEqual({ site: written, hidden: [] });
  });
});

describe("the check, with an apartment hidden", () => {
  it("passes, names it in its summary, and says nothing of its calendar", async () => {
    // A .env with every calendar's variable but the hidden apartment's: no warning for it.
    const dir = await mkdtemp(path.join(os.tmpdir(), "hidden-env-"));
    try {
      const feeds = content.apartments.filter((apartment) => apartment.slug !== hidden.slug).flatMap((apartment) => apartment.calendar?.feeds ?? []);
      await writeFile(path.join(dir, ".env"), feeds.map((feed, i) => `${feed.env}=https://www.airbnb.es/calendar/ical/${i}.ics?s=propia`).join("\n"));
      const setup = { envFile: path.join(dir, ".env"), env: {}, exampleFile: EXAMPLE_FILE, availabilityDir: dir };
      const found = await messages(hide(site, index).text, { calendarSetup: setup });
      expect(found.some((message) => message.includes("calendario"))).toBe(false);
      expect(found.length).toBeGreaterThan(0);
      // Without the switch, the same .env is a warning: the test would see one.
      expect((await messages(site.text, { calendarSetup: setup })).some((message) => message.includes(`«${hidden.name}» no se leerá`))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(summary(content)).toContain(`4 apartamentos (1 fuera de la web por un tiempo: ${hidden.name})`.replace("4", String(content.apartments.length)));
  });

  it("never offers its page, or it, for an address or an apartment mistyped", async () => {
    const page = content.routes.find((route) => route.kind === "apartment" && route.apartment === hidden.slug)!.path;
    const mistyped = page.slice(0, -1);
    const nav = site.get<{ children?: { path: string }[] }[]>(["navigation"]);
    const i = nav.findIndex((item) => item.children?.some((child) => child.path === page));
    const j = nav[i]!.children!.findIndex((child) => child.path === page);
    const other = content.apartments.findIndex((apartment) => apartment.related.includes(hidden.slug));
    const k = content.apartments[other]!.related.indexOf(hidden.slug);
    const text = hide(site, index).replaceValue(["navigation", i, "children", j, "path"], mistyped).site.replaceValue(["apartments", other, "related", k], hidden.slug.slice(0, -1)).site.text;
    const found = await messages(text);
    const typos = found.filter((message) => message.includes("no existe"));
    expect(typos).toHaveLength(2);
    for (const message of typos) {
      expect(message).not.toContain("¿querías decir");
      expect(message).not.toContain(`«${page}»`);
      expect(message).not.toContain(`«${hidden.slug}»`);
    }
    // Shown, the same slips are guessed right.
    const visible = site.replaceValue(["navigation", i, "children", j, "path"], mistyped).site.text;
    expect(await messages(visible)).toEqual([expect.stringContaining(`¿querías decir «${page}»?`)]);
  });
});

describe("an apartment commented out with «#»", () => {
  /** Its block, its page and its menu link commented out; the other apartments' «related» and its reviews as `rest` leaves them. */
  function commentedOut(rest: (text: SiteText) => SiteText = (text) => text): SiteText {
    const page = site.get<{ kind: string; apartment?: string }[]>(["routes"]).findIndex((route) => route.kind === "apartment" && route.apartment === hidden.slug);
    const path = site.get<string>(["routes", page, "path"]);
    const nav = site.get<{ children?: { path: string }[] }[]>(["navigation"]);
    const i = nav.findIndex((item) => item.children?.some((child) => child.path === path));
    const j = nav[i]!.children!.findIndex((child) => child.path === path);
    return rest(site).commentOut(["apartments", index], ["routes", page], ["navigation", i, "children", j], ...(hidden.slug in content.booking.listings ? [["booking", "listings", hidden.slug]] : []));
  }

  it("is said at each name left pointing at it, with where it is and the switch, not a guess", async () => {
    const found = await messages(commentedOut().text);
    expect(found.length).toBeGreaterThan(1);
    for (const message of found) expect(message).toMatch(new RegExp(`el apartamento «${hidden.slug}» está comentado, con «#» delante, en la línea \\d+: para quitarlo de la web por un tiempo, quita esas «#» y ponle «hidden: true»`));
  });

  it("with nothing left naming it, passes with a warning at its first line", async () => {
    // The other apartments' «related» without it, its guests' reviews moved to another apartment, its photos out of the home slideshow.
    const another = content.apartments.find((apartment) => apartment.slug !== hidden.slug)!.slug;
    const slideshow = (site.get<string[] | undefined>(["homeSlideshow"]) ?? []).flatMap((file, k) => (file.startsWith(`${hidden.slug}/`) ? [["homeSlideshow", k]] : []));
    const text = commentedOut((start) => {
      let edited = slideshow.length ? start.commentOut(...slideshow) : start;
      content.apartments.forEach((apartment, i) => {
        if (apartment.related.includes(hidden.slug)) edited = edited.replaceValue(["apartments", i, "related"], `[${apartment.related.filter((slug) => slug !== hidden.slug).join(", ")}]`).site;
      });
      (content.reviews?.list ?? []).forEach((review, i) => {
        if (review.apartment === hidden.slug) edited = edited.replaceValue(["reviews", "list", i, "apartment"], another).site;
      });
      return edited;
    });
    const line = text.text.split("\n").findIndex((written) => written.includes(`# - slug: ${hidden.slug}`));
    expect(await messages(text.text)).toEqual([
      `site.yaml:${line + 1}:${text.text.split("\n")[line]!.indexOf("#") + 1}: aviso: el apartamento «${hidden.slug}» está comentado, con «#» delante: así su dirección dice «página no encontrada», y sus fotos de la galería y las cifras de la portada lo siguen contando; para quitarlo de la web por un tiempo, quita esas «#» y ponle «hidden: true», que lo quita de todas partes`,
    ]);
  });

  it("its page alone commented out: the apartment without a page, and the menu's link, say so", async () => {
    const page = site.get<{ kind: string; apartment?: string }[]>(["routes"]).findIndex((route) => route.kind === "apartment" && route.apartment === hidden.slug);
    const found = await messages(site.commentOut(["routes", page]).text);
    expect(found).toEqual([
      expect.stringMatching(new RegExp(`: la página del apartamento «${hidden.slug}» está comentada, con «#» delante, en la línea \\d+: para quitarlo de la web por un tiempo`)),
      expect.stringMatching(/: la página «[^»]+» está comentada, con «#» delante, en la línea \d+: para quitar su apartamento de la web por un tiempo/),
    ]);
  });

  it("has its messages in the guide", async () => {
    const page = site.get<{ kind: string; apartment?: string }[]>(["routes"]).findIndex((route) => route.kind === "apartment" && route.apartment === hidden.slug);
    const found = [...(await messages(commentedOut().text)), ...(await messages(site.commentOut(["routes", page]).text))];
    expect(missingFromGuide(found.map((message) => message.replace(/^site\.yaml:\d+:\d+: /, "")))).toEqual([]);
  });
});
