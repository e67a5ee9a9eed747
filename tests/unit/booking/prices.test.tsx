// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { RatesTableSection } from "../../../src/components/apartments/rates-table.tsx";
import { BookingForm } from "../../../src/components/booking-form/booking-form.tsx";
import { loadEngine } from "../../../src/components/booking-form/use-booking-engine.ts";
import type { Apartment } from "../../../src/generated/site-types.gen.ts";
import { answerWords } from "../../../src/labels/words.ts";
import { sites } from "../../../src/generated/site.gen.ts";
import { euros } from "../../../src/site/euros.ts";
import { priceFrom, priceRange, ratesTable } from "../../../src/site/price-info.ts";
import { inPage } from "../support/page-language.tsx";
import { reactStage } from "../support/react-stage.ts";
import { config } from "./config.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const site = sites.es;
const words = answerWords.es;
const withRates: Apartment = { ...site.apartments[2]!, rates: config.apartments[2]!.rates };
const TODAY = "2027-03-10";

describe("prices on the pages", () => {
  it("a card says «desde» the lowest current price; without rates, nothing", () => {
    expect(priceFrom(withRates, "es", TODAY)).toBe("desde 80\u00a0€ / noche");
    expect(priceFrom({ ...site.apartments[0]!, rates: undefined }, "es", TODAY)).toBeNull();
  });

  it("the table lists the seasons not yet over, with the cleaning, the taxes and that it is approximate", () => {
    const table = ratesTable(withRates, "es", "2027-07-02")!;
    expect(table.rows).toEqual([{ name: "verano", period: "1 jul 2027 – 31 ago 2027", nightly: "110\u00a0€", weekend: null, direct: null, minimum: "5 noches" }]);
    expect(table.notes).toEqual(["Limpieza final: 30\u00a0€ por estancia.", "Impuestos incluidos.", expect.stringMatching(/^Precios orientativos/)]);
    const html = renderToStaticMarkup(inPage(<RatesTableSection rates={ratesTable(withRates, "es", TODAY)!} />));
    expect(html).toContain('<th scope="row">temporada baja<span class="rates-table__period">7 ene 2027 – 30 jun 2027</span></th>');
    expect(html).toContain('<td>80\u00a0€<span class="rates-table__weekend">viernes y sábado: 95\u00a0€</span></td>');
    expect(ratesTable(withRates, "es", "2027-09-01")).toBeNull();
    expect(ratesTable({ ...site.apartments[0]!, rates: undefined }, "es", TODAY)).toBeNull();
  });

  it("the business's priceRange spans every current price, and is absent without any", () => {
    expect(priceRange([withRates, site.apartments[0]!], "es", TODAY)).toBe("80\u00a0€–110\u00a0€ por noche");
    expect(priceRange([site.apartments[0]!, { ...site.apartments[1]!, rates: undefined }], "es", TODAY)).toBeNull();
  });
});

describe("prices on the English pages", () => {
  const english: Apartment = { ...sites.en.apartments[2]!, rates: config.apartments[2]!.rates };

  it("are written as English writes them, in English words", () => {
    expect(euros(80, "en-GB")).toBe("€80");
    expect(euros(85.5, "es-ES")).toBe("85,50\u00a0€");
    expect(priceFrom(english, "en", TODAY)).not.toMatch(/desde|noche/);
    expect(priceFrom(english, "en", TODAY)).toContain("€80");
    const table = ratesTable(english, "en", "2027-07-02")!;
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]!.nightly).toBe("€110");
    expect(table.rows[0]!.period).toMatch(/Jul 2027/);
    expect(table.notes.join(" ")).not.toMatch(/Limpieza|Impuestos|Precios/);
    expect(priceRange([english], "en", TODAY)).toMatch(/^€80–€110 /);
  });
});

describe("the estimate in the form", () => {
  const stage = reactStage();
  /** Sets a control the way a visitor does: React hears it. */
  const choose = (element: HTMLInputElement | HTMLSelectElement, value: string) =>
    act(() => {
      const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(element, value);
      element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    });

  it("shows the approximate cost of the chosen stay once both dates are set, only for an apartment with prices", async () => {
    vi.useFakeTimers({ now: new Date("2027-03-10T11:00:00Z"), toFake: ["Date"] });
    await loadEngine();
    stage.root = createRoot(stage.container);
    act(() => stage.root!.render(inPage(<BookingForm config={config} defaultApartment="calicanto" />)));
    const form = stage.container.querySelector("form")!;
    await act(async () => {
      form.querySelector("select")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      await loadEngine();
    });
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const estimate = () => form.querySelector('[role="status"] p')?.textContent || null;
    const ask = () => decodeURIComponent(form.querySelector<HTMLAnchorElement>('[role="status"] a[href^="https://wa.me/"]')?.href ?? "");
    choose(field("entrada"), "2027-06-24");
    expect(estimate()).toBeNull();
    choose(field("salida"), "2027-06-28");
    // The estimate's own module arrives with the first one.
    await act(async () => {
      await import("../../../src/components/booking-form/booking-answer.tsx");
    });
    expect(estimate()).toBe(`Si está libre: 380\u00a0€ en total (${words.taxesIncluded}). 4 noches: 350\u00a0€ + limpieza 30\u00a0€ = 380\u00a0€. ${words.estimateByOwner}`);
    // Asking is the answer: the dates, the price shown and a reference, written.
    expect(ask()).toContain("quería saber si Calicanto está disponible del 24/06/2027 al 28/06/2027 para 1 persona. Precio que indica la web si está disponible: 380\u00a0€. Referencia: CAL-270624-4N1P.");
    // Mirador has no prices: the price is to be confirmed, never made up.
    choose(form.elements.namedItem("apartamento") as unknown as HTMLSelectElement, "mirador");
    expect(estimate()).toBe(`${words.priceToConfirm}.`);
    vi.useRealTimers();
  });

  it("with a calendar, answers as the dates are set: free with its total and a direct request, booked with its nights, under the minimum with it; no price for a stay that can't be booked", async () => {
    vi.useFakeTimers({ now: new Date("2027-03-10T11:00:00Z"), toFake: ["Date"] });
    const path = "/disponibilidad-de-prueba.json";
    vi.stubGlobal("fetch", async () => Response.json({ calicanto: [["2027-06-26", "2027-06-28"]] }));
    // Calicanto on a listing, with 10 % off for booking directly; Fábrica de Harinas for four.
    const withCalendar: typeof config = {
      ...config,
      availabilityPath: path,
      calendars: { calicanto: { until: "2028-09-01", complete: true, updatedAt: null } },
      listings: { ...config.listings, calicanto: "333" },
      directDiscount: 10,
      apartments: config.apartments.map((apartment) => (apartment.slug === "fabrica-harinas" ? { ...apartment, maxGuests: 4 } : apartment)),
    };
    await loadEngine();
    stage.root = createRoot(stage.container);
    act(() => stage.root!.render(inPage(<BookingForm config={withCalendar} defaultApartment="calicanto" />)));
    const form = stage.container.querySelector("form")!;
    await act(async () => {
      form.querySelector("select")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      await loadEngine();
      await (await loadEngine()).loadBookedNights(path, ["calicanto"]);
    });
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const select = (name: string) => form.elements.namedItem(name) as unknown as HTMLSelectElement;
    const status = () => form.querySelector('[role="status"]')!;
    const said = () => [...status().querySelectorAll("p")].map((paragraph) => paragraph.textContent?.trim());
    choose(field("entrada"), "2027-06-20");
    choose(field("salida"), "2027-06-24");
    await act(async () => {
      await import("../../../src/components/booking-form/booking-answer.tsx");
    });
    // Sunday 20 to Thursday 24 June: four week nights at 80 €, cleaning 30 €; 10 % less directly.
    expect(said()).toEqual([
      `Libre del 20/06/2027 al 24/06/2027: 4 noches, 350\u00a0€ en total (${words.taxesIncluded}). 4 noches: 320\u00a0€ + limpieza 30\u00a0€ = 350\u00a0€. ${words.estimateByListing}`,
      "Reservando directamente con nosotros: 315\u00a0€ (ahorras 35\u00a0€)",
      expect.stringMatching(new RegExp(`^${words.bookDirect} .+ ${words.bookDirectEmail}$`)),
    ]);
    const whatsapp = decodeURIComponent(status().querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]')!.href);
    expect(whatsapp).toContain("quiero reservar Calicanto directamente del 20/06/2027 al 24/06/2027 para 1 persona. Total que indica la web: 315\u00a0€. Referencia: CAL-270620-4N1P.");
    expect(decodeURIComponent(status().querySelector<HTMLAnchorElement>('a[href^="mailto:"]')!.href)).toContain("Reserva directa: Calicanto (CAL-270620-4N1P)");
    // Across the booked nights of 26 and 27 June: which nights, and no price.
    choose(field("salida"), "2027-06-28");
    expect(said()).toEqual(["Ocupado: noches del 26/06/2027 al 27/06/2027.", "Fechas libres más cercanas, 8 noches: del 18/06/2027 al 26/06/2027 Elegir esas fechas"]);
    // One night in low season, whose minimum is two: the minimum, and the check-out that meets it, one tap away; no price.
    choose(field("salida"), "2027-06-21");
    expect(said()).toEqual(["Temporada baja: estancia mínima de 2 noches.", "Salir el 22/06/2027"]);
    act(() => status().querySelector<HTMLButtonElement>("button")!.click());
    expect(field("salida").value).toBe("2027-06-22");
    expect(said()[0]).toMatch(/^Libre del 20\/06\/2027 al 22\/06\/2027: 2 noches, /);
    // The booked answer's nearest free dates, one tap away.
    choose(field("salida"), "2027-06-28");
    act(() => status().querySelector<HTMLButtonElement>("button")!.click());
    expect([field("entrada").value, field("salida").value]).toEqual(["2027-06-18", "2027-06-26"]);
    // Five people and an apartment for four: its capacity and the apartments that hold them, each one click away; the count stays.
    choose(field("entrada"), "2027-06-20");
    choose(field("salida"), "2027-06-24");
    choose(select("personas"), "5");
    choose(select("apartamento"), "fabrica-harinas");
    expect(select("personas").value).toBe("5");
    expect(said()).toEqual([
      "Fábrica de Harinas no publica su calendario aquí: te confirmamos las fechas al responder tu consulta.",
      "Caben hasta 4 personas.",
      "Apartamentos para 5 personas: Elegir MiradorElegir San IsidroElegir Calicanto",
      `${words.priceToConfirm}.`,
    ]);
    act(() => status().querySelector<HTMLButtonElement>("button:last-of-type")!.click());
    expect(select("apartamento").value).toBe("calicanto");
    expect(said()[0]).toMatch(/^Libre del 20\/06\/2027 al 24\/06\/2027/);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});
