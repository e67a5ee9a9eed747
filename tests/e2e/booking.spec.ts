import type { Locator, Page } from "@playwright/test";
import { problems } from "../../src/labels/words/es.ts";
import { answers } from "../../src/labels/words/es.ts";
import { expect, holdHydration, openHydrated, test, waitForHydration } from "./support/test.ts";
import { requestReference } from "../../src/booking/owner-request.ts";
import { apartmentPath, bookingMessages as words, fill, listedApartments, plural, sampleApartment, site, unlistedApartments } from "./support/site-data.ts";

/**
 * The availability form, end to end. Its rules (dates, Madrid's "today", URLs, enquiry texts) are
 * unit-tested in tests/unit/booking; here each path a visitor can take runs once in a browser.
 */

/**
 * 00:30 in Madrid on 11 March 2027, still the 10th in UTC: "today" taken in any zone but Madrid's
 * (the device's is Madrid here; see the New York test for a device elsewhere) shows in the minimum date.
 */
const NOW = new Date("2027-03-10T23:30:00Z");
const TODAY = "2027-03-11";

/** Sets a field's value the way React hears it, without focusing or pointing at the form (autofill). */
async function setQuietly(field: Locator, value: string) {
  await field.evaluate((element: HTMLInputElement | HTMLSelectElement, next) => {
    const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(element, next);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }, value);
}

async function openForm(page: Page, path: string) {
  await page.clock.setFixedTime(NOW);
  await openHydrated(page, path);
  const form = page.getByRole("form", { name: words.form });
  // The form's logic arrives once the page is idle (or when the visitor reaches for the form): then check-in starts tomorrow in Madrid.
  await expect(form.getByLabel(words.checkIn)).toHaveAttribute("min", "2027-03-12");
  return form;
}

/** The form's submit, whatever its name says it will do (it names the listing or the enquiry once the answer is known). */
const submit = (form: Locator) => form.locator('button[type="submit"]').click();

test("defaults, then every problem at once with its exact text, focus on the first field at fault, each cleared when fixed; nothing opens", async ({ page, context }) => {
  let popups = 0;
  context.on("page", () => popups++);
  const apartment = sampleApartment;
  const form = await openForm(page, apartmentPath(apartment.slug));
  await expect(form.getByLabel(words.apartment)).toHaveValue(apartment.slug);
  await expect(form.getByLabel(words.apartment).locator("option")).toHaveText(site.apartments.map((a) => a.name));
  await expect(form.getByLabel(words.guests)).toHaveValue(String(site.booking.defaultGuests));
  // Up to the largest apartment's capacity, whichever is chosen: a group over the chosen one's is told which hold it.
  const most = Math.max(...site.apartments.map((candidate) => candidate.capacity.max));
  await expect(form.getByLabel(words.guests).locator("option")).toHaveText(Array.from({ length: most }, (_, i) => String(i + 1)));

  await submit(form);
  await expect(form.getByRole("alert")).toHaveText([problems.checkInEmpty, problems.checkOutEmpty]);
  await expect(form.getByLabel(words.checkIn)).toBeFocused();
  await expect(form.getByLabel(words.checkIn)).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel(words.checkIn).fill(TODAY);
  await expect(form.getByRole("alert")).toHaveText([problems.checkOutEmpty]);
  await expect(form.getByLabel(words.checkOut)).toHaveAttribute("min", "2027-03-12");
  await form.getByLabel(words.checkOut).fill("2027-03-09");
  await submit(form);
  await expect(form.getByRole("alert")).toHaveText([problems.checkInNotAfterToday, problems.checkOutNotAfterCheckIn]);

  // Only the check-out at fault: focus goes to it.
  await form.getByLabel(words.checkIn).fill("2027-03-12");
  await form.getByLabel(words.checkOut).fill("2027-03-12");
  await submit(form);
  await expect(form.getByRole("alert")).toHaveText([problems.checkOutNotAfterCheckIn]);
  await expect(form.getByLabel(words.checkOut)).toBeFocused();
  await form.getByLabel(words.checkOut).fill("2027-03-13");
  await expect(form.getByRole("alert")).toHaveCount(0);

  // What editing the page, autofill or the date inputs' quirks can leave: a message at its field, never an exception
  // (the guard fails the test on any page error). The pickers stop at the two-year horizon.
  await expect(form.getByLabel(words.checkIn)).toHaveAttribute("max", "2029-03-10");
  await expect(form.getByLabel(words.checkOut)).toHaveAttribute("max", "2029-03-11");
  const guests = form.getByLabel(words.guests);
  await setQuietly(form.getByLabel(words.checkOut), "275760-09-13");
  // Last, and without an event: React's next render would put the select back otherwise.
  await guests.evaluate((select: HTMLSelectElement) => (select.value = "99"));
  await submit(form);
  await expect(form.getByRole("alert")).toHaveText([fill(problems.guestsOutOfRange, { max: apartment.capacity.max }), fill(problems.checkOutTooFar, { last: "11/03/2029" })]);
  await expect(guests).toBeFocused();
  await expect(guests).toHaveAttribute("aria-invalid", "true");
  await guests.selectOption("2");
  await form.getByLabel(words.checkOut).fill("2027-03-13");
  // Half typed: the browser gives "" with validity.badInput, which is not an empty field.
  await form.getByLabel(words.checkIn).fill("");
  await form.getByLabel(words.checkIn).pressSequentially("12");
  await submit(form);
  await expect(form.getByRole("alert")).toHaveText([problems.checkInInvalid]);
  expect(popups).toBe(0);
});

test("a valid stay in a listed apartment: the button says it books on the listing, and opens its exact URL in a new tab, without opener", { tag: "@once" }, async ({ page, context }) => {
  const apartment = listedApartments[0]!;
  await context.route(`${site.booking.listingSite}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>listing</title>" }));
  const form = await openForm(page, apartmentPath(apartment.slug));
  await expect(form.locator('button[type="submit"]')).toHaveText(words.submit);
  await form.getByLabel(words.guests).selectOption(String(Math.min(3, apartment.capacity.max)));
  await form.getByLabel(words.checkIn).fill("2027-03-12");
  await form.getByLabel(words.checkOut).fill("2027-03-15");
  // Free: the button names what it will do.
  await expect(form.locator('button[type="submit"]')).toHaveText(words.submitListing);
  const popup = context.waitForEvent("page");
  await submit(form);
  const tab = await popup;
  expect(tab.url()).toBe(`${site.booking.listingSite}/rooms/${site.booking.listings[apartment.slug]}?check_in=2027-03-12&check_out=2027-03-15&guests=${Math.min(3, apartment.capacity.max)}`);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
  // The link stays on the page, for a blocked pop-up.
  await expect(form.getByRole("link", { name: new RegExp(answers.openListing) })).toHaveAttribute("href", tab.url());
});

test("an apartment without a listing: the button says it writes to us, and gives the enquiry with the dates, the people and a reference; nothing opens", { tag: "@once" }, async ({ page, context }) => {
  const unlisted = unlistedApartments.at(-1);
  expect(unlisted, "site.yaml has an apartment without a listing, booked by enquiry").toBeDefined();
  let popups = 0;
  context.on("page", () => popups++);
  const form = await openForm(page, apartmentPath(unlisted!.slug));
  await form.getByLabel(words.guests).selectOption("2");
  await form.getByLabel(words.checkIn).fill("2027-05-01");
  await form.getByLabel(words.checkOut).fill("2027-05-04");
  await expect(form.locator('button[type="submit"]')).toHaveText(words.submitEnquiry);
  await submit(form);
  const ref = requestReference({ slugs: [unlisted!.slug], checkIn: "2027-05-01", checkOut: "2027-05-04", guests: 2 });
  const text = `${fill(answers.request.ask, { name: unlisted!.name, checkIn: "01/05/2027", checkOut: "04/05/2027", people: plural(answers.people, 2, "es-ES") })} ${fill(answers.request.reference, { ref })}`;
  // The same request in the live answer (before any press) and in the submit's result.
  await expect(form.getByRole("status").getByRole("link", { name: new RegExp(answers.enquiryWhatsapp) })).toHaveAttribute("href", `https://wa.me/${site.contact.whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`);
  const result = form.locator(".booking-result");
  const whatsapp = result.getByRole("link", { name: new RegExp(answers.enquiryWhatsapp) });
  await expect(whatsapp).toHaveAttribute("href", `https://wa.me/${site.contact.whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`);
  await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
  await expect(result.getByRole("link", { name: new RegExp(answers.enquiryEmail) })).toHaveAttribute(
    "href",
    `mailto:${site.contact.email}?subject=${encodeURIComponent(fill(answers.enquirySubject, { name: unlisted!.name, ref }))}&body=${encodeURIComponent(text)}`,
  );
  await expect(form.locator('a[href*="/rooms/"]')).toHaveCount(0);
  expect(popups).toBe(0);
});

test.describe("a visitor in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("at 19:30 on the 10th in New York it is already the 11th in Madrid: check-in starts on the 12th", { tag: "@once" }, async ({ page }) => {
    await page.clock.setFixedTime(new Date("2027-03-11T00:30:00Z"));
    await openHydrated(page, apartmentPath(sampleApartment.slug));
    const form = page.getByRole("form", { name: words.form });
    await form.getByLabel(words.apartment).focus();
    await expect(form.getByLabel(words.checkIn)).toHaveAttribute("min", "2027-03-12");
    await form.getByLabel(words.checkIn).fill("2027-03-11");
    await form.getByLabel(words.checkOut).fill("2027-03-13");
    await submit(form);
    await expect(form.getByRole("alert")).toHaveText([problems.checkInNotAfterToday]);
  });
});

test.describe("before the form's logic has loaded", { tag: "@once" }, () => {
  test("an empty form sent at once still gets every rule checked", async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await openHydrated(page, apartmentPath(sampleApartment.slug));
    const form = page.getByRole("form", { name: words.form });
    await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
    await expect(form.getByRole("alert")).toHaveText([problems.checkInEmpty, problems.checkOutEmpty]);
  });

  test("a valid stay filled by autofill and sent at once gets its answer", async ({ page }) => {
    const apartment = unlistedApartments[0] ?? sampleApartment;
    await page.clock.setFixedTime(NOW);
    await openHydrated(page, apartmentPath(sampleApartment.slug));
    const form = page.getByRole("form", { name: words.form });
    // No focus, no pointer: those would load the logic by themselves.
    await setQuietly(form.getByLabel(words.apartment), apartment.slug);
    await setQuietly(form.getByLabel(words.checkIn), "2027-03-12");
    await setQuietly(form.getByLabel(words.checkOut), "2027-03-14");
    const listed = apartment.slug in site.booking.listings;
    if (listed) await page.context().route(`${site.booking.listingSite}/**`, (route) => route.fulfill({ body: "ok" }));
    const answer = form.locator(".booking-result").getByRole("link", { name: new RegExp(listed ? answers.openListing : answers.enquiryWhatsapp) });
    await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
    await expect(answer).toBeVisible();
  });

  test("a visitor already in the form when the page comes to life gets its checks at once", async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    const release = await holdHydration(page);
    await page.goto(apartmentPath(sampleApartment.slug));
    const form = page.getByRole("form", { name: words.form });
    await form.getByLabel(words.apartment).focus();
    release();
    await waitForHydration(page);
    await expect(form.getByLabel(words.checkIn)).toHaveAttribute("min", "2027-03-12");
  });
});
