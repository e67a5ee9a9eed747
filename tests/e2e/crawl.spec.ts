import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Page, Response } from "@playwright/test";
import { beforeScreenshot, screenshotName, stillPage } from "../../scripts/screenshots/still-page.ts";
import { slideshowPhotos } from "../../src/site/home-slideshow.ts";
import { axeViolations } from "./support/axe.ts";
import { LISTED, listShownOn, recordWrites, shown, storedIn, type Stored } from "./support/browser-storage.ts";
import { mainLanguageWords, pageWords, spanishLeft } from "./support/interface-words.ts";
import { cardGridProblems, overlappingText } from "./support/layout-facts.ts";
import { expect, isWide, settleAnimations, settleRequests, test, waitForHydration } from "./support/test.ts";
import {
  addressIn,
  allRoutes,
  DEFAULT_LANGUAGE,
  apartmentPath,
  escapeRegExp,
  figureTextIn,
  fill,
  galleryPhotos,
  LANGUAGES,
  menuIn,
  MISSING_PATH,
  plural,
  rulesOf,
  siteIn,
  templatePattern,
  trailFor,
  variantsOf,
  variantUrls,
  wordsIn,
  type Language,
} from "./support/site-data.ts";

/**
 * One load of every page, in every language, at each width, and every check that holds for any page on that load:
 * status, title and breadcrumb, the content of its kind from site.yaml, hydration after `load`,
 * axe, no sideways scroll, image sizes and sources, no word of the main language's interface on
 * another language's page, nothing stored in the browser that the storage
 * page doesn't list; at one width also the headers, metadata,
 * social cards and structured data. The guard (support/test.ts) adds: no console or page error,
 * no failed request, no CSP refusal, nothing requested from another host.
 *
 * The same load ends with the page as a person sees it, compared with its committed baseline
 * (docs/decisions/010-screenshot-baselines.md): the page is loaded with reduced motion and a fixed
 * clock (nothing checked here depends on either), every photo drawn as a flat box, and checked for
 * what a diff cannot explain — text over text, card lists with markers or one card per row,
 * sideways scroll at 320 px. Baselines live in tests/e2e/screens/<project>/; after an intended
 * visual change, look at the new screenshots (`npm run screenshots`) and update them with
 * `npm run test:screens:update` (README).
 */

/** Each photo a flat box of its size and place: replacing a photo changes no baseline. */
const FLAT_PHOTOS = path.join(import.meta.dirname, "support/flat-photos.css");
const FLAT_PHOTOS_CSS = readFileSync(FLAT_PHOTOS, "utf8");

const BUILD = path.resolve(import.meta.dirname, "../../build/client");
/** The breadcrumb banner draws from the first 41 apartment photos (the same files in every language). */
const BANNER_POOL = siteIn(LANGUAGES[0]).apartments.flatMap((apartment) => apartment.photos).slice(0, 41);

type Route = (typeof allRoutes)[number];
type Crawled = { route: Route | undefined; path: string; language: Language };

const pages: Crawled[] = [
  ...allRoutes.map((route) => ({ route, path: route.path, language: route.language })),
  ...LANGUAGES.map((language) => ({ route: undefined, path: addressIn(MISSING_PATH, language), language })),
];

for (const { route, path: address, language } of pages) {
  test(`${address}: one load, every check, and how it looks`, async ({ page, guard }, testInfo) => {
    const here = siteIn(language);
    const words = wordsIn(language).shell;
    if (!route) guard.allowStatus(404, new RegExp(`^${escapeRegExp(address)}$`));
    const written: Stored[] = [];
    await recordWrites(page.context(), written);
    await beforeScreenshot(page);
    const response = (await page.goto(address))!;
    expect(response.status()).toBe(route ? 200 : 404);
    const html = await response.text();

    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const trail = route ? trailFor(route.path) : [...trailFor(addressIn("/", language)), words.notFound.title];
    await expect(page).toHaveTitle([...trail, here.site.titleSuffix].join(" - "));
    await checkLanguageSwitcher(page, route, language);
    // Every page's footer links to the legal pages of its language.
    const legalLinks = page.getByRole("contentinfo").getByRole("navigation", { name: words.legalNav, exact: true }).getByRole("link");
    await expect(legalLinks).toHaveText(here.routes.filter((candidate) => candidate.kind === "legal").map((candidate) => candidate.label));
    if (route?.kind !== "home") {
      const crumbs = page.getByRole("navigation", { name: words.breadcrumb }).getByRole("listitem");
      await expect(crumbs).toHaveText(trail);
      // The last step is where the visitor is: marked as such, and not a link to itself.
      await expect(crumbs.last().locator('[aria-current="page"]')).toHaveText(trail.at(-1)!);
      await expect(crumbs.last().getByRole("link")).toHaveCount(0);
      await expect(crumbs.getByRole("link")).toHaveCount(trail.length - 1);
    }

    if (isWide(testInfo)) await checkHeadAndHeaders(page, response, route, language);
    await checkContent(page, route, html, language);

    await waitForHydration(page);
    await checkHydratedAfterLoad(page);
    // Once hydrated, not a word of the main language's interface on another language's page.
    if (language !== DEFAULT_LANGUAGE) expect(spanishLeft(await pageWords(page), mainLanguageWords(language)), `${DEFAULT_LANGUAGE} interface words`).toEqual([]);
    if (route?.kind !== "home") await checkBanner(page, html, route, language);

    await settleAnimations(page);
    expect(await axeViolations(page)).toEqual([]);

    // No select cuts its longest option short (an apartment's name): measured in the select's own font,
    // against its width less padding and the arrow.
    const cut = await page.locator("select").evaluateAll((selects: HTMLSelectElement[]) =>
      selects.flatMap((select) => {
        const style = getComputedStyle(select);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        return [...select.options].filter((option) => context.measureText(option.text).width > room).map((option) => `${option.text} (${Math.round(room)} px of room)`);
      }),
    );
    expect(cut, "options cut short in their select").toEqual([]);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "the page is wider than the screen").toBeLessThanOrEqual(0);

    await checkImages(page);
    await checkStylesFromTheStart(page, html);
    // A visit that only reads (no «Cargar mapa») stores nothing the storage page doesn't list
    // (decision 025; legal.spec.ts checks the visit that accepts everything).
    written.push(...(await storedIn(page, page.context())));
    expect(shown(written).filter((line) => !LISTED.includes(line)), "stored by a page that was only read, and not on the storage page's list").toEqual([]);
    await checkLooks(page, address, isWide(testInfo));
  });
}

/** The page as a person sees it, from the top, against its baseline; and what a diff can't explain. */
async function checkLooks(page: Page, address: string, wide: boolean): Promise<void> {
  // checkImages scrolled to the bottom: back to the top, where the header isn't stuck and «Volver arriba» is hidden.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("header[data-sticky]")).toHaveAttribute("data-sticky", "false");
  await stillPage(page);
  // Soft: a failing fact still lets the comparison below show what changed.
  expect.soft(await overlappingText(page)).toEqual([]);
  expect.soft(await cardGridProblems(page, wide)).toEqual([]);
  await matchesBaseline(page, `${screenshotName(address)}.png`);
  if (!wide) {
    // The narrowest phones in use: nothing to scroll sideways at 320 px either.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
}

/**
 * The page against its baseline. toHaveScreenshot takes screenshots until two in a row agree and then
 * decodes both images to compare them pixel by pixel (0.5–1 s a page here); a page identical to its
 * baseline — the usual case — is the same PNG byte for byte (Chromium encodes the same pixels the
 * same way), so one screenshot compared as bytes settles it in 0.2–0.4 s. Any other case (a change,
 * no baseline yet, updating baselines) goes the whole way, with its diff images and tolerance.
 */
async function matchesBaseline(page: Page, name: string): Promise<void> {
  const info = test.info();
  if (info.config.updateSnapshots !== "all") {
    const baseline = info.snapshotPath(name, { kind: "screenshot" });
    if (existsSync(baseline)) {
      const shot = await page.screenshot({ fullPage: true, style: FLAT_PHOTOS_CSS, animations: "disabled", scale: "css", caret: "hide" });
      if (shot.equals(readFileSync(baseline))) return;
    }
  }
  await expect(page).toHaveScreenshot(name, { fullPage: true, stylePath: FLAT_PHOTOS });
}

/** Headers, CSP, canonical, social cards and JSON-LD: the same at any width, checked once. */
async function checkHeadAndHeaders(page: Page, response: Response, route: Route | undefined, language: Language): Promise<void> {
  const site = siteIn(language);
  const facts = wordsIn(language).language;
  const headers = response.headers();
  const csp = headers["content-security-policy"]!;
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"))!;
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(scriptSrc).not.toContain("unsafe-eval");
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
  expect(csp).toMatch(/frame-src https:\/\/www\.google\.com/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // The page carries the same policy, for hosts that can't send headers (frame-ancestors works only as a header).
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")).toBe(csp.replace("; frame-ancestors 'none'", ""));

  // The head read at once (one round trip, not one per tag), then compared tag by tag.
  const head = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll("meta[name], meta[property]")].map((meta) => [meta.getAttribute("name") ?? meta.getAttribute("property"), meta.getAttribute("content")]),
    ),
  );
  const title = await page.title();
  const description = route?.description ?? site.site.description;
  const image = head["og:image"]!;
  // A JPEG: link previews in messaging apps don't all read WebP. A real file of this build, of the announced size.
  expect(image).toMatch(new RegExp(`^${escapeRegExp(site.site.baseUrl)}/media/.+-share\\.jpg$`));
  const { width, height, format } = await sharp(readFileSync(path.join(BUILD, new URL(image).pathname))).metadata();
  expect(format).toBe("jpeg");
  expect(width).toBeGreaterThanOrEqual(1200);
  // An apartment's page shares its apartment's first photo; every other page the home slideshow's first.
  const shown = site.apartments.find((apartment) => route?.kind === "apartment" && apartment.slug === route.apartment)?.photos[0] ?? slideshowPhotos(site)[0]!;
  expect(head).toMatchObject({
    description,
    "og:description": description,
    "og:title": title,
    "twitter:card": "summary_large_image",
    "twitter:title": title,
    "twitter:description": description,
    "og:site_name": site.site.name,
    "og:type": "website",
    "og:locale": facts.ogLocale,
    "twitter:image": image,
    "og:image:width": String(width),
    "og:image:height": String(height),
    "og:image:alt": shown.alt,
    "twitter:image:alt": shown.alt,
  });

  // Nothing in the page points the browser at another host by itself (a preconnect or prefetch
  // opens a connection before the visitor asked, and the request guard can't see it). Links the
  // visitor follows, and the canonical address that names the public site, are not fetched.
  const fetchedElsewhere = await page.evaluate(() =>
    [...document.querySelectorAll("link[href]:not([rel~=canonical]):not([rel~=alternate]), script[src], img[src], iframe[src], source[src], video[src], audio[src], object[data], embed[src]")]
      .map((element) => element.getAttribute("href") ?? element.getAttribute("src") ?? element.getAttribute("data") ?? "")
      .filter((url) => new URL(url, location.href).origin !== location.origin),
  );
  expect(fetchedElsewhere).toEqual([]);

  if (!route) {
    // Served at any unknown address: nothing that would claim one.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    expect(head["og:url"]).toBeUndefined();
    expect(head.robots).toBe("noindex");
    return;
  }
  const canonical = `${site.site.baseUrl}${route.path}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
  expect(head["og:url"]).toBe(canonical);
  // The same page in every language, the main one also as x-default; og:locale's alternates are the others.
  const counterpart = (other: Language): string => `${site.site.baseUrl}${siteIn(other).routes[siteIn(language).routes.findIndex((candidate) => candidate.path === route.path)]!.path}`;
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
  expect(alternates).toEqual([...LANGUAGES.map((other) => [other, counterpart(other)]), ["x-default", counterpart(LANGUAGES[0])]]);
  expect(head["og:locale:alternate"]).toBe(wordsIn(LANGUAGES.find((other) => other !== language)!).language.ogLocale);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  const breadcrumbs = jsonLd.find((data) => data["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
  expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual(trailFor(route.path));
  expect(breadcrumbs.itemListElement.at(-1)!.item).toBe(canonical);
  // Every block says the language it is written in.
  expect(jsonLd.map((data) => data.inLanguage)).toEqual(jsonLd.map(() => language));

  // Every link to another site opens a new tab without opener or referrer.
  const outward = await page
    .locator('a[href^="http"]:not([href^="http://127.0.0.1"])')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute("href")} rel=${link.getAttribute("rel")} target=${link.getAttribute("target")}`));
  expect(outward.filter((link) => !link.endsWith(" rel=noopener noreferrer target=_blank"))).toEqual([]);
}

/** What this page's kind must show from site.yaml, before any script runs. */
async function checkContent(page: Page, route: Route | undefined, html: string, language: Language): Promise<void> {
  const site = siteIn(language);
  const labels = wordsIn(language).shell;
  const bookingMessages = labels.booking;
  const menu = menuIn(language);
  const routes = site.routes;
  const main = page.getByRole("main");
  switch (route?.kind) {
    case undefined: {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(labels.notFound.title);
      // The main menu's own pages after the explanation, then every apartment as a card.
      const onward = menu.filter((item) => item.path);
      const list = main.getByRole("list").filter({ has: page.getByRole("link", { name: onward.at(-1)!.label, exact: true }) });
      await expect(list.getByRole("link")).toHaveText(onward.map((link) => link.label));
      expect(await list.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(onward.map((link) => link.path));
      await expect(main.getByRole("heading", { level: 2, name: labels.notFound.apartments })).toBeVisible();
      await expect(main.getByRole("article")).toHaveCount(site.apartments.length);
      return;
    }
    case "home": {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.site.name);
      const eager = page.locator('img[loading="eager"]');
      await expect(eager).toHaveCount(1);
      await expect(eager).toHaveAttribute("fetchpriority", "high");
      // The slideshow's first photo, from its own list (homeSlideshow), not an apartment's.
      await expect(eager).toHaveAttribute("alt", slideshowPhotos(site)[0]!.alt);
      for (const apartment of site.apartments) {
        await expect(main.getByRole("heading", { name: apartment.name, exact: true }).getByRole("link")).toHaveAttribute("href", apartmentPath(apartment.slug, language));
      }
      // One search, and no single-apartment form under it (decision 043).
      await expect(page.getByRole("search", { name: labels.search.heading })).toBeVisible();
      await expect(page.getByRole("form", { name: bookingMessages.form })).toHaveCount(0);
      // The figures band: the final numbers are in the HTML as served (no script needed to read
      // them), each beside what it counts; the count-up only ever starts below them.
      const figures = site.figures ?? [];
      const band = main.getByRole("region", { name: labels.figures.heading, exact: true });
      await expect(band).toHaveCount(figures.length > 0 ? 1 : 0);
      expect([...html.matchAll(/class="figures__value"[^>]*>([^<]*)</g)].map(([, text]) => text)).toEqual(figures.map((figure) => figureTextIn(figure, language)));
      await expect(band.locator(".figures__value")).toHaveText(figures.map((figure) => figureTextIn(figure, language)));
      await expect(band.locator(".figures__label")).toHaveText(figures.map((figure) => figure.label));
      // The way into the history is named as the page it leads to, as in the menu.
      const about = routes.find((candidate) => candidate.kind === "about")!;
      await expect(main.getByRole("link", { name: about.label, exact: true })).toHaveAttribute("href", about.path);
      return;
    }
    case "apartment-list": {
      for (const apartment of site.apartments) {
        await expect(main.getByRole("heading", { level: 2, name: apartment.name, exact: true }).getByRole("link")).toHaveAttribute("href", apartmentPath(apartment.slug, language));
      }
      // Each apartment once: one card each, and no second card of it under another («related» lives on the apartment pages).
      await expect(main.getByRole("article")).toHaveCount(site.apartments.length);
      const linked = await main.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(new Set(linked.filter((href) => href?.includes("/apartment-list/"))).size).toBe(site.apartments.length);
      for (const apartment of site.apartments) expect(linked.filter((href) => href === apartmentPath(apartment.slug, language)), apartment.slug).toHaveLength(2);
      // Its layout (a grid: no markers, cards side by side at 1280 px) is checked with the screenshot (checkLooks).
      return;
    }
    case "apartment": {
      const apartment = site.apartments.find((candidate) => candidate.slug === route.apartment)!;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(apartment.name);
      await expect(main.getByText(apartment.description.space[0]!)).toBeVisible();
      await expect(main.getByRole("region", { name: labels.apartments.features, exact: true }).getByRole("listitem")).toHaveCount(apartment.features.length);
      for (const section of rulesOf(apartment.slug, language)) {
        await expect(main.getByRole("heading", { level: 3, name: section.title, exact: true })).toBeVisible();
        for (const paragraph of section.paragraphs) await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
      }
      await expect(main).not.toContainText(/\{[A-Za-z]+\}/);
      await expect(page.getByRole("form", { name: bookingMessages.form }).getByLabel(bookingMessages.apartment)).toHaveValue(apartment.slug);
      // Its own photos, the first one eager and the rest lazy; nothing competes with the banner.
      const slider = main.getByRole("region", { name: fill(labels.slider.region, { name: apartment.name }), exact: true });
      await expect(slider.getByText(fill(labels.slider.counter, { i: 1, n: apartment.photos.length }), { exact: true })).toBeVisible();
      await expect(slider.getByRole("button", { name: templatePattern(labels.slider.thumb) })).toHaveCount(apartment.photos.length);
      const loading = await slider.locator("img").evaluateAll((images) => images.map((img) => img.getAttribute("loading")));
      expect(loading[0]).toBe("eager");
      expect(loading.slice(1).every((value) => value === "lazy")).toBe(true);
      await expect(slider.locator("img[fetchpriority]")).toHaveCount(0);
      expect(variantUrls(apartment.photos[0]!.file)).toContain(await slider.getByRole("img").first().getAttribute("src"));
      return;
    }
    case "places": {
      const category = site.placeCategories.find((candidate) => candidate.id === route.places)!;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.title);
      const cards = main.getByRole("article");
      await expect(cards).toHaveCount(category.places.length);
      for (const [i, place] of category.places.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole("heading")).toHaveText(place.name);
        // Its own number, dialable: the digits and a leading +, nothing else.
        await expect(card.locator('a[href^="tel:"]')).toHaveCount(place.phone ? 1 : 0);
        if (place.phone) await expect(card.locator('a[href^="tel:"]')).toHaveAttribute("href", `tel:${place.phone.replace(/[^\d+]/g, "")}`);
        // As the language writes the number: «1,4 km» in Spanish, «1.4 km» in English.
        if (place.distance) await expect(card).toContainText(place.distance.replace(/^(\d+)[,.](\d+)/, (_, whole: string, part: string) => Number(`${whole}.${part}`).toLocaleString(wordsIn(language).language.locale)));
        const address = card.getByRole("link", { name: new RegExp(escapeRegExp(place.address)) });
        await expect(address).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
        await expect(address).toHaveAttribute("target", "_blank");
      }
      return;
    }
    case "gallery": {
      const links = main.getByRole("link", { name: templatePattern(labels.gallery.open) });
      await expect(links).toHaveCount(galleryPhotos(site).length);
      // Without scripts each photo links to its largest variant (the originals are not published).
      for (const [i, photo] of galleryPhotos(site).entries()) await expect(links.nth(i)).toHaveAttribute("href", variantUrls(photo.file).at(-1)!);
      // Grouped as site.yaml says: each section under its heading, with its count, holding its own photos.
      const counts = wordsIn(language).shell.gallery.count;
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(site.gallery.sections.map((section) => `${section.title} ${plural(counts, section.photos.length, wordsIn(language).language.locale)}`));
      for (const section of site.gallery.sections) {
        await expect(main.getByRole("region", { name: section.title, exact: false }).getByRole("link")).toHaveCount(section.photos.length);
      }
      if (site.gallery.intro) await expect(main.getByText(site.gallery.intro, { exact: true })).toBeVisible();
      return;
    }
    case "about": {
      // One name for the page everywhere: its heading and the menu's link say the page's label, as its trail and title (above) do.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.label);
      const pages = page.getByRole("navigation", { name: labels.footerPages });
      await expect(pages.getByRole("link", { name: route.label, exact: true })).toHaveAttribute("href", route.path);
      await expect(main.getByText(site.about.paragraphs[0]!)).toBeVisible();
      await expect(main.locator("figcaption")).toHaveText(site.about.images.map((image) => image.caption));
      return;
    }
    case "legal": {
      const text = site.legal.pages[route.legal!];
      for (const section of text.sections) await expect(main.getByRole("heading", { level: 2, name: section.title, exact: true })).toBeVisible();
      await expect(main).not.toContainText(/\{[A-Za-z]+\}/);
      const legalWords = wordsIn(language).legal;
      // What the site writes itself: the storage page's list, the notice's registration numbers.
      await expect(main.getByRole("table", { name: legalWords.storage.caption })).toHaveCount(route.legal === "storage" ? 1 : 0);
      if (route.legal === "storage") expect(await listShownOn(page, language), "the storage page's list").toEqual(LISTED);
      await expect(main.getByRole("heading", { name: legalWords.registrations, exact: true })).toHaveCount(route.legal === "notice" ? 1 : 0);
      if (route.legal === "notice") for (const apartment of site.apartments) await expect(main.getByText(apartment.registration.nrua, { exact: false }).first()).toBeVisible();
      return;
    }
    case "contact": {
      await expect(main.locator(`a[href="tel:${site.contact.phone.replace(/[^\d+]/g, "")}"]`)).toHaveCount(1);
      await expect(main.locator(`a[href="https://wa.me/${site.contact.whatsapp.replace(/\D/g, "")}"]`)).toHaveCount(1);
      await expect(main.locator(`a[href="mailto:${site.contact.email}"]`)).toHaveCount(1);
      return;
    }
  }
}

/**
 * Every page links to itself in the other languages, in the header at every width, named in that
 * language and marked as such; a not-found page to the other languages' home pages.
 */
async function checkLanguageSwitcher(page: Page, route: Route | undefined, language: Language): Promise<void> {
  const switcher = page.getByRole("navigation", { name: wordsIn(language).shell.languages, exact: true });
  await expect(switcher).toBeVisible();
  const others = LANGUAGES.filter((other) => other !== language);
  const index = route ? siteIn(language).routes.findIndex((candidate) => candidate.path === route.path) : -1;
  // Read at once (the prerendered page, before any script): one round trip, not one per fact.
  const links = await switcher.getByRole("link").evaluateAll((elements) =>
    elements.map((link) => {
      const box = link.getBoundingClientRect();
      return {
        href: link.getAttribute("href"),
        lang: link.getAttribute("lang"),
        hreflang: link.getAttribute("hreflang"),
        text: link.textContent ?? "",
        inViewport: box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth,
      };
    }),
  );
  expect(links.map(({ text, ...facts }, i) => ({ ...facts, named: text.includes(wordsIn(others[i] ?? language).language.name) }))).toEqual(
    others.map((other) => ({ href: route ? siteIn(other).routes[index]!.path : addressIn("/", other), lang: other, hreflang: other, named: true, inViewport: true })),
  );
}

/** Decision 006: the page's largest photo gets the bandwidth first; the app's modules start after `load`. */
async function checkHydratedAfterLoad(page: Page): Promise<void> {
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
    return { load: navigation.loadEventStart, scripts: scripts.map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })) };
  });
  expect(timing.scripts.length).toBeGreaterThan(3);
  expect(timing.scripts.filter((script) => script.start < timing.load)).toEqual([]);
}

/** Stylesheets of parts drawn only in the browser, never in the prerendered page. */
const BROWSER_ONLY_STYLES = /\/assets\/(hero-slideshow|lightgallery-viewer|stay-picker)-[\w-]+\.css$/;

/**
 * What the prerendered page shows is styled from the start: once the browser has been idle and
 * every deferred section's code has come (decision 022), the page uses no stylesheet its HTML
 * didn't link, but for the parts only a script draws. A section's styles arriving with its code
 * would leave it unstyled until then, and for good without scripts.
 */
async function checkStylesFromTheStart(page: Page, html: string): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })));
  await settleRequests(page);
  const linked = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"#]+)/g)].map((match) => match[1]));
  const used = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])));
  expect(linked.size).toBeGreaterThan(0);
  expect(used.filter((href) => !linked.has(href) && !BROWSER_ONLY_STYLES.test(href)), "stylesheets that came after the page").toEqual([]);
}

/**
 * The banner is a photo of the page's own apartment on an apartment page, else one of the first
 * 41 apartment photos; the same in the HTML and once hydrated.
 */
async function checkBanner(page: Page, html: string, route: Route | undefined, language: Language): Promise<void> {
  const site = siteIn(language);
  const prerendered = html.match(/<img[^>]*class="page-banner__image"[^>]*>/)?.[0] ?? "";
  const src = prerendered.match(/\ssrc="([^"]+)"/)?.[1];
  const own = route?.kind === "apartment" ? site.apartments.find((apartment) => apartment.slug === route.apartment)!.photos : undefined;
  const pool = own ?? BANNER_POOL;
  expect(pool.some((photo) => variantUrls(photo.file).includes(src!)), `banner ${src} is not among ${own ? "its apartment's photos" : "the first 41 apartment photos"}`).toBe(true);
  await expect(page.locator(".page-banner__image")).toHaveAttribute("src", src!);
}

/** Every image has its size and its photo's responsive variants, and only those are requested, never an original. */
async function checkImages(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settleRequests(page);
  const images = await page.locator("img").evaluateAll((elements) =>
    elements.map((img) => ({ html: img.outerHTML.slice(0, 120), src: img.getAttribute("src") ?? "", srcset: img.getAttribute("srcset"), sizes: img.getAttribute("sizes"), sized: Boolean(img.getAttribute("width") && img.getAttribute("height")) })),
  );
  expect(images.filter((img) => !img.sized).map((img) => img.html)).toEqual([]);
  // A photo offers every variant of its own, each at its width, so the browser picks what the place needs.
  const wrong = images
    .filter((img) => img.src.startsWith("/media/"))
    .filter((img) => {
      const variants = variantsOf(img.src);
      return !variants || img.srcset !== variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ") || !img.sizes;
    })
    .map((img) => img.html);
  expect(wrong).toEqual([]);
  const requested = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname).filter((url) => /\.(webp|avif|jpe?g|png|gif|svg)$/i.test(url)));
  // The site's own icons aside, every image is a photo variant from /media/.
  const photoRequests = requested.filter((url) => !/^\/(favicon\.svg|apple-touch-icon\.png|icon-\d+\.png)$/.test(url));
  expect(photoRequests.length).toBeGreaterThan(0);
  expect(photoRequests.filter((url) => !/^\/media\/[a-z0-9-]+-[0-9a-f]{10}-\d+\.webp$/.test(url))).toEqual([]);
}
