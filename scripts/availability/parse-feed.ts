import { CalendarError } from "./calendar-error.ts";
import { bookedNights, type FeedNights, type ParseLimits } from "./parse-calendar.ts";

export type ParseRequest = { bytes: Uint8Array; timeZone: string; from: string; to: string; limits: ParseLimits };

/** A feed read, or why not (Spanish, for the owner, holding nothing of the feed). */
export type ParseOutcome = { ok: true; nights: FeedNights; notUtf8: boolean } | { ok: false; problem: string };

/**
 * A feed's bytes as text: UTF-8, as the standard says (UTF-16 when it starts with its mark);
 * otherwise read as Windows' Western encoding, the usual other one, so that no event is lost —
 * and the owner is told.
 */
function decodeFeed(bytes: Uint8Array): { text: string; notUtf8: boolean } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder("utf-16le").decode(bytes), notUtf8: false };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder("utf-16be").decode(bytes), notUtf8: false };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), notUtf8: false };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(bytes), notUtf8: true };
  }
}

/** Decodes and reads one feed; never throws. */
export function parseFeed({ bytes, timeZone, from, to, limits }: ParseRequest): ParseOutcome {
  try {
    const { text, notUtf8 } = decodeFeed(bytes);
    return { ok: true, nights: bookedNights(text, timeZone, from, to, limits), notUtf8 };
  } catch (error) {
    // Anything else the parser may throw says nothing the owner can act on, and may quote the feed.
    return { ok: false, problem: error instanceof CalendarError ? error.message : "el calendario no se ha podido leer (tiene algo que el lector de calendarios no entiende)" };
  }
}
