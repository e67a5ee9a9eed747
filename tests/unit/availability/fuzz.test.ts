/**
 * Generated and mutated calendars thrown at the feed reader, as the publishing job meets them:
 * through the bounded thread, each within a time bound. Whatever comes in, the reader answers in
 * time with either well-formed nights or one of its own Spanish reasons — never a crash, never
 * the thread's hard limit (the reader's own budget must stop it first), never a word of the feed.
 * fast-check prints the seed and the smallest failing calendar when a case fails.
 */
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { BoundedParser } from "../../../scripts/availability/bounded-parser.ts";
import { CalendarError } from "../../../scripts/availability/calendar-error.ts";
import { calendarLines } from "../../../scripts/availability/calendar-lines.ts";
import { parseDate } from "../../../src/booking/calendar-date.ts";
import { MARKER } from "./hostile-feeds.ts";

const WINDOW = { from: "2026-11-26", to: "2028-05-26" };
/** The time bound of one case: well under the thread's hard limit, which must never be reached. */
const CASE_MS = 2_000;
const parser = new BoundedParser({ startMs: 20_000, parseMs: CASE_MS * 2, memoryMb: 256 });
afterAll(() => parser.close());

const pad = (n: number, width: number): string => String(Math.abs(n)).padStart(width, "0").slice(-width);
const date8 = fc.oneof(
  fc.tuple(fc.integer({ min: 1960, max: 2040 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 })).map(([y, m, d]) => `${y}${pad(m, 2)}${pad(d, 2)}`),
  fc.integer({ min: 0, max: 99_999_999 }).map((n) => pad(n, 8)),
  fc.constantFrom("2027-04-01", "", "2027010", "20270230", "99991231", "00000101"),
);
const time6 = fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }), fc.integer({ min: 0, max: 61 })).map(([h, m, s]) => `T${pad(h, 2)}${pad(m, 2)}${pad(s, 2)}`);
const dateTime = fc.oneof(
  date8.map((date) => [";VALUE=DATE", date] as const),
  date8.map((date) => ["", date] as const),
  fc.tuple(date8, time6).map(([date, time]) => ["", `${date}${time}Z`] as const),
  fc.tuple(fc.constantFrom("Europe/Madrid", "America/New_York", "Romance Standard Time", `../${MARKER}`, ""), date8, time6).map(([zone, date, time]) => [`;TZID=${zone}`, `${date}${time}`] as const),
);
const dateProperty = fc.tuple(fc.constantFrom("DTSTART", "DTEND", "RECURRENCE-ID", "EXDATE", "RDATE"), dateTime).map(([name, [params, value]]) => `${name}${params}:${value}`);
const ints = (min: number, max: number) => fc.array(fc.integer({ min, max }), { minLength: 1, maxLength: 3 }).map((list) => list.join(","));
/** Any rule, in and out of RFC 5545's ranges. */
const wildRule = fc
  .record(
    {
      FREQ: fc.constantFrom("SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY", "FOO"),
      INTERVAL: fc.integer({ min: -1, max: 1_000 }).map(String),
      COUNT: fc.integer({ min: 0, max: 2_000_000_000 }).map(String),
      UNTIL: date8,
      BYMONTH: ints(-1, 14),
      BYMONTHDAY: ints(-33, 33),
      BYYEARDAY: ints(-367, 367),
      BYWEEKNO: ints(-54, 54),
      BYDAY: fc.array(fc.tuple(fc.constantFrom("", "1", "-1", "5", "53", "99"), fc.constantFrom("MO", "TU", "WE", "TH", "FR", "SA", "SU", "XX")), { minLength: 1, maxLength: 3 }).map((days) => days.map(([n, day]) => `${n}${day}`).join(",")),
      BYHOUR: ints(-1, 25),
      BYSETPOS: ints(-400, 400),
      WKST: fc.constantFrom("MO", "SU", "XX"),
    },
    { requiredKeys: ["FREQ"] },
  )
  .map((parts) => `RRULE:${Object.entries(parts).map(([key, value]) => `${key}=${value}`).join(";")}`);
/** A rule as calendars write them: a frequency, maybe an interval, an end and one or two parts in range. */
const saneRule = fc
  .record(
    {
      FREQ: fc.constantFrom("HOURLY", "DAILY", "DAILY", "WEEKLY", "WEEKLY", "MONTHLY", "YEARLY"),
      INTERVAL: fc.integer({ min: 1, max: 4 }).map(String),
      COUNT: fc.integer({ min: 1, max: 60 }).map(String),
      UNTIL: fc.tuple(fc.integer({ min: 2020, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })).map(([y, m, d]) => `${y}${pad(m, 2)}${pad(d, 2)}`),
      BYDAY: fc.subarray(["MO", "TU", "WE", "TH", "FR", "SA", "SU"], { minLength: 1, maxLength: 3 }).map((days) => days.join(",")),
      BYMONTHDAY: ints(1, 28),
      BYMONTH: ints(1, 12),
    },
    { requiredKeys: ["FREQ"] },
  )
  .filter((parts) => !(parts.COUNT && parts.UNTIL))
  .map((parts) => `RRULE:${Object.entries(parts).map(([key, value]) => `${key}=${value}`).join(";")}`);
const rrule = fc.oneof({ weight: 3, arbitrary: saneRule }, { weight: 1, arbitrary: wildRule });
const privateText = fc.tuple(fc.constantFrom("SUMMARY", "DESCRIPTION", "LOCATION", "X-GUEST", "ATTENDEE;CN=Juan"), fc.string({ maxLength: 40 })).map(([name, text]) => `${name}:${text} ${MARKER} 611222333`);
/** What else an event may hold, most of it wrong. */
const eventLine = fc.oneof(
  { weight: 1, arbitrary: dateProperty },
  { weight: 1, arbitrary: wildRule },
  { weight: 1, arbitrary: fc.constantFrom("STATUS:CANCELLED", "STATUS:CONFIRMED", "TRANSP:TRANSPARENT", "DURATION:P3D", "DURATION:PT36H", "DURATION:P99999999W", "UID:same@x", `UID:${MARKER}`) },
  { weight: 1, arbitrary: privateText },
);
/** A plausible stay in the years around the window, as platforms write it. */
const stay = fc
  .tuple(fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 2026, max: 2028 }) }, { weight: 1, arbitrary: fc.integer({ min: 1990, max: 2035 }) }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 20 }), fc.boolean())
  .map(([y, m, d, nights, allDay]) => {
    const end = new Date(Date.UTC(y, m - 1, d + nights));
    const ymd = (date: Date): string => date.toISOString().slice(0, 10).replaceAll("-", "");
    const start = `${y}${pad(m, 2)}${pad(d, 2)}`;
    return allDay ? [`DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${ymd(end)}`] : [`DTSTART:${start}T150000Z`, `DTEND:${ymd(end)}T100000Z`];
  });
const event = fc
  .tuple(fc.integer({ min: 1, max: 5 }), fc.option(stay, { freq: 8 }), fc.option(rrule, { freq: 2 }), fc.array(eventLine, { maxLength: 4 }), fc.array(privateText, { maxLength: 2 }))
  .map(([uid, dates, rule, lines, texts]) => ["BEGIN:VEVENT", `UID:${uid}@x`, ...(dates ?? []), ...(rule ? [rule] : []), ...lines, ...texts, "END:VEVENT"].join("\r\n"));
const zone = fc
  .tuple(fc.constantFrom("Europe/Madrid", "Romance Standard Time", MARKER), fc.constantFrom("YEARLY;BYMONTH=10;BYDAY=-1SU", "YEARLY;BYMONTH=3;BYDAY=-1SU", "SECONDLY", "DAILY"), fc.constantFrom("+0100", "+0200", "-9999", "x"))
  .map(([id, rule, offset]) => ["BEGIN:VTIMEZONE", `TZID:${id}`, "BEGIN:STANDARD", "DTSTART:16011028T030000", `TZOFFSETFROM:${offset}`, "TZOFFSETTO:+0100", `RRULE:FREQ=${rule}`, "END:STANDARD", "END:VTIMEZONE"].join("\r\n"));
const calendar = fc.array(fc.oneof({ weight: 5, arbitrary: event }, { weight: 1, arbitrary: zone }), { maxLength: 6 }).map((blocks) => ["BEGIN:VCALENDAR", "VERSION:2.0", ...blocks, "END:VCALENDAR", ""].join("\r\n"));

/** What a careless platform or an attacker does to a calendar's bytes. */
type Mutation = (text: string) => string;
const at = (text: string, where: number): number => Math.floor(where * (text.length + 1));
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.string({ maxLength: 20, unit: "binary" })).map(([where, piece]): Mutation => (text) => text.slice(0, at(text, where)) + piece + text.slice(at(text, where))),
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 200 })).map(([where, length]): Mutation => (text) => text.slice(0, at(text, where)) + text.slice(at(text, where) + length)),
  fc.double({ min: 0, max: 1, noNaN: true }).map((where): Mutation => (text) => text.slice(0, at(text, where))),
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 3_000 })).map(([where, n]): Mutation => (text) => text.slice(0, at(text, where)) + ";X=a".repeat(n) + text.slice(at(text, where))),
  fc.double({ min: 0, max: 1, noNaN: true }).map((where): Mutation => (text) => text.slice(0, at(text, where)) + "\r\n " + text.slice(at(text, where))),
  fc.constantFrom<Mutation>(
    (text) => text.replaceAll("\r\n", "\n"),
    (text) => text.replaceAll("\r\n", "\r"),
    (text) => text + text,
    (text) => text.replace("END:VEVENT", "END:VTODO"),
    (text) => text.replace("BEGIN:VEVENT", `BEGIN:VEVENT\r\nBEGIN:VALARM\r\nBEGIN:${MARKER}`),
    (text) => text.replaceAll("VALUE=DATE", "VALUE=DATE-TIME"),
    (text) => `\uFEFF${text}`,
    (text) => text.split("\r\n").reverse().join("\r\n"),
  ),
);
const feed = fc.tuple(calendar, fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 2 }) })).map(([text, mutations]) => mutations.reduce((result, mutate) => mutate(result), text));
/** The feed's bytes as exports write them: UTF-8 mostly, Windows' Latin-1 sometimes, UTF-16 with its mark. */
const bytesOf = fc.constantFrom(
  (text: string) => Buffer.from(text, "utf8"),
  (text: string) => Buffer.from(text, "utf8"),
  (text: string) => Buffer.from(text, "utf8"),
  (text: string) => Buffer.from(text, "latin1"),
  (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]),
);

/** The reader's own reasons: a failing feed is said in one of these, and nothing else. */
const REASONS = [
  /^el calendario está mal formado: la línea \d+ (no tiene la forma NOMBRE:valor|abre un bloque fuera de BEGIN:VCALENDAR|cierra un bloque que no es el que está abierto|está fuera de BEGIN:VCALENDAR)$/,
  /^el calendario está mal formado: en la línea \d+ hay bloques dentro de bloques más de 8 veces$/,
  /^el calendario llega cortado: le falta su final \(END:VCALENDAR\); puede que la plataforma no lo haya enviado entero$/,
  /^lo que ha devuelto no es un calendario iCal \(no empieza por BEGIN:VCALENDAR\)$/,
  /^ha devuelto (una página web en lugar de un calendario|un archivo vacío en lugar del calendario)$/,
  /^el calendario pide demasiado trabajo para leerlo: repite algún bloqueo tantas veces \(cada minuto, cada segundo…\) que pasa de [\d.]+ fechas o de [\d,]+ s$/,
];

const isRange = (range: unknown): boolean => Array.isArray(range) && range.length === 2 && range.every((date) => typeof date === "string" && parseDate(date) === date) && range[0] < range[1];

describe("fuzzing the feed reader", () => {
  it("any generated or mutated calendar, in any encoding, is answered in time: nights in the window, or one of the reader's own reasons", async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(feed, bytesOf, async (text, encode) => {
        cases++;
        const started = performance.now();
        const outcome = await parser.parse({ bytes: encode(text), timeZone: "Europe/Madrid", ...WINDOW, limits: { maxSteps: 5_000, timeMs: 1_000 } });
        expect(performance.now() - started).toBeLessThan(CASE_MS);
        if (!outcome.ok) {
          expect(REASONS.some((reason) => reason.test(outcome.problem)), outcome.problem).toBe(true);
          return;
        }
        const { booked, events, unreadable } = outcome.nights;
        expect(booked.every(isRange)).toBe(true);
        expect(booked.every(([from, to], i) => from >= WINDOW.from && to <= WINDOW.to && (i === 0 || booked[i - 1]![1] < from))).toBe(true);
        expect(Number.isInteger(events) && Number.isInteger(unreadable) && events >= 0 && unreadable >= 0).toBe(true);
      }),
      { numRuns: 250, interruptAfterTimeLimit: 15_000 },
    );
    expect(cases).toBeGreaterThan(50);
  }, 30_000);

  it("the first reading of any text, in one pass: a calendar to parse or a CalendarError, never another error, never a private property kept", () => {
    const KEPT = new Set(["BEGIN", "END", "UID", "DTSTART", "DTEND", "DURATION", "RRULE", "RDATE", "EXDATE", "RECURRENCE-ID", "STATUS", "TRANSP", "TZID", "TZOFFSETFROM", "TZOFFSETTO"]);
    fc.assert(
      fc.property(feed, (text) => {
        try {
          const { zones, events } = calendarLines(text);
          const names = [...zones, ...events].flatMap((block) => block?.split("\r\n") ?? []).map((line) => /^[A-Z-]+/.exec(line)?.[0]);
          expect(names.filter((name) => !name || !KEPT.has(name))).toEqual([]);
        } catch (error) {
          expect(error).toBeInstanceOf(CalendarError);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
