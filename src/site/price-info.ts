import { compareDates } from "../booking/calendar-date";
import { lowestPrice } from "../booking/rates";
import type { Apartment } from "../generated/site-types.gen";
import { site } from "../generated/site.gen";
import { priceLabels } from "../labels/prices";
import { euros } from "./euros";
import type { RatesTable } from "./types";

const text = priceLabels;

/** Today in the apartments' zone, when the build runs: seasons over by then are not shown. */
function buildDay(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: site.site.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

const shortDate = (date: string): string => new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/** «desde 80 € / noche» for a card, or null without current prices. */
export function priceFrom(apartment: Apartment, today = buildDay()): string | null {
  const lowest = lowestPrice(apartment.rates, today);
  return lowest === null ? null : text.from(euros(lowest));
}

/** The seasons not yet over, as the apartment page's table shows them; null without prices. */
export function ratesTable(apartment: Apartment, today = buildDay()): RatesTable | null {
  const rates = apartment.rates;
  const seasons = rates?.seasons.filter((season) => compareDates(season.to, today) >= 0).sort((a, b) => compareDates(a.from, b.from)) ?? [];
  if (!rates || seasons.length === 0) return null;
  return {
    rows: seasons.map((season) => ({
      name: season.name,
      period: text.period(shortDate(season.from), shortDate(season.to)),
      nightly: euros(season.nightly),
      weekend: season.weekend === undefined ? null : text.weekendPrice(euros(season.weekend)),
      minimum: text.nights(season.minNights),
    })),
    notes: [rates.cleaningFee ? text.cleaning(euros(rates.cleaningFee)) : null, rates.taxesIncluded ? text.taxesIncluded : text.taxesExcluded, text.confirm].filter((note) => note !== null),
  };
}

/** The LodgingBusiness's priceRange («80–110 € por noche»), from every apartment's current seasons; null without any. */
export function priceRange(apartments: readonly Apartment[], today = buildDay()): string | null {
  const prices = apartments.flatMap((apartment) => (apartment.rates?.seasons ?? []).filter((season) => compareDates(season.to, today) >= 0).flatMap((season) => [season.nightly, season.weekend ?? season.nightly]));
  return prices.length === 0 ? null : text.range(euros(Math.min(...prices)), euros(Math.max(...prices)));
}
