import { fill, plural, wordsIn } from "../labels/dictionary";
import { answerWords, languageFacts } from "../labels/words";
import { euros } from "../site/euros";
import { mailtoHref, whatsappHref } from "../site/format";
import { nightsBetween } from "./calendar-date";
import { stayDate } from "./stay-date";
import type { BookingConfig, ValidBooking } from "./types";

/** A stay to write to the owner about: one apartment, or several together for a group. */
export type StayRequest = { slugs: string[]; checkIn: string; checkOut: string; guests: number };

export type RequestLinks = { whatsapp: string; email: string; text: string };

/** A short reference for the owner to find a request again: apartments, check-in, nights and people («MIR-270107-3N4P»). */
export function requestReference(stay: StayRequest): string {
  const letters = stay.slugs.map((slug) => slug.replace(/[^a-z]/g, "").slice(0, 3).toUpperCase()).join("");
  return `${letters}-${stay.checkIn.slice(2).replaceAll("-", "")}-${nightsBetween(stay.checkIn, stay.checkOut)}N${stay.guests}P`;
}

/**
 * What booking directly costs when site.yaml's `booking.directDiscount` takes a percentage off the
 * price of an apartment with a listing (the platform's commission the owner doesn't pay): the
 * total and the saving, to the cent; null without a discount or a listing.
 */
export function directPrice(total: number, slug: string, config: Pick<BookingConfig, "directDiscount" | "listings">): { total: number; saving: number } | null {
  if (!config.directDiscount || !(slug in config.listings)) return null;
  const saving = Math.round(total * config.directDiscount) / 100;
  return { total: Math.round((total - saving) * 100) / 100, saving };
}

/**
 * A WhatsApp message and an e-mail to the owner, prefilled in the page's language: `ask` whether
 * the stay is free (an apartment without a listing or without a calendar), or `book` it directly,
 * with the total the site showed (when it has prices) and a reference.
 */
export function ownerRequest(kind: "ask" | "book", stay: StayRequest, config: BookingConfig, total: number | null = null): RequestLinks {
  const words = wordsIn(answerWords, config.language);
  const { locale } = wordsIn(languageFacts, config.language);
  const name = stay.slugs.map((slug) => config.apartments.find((apartment) => apartment.slug === slug)?.name ?? slug).join(" + ");
  const values = {
    name,
    checkIn: stayDate(stay.checkIn, config.language),
    checkOut: stayDate(stay.checkOut, config.language),
    ref: requestReference(stay),
    ...(total === null ? {} : { total: euros(total, locale) }),
  };
  const text = plural(kind === "ask" ? words.enquiryText : total === null ? words.directTextNoPrice : words.directText, stay.guests, locale, values);
  return {
    text,
    whatsapp: whatsappHref(config.contact.whatsapp, text),
    email: mailtoHref(config.contact.email, fill(kind === "ask" ? words.enquirySubject : words.directSubject, values), text),
  };
}

/** For an apartment without a listing: the enquiry about a valid stay. */
export function enquiryLinks(booking: ValidBooking, config: BookingConfig): RequestLinks {
  return ownerRequest("ask", { slugs: [booking.apartment], checkIn: booking.checkIn, checkOut: booking.checkOut, guests: booking.guests }, config);
}
