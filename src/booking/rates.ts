import type { Booking, Rates, Season } from "../generated/site-types.gen";
import { addDays, compareDates, parseDate } from "./calendar-date";
import { weekdayOf } from "./month-grid";

/** The season a night belongs to (seasons never overlap: the check refuses it), or null when none has a price for it. */
export function seasonOf(night: string, rates: Rates | undefined): Season | null {
  return rates?.seasons.find((season) => compareDates(night, season.from) >= 0 && compareDates(night, season.to) <= 0) ?? null;
}

/** Friday and Saturday nights take the weekend price, when the season has one. */
function nightPrice(night: string, season: Season): number {
  return season.weekend !== undefined && weekdayOf(night) >= 4 && weekdayOf(night) <= 5 ? season.weekend : season.nightly;
}

/** What a stay would cost, or null when a night has no price. Approximate: the listing or the owner confirms it. */
export type Estimate = { nights: number; lodging: number; cleaning: number; total: number; taxesIncluded: boolean };

export function estimateStay(checkIn: string, checkOut: string, rates: Rates | undefined): Estimate | null {
  if (!rates) return null;
  let lodging = 0;
  let nights = 0;
  for (let night = checkIn; compareDates(night, checkOut) < 0; night = addDays(night, 1)) {
    const season = seasonOf(night, rates);
    if (!season) return null;
    lodging += nightPrice(night, season);
    nights++;
  }
  const cleaning = rates.cleaningFee ?? 0;
  return { nights, lodging, cleaning, total: lodging + cleaning, taxesIncluded: rates.taxesIncluded };
}

/** The lowest nightly price of the seasons not yet over on `today`, for «desde X € / noche»; null without one. */
export function lowestPrice(rates: Rates | undefined, today: string): number | null {
  const current = rates?.seasons.filter((season) => compareDates(season.to, today) >= 0) ?? [];
  if (current.length === 0) return null;
  return Math.min(...current.map((season) => Math.min(season.nightly, season.weekend ?? season.nightly)));
}

/**
 * What booking directly costs when site.yaml's `booking.directDiscount` takes a percentage off the
 * price of an apartment with a listing (the platform's commission the owner doesn't pay): the
 * total and the saving, to the cent; null without a discount or a listing.
 */
export function directPrice(total: number, slug: string, booking: Pick<Booking, "directDiscount" | "listings">): { total: number; saving: number } | null {
  return booking.directDiscount && slug in booking.listings ? withDiscount(total, booking.directDiscount) : null;
}

/** An amount with `percent` off, and the saving, to the cent. */
export function withDiscount(amount: number, percent: number): { total: number; saving: number } {
  const saving = Math.round(amount * percent) / 100;
  return { total: Math.round((amount - saving) * 100) / 100, saving };
}

/**
 * The stay the form holds, once it is one: both dates real, within the dates a stay can be asked
 * for (`window`, from the booking horizon: a typed year 9999 is no stay, and would cost millions
 * of nights to price), and the check-out after the check-in; null until then.
 */
export function formStay(checkIn: string, checkOut: string, window: { min: string; max: string }): { checkIn: string; checkOut: string } | null {
  const [from, to] = [parseDate(checkIn), parseDate(checkOut)];
  if (!from || !to || compareDates(to, from) <= 0 || compareDates(from, window.min) < 0 || compareDates(to, window.max) > 0) return null;
  return { checkIn: from, checkOut: to };
}
