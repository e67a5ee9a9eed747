import { knowsFreeNights } from "../booking/availability";
import { addDays } from "../booking/calendar-date";
import { seasonOf } from "../booking/rates";
import { languageFacts, shellWords } from "../labels/words";
import type { Apartment } from "../generated/site-types.gen";
import { plural, wordsIn } from "../labels/dictionary";
import { buildDay, directPriceFrom, priceFrom } from "./price-info";
import { siteIn } from "./routing";
import { siteSource, type SiteSource } from "./site-source";
import type { Language, StaySummary } from "./types";

/** The published calendars (the site source's: src/generated/availability.gen.ts as built). */
type Calendars = Pick<SiteSource, "availability" | "calendarApartments">;

/**
 * One line for the top of an apartment's page on a phone, where the form is far below: «desde
 * 80 € / noche · desde 72 € / noche reservando directamente · mínimo 2 noches · libre desde el 5 dic». Prices from site.yaml and the minimum of
 * the season of the first possible night are written at build; the first free night is the
 * page's to say when it runs (src/components/apartments/stay-summary.tsx): it depends on the day
 * the visitor reads it, not the day the site was built.
 */
export function staySummary(apartment: Apartment, language: Language, today = buildDay(language), calendars: Calendars = siteSource()): StaySummary | null {
  const words = wordsIn(shellWords, language).apartments;
  const { locale } = wordsIn(languageFacts, language);
  const parts: string[] = [];
  const price = priceFrom(apartment, language, today);
  if (price) parts.push(price);
  const direct = directPriceFrom(apartment, language, today);
  if (direct) parts.push(direct);
  const season = seasonOf(addDays(today, 1), apartment.rates);
  if (season && season.minNights > 1) parts.push(plural(words.summaryMinimum, season.minNights, locale));
  const published = calendars.availability[apartment.slug];
  // A calendar the build couldn't publish whole (damaged, a platform never read, the owner's
  // blocks alone) can't say when the apartment is next free: the line says to ask, never a date.
  const known = published && knowsFreeNights(published) ? published : null;
  if (calendars.calendarApartments.includes(apartment.slug) && !known) parts.push(words.summaryAsk);
  if (parts.length === 0 && !known) return null;
  return { parts, booked: known?.booked ?? null, until: known?.window.to ?? null, timeZone: siteIn(language).site.timeZone };
}
