/**
 * Part of the Spanish dictionary (src/labels.ts), apart so that only the form's logic (loaded when
 * the visitor reaches for the form) carries it: each problem a stay can have. The four texts of
 * SPEC §8 are exact: visitors and tests rely on them.
 */
export const problemMessages = {
  checkInEmpty: "La fecha de entrada no puede ser vacío",
  checkOutEmpty: "La fecha de salida no puede ser vacío",
  checkInNotAfterToday: "La fecha de entrada tiene que ser superior a hoy",
  checkOutNotAfterCheckIn: "La fecha de salida tiene que ser superior a la de entrada",
  // Beyond SPEC §8: what a value the form's own controls can't give (edited page, autofill, a browser's quirk) gets.
  checkInInvalid: "La fecha de entrada no es válida",
  checkOutInvalid: "La fecha de salida no es válida",
  checkInTooFar: (last: string) => `La fecha de entrada no puede ser posterior al ${last}`,
  checkOutTooFar: (last: string) => `La fecha de salida no puede ser posterior al ${last}`,
  apartmentUnknown: "Elige uno de los apartamentos de la lista",
  guestsOutOfRange: (max: number) => `El número de personas tiene que estar entre 1 y ${max}`,
} as const;
