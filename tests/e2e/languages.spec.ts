import { requestReference } from "../../src/booking/owner-request.ts";
import { mainLanguageWords, OTHER_LANGUAGES, pageWords, spanishLeft } from "./support/interface-words.ts";
import { expect, openHydrated, test } from "./support/test.ts";
import { addressIn, apartmentPath, DEFAULT_LANGUAGE, escapeRegExp, fill, galleryPhotos, LANGUAGES, plural, site, siteIn, unlistedApartments, wordsIn } from "./support/site-data.ts";

/**
 * The site in each of its languages: each page's words are its language's, the switcher leads to
 * the same page in another language, no page sends a visitor elsewhere by their browser's
 * language, and the booking form speaks the page's language. (Every per-page check, axe, CSP and
 * the metadata included, runs on every language's pages in crawl.spec.ts.)
 */

for (const language of OTHER_LANGUAGES) {
  // Every page, once hydrated: crawl.spec.ts.
  test(`${language}: the form's messages and the lightbox show no word of the ${DEFAULT_LANGUAGE} interface`, { tag: "@once" }, async ({ page }) => {
    const leftovers = mainLanguageWords(language);
    expect(leftovers.length).toBeGreaterThan(50);
    const found: string[] = [];
    // What only shows on demand: the booking form's messages, the lightbox.
    const words = wordsIn(language).shell;
    await page.clock.setFixedTime(new Date("2027-03-10T10:00:00Z"));
    await openHydrated(page, apartmentPath("mirador", language));
    const form = page.getByRole("form", { name: words.booking.form });
    await expect(form.getByLabel(words.booking.checkIn)).toHaveAttribute("min", "2027-03-11");
    await form.getByRole("button", { name: words.booking.submit }).click();
    await expect(form.getByRole("alert")).toHaveCount(2);
    for (const word of spanishLeft(await pageWords(page), leftovers)) found.push(`form: «${word}»`);
    await openHydrated(page, siteIn(language).routes.find((route) => route.kind === "gallery")!.path);
    await page.getByRole("link", { name: fill(words.gallery.open, { alt: galleryPhotos(siteIn(language))[0]!.alt }) }).click();
    await expect(page.getByRole("dialog", { name: words.gallery.lightbox.dialog })).toBeVisible();
    for (const word of spanishLeft(await pageWords(page), leftovers)) found.push(`lightbox: «${word}»`);
    expect(found).toEqual([]);
  });

  test(`${language}: the form speaks the page's language: its problems, a booked night with the dates as the language writes them, the enquiry`, async ({ page, context }) => {
    const words = wordsIn(language);
    const bookingWords = words.shell.booking;
    await page.clock.setFixedTime(new Date("2026-11-01T11:00:00Z"));
    const mirador = siteIn(language).routes.find((route) => route.kind === "apartment" && route.apartment === "mirador");
    expect(mirador, "the fixture calendars (make-availability.ts) are Mirador's: it must have a page").toBeDefined();
    await openHydrated(page, mirador!.path);
    const form = page.getByRole("form", { name: bookingWords.form });
    await expect(form.getByLabel(bookingWords.checkIn)).toHaveAttribute("min", "2026-11-02");
    await form.getByRole("button", { name: bookingWords.submit }).click();
    await expect(form.getByRole("alert")).toHaveText([words.problems.checkInEmpty, words.problems.checkOutEmpty]);
    await form.getByLabel(bookingWords.checkIn).fill("2026-12-03");
    await form.getByLabel(bookingWords.checkOut).fill("2026-12-07");
    await form.getByRole("button", { name: bookingWords.submit }).click();
    const date = (ymd: string) => new Intl.DateTimeFormat(words.language.locale, { ...words.language.date, timeZone: "UTC" }).format(new Date(`${ymd}T12:00:00Z`));
    await expect(form.getByRole("alert")).toHaveText([fill(words.stay.checkInBooked, { name: "Mirador", from: date("2026-12-03"), to: date("2026-12-05") })]);
    // The availability calendar's days and the form's calendar, in the page's language too (Intl).
    const locale = words.language.locale;
    const monday = Date.UTC(2024, 0, 1, 12);
    const narrow = Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(locale, { weekday: "narrow", timeZone: "UTC" }).format(monday + i * 86_400_000).toLocaleUpperCase(locale));
    await expect(page.getByRole("region", { name: words.calendar.heading }).getByRole("table").first().getByRole("columnheader")).toHaveText(narrow);
    await form.getByRole("button", { name: bookingWords.pickerShow }).click();
    await expect(form.locator(".rdp-root")).toHaveAttribute("lang", locale);

    // An apartment booked by enquiry: the prefilled message is in the page's language.
    const unlisted = unlistedApartments[0];
    expect(unlisted, "an apartment without a listing, booked by enquiry").toBeDefined();
    await openHydrated(page, apartmentPath(unlisted!.slug, language));
    const enquiryForm = page.getByRole("form", { name: bookingWords.form });
    await enquiryForm.getByLabel(bookingWords.checkIn).fill("2027-01-10");
    await enquiryForm.getByLabel(bookingWords.checkOut).fill("2027-01-12");
    await enquiryForm.getByRole("button", { name: bookingWords.submitEnquiry }).click();
    const whatsapp = enquiryForm.locator(".booking-result").getByRole("link", { name: words.answers.enquiryWhatsapp });
    const guests = site.booking.defaultGuests;
    const ref = requestReference({ slugs: [unlisted!.slug], checkIn: "2027-01-10", checkOut: "2027-01-12", guests });
    const text = `${fill(words.answers.request.ask, { name: unlisted!.name, checkIn: date("2027-01-10"), checkOut: date("2027-01-12"), people: plural(words.answers.people, guests, words.language.locale) })} ${fill(words.answers.request.reference, { ref })}`;
    expect(decodeURIComponent(new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text")!)).toBe(text);
    expect(context.pages()).toHaveLength(1);
  });
}

test("the site's name is the page's language's: the home page's heading, the header, the footer, every title, the social cards and the manifest", { tag: "@once" }, async ({ page, request }) => {
  const main = site.site;
  for (const language of LANGUAGES) {
    const here = siteIn(language).site;
    // Each language has its own name and title suffix in site.yaml: no page in another language carries the main language's.
    if (language !== DEFAULT_LANGUAGE) {
      expect(here.name).not.toBe(main.name);
      expect(here.titleSuffix).not.toBe(main.titleSuffix);
    }
    const title = new RegExp(` - ${escapeRegExp(here.titleSuffix)}$`);
    for (const kind of ["home", "contact"] as const) {
      await page.goto(siteIn(language).routes.find((route) => route.kind === kind)!.path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", here.name);
      await expect(page.getByRole("banner").getByRole("link", { name: new RegExp(`^${escapeRegExp(here.name)}`) })).toHaveAttribute("href", addressIn("/", language));
      await expect(page.getByRole("contentinfo").getByText(here.name, { exact: true })).toBeVisible();
      if (kind === "home") await expect(page.getByRole("heading", { level: 1 })).toHaveText(here.name);
      if (language !== DEFAULT_LANGUAGE) {
        expect(await page.title()).not.toContain(main.name);
        await expect(page.locator("body")).not.toContainText(main.name);
      }
    }
    const manifest = await (await request.get((await page.locator('link[rel="manifest"]').getAttribute("href"))!)).json();
    expect(manifest).toMatchObject({ name: here.name, short_name: here.name, lang: language, start_url: addressIn("/", language) });
  }
});

test("the switcher leads to the same page in the other language, from the keyboard too; the browser's language redirects nowhere", { tag: "@once" }, async ({ browser }) => {
  const [other] = OTHER_LANGUAGES;
  expect(other, "a second language to switch to").toBeDefined();
  const context = await browser.newContext({ locale: "en-GB", extraHTTPHeaders: { "Accept-Language": `${other}, en;q=0.8` } });
  const page = await context.newPage();
  const apartment = apartmentPath("mirador");
  const response = (await page.goto(apartment))!;
  // No automatic redirect: the address asked for is the page served, in its own language.
  expect(response.status()).toBe(200);
  expect(response.request().redirectedFrom()).toBeNull();
  await expect(page.locator("html")).toHaveAttribute("lang", DEFAULT_LANGUAGE);
  const switcher = page.getByRole("navigation", { name: wordsIn(DEFAULT_LANGUAGE).shell.languages, exact: true });
  await switcher.getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(apartmentPath("mirador", other!))}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", other!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mirador");
  // And back.
  await page.getByRole("navigation", { name: wordsIn(other!).shell.languages, exact: true }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(apartment)}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", DEFAULT_LANGUAGE);
  await context.close();
});

test("the old addresses keep redirecting to the main language's pages; a trailing slash on a language's home leads to it", { tag: "@once" }, async ({ request }) => {
  for (const redirect of site.redirects.slice(0, 3)) {
    const answer = await request.get(redirect.from, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(redirect.to);
  }
  for (const language of OTHER_LANGUAGES) {
    const home = addressIn("/", language);
    const slash = await request.get(`${home}/`, { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers().location).toBe(home);
    expect((await request.get(home)).status()).toBe(200);
  }
});
