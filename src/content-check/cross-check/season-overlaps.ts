/**
 * Seasons that give a night two prices, and the dates that fix it — dates that, typed in, pass.
 * The shorter season is the one meant for those nights (an August inside «all year», Easter across
 * two seasons): it keeps its dates, and each longer one gives up the nights it shares, keeping the
 * rest; nights left on both sides become a copy of it. Between two seasons of the same length, the
 * first in the file keeps its dates (a copied season is the one to edit).
 */
import { addDays, compareDates, nightsBetween } from "../../booking/calendar-date.ts";
import { dayAsWritten } from "../wording/wording.ts";

export type SeasonDates = { from: string; to: string };
type Span = SeasonDates;

/** A message for the season at `index`, at its `from` or its `to`. */
export type Overlap = { index: number; field: "from" | "to"; message: string };

const nightsOf = (span: Span): number => nightsBetween(span.from, addDays(span.to, 1));
const meets = (a: Span, b: Span): boolean => compareDates(a.from, b.to) <= 0 && compareDates(b.from, a.to) <= 0;
const inside = (a: Span, b: Span): boolean => compareDates(b.from, a.from) <= 0 && compareDates(a.to, b.to) <= 0;
const period = (span: Span): string => `del ${dayAsWritten(span.from)} al ${dayAsWritten(span.to)}`;

/** The nights of `span` that none of `taken` has, as runs of consecutive nights. */
function untaken(span: Span, taken: readonly Span[]): Span[] {
  const runs: Span[] = [];
  let next = span.from;
  for (const other of [...taken].filter((other) => meets(span, other)).sort((a, b) => compareDates(a.from, b.from))) {
    if (compareDates(other.from, next) > 0) runs.push({ from: next, to: addDays(other.from, -1) });
    if (compareDates(addDays(other.to, 1), next) > 0) next = addDays(other.to, 1);
  }
  if (compareDates(next, span.to) <= 0) runs.push({ from: next, to: span.to });
  return runs;
}

/** «haz que «Verano» empiece el 06/04/2027 («from: 2027-04-06»)»: the dates of `span` that `run` changes. */
function moved(name: string, span: Span, run: Span): string {
  const changes = [
    ...(run.from !== span.from ? [`empiece el ${dayAsWritten(run.from)} («from: ${run.from}»)`] : []),
    ...(run.to !== span.to ? [`termine el ${dayAsWritten(run.to)} («to: ${run.to}»)`] : []),
  ];
  return `«${name}» ${changes.join(" y ")}`;
}

/**
 * Every pair of seasons sharing a night, said once, at the season whose dates change (`seasons`
 * in file order; those that end before they start are left to their own message).
 */
export function seasonOverlaps(seasons: readonly SeasonDates[], nameOf: (index: number) => string): Overlap[] {
  const valid = seasons.map((span, index) => ({ span, index })).filter(({ span }) => compareDates(span.to, span.from) >= 0);
  const kept = [...valid].sort((a, b) => nightsOf(a.span) - nightsOf(b.span) || a.index - b.index);
  const overlaps: Overlap[] = [];
  kept.forEach(({ span, index }, k) => {
    const before = kept.slice(0, k).filter((other) => meets(span, other.span));
    if (before.length === 0) return;
    const name = nameOf(index);
    const others = before.sort((a, b) => compareDates(a.span.from, b.span.from));
    const said = `la temporada «${name}» (${period(span)}) se solapa con ${others.map((other) => `«${nameOf(other.index)}» (${period(other.span)})`).join(" y ")}: cada noche tiene un solo precio`;
    const runs = untaken(span, others.map((other) => other.span));
    const [first, ...rest] = runs;
    const only = others.length === 1 ? others[0] : undefined;
    if (!first) {
      const what = only && only.span.from === span.from && only.span.to === span.to ? `«${name}» tiene las mismas noches` : `todas las noches de «${name}» tienen ya otro precio`;
      overlaps.push({ index, field: "from", message: `${said}, y ${what}: pon en su «from» y su «to» las noches que le tocan, o quítala si ya no vale` });
      return;
    }
    const copies =
      rest.length === 0
        ? ""
        : ` y añade ${rest.length === 1 ? "otra temporada" : `otras ${rest.length} temporadas`} con el nombre, los precios y el mínimo de «${name}»${rest.length === 1 ? " " : ": "}${rest.map((run) => `${period(run)} («from: ${run.from}», «to: ${run.to}»)`).join(" y ")}`;
    // Two seasons that share a few nights at their ends: moving either one fixes it, and the one that was mistyped may be the shorter.
    const other = rest.length === 0 ? only : undefined;
    const alone = other && !inside(span, other.span) && !inside(other.span, span) && valid.every((third) => third.index === other.index || third.index === index || !meets(third.span, other.span));
    const alternative = alone ? `, o que ${moved(nameOf(other.index), other.span, compareDates(other.span.from, span.from) < 0 ? { from: other.span.from, to: addDays(span.from, -1) } : { from: addDays(span.to, 1), to: other.span.to })}` : "";
    overlaps.push({ index, field: first.to !== span.to ? "to" : "from", message: `${said}; haz que ${moved(name, span, first)}${copies}${alternative}` });
  });
  return overlaps;
}

/**
 * Nights no season prices, between the seasons that reach furthest and the next one: said at the
 * next one's `from`, with the date that closes the gap.
 */
export function seasonGaps(seasons: readonly SeasonDates[], nameOf: (index: number) => string): Overlap[] {
  const order = seasons
    .map((span, index) => ({ span, index }))
    .filter(({ span }) => compareDates(span.to, span.from) >= 0)
    .sort((a, b) => compareDates(a.span.from, b.span.from));
  const [start, ...later] = order;
  if (!start) return [];
  const gaps: Overlap[] = [];
  let reach = start;
  for (const next of later) {
    const before = reach;
    if (compareDates(next.span.from, addDays(before.span.to, 1)) > 0) {
      const [name, previous] = [nameOf(next.index), nameOf(before.index)];
      gaps.push({
        index: next.index,
        field: "from",
        message: `entre «${previous}» (hasta el ${dayAsWritten(before.span.to)}) y «${name}» (desde el ${dayAsWritten(next.span.from)}) quedan noches sin precio, del ${dayAsWritten(addDays(before.span.to, 1))} al ${dayAsWritten(addDays(next.span.from, -1))}: haz que «${name}» empiece el ${dayAsWritten(addDays(before.span.to, 1))} o añade una temporada para esas noches`,
      });
    }
    if (compareDates(next.span.to, before.span.to) > 0) reach = next;
  }
  return gaps;
}
