import { WINDOW_MONTHS, type FeedReport } from "./update-availability.ts";

function when(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("es-ES", { timeZone, day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso)).replace(", ", " a las ");
}

function age(iso: string, now: Date): string {
  const hours = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 3_600_000));
  return hours < 48 ? `hace ${hours} h` : `hace ${Math.round(hours / 24)} días`;
}

const nights = (n: number): string => `${n} ${n === 1 ? "noche ocupada" : "noches ocupadas"}`;

/** The owner's report of a run: one line per feed, in Spanish, and a last line with the outcome. */
export function describeReport(reports: readonly FeedReport[], apartments: number, now: Date, timeZone: string): string[] {
  const lines = reports.map((report) => {
    const feed = `${report.apartment} · ${report.platform}`;
    if (report.ok) {
      const read = `${feed}: leído, ${nights(report.nights)} en los próximos ${WINDOW_MONTHS} meses`;
      if (!report.unreadable) return read;
      const events = report.unreadable === 1 ? "1 reserva o bloqueo que no se ha podido entender" : `${report.unreadable} reservas o bloqueos que no se han podido entender`;
      return `${read}; OJO: el calendario tiene ${events}, y sus noches no salen ocupadas en la web: revisa esas fechas en la plataforma`;
    }
    const kept = report.keptFrom
      ? `Se usan los datos leídos el ${when(report.keptFrom, timeZone)} (${age(report.keptFrom, now)}).`
      : "No hay datos anteriores: la web no marca sus noches y avisa de que pregunten antes de reservar.";
    return `${feed}: NO SE HA PODIDO LEER (${report.env}) — ${report.problem}. ${kept}`;
  });
  const failed = reports.filter((report) => !report.ok).length;
  if (apartments === 0) lines.push("Ningún apartamento tiene «calendar» en site.yaml: no hay disponibilidad que publicar.");
  else lines.push(`disponibilidad escrita en availability/: ${apartments} ${apartments === 1 ? "apartamento" : "apartamentos"}${failed ? `; ${failed} ${failed === 1 ? "calendario ha fallado" : "calendarios han fallado"} (la web sigue publicándose)` : ""}`);
  return lines;
}
