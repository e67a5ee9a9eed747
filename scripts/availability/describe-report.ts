import { WINDOW_MONTHS } from "../../src/site/from-content/owner-blocks.ts";
import type { FeedReport } from "./update-availability.ts";

/** «24/11/2026 a las 11:00», where the apartments are. */
export function when(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("es-ES", { timeZone, day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso)).replace(", ", " a las ");
}

/** «hace 30 h», «hace 3 días». */
export function age(iso: string, now: Date): string {
  const hours = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 3_600_000));
  return hours < 48 ? `hace ${hours} h` : `hace ${Math.round(hours / 24)} días`;
}

const nights = (n: number): string => `${n} ${n === 1 ? "noche ocupada" : "noches ocupadas"}`;
const feedName = (report: FeedReport): string => `${report.apartment} · ${report.platform}`;

/** What the owner should look at in a read that was taken: each a sentence, in Spanish. */
function warningsOf(report: FeedReport): string[] {
  const warnings: string[] = [];
  if (report.suspicious) warnings.push(`AVISO: ${report.suspicious}; se publica así (puede ser una cancelación de verdad), pero compruébalo en la plataforma`);
  if (report.unreadable) {
    const events = report.unreadable === 1 ? "1 reserva o bloqueo que no se ha podido entender" : `${report.unreadable} reservas o bloqueos que no se han podido entender`;
    warnings.push(`OJO: el calendario tiene ${events}, y sus noches no salen ocupadas en la web: revisa esas fechas en la plataforma`);
  }
  if (report.keptDamaged) warnings.push("OJO: la lectura anterior guardada de este calendario estaba dañada y se ha descartado (esta la sustituye)");
  if (report.notUtf8) warnings.push("OJO: el calendario no está en UTF-8, como deben estar: se ha leído como texto de Windows (las fechas valen igual); si la plataforma es un programa tuyo, que exporte en UTF-8");
  return warnings;
}

/** The owner's report of a run: one line per feed, in Spanish, and a last line with the outcome. */
export function describeReport(reports: readonly FeedReport[], apartments: number, now: Date, timeZone: string): string[] {
  const lines = reports.map((report) => {
    if (report.ok) return [`${feedName(report)}: leído, ${nights(report.nights)} en los próximos ${WINDOW_MONTHS} meses`, ...warningsOf(report)].join("; ");
    const kept = report.keptFrom
      ? `Se usan los datos leídos el ${when(report.keptFrom, timeZone)} (${age(report.keptFrom, now)}).`
      : report.keptDamaged
        ? "La lectura anterior guardada estaba dañada y se ha descartado: la web no marca sus noches y avisa de que pregunten antes de reservar."
        : "No hay datos anteriores: la web no marca sus noches y avisa de que pregunten antes de reservar.";
    return `${feedName(report)}: NO SE HA PODIDO LEER (${report.env}) — ${report.problem}. ${kept}`;
  });
  const failed = reports.filter((report) => !report.ok).length;
  if (apartments === 0) lines.push("Ningún apartamento tiene «calendar» en site.yaml: no hay disponibilidad que publicar.");
  else lines.push(`disponibilidad escrita en availability/: ${apartments} ${apartments === 1 ? "apartamento" : "apartamentos"}${failed ? `; ${failed} ${failed === 1 ? "calendario ha fallado" : "calendarios han fallado"} (la web sigue publicándose)` : ""}`);
  return lines;
}

/**
 * The run in the workflow's job summary (Markdown), when something needs the owner: the feeds
 * that failed and the reads that look wrong. Empty when every feed was read cleanly.
 */
export function jobSummary(reports: readonly FeedReport[], now: Date, timeZone: string): string {
  const items = reports.flatMap((report) => {
    if (!report.ok) return [`- **${feedName(report)}**: no se ha podido leer — ${report.problem}. ${report.keptFrom ? `Se publican los datos leídos el ${when(report.keptFrom, timeZone)} (${age(report.keptFrom, now)}).` : "No hay datos anteriores."}`];
    const warnings = warningsOf(report);
    return warnings.length ? [`- **${feedName(report)}**: leído, ${nights(report.nights)}. ${warnings.join(". ")}.`] : [];
  });
  return items.length ? ["### Calendarios", "", ...items, ""].join("\n") : "";
}
