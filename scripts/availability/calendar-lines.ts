/**
 * The first reading of a feed's text, by hand and in one pass (no regular expression with nested
 * quantifiers touches feed text): lines unfolded, each split into name, parameters and value, the
 * blocks checked to open and close in order. Only what says when an apartment is taken is kept —
 * the events' dates, repeats, status and identity, and the time zones' rules — so summaries,
 * descriptions and guests' details never reach the parser, nor any message.
 */
import { CalendarError } from "./calendar-error.ts";

/** A calendar's blocks never nest deeper than VCALENDAR › VTIMEZONE › STANDARD › (an extension): more is not a calendar. */
const MAX_DEPTH = 8;

/** The blocks kept, and within each the properties that matter for booked nights. */
const KEPT: Record<string, ReadonlySet<string>> = {
  VCALENDAR: new Set(),
  VEVENT: new Set(["UID", "DTSTART", "DTEND", "DURATION", "RRULE", "RDATE", "EXDATE", "RECURRENCE-ID", "STATUS", "TRANSP"]),
  VTIMEZONE: new Set(["TZID"]),
  STANDARD: new Set(["DTSTART", "TZOFFSETFROM", "TZOFFSETTO", "RRULE", "RDATE"]),
  DAYLIGHT: new Set(["DTSTART", "TZOFFSETFROM", "TZOFFSETTO", "RRULE", "RDATE"]),
};

/** Date properties some exports write as 8 bare digits («DTSTART:20270105»): all-day dates, which the parser needs marked. */
const DATE_VALUED = new Set(["DTSTART", "DTEND", "RECURRENCE-ID", "EXDATE", "RDATE"]);

type ContentLine = { name: string; params: string; value: string; line: number };

/** Letters, digits and «-» (RFC 5545), and the «_» some exports put in their own property names. */
const isNameChar = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 45 || code === 95;

/** The parameters the parser needs (how to read the value, its zone, an exception's range); any other is left out, whatever its size. */
const KEPT_PARAMETERS = new Set(["VALUE", "TZID", "RANGE"]);

/** «;NAME=value» parameters, split where «;» is outside quotes, keeping only KEPT_PARAMETERS. */
function keptParameters(params: string): string {
  const kept: string[] = [];
  let start = 1;
  let quoted = false;
  for (let i = 1; i <= params.length; i++) {
    const char = params[i];
    if (char === '"') quoted = !quoted;
    else if (i === params.length || (char === ";" && !quoted)) {
      const param = params.slice(start, i);
      const equals = param.indexOf("=");
      if (equals > 0 && KEPT_PARAMETERS.has(param.slice(0, equals).toUpperCase())) kept.push(param);
      start = i + 1;
    }
  }
  return kept.map((param) => `;${param}`).join("");
}

/** One unfolded line as name, «;parameters» and value; null when it has no name or no «:» outside quotes. */
function splitLine(text: string, line: number): ContentLine | null {
  let i = 0;
  while (i < text.length && isNameChar(text.charCodeAt(i))) i++;
  if (i === 0 || (text[i] !== ";" && text[i] !== ":")) return null;
  const name = text.slice(0, i).toUpperCase();
  const paramsStart = i;
  let quoted = false;
  for (; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (char === ":" && !quoted) return { name, params: text.slice(paramsStart, i), value: text.slice(i + 1), line };
  }
  return null;
}

/** Physical lines joined where a line starting with a space or a tab continues the one before (RFC 5545 §3.1), each with the number of its first line. */
function unfolded(text: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let number = 0;
  let joinable = false;
  for (let from = 0; from < text.length; ) {
    let end = from;
    while (end < text.length && text[end] !== "\n" && text[end] !== "\r") end++;
    // A byte-order mark at a line's start: a second calendar pasted after the first.
    const physical = text.slice(text[from] === "\uFEFF" ? from + 1 : from, end);
    number++;
    const last = lines.at(-1);
    if (joinable && last && (physical.startsWith(" ") || physical.startsWith("\t"))) last.text += physical.slice(1);
    else if (physical.length) lines.push({ text: physical, line: number });
    joinable = physical.length > 0;
    from = end + (text[end] === "\r" && text[end + 1] === "\n" ? 2 : 1);
  }
  return lines;
}

/** The line for the parser: its kept parameters, and «;VALUE=DATE» added to a date property whose value is bare 8-digit dates. */
function marked(line: ContentLine): string {
  const params = keptParameters(line.params);
  const bare = DATE_VALUED.has(line.name) && !params.toUpperCase().includes("VALUE=") && line.value.split(",").every((part) => /^\d{8}$/.test(part));
  return `${line.name}${params}${bare ? ";VALUE=DATE" : ""}:${line.value}`;
}

/**
 * What the first reading found: the time zones and the events, each a block of text for the
 * parser; an event with a line that can't be read is null (one unreadable event, said to the
 * owner: the broken line could be one of its dates or its repeat).
 */
export type CalendarLines = { zones: string[]; events: (string | null)[] };

/** A zone's yearly rules are how zones change; any other repeat in a zone is not one (and would make the parser expand it without end). */
const zoneRuleFine = (line: ContentLine): boolean => line.name !== "RRULE" || line.value.toUpperCase().split(";").includes("FREQ=YEARLY");

/**
 * The feed's text reduced to the blocks and properties that matter: several VCALENDAR blocks in
 * one file (some exports concatenate them) become one list. A line that can't be read costs what
 * it is in: its event (unreadable), its time zone (left out), nothing elsewhere; whatever follows
 * the last END:VCALENDAR is not the calendar's. Throws a CalendarError — giving a line number,
 * never a line — when the text is not a whole calendar: blocks closed out of order, nested without
 * end, or never closed (a feed cut short would lose the nights after the cut). A time zone with a
 * rule no zone has is left out.
 */
export function calendarLines(text: string): CalendarLines {
  const zones: string[] = [];
  const events: (string | null)[] = [];
  const stack: string[] = [];
  let calendars = 0;
  /** Lines of the event or zone being read, when it is kept; `broken` when one of its lines can't be read. */
  let block: string[] | null = null;
  let broken = false;
  /** Whether the last line read is one kept for the parser. */
  let lastKept = false;
  let zoneFine = true;
  for (const { text: raw, line } of unfolded(text)) {
    const content = splitLine(raw, line);
    const parent = stack.at(-1);
    // After the last calendar's end, anything (a server's comment, a stray byte) is not the calendar's.
    if (!parent && calendars > 0 && !(content?.name === "BEGIN" && content.value.trim().toUpperCase() === "VCALENDAR")) continue;
    if (!content) {
      if (!parent) throw new CalendarError(`el calendario está mal formado: la línea ${line} no tiene la forma NOMBRE:valor`);
      // A line break written raw in a text (a guest's note) leaves the rest of the text on a line of
      // its own: harmless after a property that isn't read, but after a date or a repeat the value
      // may have been cut short — the event is unreadable rather than read wrong.
      if (block && lastKept) broken = true;
      continue;
    }
    lastKept = false;
    if (content.name === "BEGIN") {
      const kind = content.value.trim().toUpperCase();
      if (!parent && kind !== "VCALENDAR") throw new CalendarError(`el calendario está mal formado: la línea ${line} abre un bloque fuera de BEGIN:VCALENDAR`);
      if (stack.length >= MAX_DEPTH) throw new CalendarError(`el calendario está mal formado: en la línea ${line} hay bloques dentro de bloques más de ${MAX_DEPTH} veces`);
      stack.push(kind);
      if (kind === "VCALENDAR") calendars++;
      else if (parent === "VCALENDAR" && (kind === "VEVENT" || kind === "VTIMEZONE")) {
        block = [`BEGIN:${kind}`];
        broken = false;
        zoneFine = true;
      } else if (block && parent === "VTIMEZONE" && (kind === "STANDARD" || kind === "DAYLIGHT")) block.push(`BEGIN:${kind}`);
      continue;
    }
    if (content.name === "END") {
      const kind = content.value.trim().toUpperCase();
      if (kind !== parent) throw new CalendarError(`el calendario está mal formado: la línea ${line} cierra un bloque que no es el que está abierto`);
      stack.pop();
      if (!block) continue;
      if (stack.length === 1 && (kind === "VEVENT" || kind === "VTIMEZONE")) {
        block.push(`END:${kind}`);
        if (kind === "VEVENT") events.push(broken ? null : block.join("\r\n"));
        else if (zoneFine && !broken) zones.push(block.join("\r\n"));
        block = null;
      } else if (kind === "STANDARD" || kind === "DAYLIGHT") block.push(`END:${kind}`);
      continue;
    }
    if (!parent) throw new CalendarError(`el calendario está mal formado: la línea ${line} está fuera de BEGIN:VCALENDAR`);
    if (!block || !KEPT[parent]?.has(content.name)) continue;
    if (!zoneRuleFine(content) && (parent === "STANDARD" || parent === "DAYLIGHT")) zoneFine = false;
    block.push(marked(content));
    lastKept = true;
  }
  if (stack.length) throw new CalendarError(`el calendario llega cortado: le falta su final (END:VCALENDAR); puede que la plataforma no lo haya enviado entero`);
  if (!calendars) throw new CalendarError("lo que ha devuelto no es un calendario iCal (no empieza por BEGIN:VCALENDAR)");
  return { zones, events };
}
