/** Part of the Spanish dictionary (src/labels.ts), apart so that only the prices table (and the build) carry it: prices, where the owner gives them (site.yaml «rates»). */
export const priceLabels = {
  from: (price: string) => `desde ${price} / noche`,
  heading: "Precios",
  season: "Temporada",
  nightly: "Por noche",
  weekendPrice: (price: string) => `viernes y sábado: ${price}`,
  minimum: "Mínimo",
  nights: (n: number) => `${n} ${n === 1 ? "noche" : "noches"}`,
  period: (from: string, to: string) => `${from} – ${to}`,
  cleaning: (price: string) => `Limpieza final: ${price} por estancia.`,
  taxesIncluded: "Impuestos incluidos.",
  taxesExcluded: "Impuestos aparte.",
  confirm: "Precios orientativos: el precio final lo confirma el anuncio al reservar o nosotros al responder tu consulta.",
  range: (low: string, high: string) => (low === high ? `${low} por noche` : `${low}–${high} por noche`),
} as const;
