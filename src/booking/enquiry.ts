import { fill, plural, wordsIn } from "../labels/dictionary";
import { answerWords, languageFacts } from "../labels/words";
import { mailtoHref, whatsappHref } from "../site/format";
import { stayDate } from "./stay-date";
import type { BookingConfig, ValidBooking } from "./types";

/** For an apartment without a listing: a WhatsApp message and an e-mail, prefilled with the stay, in the page's language. */
export function enquiryLinks(booking: ValidBooking, config: BookingConfig): { whatsapp: string; email: string; text: string } {
  const name = config.apartments.find((apartment) => apartment.slug === booking.apartment)!.name;
  const words = wordsIn(answerWords, config.language);
  const { locale } = wordsIn(languageFacts, config.language);
  const text = plural(words.enquiryText, booking.guests, locale, { name, checkIn: stayDate(booking.checkIn, config.language), checkOut: stayDate(booking.checkOut, config.language) });
  return {
    text,
    whatsapp: whatsappHref(config.contact.whatsapp, text),
    email: mailtoHref(config.contact.email, fill(words.enquirySubject, { name }), text),
  };
}
