import { useRef, useState, type FormEvent } from "react";
import type { StayAnswer } from "../../booking/stay-answer";
import type { BookingConfig, BookingField, BookingForm, BookingProblem, ValidBooking } from "../../booking/types";
import { putStayInAddress, stayFromQuery } from "../stay-in-address";
import { useTypedBeforeLive } from "../typed-before-live";
import { guestsFrom, readBookingForm, withUnreadableDates } from "./read-booking-form";
import { loadBooked, loadEngine, useBookingEngine, type Engine } from "./use-booking-engine";

/** The order in which a submit with problems looks for the field to focus. */
const FIELD_ORDER: BookingField[] = ["apartment", "guests", "checkIn", "checkOut"];

/**
 * The guest select's options: up to the site's largest apartment, whichever is chosen (a group
 * over the chosen apartment's capacity is told so, with the apartments that hold it, instead of
 * seeing its number silently lowered), and the group's own number when an address brought more.
 */
function guestOptions(config: BookingConfig, guests: number): number {
  const largest = Math.max(1, ...config.apartments.map((apartment) => apartment.maxGuests));
  return Number.isInteger(guests) && guests > largest && guests <= 999 ? guests : largest;
}

/**
 * What pressing the submit does once the stay's answer is known, and so its name: open the
 * listing (free, or for the listing to say), write to the owner (no listing), or check the form
 * (no answer yet, or one the submit turns into its problems).
 */
export type SubmitAction = "check" | "listing" | "listingUnknown" | "enquiry";

function submitAction(answer: StayAnswer | null, listed: boolean): SubmitAction {
  if (!answer || !answer.fits || (answer.kind !== "free" && answer.kind !== "unknown")) return "check";
  if (!listed) return "enquiry";
  return answer.kind === "free" ? "listing" : "listingUnknown";
}

/**
 * The availability form's behaviour: what the visitor chose, the problems shown, and what a
 * valid submit gives (the listing opened in a new tab, or the enquiry links). The rules arrive
 * with the engine (use-booking-engine.ts); until then the dates have no minimum or maximum.
 * The form opens with the stay its address carries, keeps what was typed before the page was
 * live, and puts the stay back in the address as it changes. Whatever the page holds, a submit
 * ends in messages or an answer, never an exception (docs/decisions/013-booking-form-never-throws.md).
 */
export function useBookingForm(config: BookingConfig, defaultApartment: string) {
  const prerendered: BookingForm = { apartment: defaultApartment, guests: config.defaultGuests, checkIn: "", checkOut: "" };
  const [form, setForm] = useState<BookingForm>(prerendered);
  const [problems, setProblems] = useState<BookingProblem[]>([]);
  const [result, setResult] = useState<{ booking: ValidBooking; url: string | null; price: number | null } | null>(null);
  const { engine, booked, setEngine, wake, today, form: formElement } = useBookingEngine(config.timeZone, config.availabilityPath, Object.keys(config.calendars));
  const inputs = useRef<Partial<Record<BookingField, HTMLInputElement | HTMLSelectElement | null>>>({});

  const limits = today && engine ? engine.dateWindow(today, form.checkIn) : null;
  const apartment = config.apartments.find((candidate) => candidate.slug === form.apartment);
  const stay = engine && limits ? engine.formStay(form.checkIn, form.checkOut, { min: limits.checkIn.min, max: limits.checkOut.max }) : null;
  const answer = engine && today && apartment && stay && Number.isInteger(form.guests) && form.guests >= 1 ? engine.answerFor(apartment, { ...stay, guests: form.guests }, today, booked, config.calendars) : null;

  const update = (change: Partial<BookingForm>): void => {
    const next = { ...form, ...change };
    setForm(next);
    setResult(null);
    if (change.checkIn !== undefined || change.checkOut !== undefined || change.guests !== undefined) putStayInAddress({ checkIn: next.checkIn, checkOut: next.checkOut, guests: Number.isInteger(next.guests) ? String(next.guests) : "" });
    if (problems.length > 0 && engine) {
      // A message goes once its field is fixed; new ones wait for the next submit.
      const check = engine.validateBooking(withUnreadableDates(next, inputs.current), new Date(), config, booked);
      const still = check.ok ? [] : check.problems;
      setProblems(problems.filter((shown) => still.some((p) => p.field === shown.field && p.message === shown.message)));
    }
  };

  // The stay the address brought, and over it whatever the visitor typed or chose before the page
  // was live (the controls hold it: the prerendered form takes input from its first paint).
  useTypedBeforeLive(formElement, (element) => {
    const address = stayFromQuery(window.location.search);
    const typed = element ? readBookingForm(element) : prerendered;
    const next: BookingForm = {
      ...prerendered,
      ...(address ? { checkIn: address.checkIn ?? "", checkOut: address.checkOut ?? "" } : {}),
      ...(address?.guests !== undefined && Number.isInteger(guestsFrom(address.guests)) ? { guests: guestsFrom(address.guests) } : {}),
    };
    for (const field of FIELD_ORDER) if (typed[field] !== prerendered[field] && !(field === "guests" && Number.isNaN(typed.guests))) Object.assign(next, { [field]: typed[field] });
    if (FIELD_ORDER.some((field) => next[field] !== prerendered[field])) {
      setForm(next);
      if (next.checkIn || next.checkOut) putStayInAddress({ checkIn: next.checkIn, checkOut: next.checkOut, guests: String(next.guests) });
      wake();
    }
  });

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const element = event.currentTarget;
    // What the controls hold now: autofill, a script or an edited page may have changed them unheard.
    const sent = readBookingForm(element);
    const checked = withUnreadableDates(sent, inputs.current);
    setForm(sent);
    // A submit may come before anything woke the form (Enter in a field, a script): load and keep it.
    let loaded: Engine;
    let nights = booked;
    try {
      if (engine) loaded = engine;
      else [loaded, nights] = await Promise.all([loadEngine(), loadBooked(config.availabilityPath, Object.keys(config.calendars))]);
    } catch {
      // The logic can't be fetched: the form does what it does without scripts (its action, the
      // contact page with the dates), rather than nothing.
      element.submit();
      return;
    }
    if (!engine) setEngine(loaded, nights);
    const { validateBooking, buildBookingUrl } = loaded;
    const check = validateBooking(checked, new Date(), config, nights);
    if (!check.ok) {
      setProblems(check.problems);
      setResult(null);
      const first = FIELD_ORDER.find((field) => check.problems.some((problem) => problem.field === field));
      if (first) inputs.current[first]?.focus();
      return;
    }
    setProblems([]);
    const url = buildBookingUrl(check.booking, config);
    // With "noopener" window.open always returns null, so a blocked tab can't be detected: the result keeps a link to it.
    if (url) window.open(url, "_blank", "noopener,noreferrer");
    const sentApartment = config.apartments.find((candidate) => candidate.slug === check.booking.apartment);
    const today = loaded.todayIn(config.timeZone, new Date());
    const sentAnswer = sentApartment ? loaded.answerFor(sentApartment, check.booking, today, nights, config.calendars) : null;
    const price = sentAnswer && (sentAnswer.kind === "free" || sentAnswer.kind === "unknown") ? (sentAnswer.estimate?.total ?? null) : null;
    setResult({ booking: check.booking, url, price });
  };

  return {
    form,
    update,
    /** The chosen stay's answer as soon as both dates make one (src/booking/stay-answer.ts): free and its total, booked, under the minimum, unknown. */
    answer,
    /** What the submit will do, for its name. */
    action: submitAction(answer, form.apartment in config.listings),
    /** The chosen apartment's calendar as the answers see it, once the form's logic is here. */
    calendar: engine ? engine.calendarOf(form.apartment, booked, config.calendars) : null,
    /** The first check-in and the last check-out the rules accept, once known. */
    window: limits ? { min: limits.checkIn.min, max: limits.checkOut.max } : null,
    submit,
    wake,
    formElement,
    maxGuests: guestOptions(config, form.guests),
    min: { checkIn: limits?.checkIn.min, checkOut: limits?.checkOut.min },
    max: { checkIn: limits?.checkIn.max, checkOut: limits?.checkOut.max },
    errorsFor: (field: BookingField) => problems.filter((problem) => problem.field === field),
    inputRef: (field: BookingField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
      inputs.current[field] = element;
    },
    /** What the result box shows after a valid submit, once the engine that made it is here. */
    result:
      result && engine
        ? {
            url: result.url,
            enquiry: result.url ? null : engine.enquiryLinks(result.booking, config, result.price),
            name: config.apartments.find((candidate) => candidate.slug === result.booking.apartment)?.name ?? result.booking.apartment,
          }
        : null,
  };
}
