import { answerMessages } from "../labels/answers";
import { mailtoHref, whatsappHref } from "../site/format";
import { spanishDate } from "./spanish-date";
import type { BookingConfig, ValidBooking } from "./types";

/** For an apartment without a listing: a WhatsApp message and an e-mail, prefilled with the stay. */
export function enquiryLinks(booking: ValidBooking, config: BookingConfig): { whatsapp: string; email: string; text: string } {
  const name = config.apartments.find((apartment) => apartment.slug === booking.apartment)!.name;
  const text = answerMessages.enquiryText(name, spanishDate(booking.checkIn), spanishDate(booking.checkOut), booking.guests);
  return {
    text,
    whatsapp: whatsappHref(config.contact.whatsapp, text),
    email: mailtoHref(config.contact.email, answerMessages.enquirySubject(name), text),
  };
}
