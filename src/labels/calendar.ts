/** Part of the Spanish dictionary (src/labels.ts), apart so that only the availability calendar of an apartment page carries it. */
export const calendarLabels = {
  heading: "Disponibilidad",
  intro: "Las noches marcadas ya están reservadas. Un día tachado puede ser, aun así, el de tu salida.",
  free: "Libre",
  booked: "Ocupada",
  /** Said after a booked day's number, for screen readers («5, ocupada»). */
  bookedDay: "ocupada",
  weekdays: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
  weekdaysShort: ["L", "M", "X", "J", "V", "S", "D"],
  legend: "Leyenda",
  more: "Ver los meses siguientes",
  updated: (when: string) => `Actualizado el ${when}.`,
  stale: "Este calendario lleva más de dos días sin actualizarse: pregúntanos antes de reservar.",
  unread: (platforms: string) => `Falta el calendario de ${platforms}: pregúntanos antes de reservar.`,
  ask: "Preguntar",
} as const;
