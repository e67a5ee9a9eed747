/** Part of the Spanish dictionary (src/labels.ts), apart so that only the form's answers (loaded after a submit or a chosen stay) carry it: the listing opened, the enquiry, the estimate. */
export const answerMessages = {
  estimateTitle: "Precio aproximado",
  estimate: (nights: number, lodging: string, cleaning: string | null, total: string) =>
    `${nights} ${nights === 1 ? "noche" : "noches"}: ${lodging}${cleaning ? ` + limpieza ${cleaning}` : ""} = ${total}`,
  taxesIncluded: "impuestos incluidos",
  taxesExcluded: "impuestos aparte",
  estimateByListing: "Orientativo: el anuncio confirma el precio final al reservar.",
  estimateByOwner: "Orientativo: te confirmamos el precio al responder tu consulta.",
  opensListing: "Se abrirá el anuncio en una pestaña nueva, con las fechas ya puestas.",
  openListing: "Abrir el anuncio",
  enquiryTitle: (name: string) => `${name} se reserva directamente con nosotros`,
  enquiryIntro: "Envíanos tu consulta con las fechas ya escritas:",
  enquiryWhatsapp: "Preguntar por WhatsApp",
  enquiryEmail: "Preguntar por correo",
  enquirySubject: (name: string) => `Disponibilidad de ${name}`,
  enquiryText: (name: string, checkIn: string, checkOut: string, guests: number) =>
    `Hola, quería saber si ${name} está disponible del ${checkIn} al ${checkOut} para ${guests} ${guests === 1 ? "persona" : "personas"}. Gracias.`,
} as const;
