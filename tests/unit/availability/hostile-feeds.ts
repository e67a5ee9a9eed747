/**
 * Feeds an attacker or a careless platform could serve, each carrying a marker where a message
 * might echo the feed (summaries, guest details, odd lines): nothing of MARKER may ever be
 * printed. `books` is what a correct reader publishes from it, when it can be read at all.
 */
export const MARKER = "MARCA-7f3a9";
const GUEST = `Juan ${MARKER} 611222333 DNI 12345678Z`;

const calendar = (...blocks: string[]): string => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hostile//EN", ...blocks, "END:VCALENDAR", ""].join("\r\n");
let uid = 0;
const event = (...lines: string[]): string => ["BEGIN:VEVENT", `UID:hostile-${uid++}@example.com`, `SUMMARY:${GUEST}`, ...lines, "END:VEVENT"].join("\r\n");
const stay = (from: string, to: string): string[] => [`DTSTART;VALUE=DATE:${from}`, `DTEND;VALUE=DATE:${to}`];

export type HostileFeed = {
  name: string;
  bytes: Buffer;
  /** Read: the nights it books in the window from 2026-11-26 to 2028-05-26; or it fails (the last good read is kept). */
  expect: { books: [string, string][] } | "fails";
};

const text = (name: string, body: string, expect: HostileFeed["expect"]): HostileFeed => ({ name, bytes: Buffer.from(body, "utf8"), expect });

export const HOSTILE_FEEDS: HostileFeed[] = [
  text("two VCALENDAR blocks in one file", calendar(event(...stay("20261201", "20261203"))) + calendar(event(...stay("20261210", "20261212"))), {
    books: [
      ["2026-12-01", "2026-12-03"],
      ["2026-12-10", "2026-12-12"],
    ],
  }),
  // A 178-byte property line of «;» parameters and no «:»: a backtracking expression ran for minutes
  // on it. Now read at once: its event is unreadable (its start can't be read), and a feed whose
  // every event is unreadable is not a read to publish over the last good one.
  text("a long line of parameters", calendar(event(`DTSTART${";X-A=b".repeat(28)}`, "DTEND;VALUE=DATE:20261203")), "fails"),
  // The same unreadable event beside one that was read (a past stay): a quiet season, read as such.
  text("an unreadable event beside a past stay", calendar(event(`DTSTART${";X-A=b".repeat(28)}`, "DTEND;VALUE=DATE:20261203"), event(...stay("20200101", "20200105"))), { books: [] }),
  text("high-frequency rules", calendar(...[1, 2, 3, 4, 5].map(() => event("DTSTART:20200101T000000Z", "DTEND:20200101T000100Z", "RRULE:FREQ=MINUTELY"))), "fails"),
  // RFC 5545: the start is always the first occurrence; the rule adds none.
  text("a rule that can never happen (30 February, every day)", calendar(event(...stay("20270101", "20270102"), "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"), event(...stay("20261220", "20261222"))), {
    books: [
      ["2026-12-20", "2026-12-22"],
      ["2027-01-01", "2027-01-02"],
    ],
  }),
  text("a daily block begun in 1970", calendar(event(...stay("19700101", "19700102"), "RRULE:FREQ=DAILY")), { books: [["2026-11-26", "2028-05-26"]] }),
  text("30 February every year", calendar(event(...stay("20270130", "20270131"), "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30")), { books: [["2027-01-30", "2027-01-31"]] }),
  text("every hour of a date without a time, in July", calendar(event(...stay("20270101", "20270102"), "RRULE:FREQ=HOURLY;BYMONTH=7"), event(...stay("20261205", "20261207"))), { books: [["2026-12-05", "2026-12-07"]] }),
  text("every minute of 29 February", calendar(event("DTSTART:20260101T100000Z", "DTEND:20260101T100100Z", "RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=29")), "fails"),
  // Right after the event's end date, which it may have cut short: that event is unreadable.
  text("a malformed line holding a guest's details", calendar(event(...stay("20261201", "20261203"), `DESCRIPTION ${GUEST}`), event(...stay("20261210", "20261212"))), { books: [["2026-12-10", "2026-12-12"]] }),
  text("a calendar cut short", calendar(event(...stay("20261201", "20261203"))).slice(0, 120), "fails"),
  text("blocks nested without end", `BEGIN:VCALENDAR\r\n${`BEGIN:${MARKER}\r\n`.repeat(50_000)}`, "fails"),
  text("a web page", `<!doctype html><title>${MARKER}</title>`, "fails"),
  text("a time zone whose rule repeats every second", calendar(["BEGIN:VTIMEZONE", "TZID:Europe/Madrid", "BEGIN:STANDARD", "DTSTART:16010101T000000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "RRULE:FREQ=SECONDLY", "END:STANDARD", "END:VTIMEZONE"].join("\r\n"), event("DTSTART;TZID=Europe/Madrid:20270101T160000", "DTEND;TZID=Europe/Madrid:20270103T100000")), {
    books: [["2027-01-01", "2027-01-03"]],
  }),
  text("thousands of explicit dates", calendar(event(...stay("20270101", "20270102"), `RDATE;VALUE=DATE:${Array.from({ length: 30_000 }, (_, i) => String(20270101 + (i % 28))).join(",")}`)), { books: [["2027-01-01", "2027-01-29"]] }),
  text("an impossible rule beside a good event", calendar(event(...stay("20270101", "20270102"), "RRULE:FREQ=FOO;BYHOUR=25"), event(...stay("20261205", "20261207"))), { books: [["2026-12-05", "2026-12-07"]] }),
  text("a repeat of a billion seconds", calendar(event("DTSTART:19700101T000000Z", "DTEND:19700101T000001Z", "RRULE:FREQ=SECONDLY;COUNT=999999999")), "fails"),
  // Latin-1: «José» with é as one byte, which is not UTF-8.
  { name: "bytes that are not UTF-8 inside an event", bytes: Buffer.from(calendar(event(...stay("20261201", "20261203"), "LOCATION:Casa de José")), "latin1"), expect: { books: [["2026-12-01", "2026-12-03"]] } },
  { name: "random bytes", bytes: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)), expect: "fails" },
  text("an empty file", "", "fails"),
];
