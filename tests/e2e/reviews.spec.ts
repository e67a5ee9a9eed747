import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, openHydrated, test } from "./support/test.ts";
import { addressIn, apartmentPath, LANGUAGES, siteIn, wordsIn } from "./support/site-data.ts";

/**
 * Guest reviews as a traveller meets them: on the home page a few, on each apartment's
 * page its own, all of them on their page, in every language; each with who, when, where, its
 * source and a link to the original; beside every selection, how they were chosen and checked.
 */
const CLIENT = path.resolve(import.meta.dirname, "../../build/client");

for (const language of LANGUAGES) {
  const site = siteIn(language);
  const words = wordsIn(language).reviews;
  const data = site.reviews!;
  const reviewsPath = site.routes.find((route) => route.kind === "reviews")!.path;

  test(`${language}: the reviews page shows every review, attributed and linked, under how they were chosen and checked`, async ({ page }) => {
    await page.goto(reviewsPath);
    const main = page.getByRole("main");
    await expect(main.locator("figure.review")).toHaveCount(data.list.length);
    // How they were chosen: every source with its count, and who checks that they are real guests'.
    for (const source of data.sources) await expect(main).toContainText(`${source.name} (${source.total})`);
    await expect(main).toContainText(data.direct!.check);
    for (const review of data.list) {
      const apartment = site.apartments.find((candidate) => candidate.slug === review.apartment)!.name;
      const byline = page.locator(".review__guest", { hasText: new RegExp(`^${review.guest.replace(".", "\\.")}, .*${apartment}$`) });
      const figure = main.locator("figure.review").filter({ has: byline });
      await expect(figure).toHaveCount(1);
      if (review.url) {
        const link = figure.getByRole("link");
        await expect(link).toHaveAttribute("href", review.url);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
        await expect(figure.locator("blockquote")).toHaveAttribute("cite", review.url);
      }
      if (review.rating !== undefined) await expect(figure.locator("figcaption")).toContainText(`${review.rating}`);
    }
    // A review in another language: its translation into the page's first, said to be one, then the guest's own words, marked with their language.
    const foreign = data.list.find((review) => review.language !== language && review.translations?.[language])!;
    const card = main.locator("figure.review").filter({ hasText: foreign.translations![language]! });
    const languageName = new Intl.DisplayNames(wordsIn(language).language.locale, { type: "language" }).of(foreign.language)!;
    await expect(card.locator(".review__translation-note").first()).toHaveText(new RegExp(languageName));
    await expect(card.locator(".review__text")).toHaveText(foreign.translations![language]!);
    await expect(card.locator(`blockquote[lang="${foreign.language}"]`)).toHaveText(foreign.text);
    const [translationTop, originalTop] = await Promise.all([card.locator(".review__text").boundingBox(), card.locator("blockquote").boundingBox()]);
    expect(translationTop!.y).toBeLessThan(originalTop!.y);
    // Each platform's overall rating, as text.
    for (const source of data.sources.filter((candidate) => candidate.overall)) {
      const rating = new Intl.NumberFormat(wordsIn(language).language.locale).format(source.overall!.rating);
      await expect(main.locator(".reviews__overall")).toContainText(`${rating}`);
      await expect(main.locator(".reviews__overall")).toContainText(`${source.overall!.count}`);
    }
    // Grouped by apartment, each heading linking to its page.
    for (const apartment of site.apartments.filter((candidate) => data.list.some((review) => review.apartment === candidate.slug))) {
      await expect(main.getByRole("heading", { level: 2, name: new RegExp(`^${apartment.name}`) }).getByRole("link")).toHaveAttribute("href", apartmentPath(apartment.slug, language));
    }
  });

  test(`${language}: the home page and each apartment's show a selection, say which, how they were chosen, and lead to all`, async ({ page }) => {
    await page.goto(addressIn("/", language));
    const home = page.getByRole("region", { name: words.heading });
    await expect(home.locator("figure.review")).toHaveCount(3);
    await expect(home).toContainText(`${data.list.length}`);
    await expect(home.locator(".reviews__about")).toContainText(data.direct!.check);
    await expect(home.getByRole("link", { name: new RegExp(`\\(${data.list.length}\\)$`) })).toHaveAttribute("href", reviewsPath);

    const apartment = site.apartments[0]!;
    const own = data.list.filter((review) => review.apartment === apartment.slug);
    await page.goto(apartmentPath(apartment.slug, language));
    const section = page.getByRole("region", { name: words.heading });
    await expect(section.locator("figure.review")).toHaveCount(Math.min(3, own.length));
    await expect(section.locator(".reviews__intro")).toContainText(apartment.name);
    await expect(section.locator(".reviews__about")).toContainText(data.sources[0]!.name);
    await expect(section.getByRole("link", { name: new RegExp(`\\(${data.list.length}\\)$`) })).toHaveAttribute("href", reviewsPath);
  });
}

test("from the reviews page, a link to an apartment shows that apartment's page whole, its reviews and their statement included", { tag: "@once" }, async ({ page }) => {
  const site = siteIn("es");
  const words = wordsIn("es").reviews;
  await openHydrated(page, site.routes.find((route) => route.kind === "reviews")!.path);
  const apartment = site.apartments[0]!;
  await page.getByRole("main").getByRole("heading", { level: 2, name: new RegExp(`^${apartment.name}`) }).getByRole("link").click();
  await expect(page).toHaveURL(apartmentPath(apartment.slug));
  const section = page.getByRole("region", { name: words.heading });
  await expect(section.locator("figure.review").first()).toBeVisible();
  await expect(section.locator(".reviews__about")).toContainText(site.reviews!.direct!.check);
  await expect(page.locator(".rules__section").first()).toBeVisible();
});

test("no page's structured data carries a review or a rating: search engines show no stars for a business's own reviews", { tag: "@once" }, () => {
  const pages = readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".html"));
  expect(pages.length).toBeGreaterThan(30);
  let blocks = 0;
  for (const name of pages) {
    const html = readFileSync(path.join(CLIENT, name), "utf8");
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      blocks++;
      const text = JSON.stringify(JSON.parse(json!));
      expect(text, name).not.toMatch(/"(review|reviews|aggregateRating|reviewRating|ratingValue|bestRating)"|"@type":"(Review|AggregateRating|Rating)"/);
    }
  }
  expect(blocks).toBeGreaterThan(30);
});
