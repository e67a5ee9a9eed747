/**
 * The price booked directly (site.yaml's `booking.directDiscount`) wherever a price is shown: the
 * apartment's cards, its price table and the summary at the top of its page, in each language;
 * and a cleaning fee of 0, which is none, shown nowhere.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApartmentCards } from "../../../src/components/apartments/apartment-cards.tsx";
import { RatesTableSection } from "../../../src/components/apartments/rates-table.tsx";
import { breakdownOf } from "../../../src/components/booking-form/estimate-text.ts";
import { estimateStay } from "../../../src/booking/rates.ts";
import { answerWords } from "../../../src/labels/words.ts";
import type { Apartment, Rates } from "../../../src/generated/site-types.gen.ts";
import { sites } from "../../../src/generated/site.gen.ts";
import { apartmentCard } from "../../../src/site/apartment-cards.ts";
import { ratesTable } from "../../../src/site/price-info.ts";
import { staySummary } from "../../../src/site/stay-summary.ts";
import { inPage } from "../support/page-language.tsx";
import { config } from "./config.ts";

/** The discount site.yaml gives for booking directly, as each test sets it. */
const booking = vi.hoisted(() => ({ directDiscount: undefined as number | undefined }));

vi.mock(import("../../../src/site/routing.ts"), async (original) => {
  const routing = await original();
  return { ...routing, siteIn: (language) => ({ ...routing.siteIn(language), booking: { ...routing.siteIn(language).booking, ...(booking.directDiscount ? { directDiscount: booking.directDiscount } : {}) } }) };
});

const RATES: Rates = config.apartments[2]!.rates!;
const TODAY = "2027-03-10";
const NBSP = "\u00a0";

/** The first apartment (it has a listing) with prices: 80 € a night, 95 € on Friday and Saturday, 110 € in summer. */
const listed = (language: "es" | "en", rates: Rates = RATES): Apartment => ({ ...sites[language].apartments[0]!, rates });
/** An apartment without a listing: all its bookings are direct, and nothing comes off. */
const unlisted = (language: "es" | "en"): Apartment => ({ ...sites[language].apartments[2]!, rates: RATES });

beforeEach(() => {
  expect(sites.es.booking.listings).toHaveProperty(sites.es.apartments[0]!.slug);
  expect(sites.es.booking.listings).not.toHaveProperty(sites.es.apartments[2]!.slug);
  vi.useFakeTimers({ now: new Date(`${TODAY}T11:00:00Z`), toFake: ["Date"] });
});
afterEach(() => {
  booking.directDiscount = undefined;
  vi.useRealTimers();
});

describe("with 10 % off for booking directly", () => {
  beforeEach(() => {
    booking.directDiscount = 10;
  });

  it("a card says the price booked directly under the listing's, in each language", () => {
    expect(apartmentCard(listed("es"), "es")).toMatchObject({ priceFrom: `desde 80${NBSP}€ / noche`, directFrom: `desde 72${NBSP}€ / noche reservando directamente` });
    expect(apartmentCard(listed("en"), "en")).toMatchObject({ priceFrom: "from €80 / night", directFrom: "from €72 / night booking directly" });
    const html = renderToStaticMarkup(inPage(<ApartmentCards apartments={[apartmentCard(listed("es"), "es")]} />));
    expect(html).toContain(`<p class="apartment-card__direct">desde 72${NBSP}€ / noche reservando directamente</p>`);
    // Without a listing there is no commission to save: no second price.
    expect(apartmentCard(unlisted("es"), "es")).not.toHaveProperty("directFrom");
  });

  it("the price table has a column of the prices booked directly, and says what it is", () => {
    const table = ratesTable(listed("es"), "es", TODAY)!;
    expect(table.rows[0]).toMatchObject({ nightly: `80${NBSP}€`, weekend: `viernes y sábado: 95${NBSP}€`, direct: { nightly: `72${NBSP}€`, weekend: `viernes y sábado: 85,50${NBSP}€` } });
    expect(table.rows[1]).toMatchObject({ nightly: `110${NBSP}€`, weekend: null, direct: { nightly: `99${NBSP}€`, weekend: null } });
    expect(table.notes).toContain("Reservando directamente con nosotros, por WhatsApp o correo, pagas un 10 % menos que en el anuncio.");
    const html = renderToStaticMarkup(inPage(<RatesTableSection rates={table} />));
    expect(html).toContain('<th scope="col">Por noche</th><th scope="col">Reservando directamente</th><th scope="col">Mínimo</th>');
    expect(html).toContain(`<td>72${NBSP}€<span class="rates-table__weekend">viernes y sábado: 85,50${NBSP}€</span></td>`);
    const english = renderToStaticMarkup(inPage(<RatesTableSection rates={ratesTable(listed("en"), "en", TODAY)!} />, "en"));
    expect(english).toContain('<th scope="col">Booking directly</th>');
    expect(english).toContain("Booking directly with us, by WhatsApp or e-mail, you pay 10% less than on the listing.");
    // Without a listing: three columns, no note.
    const plain = ratesTable(unlisted("es"), "es", TODAY)!;
    expect(plain.rows.every((row) => row.direct === null)).toBe(true);
    expect(renderToStaticMarkup(inPage(<RatesTableSection rates={plain} />))).not.toMatch(/directamente/);
  });

  it("the summary at the top of the page says it beside the price", () => {
    expect(staySummary(listed("es"), "es", TODAY, { availability: {}, calendarApartments: [] })?.parts).toEqual([`desde 80${NBSP}€ / noche`, `desde 72${NBSP}€ / noche reservando directamente`, "mínimo 2 noches"]);
    expect(staySummary(listed("en"), "en", TODAY, { availability: {}, calendarApartments: [] })?.parts).toEqual(["from €80 / night", "from €72 / night booking directly", "2 nights minimum"]);
    expect(staySummary(unlisted("es"), "es", TODAY, { availability: {}, calendarApartments: [] })?.parts).toEqual([`desde 80${NBSP}€ / noche`, "mínimo 2 noches"]);
  });
});

describe("without a discount for booking directly", () => {
  it("the card, the table and the summary show the listing's price only", () => {
    expect(apartmentCard(listed("es"), "es")).not.toHaveProperty("directFrom");
    const table = ratesTable(listed("es"), "es", TODAY)!;
    expect(table.rows.every((row) => row.direct === null)).toBe(true);
    expect(renderToStaticMarkup(inPage(<RatesTableSection rates={table} />))).not.toMatch(/directamente/);
    expect(staySummary(listed("es"), "es", TODAY, { availability: {}, calendarApartments: [] })?.parts).toEqual([`desde 80${NBSP}€ / noche`, "mínimo 2 noches"]);
  });
});

describe("a cleaning fee of 0", () => {
  const free: Rates = { ...RATES, cleaningFee: 0 };

  it("is no cleaning fee: no «limpieza 0 €» in the table, the estimate or its breakdown", () => {
    expect(ratesTable(listed("es", free), "es", TODAY)!.notes.join(" ")).not.toMatch(/[Ll]impieza/);
    const estimate = estimateStay("2027-06-20", "2027-06-24", free)!;
    expect(estimate).toMatchObject({ lodging: 320, cleaning: 0, total: 320 });
    // A total with nothing added is said once: never «4 noches: 320 € = 320 €».
    expect(breakdownOf(estimate, answerWords.es, "es-ES")).toBeNull();
    expect(breakdownOf(estimate, answerWords.en, "en-GB")).toBeNull();
    expect(breakdownOf(estimateStay("2027-06-20", "2027-06-24", RATES)!, answerWords.es, "es-ES")).toBe(`4 noches: 320${NBSP}€ + limpieza 30${NBSP}€ = 350${NBSP}€`);
  });
});
