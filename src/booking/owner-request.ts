import { fill, plural, wordsIn } from "../labels/dictionary";
import { listFormat } from "../labels/intl";
import { answerWords, languageFacts } from "../labels/words";
import { euros } from "../site/euros";
import { mailtoHref, whatsappHref } from "../site/format";
import { nightsBetween } from "./calendar-date";
import { stayDate } from "./stay-date";
import type { BookingConfig, ValidBooking } from "./types";

/** A stay to write to the owner about: one apartment, several together for a group, or none (a group larger than the building). */
export type StayRequest = { slugs: string[]; checkIn: string; checkOut: string; guests: number };

export type RequestLinks = { whatsapp: string; email: string; text: string };

/** A short reference for the owner to find a request again: apartments, check-in, nights and people («MIR-270107-3N4P»; «GRUPO-…» for the building). */
export function requestReference(stay: StayRequest): string {
  const letters = stay.slugs.map((slug) => slug.replace(/[^a-z]/g, "").slice(0, 3).toUpperCase()).join("") || "GRUPO";
  return `${letters}-${stay.checkIn.slice(2).replaceAll("-", "")}-${nightsBetween(stay.checkIn, stay.checkOut)}N${stay.guests}P`;
}

/**
 * A WhatsApp message and an e-mail to the owner, prefilled in the page's language: `ask` whether
 * the stay is free (an apartment without a listing or a calendar that can say), or `book` it
 * directly; for one apartment, several together, or — no apartment — a group larger than the
 * building. It carries what the page showed: each apartment's price (`prices`, in the order of
 * `stay.slugs`; null where the price is to be confirmed), their total and split, and a reference.
 */
export function ownerRequest(kind: "ask" | "book", stay: StayRequest, config: BookingConfig, prices: readonly (number | null)[] = []): RequestLinks {
  const words = wordsIn(answerWords, config.language);
  const request = words.request;
  const { locale } = wordsIn(languageFacts, config.language);
  const money = (amount: number): string => euros(amount, locale);
  const nameOf = (slug: string): string => config.apartments.find((apartment) => apartment.slug === slug)?.name ?? slug;
  const names = listFormat(locale, { type: "conjunction" }).format(stay.slugs.map(nameOf));
  const values = { name: names, checkIn: stayDate(stay.checkIn, config.language), checkOut: stayDate(stay.checkOut, config.language), ref: requestReference(stay) };
  const together = stay.slugs.length > 1;
  const opening =
    stay.slugs.length === 0 ? request.largeGroup : kind === "ask" ? (together ? request.askTogether : request.ask) : together ? request.bookTogether : request.book;
  const known = prices.length === stay.slugs.length && stay.slugs.length > 0 ? prices : [];
  const total = known.length > 0 && known.every((price) => price !== null) ? known.reduce((sum: number, price) => sum + (price ?? 0), 0) : null;
  const split = together && known.some((price) => price !== null) ? stay.slugs.map((slug, i) => fill(request.splitPart, { name: nameOf(slug), price: known[i] === null || known[i] === undefined ? request.toConfirm : money(known[i]) })).join(", ") : null;
  const priceSentence =
    total !== null
      ? fill(split ? (kind === "ask" ? request.askTotalSplit : request.totalSplit) : kind === "ask" ? request.askTotal : request.total, { total: money(total), split: split ?? "" })
      : split
        ? fill(request.prices, { split })
        : null;
  const text = [fill(opening, { ...values, people: plural(words.people, stay.guests, locale) }), priceSentence, fill(request.reference, values)].filter(Boolean).join(" ");
  const subject =
    stay.slugs.length === 0
      ? fill(request.subjectLargeGroup, { people: plural(words.people, stay.guests, locale), ref: values.ref })
      : fill(kind === "ask" ? words.enquirySubject : words.directSubject, { name: names, ref: values.ref });
  return { text, whatsapp: whatsappHref(config.contact.whatsapp, text), email: mailtoHref(config.contact.email, subject, text) };
}

/** For an apartment without a listing: the enquiry about a valid stay, with the price the page showed for it. */
export function enquiryLinks(booking: ValidBooking, config: BookingConfig, price: number | null = null): RequestLinks {
  return ownerRequest("ask", { slugs: [booking.apartment], checkIn: booking.checkIn, checkOut: booking.checkOut, guests: booking.guests }, config, [price]);
}
