import type { BookingField, BookingForm } from "../../booking/types";

/** The controls' names, as a browser without scripts sends them to the contact page. */
export const FIELD_NAMES: Record<BookingField, string> = { apartment: "apartamento", guests: "personas", checkIn: "entrada", checkOut: "salida" };

/** Stands for a date the browser holds but can't give (half typed: its value is "" with `validity.badInput`). */
const UNREADABLE_DATE = "?";

/** A guest count as written in the select: a plain whole number, or NaN ("", "-1", "2.5", "abc" …). */
export function guestsFrom(value: string): number {
  return /^\d{1,6}$/.test(value) ? Number(value) : NaN;
}

function valueOf(form: HTMLFormElement, field: BookingField): string {
  const control = form.elements.namedItem(FIELD_NAMES[field]);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : "";
}

/**
 * What the form's controls hold right now, whatever put it there (typing, autofill, a script, an
 * edited page), rather than what React last heard: that is what the visitor sees and sends.
 */
export function readBookingForm(form: HTMLFormElement): BookingForm {
  return { apartment: valueOf(form, "apartment"), guests: guestsFrom(valueOf(form, "guests")), checkIn: valueOf(form, "checkIn"), checkOut: valueOf(form, "checkOut") };
}

/** The form as the rules should see it: a half-typed date is not an empty one. */
export function withUnreadableDates(form: BookingForm, inputs: Partial<Record<BookingField, { validity: ValidityState } | null>>): BookingForm {
  const date = (field: "checkIn" | "checkOut") => (!form[field] && inputs[field]?.validity?.badInput ? UNREADABLE_DATE : form[field]);
  return { ...form, checkIn: date("checkIn"), checkOut: date("checkOut") };
}
