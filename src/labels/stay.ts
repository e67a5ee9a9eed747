/** Part of the Spanish dictionary (src/labels.ts), apart so that only the form's logic (loaded when needed) carries it: what the form says of a stay over booked nights or under a season's minimum. */
export const stayMessages = {
  checkInBooked: (name: string, from: string, to: string) => `${name} ya está reservado del ${from} al ${to}: elige otra fecha de entrada.`,
  stayIncludesBooked: (from: string, to: string, latest: string) => `Tu estancia incluye noches ya reservadas (del ${from} al ${to}): la salida puede ser como muy tarde el ${latest}.`,
  minimumStay: (season: string, nights: number, earliest: string) => `En ${season} la estancia mínima es de ${nights} noches: elige una salida a partir del ${earliest}.`,
} as const;
