import { compareDates, dateIn } from "../booking/calendar-date";
import { lowestPrice, withDiscount } from "../booking/rates";
import { languageFacts, priceWords } from "../labels/words";
import type { Apartment } from "../generated/site-types.gen";
import { fill, plural, wordsIn } from "../labels/dictionary";
import { euros } from "./euros";
import { siteIn } from "./routing";
import type { Language, RatesTable } from "./types";
import { dateTimeFormat } from "../labels/intl";

/** Today in the apartments' zone, when the build runs: seasons over by then are not shown. */
export function buildDay(language: Language, now = new Date()): string {
  return dateIn(siteIn(language).site.timeZone, now);
}

const shortDate = (date: string, locale: string): string => dateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/** «desde 80 € / noche» for a card, in a language, or null without current prices. */
export function priceFrom(apartment: Apartment, language: Language, today = buildDay(language)): string | null {
  const lowest = lowestPrice(apartment.rates, today);
  return lowest === null ? null : fill(wordsIn(priceWords, language).from, { price: euros(lowest, wordsIn(languageFacts, language).locale) });
}

/** The percentage booking directly with the owner takes off this apartment's prices (site.yaml's `booking.directDiscount`, for an apartment with a listing), or null. */
function directDiscountOf(apartment: Apartment, language: Language): number | null {
  const { directDiscount, listings } = siteIn(language).booking;
  return directDiscount && apartment.slug in listings ? directDiscount : null;
}

/** A price booked directly, to the cent, as the form's total is. */
const direct = (price: number, discount: number): number => withDiscount(price, discount).total;

/** «desde 72 € / noche reservando directamente», beside «desde 80 € / noche»: null without current prices or without a discount for this apartment. */
export function directPriceFrom(apartment: Apartment, language: Language, today = buildDay(language)): string | null {
  const lowest = lowestPrice(apartment.rates, today);
  const discount = directDiscountOf(apartment, language);
  return lowest === null || discount === null ? null : fill(wordsIn(priceWords, language).directFrom, { price: euros(direct(lowest, discount), wordsIn(languageFacts, language).locale) });
}

/** The seasons not yet over, as the apartment page's table shows them; null without prices. */
export function ratesTable(apartment: Apartment, language: Language, today = buildDay(language)): RatesTable | null {
  const rates = apartment.rates;
  const seasons = rates?.seasons.filter((season) => compareDates(season.to, today) >= 0).sort((a, b) => compareDates(a.from, b.from)) ?? [];
  if (!rates || seasons.length === 0) return null;
  const text = wordsIn(priceWords, language);
  const { locale } = wordsIn(languageFacts, language);
  const money = (amount: number): string => euros(amount, locale);
  const discount = directDiscountOf(apartment, language);
  const night = (nightly: number, weekend: number | undefined) => ({ nightly: money(nightly), weekend: weekend === undefined ? null : fill(text.weekendPrice, { price: money(weekend) }) });
  return {
    rows: seasons.map((season) => ({
      name: season.name,
      period: fill(text.period, { from: shortDate(season.from, locale), to: shortDate(season.to, locale) }),
      ...night(season.nightly, season.weekend),
      direct: discount === null ? null : night(direct(season.nightly, discount), season.weekend === undefined ? undefined : direct(season.weekend, discount)),
      minimum: plural(text.nights, season.minNights, locale),
    })),
    // A cleaning fee of 0 is none: no «limpieza 0 €».
    notes: [
      rates.cleaningFee ? fill(text.cleaning, { price: money(rates.cleaningFee) }) : null,
      rates.taxesIncluded ? text.taxesIncluded : text.taxesExcluded,
      discount === null ? null : fill(text.directNote, { percent: discount }, locale),
      text.confirm,
    ].filter((note) => note !== null),
  };
}

/** The LodgingBusiness's priceRange («80–110 € por noche»), in a language, from every apartment's current seasons; null without any. */
export function priceRange(apartments: readonly Apartment[], language: Language, today = buildDay(language)): string | null {
  const prices = apartments.flatMap((apartment) => (apartment.rates?.seasons ?? []).filter((season) => compareDates(season.to, today) >= 0).flatMap((season) => [season.nightly, season.weekend ?? season.nightly]));
  if (prices.length === 0) return null;
  const { locale } = wordsIn(languageFacts, language);
  const [low, high] = [euros(Math.min(...prices), locale), euros(Math.max(...prices), locale)];
  return low === high ? fill(wordsIn(priceWords, language).single, { price: low }) : fill(wordsIn(priceWords, language).range, { low, high });
}
