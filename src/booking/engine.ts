/**
 * Everything the availability form computes with (dates in Madrid's time
 * zone, validation, links), in one module the form loads when the visitor
 * first reaches for it: dayjs and the rules stay off the page's first load.
 */
export { loadBookedNights } from "./booked-nights";
export { buildBookingUrl } from "./build-booking-url";
export { dateWindow } from "./booking-window";
export { enquiryLinks, ownerRequest } from "./owner-request";
export { directPrice, formStay } from "./rates";
export { todayIn } from "./today";
export { answerFor, calendarOf } from "./stay-answer";
export { validateBooking } from "./validate-booking";
