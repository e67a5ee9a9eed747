import { bookingMessages } from "../labels";
import { mailtoHref, whatsappHref } from "../site/format";
import type { BookingConfig, ValidBooking } from "./types";

/** DD/MM/YYYY, as a Spanish reader writes a date. */
function spanishDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

/** For an apartment without a listing: a WhatsApp message and an e-mail, prefilled with the stay. */
export function enquiryLinks(booking: ValidBooking, config: BookingConfig): { whatsapp: string; email: string; text: string } {
  const name = config.apartments.find((apartment) => apartment.slug === booking.apartment)!.name;
  const text = bookingMessages.enquiryText(name, spanishDate(booking.checkIn), spanishDate(booking.checkOut), booking.guests);
  return {
    text,
    whatsapp: whatsappHref(config.contact.whatsapp, text),
    email: mailtoHref(config.contact.email, bookingMessages.enquirySubject(name), text),
  };
}
