import { ADDRESSES_SECRET, type Origin, type WrittenName } from "./feed-names.ts";

/**
 * The owner's sentences about a calendar's variable — misspelt, missing, still the example —
 * shared by `npm run availability` (a feed that fails) and `npm run check` (a warning). They name
 * variables, files and lines; never a value, which is a secret address.
 */

/** Where each platform gives its calendar's address, as the guide says (§10, «Disponibilidad»). */
const EXPORT_STEPS: Record<string, string> = {
  airbnb: "Airbnb en Calendario → Disponibilidad → Conectar calendarios → Exportar calendario",
  "booking.com": "Booking.com en Tarifas y disponibilidad → Sincronizar calendarios → Exportar",
};

/** «que da Airbnb en Calendario → …», or where to look for a platform the guide doesn't know. */
export function whereToCopy(platform: string): string {
  const steps = EXPORT_STEPS[platform.trim().toLowerCase()];
  return steps ? `que da ${steps}` : `que da ${platform} al exportar el calendario (docs/editar-contenido.md, «Disponibilidad»)`;
}

/** «en la línea 3 de .env», «en la línea 2 del secreto CALENDARIOS», «en las variables de entorno». */
function whereWritten(origin: Origin | WrittenName): string {
  if (origin.source === "environment") return "en las variables de entorno";
  return origin.source === "file" ? `en la línea ${origin.line} de .env` : `en la línea ${origin.line} del secreto ${ADDRESSES_SECRET}`;
}

/** A name written in .env (or the secret) that is close to the one site.yaml gives: which line to change, and how. */
export function closeNameFix(wanted: string, close: WrittenName): string {
  return `${whereWritten(close)} está ${close.name}, que se le parece: si es la de este calendario, escribe en esa línea ${wanted} en lugar de ${close.name} (el nombre tiene que ser el mismo que en site.yaml)`;
}

/** The variable holds .env.example's placeholder: where, and where the real address is. */
export function exampleAddressFix(variable: string, origin: Origin | undefined, platform: string): string {
  const where = origin ? ` (${whereWritten(origin)})` : "";
  return `la dirección de ${variable}${where} es todavía la de ejemplo, copiada de .env.example: pon en su lugar la de tu calendario, ${whereToCopy(platform)}`;
}
