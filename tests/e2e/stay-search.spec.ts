import { axeViolations } from "./support/axe.ts";
import { expect, openHydrated, test } from "./support/test.ts";
import { addressIn, escapeRegExp, fill, LANGUAGES, pathOfKind, plural, site, siteIn, wordsIn, type Language } from "./support/site-data.ts";

/**
 * The stay search, as a traveller uses it on the home page and the apartment list: every
 * apartment's answer for some dates and a group, from the fixture calendars (Mirador booked the
 * nights of 1–4 December 2026, San Isidro none in December; Calicanto and Fábrica de Harinas
 * publish none), with the clock on 1 November 2026 in Madrid.
 */

const NOW = new Date("2026-11-01T11:00:00Z");
const query = (checkIn: string, checkOut: string, guests: number) => `?entrada=${checkIn}&salida=${checkOut}&personas=${guests}`;
/** A date as the language writes the stay's dates (src/booking/stay-date.ts). */
const dateIn = (date: string, language: Language) =>
  new Intl.DateTimeFormat(wordsIn(language).language.locale, { ...wordsIn(language).language.date, timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

for (const language of LANGUAGES) {
  test(`${language}: an address with a stay opens as every apartment's answer; the nearest free dates, the listing and a direct request follow`, async ({ page, context }) => {
    const words = wordsIn(language);
    const text = words.answers;
    const locale = words.language.locale;
    const apartments = siteIn(language).apartments;
    const name = (slug: string) => apartments.find((apartment) => apartment.slug === slug)!.name;
    await page.clock.setFixedTime(NOW);
    await context.route(`${site.booking.listingSite}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>listing</title>" }));
    await openHydrated(page, `${addressIn("/", language)}${query("2026-12-02", "2026-12-05", 4)}`);

    const search = page.getByRole("search", { name: words.shell.search.heading });
    await expect(search.getByLabel(words.shell.search.checkIn)).toHaveValue("2026-12-02");
    const summary = page.getByRole("status").filter({ hasText: plural(text.people, 4, locale) });
    await expect(summary).toHaveText(
      `${fill(text.searchFor, { checkIn: dateIn("2026-12-02", language), checkOut: dateIn("2026-12-05", language), nights: plural(text.nights, 3, locale), people: plural(text.people, 4, locale) })} · ${plural(text.freeCount, 1, locale)}`,
    );
    // An answer for every apartment, the one free first.
    const answers = page.locator(".stay-answer");
    await expect(answers).toHaveCount(apartments.length);
    await expect(answers.getByRole("heading", { level: 3 })).toHaveText([name("san-isidro"), name("calicanto"), name("fabrica-harinas"), name("mirador")]);
    const mirador = answers.filter({ has: page.getByRole("heading", { name: name("mirador") }) });
    await expect(mirador).toContainText(fill(text.booked, { ranges: fill(text.bookedRange, { from: dateIn("2026-12-02", language), last: dateIn("2026-12-04", language) }) }));
    await expect(mirador).toContainText(fill(text.nearest, { checkIn: dateIn("2026-12-05", language), checkOut: dateIn("2026-12-08", language), nights: plural(text.nights, 3, locale) }));
    // No calendar: ask, with the dates written.
    const calicanto = answers.filter({ has: page.getByRole("heading", { name: name("calicanto") }) });
    await expect(calicanto).toContainText(text.unknown["no-calendar"]);
    const ask = decodeURIComponent((await calicanto.getByRole("link", { name: new RegExp(escapeRegExp(text.enquiryWhatsapp)) }).getAttribute("href"))!);
    expect(ask).toContain(dateIn("2026-12-02", language));
    expect(await axeViolations(page, ".stay-search")).toEqual([]);

    // The nearest free dates, searched in one tap: the address follows, Mirador is free.
    await mirador.getByRole("button", { name: text.tryNearest }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(query("2026-12-05", "2026-12-08", 4))}$`));
    await expect(answers.first().getByRole("heading")).toHaveText(name("mirador"));
    const free = answers.first();
    await expect(free).toContainText(text.freeNoPrice);
    await expect(free.getByRole("link", { name: new RegExp(escapeRegExp(text.bookListing)) })).toHaveAttribute(
      "href",
      `${site.booking.listingSite}/rooms/${site.booking.listings.mirador}?check_in=2026-12-05&check_out=2026-12-08&guests=4`,
    );
    const direct = decodeURIComponent((await free.getByRole("link", { name: new RegExp(escapeRegExp(text.bookDirect)) }).getAttribute("href"))!);
    expect(direct).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(direct).toContain(dateIn("2026-12-05", language));
    expect(direct).toContain("MIR-261205-3N4P");
  });
}

test("answers while the traveller types, and a group of 10 gets the free apartments that hold it together", { tag: "@once" }, async ({ page }) => {
  const words = wordsIn("es");
  const text = words.answers;
  await page.clock.setFixedTime(NOW);
  await openHydrated(page, pathOfKind("apartment-list", "es"));
  const search = page.getByRole("search", { name: words.shell.search.heading });
  await search.getByLabel(words.shell.search.guests).selectOption("10");
  await search.getByLabel(words.shell.search.checkIn).fill("2026-12-10");
  // One date is no stay yet: nothing answered.
  await expect(page.locator(".stay-answer")).toHaveCount(0);
  await search.getByLabel(words.shell.search.checkOut).fill("2026-12-13");
  // Both dates: answered without pressing «Buscar», and the address carries the stay.
  await expect(page.locator(".stay-answer")).toHaveCount(site.apartments.length);
  await expect(page).toHaveURL(/\?entrada=2026-12-10&salida=2026-12-13&personas=10$/);
  const groups = page.getByRole("region", { name: fill(text.groupsHeading, { people: plural(text.people, 10, "es-ES") }) });
  // Mirador and San Isidro, both free: first; then sets with an apartment without a calendar, to confirm.
  await expect(groups.getByRole("listitem")).toHaveCount(3);
  await expect(groups.getByRole("listitem").first()).toContainText(`${site.apartments[0]!.name} y ${site.apartments[1]!.name}`);
  await expect(groups.getByRole("listitem").first().getByRole("link", { name: new RegExp(text.groupAsk) })).toBeVisible();
  await expect(groups.getByRole("listitem").nth(1)).toContainText(text.groupToConfirm.other.slice(0, 12));
  // A date that isn't a stay: the form's own messages.
  await search.getByLabel(words.shell.search.checkOut).fill("2026-12-09");
  await expect(page.getByRole("alert")).toContainText(words.problems.checkOutNotAfterCheckIn);
  // A date taken away takes the answers with it: they were for other dates.
  await search.getByLabel(words.shell.search.checkOut).fill("2026-12-13");
  await expect(page.locator(".stay-answer")).toHaveCount(site.apartments.length);
  await search.getByLabel(words.shell.search.checkOut).fill("");
  await expect(page.locator(".stay-answer")).toHaveCount(0);
  await expect(page).toHaveURL(/\?entrada=2026-12-10&personas=10$/);
});

test("without scripts the search says what the visitor can do instead", { tag: "@once" }, async ({ request }) => {
  // In <noscript>: a browser without scripts shows it, one with scripts never does. (Playwright's
  // «scripts off» keeps the parser's scripting on, so it can't show it: the page's HTML is read.)
  const words = wordsIn("es").shell.search;
  for (const path of [`/${query("2026-12-02", "2026-12-05", 4)}`, pathOfKind("apartment-list", "es")]) {
    const html = await (await request.get(path)).text();
    const hint = html.match(/<noscript>(.*?)<\/noscript>/s)?.[1] ?? "";
    expect(hint, path).toContain(words.noScript);
    expect(hint, path).toContain(`<a href="${pathOfKind("contact", "es")}">${words.contact}</a>`);
  }
});
