import { useEffect, useState } from "react";
import { bookedNightsIfLoaded, loadBookedNights } from "../../booking/booked-nights";
import type { BookedNights, BookingConfig } from "../../booking/types";

/** The apartments whose booked nights the answers read. */
const calendarSlugs = (config: Pick<BookingConfig, "calendars">): string[] => Object.keys(config.calendars);

/** Fetches the booked nights ahead of the answers (as the visitor reaches for the search); fetched once, whoever asks. */
export function prefetchBookedNights(config: Pick<BookingConfig, "availabilityPath" | "calendars">): void {
  void loadBookedNights(config.availabilityPath, calendarSlugs(config));
}

/**
 * The booked nights for the answers: undefined while on their way, null when they didn't arrive
 * (the answers then say «consúltanos» for every calendar), else the nights. A failed load is tried
 * again when `asked` changes: the next search.
 */
export function useBookedNights(config: Pick<BookingConfig, "availabilityPath" | "calendars">, asked: unknown): BookedNights | null | undefined {
  const [nights, setNights] = useState<BookedNights | null | undefined>(() => bookedNightsIfLoaded(config.availabilityPath));
  const [failedFor, setFailedFor] = useState<unknown>(undefined);
  const pending = nights === undefined || (nights === null && failedFor !== asked);
  useEffect(() => {
    if (!pending) return;
    let current = true;
    void loadBookedNights(config.availabilityPath, calendarSlugs(config)).then((loaded) => {
      if (!current) return;
      setNights(loaded);
      setFailedFor(loaded ? undefined : asked);
    });
    return () => {
      current = false;
    };
  }, [pending, asked, config]);
  return nights === null && failedFor !== asked ? undefined : nights;
}
