import { expect, test, type Locator, type Page } from "@playwright/test";
import { site } from "./site-data.ts";
import { holdHydration, openHydrated, waitForHydration } from "./hydrated.ts";

const TEXT = {
  emptyIn: "La fecha de entrada no puede ser vacío",
  emptyOut: "La fecha de salida no puede ser vacío",
  notAfterToday: "La fecha de entrada tiene que ser superior a hoy",
  notAfterIn: "La fecha de salida tiene que ser superior a la de entrada",
};

/** 23:30 in Madrid on 10 March 2027: late enough that a wrong time zone would change "today". */
const NOW = new Date("2027-03-10T22:30:00Z");
const TODAY = "2027-03-10";

const pages = [
  { path: "/", apartment: site.apartments[0]!.slug },
  ...site.routes.filter((route) => route.kind === "apartment").map((route) => ({ path: route.path, apartment: route.apartment! })),
];

/** Sets a field's value the way React hears it, without focusing or pointing at the form. */
async function setQuietly(field: Locator, value: string) {
  await field.evaluate((element: HTMLInputElement | HTMLSelectElement, next) => {
    const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(element, next);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }, value);
}

async function open(page: Page, path: string) {
  await page.clock.setFixedTime(NOW);
  await page.addInitScript(() => {
    window.alert = () => {
      (window as { alertCalled?: boolean }).alertCalled = true;
    };
  });
  await openHydrated(page, path);
  const form = page.getByRole("form", { name: "Consulta de disponibilidad" });
  // The form's logic loads when the visitor reaches for the form; until then there is no minimum date.
  await expect(form.getByLabel("Fecha de entrada")).not.toHaveAttribute("min", /./);
  await form.getByLabel("Apartamento").focus();
  await expect(form.getByLabel("Fecha de entrada")).toHaveAttribute("min", "2027-03-11");
  return form;
}

for (const { path, apartment } of pages) {
  test.describe(`booking form on ${path}`, () => {
    test("defaults: its own apartment, 1 guest, up to the capacity; date minimums from Madrid's today", async ({ page }) => {
      const form = await open(page, path);
      await expect(form.getByLabel("Apartamento")).toHaveValue(apartment);
      await expect(form.getByLabel("Apartamento").locator("option")).toHaveText(site.apartments.map((a) => a.name));
      await expect(form.getByLabel("Personas")).toHaveValue(String(site.booking.defaultGuests));
      const max = site.apartments.find((a) => a.slug === apartment)!.capacity.max;
      await expect(form.getByLabel("Personas").locator("option")).toHaveText(Array.from({ length: max }, (_, i) => String(i + 1)));
      await form.getByLabel("Fecha de entrada").fill("2027-03-20");
      await expect(form.getByLabel("Fecha de salida")).toHaveAttribute("min", "2027-03-21");
    });

    test("every problem shows at once with its exact text, focus goes to the first field, and each clears when fixed", async ({ page }) => {
      const form = await open(page, path);
      await form.getByRole("button", { name: "Consultar disponibilidad" }).click();
      await expect(form.getByRole("alert")).toHaveText([TEXT.emptyIn, TEXT.emptyOut]);
      await expect(form.getByLabel("Fecha de entrada")).toBeFocused();
      await expect(form.getByLabel("Fecha de entrada")).toHaveAttribute("aria-invalid", "true");

      await form.getByLabel("Fecha de entrada").fill(TODAY);
      await expect(form.getByRole("alert")).toHaveText([TEXT.emptyOut]);
      await form.getByLabel("Fecha de salida").fill("2027-03-09");
      await form.getByRole("button", { name: "Consultar disponibilidad" }).click();
      await expect(form.getByRole("alert")).toHaveText([TEXT.notAfterToday, TEXT.notAfterIn]);

      await form.getByLabel("Fecha de entrada").fill("2027-03-11");
      await expect(form.getByRole("alert")).toHaveText([TEXT.notAfterIn]);
      await form.getByLabel("Fecha de salida").fill("2027-03-11");
      await expect(form.getByRole("alert")).toHaveText([TEXT.notAfterIn]);
      await form.getByLabel("Fecha de salida").fill("2027-03-12");
      await expect(form.getByRole("alert")).toHaveCount(0);
      expect(await page.evaluate(() => (window as { alertCalled?: boolean }).alertCalled)).toBeUndefined();
    });
  });
}

test("a valid stay in a listed apartment opens the exact listing URL in a new tab", async ({ page, context }) => {
  const listingHost = new URL(site.booking.listingSite).host;
  await context.route(`https://${listingHost}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>listing</title>" }));
  for (const [slug, listing] of Object.entries(site.booking.listings)) {
    const route = site.routes.find((candidate) => candidate.apartment === slug)!;
    const form = await open(page, route.path);
    await form.getByLabel("Personas").selectOption("3");
    await form.getByLabel("Fecha de entrada").fill("2027-03-11");
    await form.getByLabel("Fecha de salida").fill("2027-03-14");
    const popup = context.waitForEvent("page");
    await form.getByRole("button", { name: "Consultar disponibilidad" }).click();
    const tab = await popup;
    expect(tab.url()).toBe(`${site.booking.listingSite}/rooms/${listing}?check_in=2027-03-11&check_out=2027-03-14&guests=3`);
    // noopener: the listing can't reach back into this page.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await expect(form.getByRole("link", { name: /Abrir el anuncio/ })).toHaveAttribute("href", tab.url());
  }
});

test("the home form books the apartment chosen in it", async ({ page, context }) => {
  await context.route(`${site.booking.listingSite}/**`, (route) => route.fulfill({ body: "ok" }));
  const form = await open(page, "/");
  await form.getByLabel("Apartamento").selectOption("san-isidro");
  await form.getByLabel("Fecha de entrada").fill("2027-04-01");
  await form.getByLabel("Fecha de salida").fill("2027-04-03");
  const popup = context.waitForEvent("page");
  await form.getByRole("button", { name: "Consultar disponibilidad" }).click();
  expect((await popup).url()).toBe(`${site.booking.listingSite}/rooms/${site.booking.listings["san-isidro"]}?check_in=2027-04-01&check_out=2027-04-03&guests=1`);
});

test("an apartment without a listing offers a prefilled WhatsApp or e-mail enquiry, never a listing link", async ({ page, context }) => {
  const unlisted = site.apartments.filter((apartment) => !(apartment.slug in site.booking.listings));
  expect(unlisted.map((apartment) => apartment.slug)).toEqual(["calicanto", "fabrica-harinas"]);
  let popups = 0;
  context.on("page", () => popups++);
  for (const apartment of unlisted) {
    const route = site.routes.find((candidate) => candidate.apartment === apartment.slug)!;
    const form = await open(page, route.path);
    await form.getByLabel("Personas").selectOption("2");
    await form.getByLabel("Fecha de entrada").fill("2027-05-01");
    await form.getByLabel("Fecha de salida").fill("2027-05-04");
    await form.getByRole("button", { name: "Consultar disponibilidad" }).click();
    const text = `Hola, quería saber si ${apartment.name} está disponible del 01/05/2027 al 04/05/2027 para 2 personas. Gracias.`;
    const whatsapp = form.getByRole("link", { name: /Preguntar por WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", `https://wa.me/${site.contact.whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`);
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    const email = form.getByRole("link", { name: /Preguntar por correo/ });
    await expect(email).toHaveAttribute("href", `mailto:${site.contact.email}?subject=${encodeURIComponent(`Disponibilidad de ${apartment.name}`)}&body=${encodeURIComponent(text)}`);
    await expect(form.locator('a[href*="/rooms/"]')).toHaveCount(0);
  }
  expect(popups).toBe(0);
});

test("an invalid form never opens anything", async ({ page, context }) => {
  let popups = 0;
  context.on("page", () => popups++);
  const form = await open(page, "/apartment-list/mirador");
  await form.getByLabel("Fecha de entrada").fill(TODAY);
  await form.getByLabel("Fecha de salida").fill("2027-03-12");
  await form.getByRole("button", { name: "Consultar disponibilidad" }).click();
  await expect(form.getByRole("alert")).toHaveText([TEXT.notAfterToday]);
  await page.waitForTimeout(300);
  expect(popups).toBe(0);
});

test.describe("a visitor in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("at 07:00 on the 11th in Tokyo it is still the 10th in Madrid: check-in may be the 11th", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2027-02-10T22:00:00Z"));
    await openHydrated(page, "/apartment-list/san-isidro");
    const form = page.getByRole("form", { name: "Consulta de disponibilidad" });
    await form.getByLabel("Apartamento").focus();
    await expect(form.getByLabel("Fecha de entrada")).toHaveAttribute("min", "2027-02-11");
    await form.getByLabel("Fecha de entrada").fill("2027-02-10");
    await form.getByLabel("Fecha de salida").fill("2027-02-12");
    await form.getByRole("button", { name: "Consultar disponibilidad" }).click();
    await expect(form.getByRole("alert")).toHaveText([TEXT.notAfterToday]);
    await form.getByLabel("Fecha de entrada").fill("2027-02-11");
    await expect(form.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("a visitor in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("at 19:30 on the 10th in New York it is already the 11th in Madrid: check-in starts on the 12th", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2027-03-11T00:30:00Z"));
    await openHydrated(page, "/apartment-list/mirador");
    const form = page.getByRole("form", { name: "Consulta de disponibilidad" });
    await form.getByLabel("Apartamento").focus();
    await expect(form.getByLabel("Fecha de entrada")).toHaveAttribute("min", "2027-03-12");
    await form.getByLabel("Fecha de entrada").fill("2027-03-11");
    await form.getByLabel("Fecha de salida").fill("2027-03-13");
    await form.getByRole("button", { name: "Consultar disponibilidad" }).click();
    await expect(form.getByRole("alert")).toHaveText([TEXT.notAfterToday]);
  });
});

test("submitting straight away, before the form's logic has loaded, still checks every rule", async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await openHydrated(page, "/");
  const form = page.getByRole("form", { name: "Consulta de disponibilidad" });
  await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
  await expect(form.getByRole("alert")).toHaveText([TEXT.emptyIn, TEXT.emptyOut]);
});

test("a valid stay submitted straight away, before the form's logic has loaded, gets its answer", async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await openHydrated(page, "/");
  const form = page.getByRole("form", { name: "Consulta de disponibilidad" });
  // Filled and sent as a browser's autofill or a script would: no focus, no pointer, which would load the logic by themselves.
  await setQuietly(form.getByLabel("Apartamento"), "calicanto");
  await setQuietly(form.getByLabel("Fecha de entrada"), "2027-03-12");
  await setQuietly(form.getByLabel("Fecha de salida"), "2027-03-14");
  await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
  await expect(form.getByRole("link", { name: /Preguntar por WhatsApp/ })).toBeVisible();
});

test("only the check-out at fault: focus goes to it", async ({ page }) => {
  const form = await open(page, "/");
  await form.getByLabel("Fecha de entrada").fill("2027-03-12");
  await form.getByRole("button", { name: "Consultar disponibilidad" }).click();
  await expect(form.getByRole("alert")).toHaveText([TEXT.emptyOut]);
  await expect(form.getByLabel("Fecha de salida")).toBeFocused();
  await form.getByLabel("Fecha de salida").fill("2027-03-12");
  await form.getByRole("button", { name: "Consultar disponibilidad" }).click();
  await expect(form.getByRole("alert")).toHaveText([TEXT.notAfterIn]);
  await expect(form.getByLabel("Fecha de salida")).toBeFocused();
});

test("on the home page, choosing an apartment without a listing offers the enquiry, never a listing link", async ({ page, context }) => {
  let popups = 0;
  context.on("page", () => popups++);
  const form = await open(page, "/");
  await form.getByLabel("Apartamento").selectOption("fabrica-harinas");
  await form.getByLabel("Fecha de entrada").fill("2027-03-11");
  await form.getByLabel("Fecha de salida").fill("2027-03-12");
  await form.getByRole("button", { name: "Consultar disponibilidad" }).click();
  await expect(form.getByRole("link", { name: /Preguntar por WhatsApp/ })).toHaveAttribute("href", /F%C3%A1brica%20de%20Harinas/);
  await expect(form.locator('a[href*="/rooms/"]')).toHaveCount(0);
  expect(popups).toBe(0);
});

test("without scripts the form leads to the contact page, where phone, WhatsApp and e-mail work", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/apartment-list/calicanto");
  await page.getByRole("button", { name: "Consultar disponibilidad" }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  await expect(page.locator('main a[href^="https://wa.me/"]')).not.toHaveCount(0);
  await context.close();
});

test("a visitor already in the form when the page comes to life gets its checks at once", async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  // Hold the app's code back, so that the visitor reaches the form before the page hydrates.
  const release = await holdHydration(page);
  await page.goto("/");
  const form = page.getByRole("form", { name: "Consulta de disponibilidad" });
  await form.getByLabel("Apartamento").focus();
  release();
  await waitForHydration(page);
  await expect(form.getByLabel("Fecha de entrada")).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
});
