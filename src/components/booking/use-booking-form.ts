import { useRef, useState, type FormEvent } from "react";
import type { BookingConfig, BookingField, BookingForm, BookingProblem, ValidBooking } from "../../booking/types";
import { loadEngine, useBookingEngine } from "./use-booking-engine";

/** The order in which a submit with problems looks for the field to focus. */
const FIELD_ORDER: BookingField[] = ["checkIn", "checkOut"];

function maxGuestsOf(config: BookingConfig, slug: string): number {
  return config.apartments.find((apartment) => apartment.slug === slug)?.maxGuests ?? 1;
}

/**
 * The availability form's behaviour: what the visitor chose, the problems shown, and what a
 * valid submit gives (the listing opened in a new tab, or the enquiry links). The rules arrive
 * with the engine (use-booking-engine.ts); until then the dates have no minimum.
 */
export function useBookingForm(config: BookingConfig, defaultApartment: string) {
  const [form, setForm] = useState<BookingForm>({ apartment: defaultApartment, guests: config.defaultGuests, checkIn: "", checkOut: "" });
  const [problems, setProblems] = useState<BookingProblem[]>([]);
  const [result, setResult] = useState<{ booking: ValidBooking; url: string | null } | null>(null);
  const { engine, setEngine, wake, today, form: formElement } = useBookingEngine(config.timeZone);
  const inputs = useRef<Partial<Record<BookingField, HTMLInputElement | null>>>({});

  const minCheckIn = today && engine ? engine.addDays(today, 1) : undefined;
  const minCheckOut = !engine ? undefined : form.checkIn ? engine.addDays(form.checkIn, 1) : minCheckIn ? engine.addDays(minCheckIn, 1) : undefined;

  const update = (change: Partial<BookingForm>): void => {
    const next = { ...form, ...change };
    next.guests = Math.min(next.guests, maxGuestsOf(config, next.apartment));
    setForm(next);
    setResult(null);
    if (problems.length > 0 && engine) {
      // A message goes once its field is fixed; new ones wait for the next submit.
      const check = engine.validateBooking(next, new Date(), config);
      const still = check.ok ? [] : check.problems;
      setProblems(problems.filter((shown) => still.some((p) => p.field === shown.field && p.message === shown.message)));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    // A submit may come before anything woke the form (Enter in a field, a script): load and keep it.
    const loaded = engine ?? (await loadEngine());
    if (!engine) setEngine(loaded);
    const { validateBooking, buildBookingUrl } = loaded;
    const check = validateBooking(form, new Date(), config);
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
    setResult({ booking: check.booking, url });
  };

  return {
    form,
    update,
    submit,
    wake,
    formElement,
    maxGuests: maxGuestsOf(config, form.apartment),
    min: { checkIn: minCheckIn, checkOut: minCheckOut },
    errorsFor: (field: BookingField) => problems.filter((problem) => problem.field === field),
    inputRef: (field: BookingField) => (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    /** What the result box shows after a valid submit, once the engine that made it is here. */
    result:
      result && engine
        ? {
            url: result.url,
            enquiry: result.url ? null : engine.enquiryLinks(result.booking, config),
            name: config.apartments.find((apartment) => apartment.slug === result.booking.apartment)?.name ?? result.booking.apartment,
          }
        : null,
  };
}
