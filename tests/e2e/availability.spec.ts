import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ApartmentAvailability } from "../../src/booking/availability.ts";
import { calendar as calendarLabels, shell } from "../../src/labels/words/es.ts";
import { answers as answerWords, reviews as reviewWords, stay as stayMessages } from "../../src/labels/words/es.ts";
import { axeViolations } from "./support/axe.ts";
import { EDITOR_PAGES, editorCode } from "./support/editor-code.ts";
import { E2E_AVAILABILITY_DIR } from "./support/make-availability.ts";
import { expect, isWide, openHydrated, settleRequests, test } from "./support/test.ts";
import { apartmentPath, bookingMessages as words, fill, site } from "./support/site-data.ts";

/**
 * The calendars, in the browser: the build read Airbnb's fixture calendar for Mirador as on
 * 1 October 2026 (tests/e2e/support/make-availability.ts), so its page shows October 2026 on, with
 * the nights of 1–4 and 24–26 December 2026 booked, and says the data is old.
 */
const MIRADOR = apartmentPath("mirador");
/** Mirador's booked nights as npm run build:e2e published them (read when a test runs: listing the tests needs no build). */
const published = (): ApartmentAvailability => JSON.parse(readFileSync(path.join(E2E_AVAILABILITY_DIR, "mirador.json"), "utf8")) as ApartmentAvailability;
const text = calendarLabels;

test("the apartment page shows the booked nights month by month, readable as tables, with their age and an invitation to ask", async ({ page }) => {
  expect(published().booked).toContainEqual(["2026-12-01", "2026-12-05"]);
  await page.goto(MIRADOR);
  const calendar = page.getByRole("region", { name: text.heading });
  await expect(calendar.getByText(fill(text.updated, { when: "1 de octubre de 2026 a las 10:00" }))).toBeVisible();
  await expect(calendar.getByRole("note")).toHaveText(`${text.stale} ${text.ask}`);
  await expect(calendar.getByRole("note").getByRole("link", { name: text.ask })).toHaveAttribute("href", site.routes.find((route) => route.kind === "contact")!.path);
  // Four months show; the other eight open from «Ver los meses siguientes», by keyboard too.
  await expect(calendar.getByRole("table")).toHaveCount(4);
  await expect(calendar.getByRole("table").first()).toHaveAccessibleName("Octubre de 2026");
  const december = calendar.getByRole("table", { name: "Diciembre de 2026" });
  // The days' heads as Spanish writes them (Intl), Monday first, each with its whole name.
  await expect(december.getByRole("columnheader")).toHaveText(["L", "M", "X", "J", "V", "S", "D"]);
  await expect(december.getByRole("columnheader").first()).toHaveAccessibleName("lunes");
  for (const day of ["1", "2", "3", "4"]) await expect(december.getByRole("cell", { name: `${day}, ${text.bookedDay}`, exact: true })).toBeVisible();
  await expect(december.getByRole("cell", { name: "5", exact: true })).toBeVisible();
  await expect(december.getByRole("cell", { name: `24, ${text.bookedDay}`, exact: true })).toBeVisible();
  await expect(december.getByRole("cell", { name: "27", exact: true })).toBeVisible();
  await calendar.getByText(text.more).focus();
  await page.keyboard.press("Enter");
  await expect(calendar.getByRole("table")).toHaveCount(12);
  await expect(calendar.getByRole("table").last()).toHaveAccessibleName("Septiembre de 2027");
});

test("the static parts stay as the build wrote them: none of their code or data in the browser; another apartment reached by a link shows its own", { tag: "@once" }, async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await openHydrated(page, MIRADOR);
  await settleRequests(page);
  // The booking form's logic came at the first idle moment with what it imports, found by the
  // browser: the page added a link for its own file, none for each import (decision 039).
  expect(fetched.filter((url) => /\/(engine|stay-answer|words)-[\w-]{8}\.js$/.test(url))).toHaveLength(3);
  const linked = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname));
  expect(linked.filter((href) => /\/(stay-answer|calendar-date|rates|owner-request|words|availability)-[\w-]{8}\.js$/.test(href))).toEqual([]);
  const mirador = site.apartments.find((apartment) => apartment.slug === "mirador")!;
  // The description, the features, the prices, the reviews and the rules: read, never hydrated, so their code never comes…
  const partCode = /\/(apartment-description|feature-list|rates-table|rules-sections|reviews-section|review-cards|map-sketch)-[\w-]+\.js$/;
  expect(fetched.filter((url) => partCode.test(url))).toEqual([]);
  // …nor their texts in what the islands hydrate from (their props): they are in the HTML only.
  const islandData = (await page.locator("[data-island]").evaluateAll((boxes) => boxes.map((box) => (box as HTMLElement).dataset.props ?? ""))).join("\n");
  const described = mirador.description.space[0]!.slice(0, 40);
  expect(await page.content()).toContain(described);
  expect(islandData.length).toBeGreaterThan(0);
  expect(islandData).not.toContain(described);
  expect(islandData).not.toContain(site.rules.sections[0]!.title);
  const calendar = page.getByRole("region", { name: text.heading });
  await expect(calendar.getByRole("table")).toHaveCount(4);
  await expect(page.getByRole("heading", { name: shell.apartments.rules, exact: true })).toBeVisible();

  // Code most visits never run waits for the visitor (decision 038): the side column's watcher
  // comes with a press or Tab inside the column, the menu's focus trap as the menu button is reached for.
  const onDemand = /\/(keep-end-in-view|focus-trap)-[\w-]+\.js$/;
  expect(fetched.filter((url) => onDemand.test(url))).toEqual([]);
  await page.getByRole("form", { name: words.form }).getByLabel(words.checkIn).focus();
  await expect.poll(() => fetched.filter((url) => /\/keep-end-in-view-[\w-]+\.js$/.test(url)).length).toBe(1);

  // The far sections (the related apartments, the footer) are links only: static, never hydrated, even once the visitor is there.
  const farCode = /\/(related-apartments|footer)-[\w-]+\.js$/;
  const other = site.apartments.find((apartment) => apartment.slug === mirador.related[0])!;
  const related = page.locator(`main a[href="${apartmentPath(other.slug)}"]`).first();
  await related.scrollIntoViewIfNeeded();
  await settleRequests(page);
  expect(fetched.filter((url) => farCode.test(url))).toEqual([]);
  expect(await related.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__reactFiber")))).toBe(false);
  // Every part's code has come, and no stylesheet twice: they use the page's own (decision 054).
  const sheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname));
  expect(sheets.length).toBeGreaterThan(1);
  expect(sheets.filter((sheet, index) => sheets.indexOf(sheet) !== index)).toEqual([]);

  // The related apartment, a page of its own: its parts as the build wrote them, its own.
  await related.click();
  await expect(page).toHaveURL(apartmentPath(other.slug));
  await expect(page.locator(".apartment-page__summary")).toHaveText(other.summary);
  await expect(page.getByRole("heading", { name: shell.apartments.rules, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: shell.apartments.features, exact: true })).toBeVisible();
  await expect(page.locator(".rules__section").first()).toBeVisible();
  if (other.calendar) await expect(page.getByRole("region", { name: text.heading }).getByRole("table")).toHaveCount(4);
  if (site.reviews?.list.some((review) => review.apartment === other.slug)) await expect(page.getByRole("region", { name: reviewWords.heading })).toBeVisible();
  expect(fetched).toContain(apartmentPath(other.slug));
  expect(fetched.filter((url) => partCode.test(url))).toEqual([]);
});

test("a page left before its far sections were reached: the next pages have theirs, each page its own document", { tag: "@once" }, async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await openHydrated(page, MIRADOR);
  // Up the trail to the list and into another apartment, never scrolling down: each a page load.
  const trail = page.getByRole("navigation", { name: shell.breadcrumb }).getByRole("link").last();
  const list = await trail.getAttribute("href");
  await trail.click();
  // The list is drawn before its card is pressed: the apartment page has a card to that apartment too.
  await expect(page).toHaveURL(list!);
  await expect(page.locator(".apartment-page__summary")).toHaveCount(0);
  const other = site.apartments.find((apartment) => apartment.slug !== "mirador")!;
  await page.locator(`main a[href="${apartmentPath(other.slug)}"]`).first().click();
  await expect(page).toHaveURL(apartmentPath(other.slug));
  await expect(page.getByRole("heading", { level: 2, name: shell.apartments.related, exact: true })).toBeVisible();
  // Three documents, each with the islands' script (the browser's cache answers after the first).
  expect(fetched.filter((url) => /\/entry\.client-[\w-]+\.js$/.test(url)).length).toBeGreaterThanOrEqual(1);
  // (Each maybe twice: fetched ahead as the pointer reached its link, then loaded.)
  expect(new Set(fetched.filter((url) => url === list || url === apartmentPath(other.slug)))).toEqual(new Set([list, apartmentPath(other.slug)]));
});

test("without scripts the calendar is all there", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(MIRADOR);
  const december = page.getByRole("table", { name: "Diciembre de 2026" });
  await expect(december.getByRole("cell", { name: `1, ${text.bookedDay}`, exact: true })).toBeAttached();
  await context.close();
});

test("the form refuses a stay over booked nights, naming them, and books the free nights next to them", async ({ page, context }) => {
  // 1 November 2026 in Madrid: the booked December nights are ahead.
  await page.clock.setFixedTime(new Date("2026-11-01T11:00:00Z"));
  await context.route(`${site.booking.listingSite}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>listing</title>" }));
  await openHydrated(page, MIRADOR);
  const form = page.getByRole("form", { name: words.form });
  await expect(form.getByLabel(words.checkIn)).toHaveAttribute("min", "2026-11-02");
  const submit = () => form.locator('button[type="submit"]').click();

  await form.getByLabel(words.checkIn).fill("2026-12-03");
  await form.getByLabel(words.checkOut).fill("2026-12-07");
  // Said as soon as both dates are set, before any submit: which nights are taken, and the nearest free ones.
  await expect(form.getByRole("status").locator("p").first()).toHaveText(`${fill(answerWords.booked, { ranges: fill(answerWords.bookedRange, { from: "03/12/2026", last: "04/12/2026" }) })}.`);
  await expect(form.getByRole("status")).toContainText(fill(answerWords.nearest, { nights: "4 noches", checkIn: "05/12/2026", checkOut: "09/12/2026" }));
  // The button still checks: pressed, it says what is wrong (SPEC's kind of message).
  await expect(form.locator('button[type="submit"]')).toHaveText(words.submit);
  await submit();
  await expect(form.getByRole("alert")).toHaveText([fill(stayMessages.checkInBooked, { name: "Mirador", from: "03/12/2026", to: "05/12/2026" })]);
  await expect(form.getByLabel(words.checkIn)).toBeFocused();

  await form.getByLabel(words.checkIn).fill("2026-11-28");
  await form.getByLabel(words.checkOut).fill("2026-12-02");
  await submit();
  await expect(form.getByRole("alert")).toHaveText([fill(stayMessages.stayIncludesBooked, { from: "01/12/2026", to: "05/12/2026", latest: "01/12/2026" })]);
  await expect(form.getByLabel(words.checkOut)).toBeFocused();

  // Leaving the morning the booked nights begin is free.
  await form.getByLabel(words.checkOut).fill("2026-12-01");
  const answer = form.getByRole("status");
  await expect(answer.locator("p").first()).toHaveText(`${fill(answerWords.liveFreeNoPrice, { checkIn: "28/11/2026", checkOut: "01/12/2026", nights: "3 noches" })}.`);
  // Beside the listing, a request to book directly: the dates, the people and a reference, prefilled.
  const direct = decodeURIComponent((await answer.getByRole("link", { name: new RegExp(`^${answerWords.bookDirect}`) }).getAttribute("href"))!);
  expect(direct).toContain("quiero reservar Mirador directamente del 28/11/2026 al 01/12/2026");
  expect(direct).toContain("Referencia: MIR-261128-3N");
  const popup = context.waitForEvent("page");
  await submit();
  const tab = await popup;
  expect(tab.url()).toContain(`/rooms/${site.booking.listings.mirador}?check_in=2026-11-28&check_out=2026-12-01&guests=`);
  await expect(form.getByRole("alert")).toHaveCount(0);
});

test("the form's calendar strikes the booked nights, lets the stay end the morning they begin, works from the keyboard, and fills the dates", async ({ page, context }, testInfo) => {
  await page.clock.setFixedTime(new Date("2026-11-20T11:00:00Z"));
  await context.route(`${site.booking.listingSite}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>listing</title>" }));
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
  await openHydrated(page, MIRADOR);
  const form = page.getByRole("form", { name: words.form });
  const toggle = form.getByRole("button", { name: words.pickerShow });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // The picker's code is not part of the page until it is opened.
  expect(scripts.some((script) => script.includes("stay-picker"))).toBe(false);
  await toggle.click();
  await expect(form.getByRole("button", { name: words.pickerHide })).toHaveAttribute("aria-expanded", "true");
  // The button says the calendar is open at once; its code is asked for in the same moment.
  await expect.poll(() => scripts.some((script) => script.includes("stay-picker"))).toBe(true);
  const day = (label: RegExp) => form.getByRole("button", { name: label });

  await day(/^sábado, 28 de noviembre de 2026$/).click();
  await expect(form.getByLabel(words.checkIn)).toHaveValue("2026-11-28");
  // Seven columns within the form at any width, in the site's colours (not the library's blue).
  const picker = page.locator(".stay-picker");
  // Its words are read in the page's language (the library would mark them en-US).
  await expect(picker.locator(".rdp-root")).toHaveAttribute("lang", /^es\b/);
  expect(await picker.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-accent").trim());
  await expect(day(/^sábado, 28 de noviembre de 2026/)).toHaveCSS("border-top-color", hexToRgb(accent));
  await form.getByRole("button", { name: /mes siguiente/ }).click();
  // Booked nights are named so; the first one can still be the departure, the ones after it can't.
  await expect(day(/^martes, 1 de diciembre de 2026, ocupada$/)).toBeEnabled();
  // …and say why, to a screen reader too.
  await expect(day(/^miércoles, 2 de diciembre de 2026, ocupada, no disponible: la estancia cruzaría noches ocupadas$/)).toBeDisabled();
  await expect(day(/^sábado, 5 de diciembre de 2026, no disponible: la estancia cruzaría noches ocupadas$/)).toBeDisabled();
  await day(/^martes, 1 de diciembre de 2026, ocupada$/).click();
  await expect(form.getByLabel(words.checkOut)).toHaveValue("2026-12-01");
  expect(await axeViolations(page, ".stay-picker")).toEqual([]);

  // A new stay from the keyboard: a booked night can't start it.
  await day(/^sábado, 5 de diciembre de 2026$/).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByLabel(words.checkIn)).toHaveValue("2026-12-05");
  await expect(form.getByLabel(words.checkOut)).toHaveValue("");
  await expect(day(/^jueves, 3 de diciembre de 2026, ocupada$/)).toBeDisabled();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(form.getByLabel(words.checkOut)).toHaveValue("2026-12-07");

  if (isWide(testInfo)) {
    // Beside the text on a short laptop screen, the open calendar and the answer make the form
    // taller than the window: scrolled down to where it sticks, its end (the button) is in view.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.evaluate(() => window.scrollTo(0, 1800));
    // The column refits on the window's resize event, which comes a frame or more later.
    const side = () => page.locator(".apartment-page__side").evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    await expect.poll(async () => (await side()).bottom, { message: "the form ends within the window" }).toBeLessThanOrEqual(720);
    expect((await side()).top, "the form sticks under the header").toBeLessThan(200);
    await form.getByRole("button", { name: words.submitListing }).scrollIntoViewIfNeeded();
    await expect(form.getByRole("button", { name: words.submitListing })).toBeInViewport({ ratio: 1 });
  }
  const popup = context.waitForEvent("page");
  await form.getByRole("button", { name: words.submitListing }).click();
  expect((await popup).url()).toContain("check_in=2026-12-05&check_out=2026-12-07");
});

test("prices only where site.yaml gives them: without «rates» no page shows one", { tag: "@once" }, async () => {
  const client = path.resolve(import.meta.dirname, "../../build/client");
  // The editor's page carries the editor's words (its price form's «(€)»), no price of the site.
  const pages = readdirSync(client).filter((name) => name.endsWith(".html") && !EDITOR_PAGES.includes(`/${name.replace(/\.html$/, "")}`));
  expect(pages.length).toBeGreaterThan(10);
  const priced = site.apartments.filter((apartment) => "rates" in apartment).map((apartment) => apartment.slug);
  for (const name of pages) {
    const html = readFileSync(path.join(client, name), "utf8");
    if (priced.length === 0) expect(html, name).not.toMatch(/€|\/ noche|priceRange/);
    else if (priced.some((slug) => name === `${apartmentPath(slug).slice(1)}.html`)) expect(html, name).toMatch(/€/);
  }
});

test("the published site holds the booked nights and nothing else of the calendars: no variable, no event text, no guest", { tag: "@once" }, async () => {
  const client = path.resolve(import.meta.dirname, "../../build/client");
  // The editor's own code is the content check and its schema, whose messages and examples name variables («MIRADOR_AIRBNB_ICAL») and guests («Laura»): no calendar's.
  const editor = editorCode();
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((name) => /\.(html|js|json|data|txt|xml)$/.test(name) && !editor.has(`/${name}`));
  expect(files.length).toBeGreaterThan(20);
  // The fixture feeds' texts (tests/fixtures/calendars), and the variables site.yaml names.
  const secrets = ["_ICAL", "Reserved", "Not available", "CLOSED", "Reservation URL", "HMABCDE123", "Laura", "airbnb.com/hosting"];
  for (const name of files) {
    const text = readFileSync(path.join(client, name), "utf8");
    for (const secret of secrets) expect(text.includes(secret), `${name} holds «${secret}»`).toBe(false);
  }
  expect(JSON.parse(readFileSync(path.join(client, "availability.json"), "utf8"))).toEqual({ mirador: published().booked, "san-isidro": expect.any(Array) });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test("on a laptop screen the side box never scrolls inside itself, and with the calendar open its submit stays in view", { tag: "@wide" }, async ({ page }) => {
  await openHydrated(page, MIRADOR);
  const side = page.locator(".apartment-page__side");
  const form = page.getByRole("form", { name: words.form });
  await form.getByRole("button", { name: words.pickerShow }).click();
  await expect(page.locator(".stay-picker")).toBeVisible();
  // Halfway down the page, where the box sticks.
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  expect(await side.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
  await expect(form.getByRole("button", { name: words.submit })).toBeInViewport();
});

test("on a phone, one line under the photos gives the first free night from tomorrow and leads to the form", { tag: "@narrow" }, async ({ page }) => {
  // 30 November 2026 in Madrid: tomorrow, the earliest check-in, begins the booked 1–4 December; 5 December is free.
  await page.clock.setFixedTime(new Date("2026-11-30T11:00:00Z"));
  await openHydrated(page, MIRADOR);
  // The seed's site.yaml has no prices (the line's price and minimum are unit-tested with them): only the free night.
  const line = page.locator(".apartment-page__photos").getByRole("link");
  await expect(line).toHaveText(fill(shell.apartments.summaryNextFree, { date: "5 dic" }));
  await expect(line).toHaveAttribute("href", "#consulta-disponibilidad");
  await expect(line).toBeInViewport();
  await line.click();
  await expect(page.getByRole("form", { name: words.form })).toBeInViewport();
});
