import type { Page } from "@playwright/test";
import { expect, holdHydration, openHydrated, test, waitForHydration } from "./support/test.ts";
import { apartmentPath, bookingMessages, escapeRegExp, fill, pathOfKind, plural, site, wordsIn } from "./support/site-data.ts";

/**
 * The answers a traveller can trust, against the fixture calendars read on 1 October
 * 2026 (Mirador booked 1–4 and 24–26 December 2026, San Isidro 15–17 January 2027, both published
 * up to 1 April 2028; Calicanto and Fábrica de Harinas publish none), the clock on 1 November 2026.
 */
const NOW = new Date("2026-11-01T11:00:00Z");
const words = wordsIn("es");
const text = words.answers;
const search = words.shell.search;
const query = (checkIn: string, checkOut: string, guests: number | string) => `?entrada=${checkIn}&salida=${checkOut}&personas=${guests}`;
const nameOf = (slug: string) => site.apartments.find((apartment) => apartment.slug === slug)!.name;
const answerOf = (page: Page, slug: string) => page.locator(".stay-answer").filter({ has: page.getByRole("heading", { name: nameOf(slug), exact: true }) });

/** A phone's CPU (4× slower than this machine), as the traveller's. */
async function phoneCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

test.describe("nothing typed before the page is live is lost", { tag: "@narrow" }, () => {
  test("on the phone profile, the search typed from the first paint keeps its dates and people, and answers once live", async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await phoneCpu(page);
    const release = await holdHydration(page);
    await page.goto("/", { waitUntil: "commit" });
    const form = page.getByRole("search", { name: search.heading });
    // The first paint: the prerendered search takes input before any script runs.
    await form.getByLabel(search.checkIn).fill("2026-12-10");
    await form.getByLabel(search.guests).selectOption("3");
    await form.getByLabel(search.checkOut).fill("2026-12-13");
    await expect(page.locator('.preloader[role="status"]')).toHaveCount(1);
    release();
    await waitForHydration(page);
    await expect(form.getByLabel(search.checkIn)).toHaveValue("2026-12-10");
    await expect(form.getByLabel(search.checkOut)).toHaveValue("2026-12-13");
    await expect(form.getByLabel(search.guests)).toHaveValue("3");
    await expect(page.locator(".stay-answer")).toHaveCount(site.apartments.length);
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(query("2026-12-10", "2026-12-13", 3))}$`));
    // And what is typed once live still answers, the earlier field untouched.
    await form.getByLabel(search.checkOut).fill("2026-12-14");
    await expect(form.getByLabel(search.checkIn)).toHaveValue("2026-12-10");
    await expect(page.getByRole("status").filter({ hasText: plural(text.nights, 4, "es-ES") })).toBeVisible();
  });

  test("on the phone profile, the apartment's form typed from the first paint keeps its dates and gives its live answer", async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await phoneCpu(page);
    const release = await holdHydration(page);
    await page.goto(apartmentPath("mirador"), { waitUntil: "commit" });
    const form = page.getByRole("form", { name: bookingMessages.form });
    await form.getByLabel(bookingMessages.checkIn).fill("2026-12-03");
    await form.getByLabel(bookingMessages.checkOut).fill("2026-12-06");
    release();
    await waitForHydration(page);
    await expect(form.getByLabel(bookingMessages.checkIn)).toHaveValue("2026-12-03");
    await expect(form.getByLabel(bookingMessages.checkOut)).toHaveValue("2026-12-06");
    await expect(form.getByRole("status")).toContainText(fill(text.booked, { ranges: fill(text.bookedRange, { from: "03/12/2026", last: "04/12/2026" }) }));
  });
});

test.describe("a date half typed as the page comes to life is finished as typed", { tag: "@narrow" }, () => {
  for (const [where, path, label] of [
    ["the search", "/", search.checkIn],
    ["the apartment's form, whose rules arrive as the visitor reaches for it", apartmentPath("mirador"), bookingMessages.checkIn],
  ] as const) {
    test(where, async ({ page }) => {
      await page.clock.setFixedTime(NOW);
      const release = await holdHydration(page);
      await page.goto(path, { waitUntil: "commit" });
      const field = page.getByLabel(label).first();
      // Into its first part, as a tap at its start does (the browser here writes dates month first, as en-US).
      await field.focus();
      // 15 December 2026: the month's first digit before the page is live, the rest after.
      await page.keyboard.type("1");
      release();
      await waitForHydration(page);
      await page.keyboard.type("2152026");
      await expect(field).toHaveValue("2026-12-15");
    });
  }
});

test.describe("unknown is never free", { tag: "@once" }, () => {
  const BOOKED_FOR_MIRADOR = query("2026-12-02", "2026-12-05", 4);
  const failures: [string, Parameters<Page["route"]>[1]][] = [
    ["a dropped connection", (route) => route.abort("aborted")],
    ["a 404", (route) => route.fulfill({ status: 404, body: "no" })],
    ["a login page instead", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Acceso</title>" })],
    ["an empty list", (route) => route.fulfill({ contentType: "application/json", body: "[]" })],
  ];
  for (const [failure, answer] of failures) {
    test(`booked nights that don't load (${failure}): every calendar says «consúltanos», never «libre», in the search and the form`, async ({ page, guard }) => {
      guard.allowStatus(404, /\/availability\.json$/);
      await page.clock.setFixedTime(NOW);
      await page.route(/\/availability\.json$/, answer);
      await openHydrated(page, `/${BOOKED_FOR_MIRADOR}`);
      for (const slug of ["mirador", "san-isidro"]) {
        await expect(answerOf(page, slug).locator(".stay-answer__verdict")).toHaveText(text.unknown["not-loaded"]);
        await expect(answerOf(page, slug).getByRole("link", { name: new RegExp(escapeRegExp(text.bookDirect)) })).toHaveCount(0);
        await expect(answerOf(page, slug).getByRole("link", { name: new RegExp(escapeRegExp(text.enquiryWhatsapp)) })).toBeVisible();
      }
      await expect(page.getByRole("status").filter({ hasText: text.searchFor.slice(0, 3) })).toContainText(plural(text.freeCount, 0, "es-ES"));
      if (failure !== "a 404") return;
      // The apartment's form, on the same failure: the same answer, and a button that says what it does.
      await openHydrated(page, `${apartmentPath("mirador")}${BOOKED_FOR_MIRADOR}`);
      const form = page.getByRole("form", { name: bookingMessages.form });
      await expect(form.getByRole("status")).toContainText(text.unknown["not-loaded"]);
      await expect(form.locator('button[type="submit"]')).toHaveText(bookingMessages.submitListingUnknown);
      await expect(form.getByRole("button", { name: bookingMessages.pickerShow })).toHaveCount(0);
    });
  }

  test("the answers' code that doesn't arrive: said, with the way to ask, and tried again at the next search", async ({ page, guard }) => {
    guard.allowError(/dynamically imported module|stay-search-results/);
    await page.clock.setFixedTime(NOW);
    let refuse = true;
    await page.route(/\/assets\/stay-search-results-[\w-]+\.js$/, (route) => (refuse ? route.abort("aborted") : route.continue()));
    await openHydrated(page, `/${BOOKED_FOR_MIRADOR}`);
    const said = page.getByRole("alert").filter({ hasText: search.unloaded });
    await expect(said).toBeVisible();
    await expect(said.getByRole("link", { name: search.contact })).toHaveAttribute("href", pathOfKind("contact", "es"));
    refuse = false;
    await page.getByRole("search", { name: search.heading }).getByLabel(search.guests).selectOption("3");
    await expect(page.locator(".stay-answer")).toHaveCount(site.apartments.length);
    await expect(said).toHaveCount(0);
  });

  test("a damaged entry: that apartment says it can't read its calendar, the others answer, the page stands", async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.route(/\/availability\.json$/, (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify({ mirador: [["x"]], "san-isidro": [] }) }));
    await openHydrated(page, `/${BOOKED_FOR_MIRADOR}`);
    await expect(answerOf(page, "mirador").locator(".stay-answer__verdict")).toHaveText(text.unknown.damaged);
    await expect(answerOf(page, "san-isidro").locator(".stay-answer__verdict")).toHaveText(text.freeNoPrice);
    await expect(page.getByRole("heading", { name: words.shell.error.title })).toHaveCount(0);
  });

  test("dates past the end of the published nights, within what the search accepts: «consúltanos», no booking button", async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await openHydrated(page, `/${query("2028-05-02", "2028-05-05", 2)}`);
    for (const slug of ["mirador", "san-isidro"]) {
      await expect(answerOf(page, slug).locator(".stay-answer__verdict")).toHaveText(text.unknown.beyond);
      await expect(answerOf(page, slug).getByRole("link", { name: new RegExp(`^${escapeRegExp(text.bookDirect)}`) })).toHaveCount(0);
    }
    // Free without a price is never a made-up total.
    await openHydrated(page, `/${query("2027-05-02", "2027-05-05", 2)}`);
    await expect(answerOf(page, "mirador").locator(".stay-answer__verdict")).toHaveText(text.freeNoPrice);
  });
});

test("the stay follows the traveller: a shared search opens at its answers, links carry it, the apartment opens with its answer, Back returns to the answers", async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  const stay = query("2026-12-02", "2026-12-05", 4);
  await openHydrated(page, `/${stay}`);
  const summary = page.getByRole("status").filter({ hasText: plural(text.people, 4, "es-ES") });
  await expect(summary).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // Every link to an apartment carries the stay: the answers' and the cards'.
  await expect(answerOf(page, "san-isidro").getByRole("heading").getByRole("link")).toHaveAttribute("href", `${apartmentPath("san-isidro")}${stay}`);
  const cards = page.locator(".apartment-card");
  await expect(cards.first().getByRole("heading").getByRole("link")).toHaveAttribute("href", new RegExp(`${escapeRegExp(stay)}$`));
  await answerOf(page, "san-isidro").getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(apartmentPath("san-isidro"))}${escapeRegExp(stay)}$`));
  const form = page.getByRole("form", { name: bookingMessages.form });
  await expect(form.getByLabel(bookingMessages.checkIn)).toHaveValue("2026-12-02");
  await expect(form.getByLabel(bookingMessages.checkOut)).toHaveValue("2026-12-05");
  await expect(form.getByLabel(bookingMessages.guests)).toHaveValue("4");
  await expect(form.getByRole("status")).toContainText(fill(text.liveFreeNoPrice, { checkIn: "02/12/2026", checkOut: "05/12/2026", nights: "3 noches" }));
  // The fixture calendar was read a month before: its «libre» says so.
  await expect(form.getByRole("status")).toContainText(fill(text.staleFree, { date: "01/10/2026" }));
  // The other language's page carries the stay too.
  await expect(page.getByRole("navigation", { name: words.shell.languages }).getByRole("link").first()).toHaveAttribute("href", new RegExp(`${escapeRegExp(stay)}$`));
  // The form's changes travel on: the address, and the links to the other apartments.
  await form.getByLabel(bookingMessages.checkOut).fill("2026-12-06");
  const changed = query("2026-12-02", "2026-12-06", 4);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(changed)}$`));
  const related = page.locator(".related__link").first();
  await related.scrollIntoViewIfNeeded();
  // Once its part is live, the link carries the stay; followed, that apartment's own form answers for it.
  await expect(related).toHaveAttribute("href", new RegExp(`${escapeRegExp(changed)}$`));
  const target = (await related.getAttribute("href"))!.split("?")[0]!;
  const slug = site.apartments.find((apartment) => apartmentPath(apartment.slug) === target)!.slug;
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target)}${escapeRegExp(changed)}$`));
  await expect(form.getByLabel(bookingMessages.apartment)).toHaveValue(slug);
  await expect(form.getByLabel(bookingMessages.checkOut)).toHaveValue("2026-12-06");
  await expect(form.getByRole("status")).toContainText(slug === "mirador" ? text.booked.slice(0, 7) : "06/12/2026");
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/${escapeRegExp(stay)}$`));
  await expect(page.locator(".stay-answer")).toHaveCount(site.apartments.length);
});

test("a number of people the search doesn't list is kept, with the way for a large group; the people alone travel too", { tag: "@once" }, async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await openHydrated(page, `${pathOfKind("apartment-list", "es")}?personas=5`);
  const form = page.getByRole("search", { name: search.heading });
  await expect(form.getByLabel(search.guests)).toHaveValue("5");
  await openHydrated(page, `/${query("2026-12-10", "2026-12-13", 25)}`);
  await expect(form.getByLabel(search.guests)).toHaveValue("25");
  const groups = page.getByRole("region", { name: fill(text.groupsHeading, { people: plural(text.people, 25, "es-ES") }) });
  const building = site.apartments.reduce((sum, apartment) => sum + apartment.capacity.max, 0);
  await expect(groups).toContainText(fill(text.largeGroup, { people: plural(text.people, building, "es-ES") }));
  const ask = decodeURIComponent((await groups.getByRole("link", { name: new RegExp(escapeRegExp(text.writeUs)) }).getAttribute("href"))!);
  expect(ask).toContain("25 personas");
  expect(ask).toContain("10/12/2026");
  // On an apartment's page: the number kept, its capacity, and the search that puts apartments together, with the stay.
  await openHydrated(page, `${apartmentPath("mirador")}${query("2026-12-10", "2026-12-13", 10)}`);
  const booking = page.getByRole("form", { name: bookingMessages.form });
  await expect(booking.getByLabel(bookingMessages.guests)).toHaveValue("10");
  const together = booking.getByRole("link", { name: fill(text.groupSearch, { people: plural(text.people, 10, "es-ES") }) });
  await expect(together).toHaveAttribute("href", `${pathOfKind("apartment-list", "es")}${query("2026-12-10", "2026-12-13", 10)}`);
});

test("a group of 10 with one apartment free: each apartment free or booked, the sets to confirm with their split, something to tap; «Buscar esas fechas» keeps the focus", { tag: "@once" }, async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  // San Isidro is booked on 15–17 January 2027; Mirador is free.
  await openHydrated(page, `/${query("2027-01-15", "2027-01-18", 10)}`);
  await expect(answerOf(page, "mirador").locator(".stay-answer__verdict")).toHaveText(text.freeNoPrice);
  await expect(answerOf(page, "mirador")).toContainText(fill(text.capacity, { people: plural(text.people, 6, "es-ES") }));
  await expect(answerOf(page, "san-isidro").locator(".stay-answer__verdict")).toContainText(text.booked.slice(0, 7));
  const groups = page.getByRole("region", { name: fill(text.groupsHeading, { people: plural(text.people, 10, "es-ES") }) });
  const first = groups.getByRole("listitem").first();
  const set = (other: string) => escapeRegExp(fill(text.groupNoPrice, { names: `${nameOf("mirador")} y ${nameOf(other)}`, people: plural(text.people, 12, "es-ES") }));
  await expect(first.locator(".stay-answer__verdict")).toHaveText(new RegExp(`^(${set("calicanto")}|${set("fabrica-harinas")})$`));
  const ask = decodeURIComponent((await first.getByRole("link", { name: new RegExp(escapeRegExp(text.groupAskConfirm)) }).getAttribute("href"))!);
  expect(ask).toMatch(/Mirador y (Calicanto|Fábrica de Harinas) están disponibles juntos del 15\/01\/2027 al 18\/01\/2027 para 10 personas/);
  expect(ask).toMatch(/Referencia: MIR[A-Z]{3}-270115-3N10P/);
  // On Mirador's page, booked on those dates: its nearest free ones, by keyboard; the focus goes to the new answer.
  await openHydrated(page, `${apartmentPath("mirador")}${query("2026-12-02", "2026-12-05", 4)}`);
  const booking = page.getByRole("form", { name: bookingMessages.form });
  await booking.getByRole("button", { name: text.chooseNearest }).focus();
  await page.keyboard.press("Enter");
  await expect(booking.getByLabel(bookingMessages.checkIn)).toHaveValue("2026-12-05");
  await expect(booking.locator(".booking-form__estimate")).toBeFocused();
  await expect(booking.locator(".booking-form__estimate")).toContainText(fill(text.liveFreeNoPrice, { checkIn: "05/12/2026", checkOut: "08/12/2026", nights: "3 noches" }));
  await page.goBack();
  // San Isidro's nearest free dates, by keyboard: the focus goes to the new answers, not to the top of the page.
  await answerOf(page, "san-isidro").getByRole("button", { name: text.tryNearest }).focus();
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/entrada=2027-01-15/);
  await expect(page.locator("[data-answers-start]")).toBeFocused();
});
