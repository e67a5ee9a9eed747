/**
 * Every interface label of the site (button names, aria labels, fixed
 * headings). Content — what the owner writes — lives in site.yaml; words that
 * belong to the interface itself live here, in one place.
 */
export const labels = {
  skipToContent: "Saltar al contenido",
  mainNav: "Principal",
  breadcrumb: "Migas de pan",
  menuOpen: "Menú",
  menuClose: "Cerrar menú",
  submenuToggle: (name: string) => `Mostrar u ocultar ${name}`,
  backToTop: "Volver arriba",
  loading: "Cargando",
  footerRegistration: "Registros turísticos",
  footerPages: "Páginas",
  nrua: "NRUA",
  licence: "Licencia",
  /** How search engines are told which number is which (JSON-LD `identifier`). */
  licenceId: "Licencia turística",
  followUs: (network: string) => `Síguenos en ${network}`,
  newTab: "(se abre en una pestaña nueva)",
  notFound: {
    title: "Página no encontrada",
    text: "La página que buscas no existe o ha cambiado de dirección. Estas te pueden servir:",
  },
  redirect: {
    title: "Esta página ha cambiado de dirección",
    link: "Ir a la página nueva",
  },
  error: {
    title: "Algo ha fallado",
    text: "No hemos podido mostrar esta página. Prueba a recargarla, o vuelve al inicio.",
    home: "Ir al inicio",
  },
  hero: {
    gallery: "Ver galería",
    pause: "Pausar fotos",
    play: "Reanudar fotos",
    slideshow: "Fotos de los apartamentos",
  },
  reservations: {
    title: "Reservas",
  },
  apartments: {
    heading: "Nuestros apartamentos",
    book: "Reservar",
    bookAria: (name: string) => `Reservar ${name}`,
    rooms: (n: number) => `${n} ${n === 1 ? "habitación" : "habitaciones"}`,
    beds: (n: number) => `${n} ${n === 1 ? "cama" : "camas"}`,
    bathrooms: (n: number) => `${n} ${n === 1 ? "baño" : "baños"}`,
    capacity: (max: number, recommended: number) => `hasta ${max} personas (${recommended} recomendadas)`,
    related: "También te puede interesar",
    space: "El espacio",
    services: "Servicios y zonas comunes",
    other: "Otros aspectos destacables",
    features: "Servicios",
    rules: "Normas y condiciones",
    availability: "Consulta la disponibilidad",
  },
  contact: {
    phone: "Teléfono",
    whatsapp: "WhatsApp",
    email: "Correo electrónico",
    callAria: (phone: string) => `Llamar al ${phone}`,
    whatsappAria: (phone: string) => `Escribir por WhatsApp al ${phone}`,
    emailAria: (email: string) => `Escribir a ${email}`,
  },
  places: {
    distance: "Distancia",
    hours: "Horario",
    phone: "Teléfono",
    address: "Dirección",
    addressAria: (address: string) => `Ver ${address} en el mapa`,
  },
  map: {
    heading: "Cómo llegar",
    load: "Cargar mapa",
    open: "Abrir en el mapa",
    frameTitle: (place: string) => `Mapa de ${place}`,
    notice: "El mapa se carga desde Google Maps solo si lo pides.",
  },
  gallery: {
    open: (alt: string) => `Ampliar: ${alt}`,
    /** The lightbox (lightGallery): its dialog name, and every button and message it draws. */
    lightbox: {
      dialog: "Visor de fotos",
      close: "Cerrar",
      previous: "Anterior",
      next: "Siguiente",
      maximize: "Ampliar o reducir el visor",
      download: "Descargar",
      playVideo: "Reproducir vídeo",
      loadFailed: "No se ha podido cargar la foto.",
      toggleThumbnails: "Mostrar u ocultar miniaturas",
      zoomIn: "Acercar",
      zoomOut: "Alejar",
      actualSize: "Ver a tamaño real",
      counter: (index: number, total: number) => `${index} / ${total}`,
    },
  },
  /** The photo slider of each apartment page (names fixed by the UI contract, DESIGN.md §4). */
  slider: {
    region: (name: string) => `Fotos de ${name}`,
    roleDescription: "carrusel",
    previous: "Foto anterior",
    next: "Foto siguiente",
    counter: (i: number, n: number) => `${i} / ${n}`,
    slideRoleDescription: "foto",
    slide: (i: number, n: number) => `Foto ${i} de ${n}`,
    thumbs: "Miniaturas",
    thumb: (i: number) => `Ver foto ${i}`,
    pause: "Pausar el pase de fotos",
    play: "Reanudar el pase de fotos",
  },
  figures: {
    /** The band's heading, for screen readers' list of headings (the band shows none). */
    heading: "En cifras",
  },
  about: {
    byline: (name: string, role: string) => `Texto de ${name}, ${role}`,
  },
} as const;

/** The availability form's words. The four problem texts of SPEC §8 are exact: visitors and tests rely on them. */
export const bookingMessages = {
  form: "Consulta de disponibilidad",
  apartment: "Apartamento",
  guests: "Personas",
  checkIn: "Fecha de entrada",
  checkOut: "Fecha de salida",
  submit: "Consultar disponibilidad",
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
  pickerShow: "Ver fechas libres",
  pickerHide: "Ocultar calendario",
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

/**
 * Numbers as words, for the counts texts name with {apartments} (scripts/content/count-tokens.ts);
 * from 21 on, figures. Apart from `labels`: only the build reads them, so no page carries them.
 */
export const numberWords: readonly string[] = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte"];

/** The availability calendar of each apartment page. Apart from `labels`: only the pages that show them carry them. */
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

/** Prices, where the owner gives them (site.yaml «rates»). Apart from `labels`: only the pages that show them carry them. */
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

/** What the form says of a stay over booked nights or under a season's minimum: only its logic (the engine, loaded when needed) carries them. */
export const stayMessages = {
  checkInBooked: (name: string, from: string, to: string) => `${name} ya está reservado del ${from} al ${to}: elige otra fecha de entrada.`,
  stayIncludesBooked: (from: string, to: string, latest: string) => `Tu estancia incluye noches ya reservadas (del ${from} al ${to}): la salida puede ser como muy tarde el ${latest}.`,
  minimumStay: (season: string, nights: number, earliest: string) => `En ${season} la estancia mínima es de ${nights} noches: elige una salida a partir del ${earliest}.`,
} as const;

/** The words of the form's month calendar, in the calendar's own chunk. */
export const pickerMessages = {
  hint: "Elige el día de llegada y después el de salida. Los días tachados ya están reservados (pueden ser, aun así, tu día de salida).",
  booked: "ocupada",
} as const;
