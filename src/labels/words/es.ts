/**
 * The interface's words in Spanish, the site's main language: button names, aria labels, fixed
 * headings, the booking form's messages. What the owner writes lives in site.yaml; these belong
 * to the interface and are the same for any content. They speak to the visitor as «tú» («Elige»,
 * «Tu estancia»), as site.yaml's texts do (docs/editar-contenido.md, «A los huéspedes, de tú»).
 *
 * Every language has a file like this one in this folder, with the same keys (the type system
 * holds each to `Words`, this file's shape). Only text: `{name}` marks where a value goes, and a
 * count has one text per plural form of the language (`one`, `other`…, as `Intl.PluralRules` names
 * them), `{n}` being the number. Adding a language is adding its file (and its texts in site.yaml):
 * docs/decisions/024-interface-words-per-language.md.
 *
 * The parts are separate exports so that each travels only with the code that says it: `shell`
 * with every page's data, the others with the part of the site that loads them when needed.
 */

/** How this language writes dates, numbers and prices (`Intl`), and its name in its own words. */
export const language: LanguageFacts = {
  /** The locale given to Intl for dates, numbers, prices and plural forms. */
  locale: "es-ES",
  /** The language's name in itself, as the language switcher shows it. */
  name: "Español",
  /** Open Graph's locale of pages in this language. */
  ogLocale: "es_ES",
  /** Which way the language is written: «ltr» (left to right) or «rtl» (Arabic, Hebrew…): the page's `dir`. */
  direction: "ltr",
  /** How the booking form's messages write a date: 03/12/2026. */
  date: { day: "2-digit", month: "2-digit", year: "numeric" },
};

/** The words every page's shell and prerendered parts say. */
export const shell = {
  skipToContent: "Saltar al contenido",
  mainNav: "Principal",
  breadcrumb: "Migas de pan",
  menuOpen: "Menú",
  menuClose: "Cerrar menú",
  submenuToggle: "Mostrar u ocultar {name}",
  backToTop: "Volver arriba",
  loading: "Cargando",
  languages: "Idiomas",
  footerRegistration: "Registros turísticos",
  footerPages: "Páginas",
  /** The footer's links to the legal pages. */
  legalNav: "Información legal",
  nrua: "NRUA",
  licence: "Licencia",
  /** How search engines are told which number is which (JSON-LD `identifier`). */
  licenceId: "Licencia turística",
  followUs: "Síguenos en {network}",
  newTab: "(se abre en una pestaña nueva)",
  notFound: {
    title: "Página no encontrada",
    text: "La página que buscas no existe o ha cambiado de dirección. Desde aquí puedes seguir:",
    apartments: "Los apartamentos",
  },
  /** The address of an apartment taken off the site for a while (site.yaml «hidden: true»). */
  hiddenApartment: {
    text: "El apartamento {name} no se puede reservar por ahora.",
    next: "Puedes ver los demás o escribirnos:",
    apartments: "Los demás apartamentos",
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
    bookAria: "Reservar {name}",
    rooms: { one: "{n} habitación", other: "{n} habitaciones" },
    beds: { one: "{n} cama", other: "{n} camas" },
    bathrooms: { one: "{n} baño", other: "{n} baños" },
    capacity: "hasta {max} personas ({recommended}\u00a0recomendadas)",
    related: "También te puede interesar",
    space: "El espacio",
    services: "Servicios y zonas comunes",
    other: "Otros aspectos destacables",
    features: "Qué incluye",
    rules: "Normas y condiciones",
    summaryMinimum: { one: "mínimo {n} noche", other: "mínimo {n} noches" },
    summaryNextFree: "libre desde el {date}",
    /** When the calendar can't say when it is next free. */
    summaryAsk: "consúltanos las fechas",
    availability: "Consulta la disponibilidad",
  },
  contact: {
    phone: "Teléfono",
    whatsapp: "WhatsApp",
    email: "Correo electrónico",
    callAria: "Llamar al {phone}",
    whatsappAria: "Escribir por WhatsApp al {phone}",
    emailAria: "Escribir a {email}",
  },
  places: {
    distance: "Distancia",
    hours: "Horario",
    phone: "Teléfono",
    address: "Dirección",
    addressAria: "Ver {address} en el mapa",
  },
  map: {
    heading: "Cómo llegar",
    load: "Cargar mapa",
    open: "Abrir en el mapa",
    frameTitle: "Mapa de {place}",
    notice: "El mapa se carga desde Google Maps solo si lo pides.",
  },
  gallery: {
    open: "Ampliar: {alt}",
    count: { one: "{n} foto", other: "{n} fotos" },
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
      counter: "{index} / {total}",
    },
  },
  /** The photo slider of each apartment page (names the browser tests and screen readers rely on: keep them). */
  slider: {
    region: "Fotos de {name}",
    roleDescription: "carrusel",
    previous: "Foto anterior",
    next: "Foto siguiente",
    counter: "{i} / {n}",
    slideRoleDescription: "foto",
    slide: "Foto {i} de {n}",
    thumbs: "Miniaturas",
    thumb: "Ver foto {i}",
    pause: "Pausar el pase de fotos",
    play: "Reanudar el pase de fotos",
  },
  figures: {
    /** The band's heading, for screen readers' list of headings (the band shows none). */
    heading: "En cifras",
  },
  about: {
    byline: "Texto de {name}, {role}",
  },
  /** The availability form's fields (its problems, which only its logic says, are in `problems`). */
  booking: {
    form: "Consulta de disponibilidad",
    apartment: "Apartamento",
    guests: "Personas",
    checkIn: "Fecha de entrada",
    checkOut: "Fecha de salida",
    submit: "Consultar disponibilidad",
    /** The submit's name once the answer is known: what pressing it does. */
    submitListing: "Reservar en el anuncio",
    submitListingUnknown: "Ver fechas en el anuncio",
    submitEnquiry: "Escribirnos con estas fechas",
    pickerShow: "Ver fechas libres",
    pickerHide: "Ocultar calendario",
    noCalendar: "{name} no publica su calendario aquí: te confirmamos las fechas al responder tu consulta.",
  },
  /** The stay search of the home page and the apartment list: every apartment's answer for some dates. */
  search: {
    heading: "¿Qué apartamento está libre en tus fechas?",
    form: "Buscar apartamento libre",
    intro: "Pon tus fechas y el número de personas: te decimos qué dice cada apartamento y cuánto cuesta en total.",
    checkIn: "Entrada",
    checkOut: "Salida",
    guests: "Personas",
    submit: "Buscar",
    noScript: "Esta búsqueda necesita JavaScript. Sin él, cada apartamento muestra en su página las noches ya reservadas, y te contestamos por teléfono, WhatsApp o correo:",
    contact: "Contactar",
    /** The answers' code didn't arrive. */
    unloaded: "No hemos podido cargar las respuestas: vuelve a buscar en un momento, o pregúntanos.",
  },
};

/**
 * Each problem a stay can have, said by the form's logic (loaded when the visitor reaches for the
 * form). The four texts of SPEC §8 are exact: visitors and tests rely on them.
 */
export const problems = {
  checkInEmpty: "La fecha de entrada no puede ser vacío",
  checkOutEmpty: "La fecha de salida no puede ser vacío",
  checkInNotAfterToday: "La fecha de entrada tiene que ser superior a hoy",
  checkOutNotAfterCheckIn: "La fecha de salida tiene que ser superior a la de entrada",
  // Beyond SPEC §8: what a value the form's own controls can't give (edited page, autofill, a browser's quirk) gets.
  checkInInvalid: "La fecha de entrada no es válida",
  checkOutInvalid: "La fecha de salida no es válida",
  checkInTooFar: "La fecha de entrada no puede ser posterior al {last}",
  checkOutTooFar: "La fecha de salida no puede ser posterior al {last}",
  apartmentUnknown: "Elige uno de los apartamentos de la lista",
  guestsOutOfRange: "El número de personas tiene que estar entre 1 y {max}",
  /** The search's: any group gets an answer, but a number it must be. */
  guestsInvalid: "Indica cuántas personas sois, de 1 en adelante",
};

/** What the form says of a stay over booked nights or under a season's minimum. */
export const stay = {
  checkInBooked: "{name} ya está reservado del {from} al {to}: elige otra fecha de entrada.",
  stayIncludesBooked: "Tu estancia incluye noches ya reservadas (del {from} al {to}): la salida puede ser como muy tarde el {latest}.",
  minimumStay: "{season}: la estancia mínima es de {nights} noches; elige una salida a partir del {earliest}.",
};

/** The answers for a stay (the search's and the form's), and the requests they write to the owner. */
export const answers = {
  estimateTitle: "Precio aproximado",
  nights: { one: "{n} noche", other: "{n} noches" },
  /** A total's parts, shown only when it has more than one («4 noches: 320 € + limpieza 30 € = 350 €»). */
  estimateWithCleaning: "{nights}: {lodging} + limpieza {cleaning} = {total}",
  taxesIncluded: "impuestos incluidos",
  taxesExcluded: "impuestos aparte",
  estimateByListing: "Orientativo: el anuncio confirma el precio final al reservar.",
  estimateByOwner: "Orientativo: te confirmamos el precio al responder tu consulta.",
  opensListing: "Se abrirá el anuncio en una pestaña nueva, con las fechas ya puestas.",
  openListing: "Abrir el anuncio",
  enquiryTitle: "{name} se reserva directamente con nosotros",
  enquiryIntro: "Envíanos tu consulta con las fechas ya escritas:",
  enquiryWhatsapp: "Preguntar por WhatsApp",
  enquiryEmail: "Preguntar por correo",
  enquirySubject: "Disponibilidad de {name} ({ref})",
  /** The requests to the owner, made of an opening, what the page showed as price, and the reference. */
  request: {
    /** The opening: asking about one apartment or several together, booking them, or a group larger than the building. */
    ask: "Hola, quería saber si {name} está disponible del {checkIn} al {checkOut} para {people}.",
    askTogether: "Hola, quería saber si {name} están disponibles juntos del {checkIn} al {checkOut} para {people}.",
    book: "Hola, quiero reservar {name} directamente del {checkIn} al {checkOut} para {people}.",
    bookTogether: "Hola, quiero reservar juntos {name} directamente del {checkIn} al {checkOut} para {people}.",
    largeGroup: "Hola, somos {people} y buscamos alojamiento del {checkIn} al {checkOut}: ¿nos podéis ayudar?",
    subjectLargeGroup: "Alojamiento para {people} ({ref})",
    total: "Total que indica la web: {total}.",
    totalSplit: "Total que indica la web: {total} ({split}).",
    askTotal: "Precio que indica la web si está disponible: {total}.",
    askTotalSplit: "Precio que indica la web si están disponibles: {total} ({split}).",
    prices: "Precios que indica la web ({split}).",
    splitPart: "{name}: {price}",
    toConfirm: "a confirmar",
    reference: "Referencia: {ref}. Gracias.",
  },
  liveFree: "Libre del {checkIn} al {checkOut}: {nights}, {total} en total ({taxes})",
  liveFreeNoPrice: "Libre del {checkIn} al {checkOut}: {nights}, precio a confirmar",
  searchFor: "Del {checkIn} al {checkOut}: {nights}, {people}",
  freeCount: { one: "{n} apartamento libre", other: "{n} apartamentos libres" },
  people: { one: "{n} persona", other: "{n} personas" },
  searchProblems: "Revisa la búsqueda:",
  /** While the booked nights are on their way (a slow connection). */
  checking: "Consultando los calendarios…",
  free: "Libre: {total} en total ({taxes})",
  freeNoPrice: "Libre en esas fechas, precio a confirmar",
  /** Under a «libre» from a calendar not updated for over two days. */
  staleFree: "Según su calendario del {date}, que lleva días sin actualizarse: confírmalo al reservar.",
  booked: "Ocupado: {ranges}",
  bookedRange: "noches del {from} al {last}",
  bookedNight: "la noche del {from}",
  nearest: "Fechas libres más cercanas, {nights}: del {checkIn} al {checkOut}",
  tryNearest: "Buscar esas fechas",
  chooseNearest: "Elegir esas fechas",
  noNearest: "Nada libre que podamos confirmar a una semana de tus fechas: mira su calendario o escríbenos.",
  seeCalendar: "Ver su calendario",
  minimum: "{season}: estancia mínima de {nights}",
  /** The one-tap fix of a stay under the minimum: the first check-out that meets it. */
  minimumFix: "Salir el {checkOut}",
  capacity: "Caben hasta {people}",
  /** Why an answer can't say free or booked: each ends in the way to ask. */
  unknown: {
    "no-calendar": "Sin calendario en la web: consúltanos",
    "not-loaded": "No hemos podido cargar los calendarios: consúltanos",
    damaged: "No podemos leer su calendario ahora mismo: consúltanos",
    beyond: "Su calendario aún no llega a esas fechas: consúltanos",
    incomplete: "Falta por leer parte de su calendario: consúltanos",
  },
  unknownPrice: "Si está libre: {total} en total ({taxes})",
  priceToConfirm: "Precio a confirmar",
  bookListing: "Reservar en el anuncio",
  seeListing: "Ver fechas en el anuncio",
  bookDirect: "Reservar directamente",
  bookDirectEmail: "Por correo",
  directSaving: "Reservando directamente con nosotros: {total} (ahorras {saving})",
  directOffer: "¿Prefieres reservar directamente con nosotros? Te lo confirmamos al responder.",
  capacityFit: "Apartamentos para {people}:",
  chooseApartment: "Elegir {name}",
  /** For a group no single apartment holds: the search, with the stay, that puts apartments together. */
  groupSearch: "Buscar apartamentos juntos para {people}",
  directSubject: "Reserva directa: {name} ({ref})",
  groupsHeading: "Para {people}, juntando apartamentos",
  group: "{names}: hasta {people}, {total} en total",
  groupNoPrice: "{names}: hasta {people}, precio a confirmar",
  /** A set with an apartment whose calendar can't say: the owner confirms it. */
  groupToConfirm: {
    one: "A confirmar: aún no podemos decir si {names} está libre en esas fechas.",
    other: "A confirmar: aún no podemos decir si {names} están libres en esas fechas.",
  },
  groupSplit: "{name}: {price}",
  groupAsk: "Pedirlos juntos",
  groupAskConfirm: "Preguntar por ellos juntos",
  noGroup: "Ningún grupo de apartamentos libres da cabida a tantas personas en esas fechas: escríbenos y buscamos otra solución.",
  largeGroup: "En todo el edificio caben {people}: escríbenos y buscamos una solución para vuestro grupo.",
  writeUs: "Escribir por WhatsApp",
};

/** The availability calendar of an apartment page. */
export const calendar = {
  heading: "Disponibilidad",
  intro: "Las noches marcadas ya están reservadas. Un día tachado puede ser, aun así, el de tu salida.",
  free: "Libre",
  booked: "Ocupada",
  /** Said after a booked day's number, for screen readers («5, ocupada»). */
  bookedDay: "ocupada",
  legend: "Leyenda",
  more: "Ver los meses siguientes",
  updated: "Actualizado el {when}.",
  /** How «when» is written: «1 de octubre de 2026 a las 10:00». */
  updatedWhen: "{date} a las {time}",
  stale: "Este calendario lleva más de dos días sin actualizarse: pregúntanos antes de reservar.",
  unread: "Falta el calendario de {platforms}: pregúntanos antes de reservar.",
  /** A calendar with only the nights the owner blocked by hand: the rest may be taken on a platform. */
  ownerOnly: "Este calendario solo marca las noches reservadas directamente con nosotros: pregúntanos antes de reservar.",
  ask: "Preguntar",
};

/** The form's month calendar. */
export const picker = {
  hint: "Elige el día de llegada y después el de salida. Los días tachados ya están reservados (pueden ser, aun así, tu día de salida).",
  /** How far the calendar reaches: after it, the days can't be chosen here. */
  until: "El calendario llega hasta la noche del {date}: para después, consúltanos.",
  booked: "ocupada",
  previousMonth: "Ir al mes anterior",
  nextMonth: "Ir al mes siguiente",
  today: "Hoy",
  nav: "Meses",
  selected: "seleccionado",
  crossesBooked: "no disponible: la estancia cruzaría noches ocupadas",
  underMinimum: "no disponible: la estancia mínima es de {nights} noches",
  tooSoon: "no disponible: la llegada más pronto es mañana",
  /** A night past what the calendar publishes: the owner confirms it. */
  unknown: "sin calendario aún: consúltanos",
};

/** Prices, where the owner gives them (site.yaml «rates»). */
export const prices = {
  from: "desde {price} / noche",
  heading: "Precios",
  season: "Temporada",
  nightly: "Por noche",
  weekendPrice: "viernes y sábado: {price}",
  minimum: "Mínimo",
  nights: { one: "{n} noche", other: "{n} noches" },
  period: "{from} – {to}",
  cleaning: "Limpieza final: {price} por estancia.",
  taxesIncluded: "Impuestos incluidos.",
  taxesExcluded: "Impuestos aparte.",
  confirm: "Precios orientativos: el precio final lo confirma el anuncio al reservar o nosotros al responder tu consulta.",
  range: "{low}–{high} por noche",
  single: "{price} por noche",
  /** What a night costs booked directly with the owner (site.yaml «booking.directDiscount»), on a card and the page's summary. */
  directFrom: "desde {price} / noche reservando directamente",
  /** The price table's column of the prices booked directly. */
  direct: "Reservando directamente",
  directNote: "Reservando directamente con nosotros, por WhatsApp o correo, pagas un {percent} % menos que en el anuncio.",
};

/**
 * Guest reviews (site.yaml «reviews»): the words beside each one, and the sentences that say how
 * they were chosen and checked, written at build from the data (src/site/reviews.ts).
 */
export const reviews = {
  heading: "Lo que dicen los huéspedes",
  /** Under each review: «Laura, agosto de 2026, en Mirador». */
  byline: "{guest}, {month}, en {apartment}",
  rating: "{rating} de {scale}",
  from: "en {source}",
  direct: "enviada directamente",
  original: "Ver el original en {source}",
  translated: "Traducción del {language}",
  /** Above a review's translation: whose words these are not. */
  asWritten: "Lo que escribió, en {language}:",
  /** A platform's overall rating, as text: «4,8 de 5 en Airbnb, 37 opiniones». */
  overall: "{rating} de {scale} en {source}, {count}",
  /** The sources of the period, one by one: «Airbnb (7)». */
  sourceCount: "{source} ({count})",
  directSource: "las que nos enviaron directamente",
  all: "Todas las opiniones de estancias de {from} a {to} en {sources}, buenas y malas, sin quitar ninguna.",
  chosenOf: "Una selección nuestra: {shown} de las {total} opiniones de estancias de {from} a {to} en {sources}. Cómo las elegimos: {how}.",
  chosen: "Una selección nuestra entre las opiniones de estancias de {from} a {to} en {sources}. Cómo las elegimos: {how}.",
  verified: { one: "{sources} solo deja opinar a quien se alojó con una reserva hecha allí; cada opinión enlaza a su original.", other: "{sources} solo dejan opinar a quien se alojó con una reserva hecha allí; cada opinión enlaza a su original." },
  /** A platform that lets anyone write, and nobody checks. */
  unverified: { one: "{sources} no comprueba que quien opina se haya alojado aquí, ni lo comprobamos nosotros.", other: "{sources} no comprueban que quien opina se haya alojado aquí, ni lo comprobamos nosotros." },
  /** A platform that lets anyone write, before the owner's own check (site.yaml «sources[].check»). */
  unverifiedPlatform: { one: "{sources} no comprueba que quien opina se haya alojado aquí.", other: "{sources} no comprueban que quien opina se haya alojado aquí." },
  /** Beside the home page's selection. */
  latest: { one: "La opinión más reciente, de las {total} que mostramos.", other: "Las {n} opiniones más recientes, de las {total} que mostramos." },
  /** …when it shows them all. */
  everyOne: { one: "La única opinión que mostramos.", other: "Las {n} opiniones que mostramos." },
  /** Beside an apartment's: all of its own, or the most recent of them. */
  apartmentAll: { one: "La opinión de {apartment}.", other: "Las {n} opiniones de {apartment}." },
  apartmentLatest: "Las {n} más recientes de las {total} opiniones de {apartment}.",
  /** A group of the reviews page: «4 opiniones». */
  count: { one: "{n} opinión", other: "{n} opiniones" },
  seeAll: "Todas las opiniones ({total})",
};

/**
 * A short date as the language writes it («5 dic»), where the page writes one in the browser (the
 * summary line's first free night): from these words, not Intl, whose first date format loads the
 * locale's data on a phone. A test holds them to what Intl writes.
 */
export const dates = {
  short: "{day} {month}",
  months: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
};

/** The legal pages' parts the site writes itself (the prose is the owner's, in site.yaml «legal»). */
export const legal = {
  registrations: "Números de registro",
  supervisedBy: "Administración que autoriza y supervisa los apartamentos:",
  prices: "Precios",
  taxesIncluded: "Los precios que muestra esta web de {names} incluyen los impuestos.",
  taxesExcluded: "Los precios que muestra esta web de {names} no incluyen los impuestos, que se suman al confirmar la reserva.",
  storage: {
    caption: "Lo que esta web guarda en tu navegador",
    key: "Nombre",
    area: "Dónde se guarda",
    purpose: "Para qué",
    lasts: "Cuánto dura",
  },
  areas: {
    cookie: "Cookie",
    session: "Almacenamiento de la sesión del navegador (sessionStorage)",
    local: "Almacenamiento del navegador (localStorage)",
  },
  stored: {
    mapConsent: {
      purpose: "Recordar, durante tu visita, que has pedido ver el mapa, para no volver a preguntártelo en cada página.",
      lasts: "Hasta que cierras la pestaña.",
    },
  },
};

/**
 * The owner's editor of site.yaml (/editar): its sign-in, its notices and the check's headings. The
 * check's own messages are Spanish in every language, as `npm run check` prints them.
 */
export const editor = {
  title: "Editor de la web",
  noScript: "El editor necesita JavaScript: actívalo en el navegador y vuelve a cargar la página.",
  loading: "Cargando el editor…",
  loadFailed: "No se ha podido cargar el editor: comprueba la conexión y vuelve a cargar la página.",
  framed: "Por seguridad, el editor no funciona dentro de otra página.",
  openAlone: "Abrir el editor en su propia pestaña",
  signInHeading: "Entrar con tu token de GitHub",
  signInIntro: "El contenido de la web está en su repositorio de GitHub. Para editarlo aquí, pega un token de GitHub con permiso sobre ese repositorio.",
  guide: "Cómo crear el token (guía, «Editar desde el navegador»)",
  repository: "Repositorio de la web",
  repositoryHint: "Como lo muestra GitHub: propietario/nombre, por ejemplo «maria/apartamentos». Se recuerda en este dispositivo.",
  repositoryInvalid: "Escribe el repositorio como propietario/nombre, por ejemplo «maria/apartamentos».",
  token: "Token de GitHub",
  tokenHint: "Empieza por «github_pat_». No se lo des a nadie.",
  tokenEmpty: "Pega aquí tu token de GitHub.",
  remember: "Recordar en este dispositivo",
  rememberHint: "Sin marcar, el token se olvida al cerrar la pestaña. Márcalo solo en un dispositivo que uses tú.",
  connect: "Entrar",
  connecting: "Conectando con GitHub…",
  reading: "Leyendo el contenido de la web…",
  unreachable: "No se ha podido conectar con GitHub: comprueba la conexión a internet y vuelve a intentarlo.",
  readFailed: "No se ha podido leer el contenido de la web en GitHub: vuelve a intentarlo en un momento.",
  notConnectable: "Esta versión del editor todavía no puede conectar con GitHub.",
  signOut: "Salir",
  where: "{repository}, rama {branch}",
  cannotPush: "Este token puede leer el repositorio pero no publicar: puedes editar y comprobar los cambios, pero no publicarlos. Para publicar, crea un token con permiso de escritura (lo explica la guía).",
  content: "Contenido de la web (site.yaml)",
  draftKept: "Tienes cambios sin publicar guardados en este dispositivo.",
  discard: "Descartar cambios",
  discardConfirm: "¿Descartar los cambios sin publicar y volver al contenido publicado?",
  offline: "Sin conexión: sigues editando, y los cambios se guardan en este dispositivo.",
  notSaved: "No se han podido guardar los cambios en este dispositivo: no cierres la página sin publicarlos.",
  checkHeading: "Comprobación",
  checking: "Comprobando…",
  problems: { one: "{n} problema: corrígelo para poder publicar. Púlsalo para ir a su línea.", other: "{n} problemas: corrígelos para poder publicar. Pulsa uno para ir a su línea." },
  warnings: { one: "{n} aviso", other: "{n} avisos" },
  checkFailed: "No se ha podido comprobar el contenido: vuelve a cargar la página.",
  publishHeading: "Publicar",
  publish: "Publicar los cambios",
  nothingToPublish: "No hay cambios que publicar.",
  fixBeforePublishing: "Corrige los problemas de la comprobación para poder publicar.",
  waitForCheck: "Espera a que termine la comprobación.",
  offlineNoPublish: "Sin conexión no se puede publicar: los cambios siguen guardados en este dispositivo.",
  publishing: "Publicando: guardando los cambios en GitHub…",
  published: "Cambios guardados en GitHub (un solo cambio, «{message}»).",
  publishedMerged: "Cambios guardados en GitHub, junto con otros que se habían hecho mientras tanto (por ejemplo desde el ordenador): no se ha perdido ninguno.",
  runWaiting: "La web se va a reconstruir con los cambios: espera un momento…",
  runBuilding: "La web se está reconstruyendo con los cambios (tarda unos minutos)…",
  runLive: "Listo: la web ya muestra los cambios.",
  runFailed: "La web no se ha podido reconstruir con los cambios, y sigue como estaba. Mira qué ha pasado en GitHub:",
  runUnknown: "Los cambios están guardados, pero el editor no puede ver si la web ya se ha reconstruido (el token no tiene permiso «Actions: Read», o tarda más de lo normal). Compruébalo en la web en unos minutos.",
  runLink: "el registro de la publicación en GitHub",
  publishFailed: "No se ha publicado nada: {problem}",
  conflictsHeading: "No se ha publicado nada: alguien cambió lo mismo mientras editabas",
  conflictsIntro: "Mientras editabas, se publicaron otros cambios en las mismas líneas. Tus cambios siguen guardados en este dispositivo. Para cada sitio, abajo tienes lo que hay ahora en la web y lo que habías escrito tú.",
  conflictLines: "{path}, líneas {from} a {to}",
  conflictFile: "{path}: cambiado también en GitHub",
  conflictTheirs: "Ahora en la web",
  conflictOurs: "Lo que habías escrito",
  startFromTheirs: "Partir de lo publicado ahora (copia antes lo tuyo de aquí abajo)",
  previewHeading: "Vista previa",
  previewOpen: "Ver la vista previa",
  previewClose: "Cerrar la vista previa",
  previewIntro: "Así quedarán las páginas con tus cambios, antes de publicarlos: con los bloqueos de fechas y los calendarios que la web tiene ahora.",
  previewPage: "Página",
  previewHome: "Portada",
  previewWidth: "Ancho",
  previewPhone: "Móvil (375 px)",
  previewLaptop: "Ordenador (1280 px)",
  previewLanguage: "Idioma",
  previewStale: "La comprobación encuentra problemas: la vista previa muestra la última versión correcta.",
  previewWaiting: "Preparando la vista previa…",
  previewFrame: "Vista previa, {width}: {title}",
  previewCannot: {
    language: "La web no sale en el idioma «{name}» con el contenido de ahora («site.languages»).",
    apartment: "El apartamento «{name}» no sale en la web con el contenido de ahora (no está en «apartments», o lleva «hidden: true»).",
    page: "No se puede dibujar esta página con el contenido de ahora.",
  },
  tasks: {
    heading: "Cambiar con un formulario",
    intro: "Elige qué quieres cambiar: el formulario escribe el cambio en el texto de arriba, y se comprueba y se publica con los demás.",
    open: { rates: "Cambiar precios", blocks: "Bloquear fechas", text: "Cambiar un texto", review: "Añadir una opinión", photos: "Fotos" },
    about: {
      rates: "Las temporadas de un apartamento, sus precios y noches mínimas, y la limpieza.",
      blocks: "Noches ocupadas fuera de las plataformas: una reserva por teléfono, la familia…",
      text: "El lema, los resúmenes y descripciones de los apartamentos, las traducciones de las opiniones, en cada idioma.",
      review: "Una opinión nueva de un huésped, o quitar una.",
      photos: "Las fotos de un apartamento o de la galería: añadir, ordenar, describir, quitar.",
    },
    back: "Volver a la lista",
    done: "Hecho en el texto: {summary}. Se publica con los demás cambios.",
    refused: "No se ha hecho el cambio:",
    unreadable: "Este formulario no se puede usar hasta que el texto esté bien:",
    noApartments: "El texto no tiene ningún apartamento.",
    apartment: "Apartamento",
    remove: "Quitar",
    removeConfirm: "¿Quitar {what}?",
    textNeeded: "Rellena este campo.",
    dateNeeded: "Elige una fecha.",
    amountNeeded: "Escribe un número, como 85 o 85,50.",
    nightsNeeded: "Escribe un número entero de noches, como 2.",
  },
  rates: {
    noSeasons: "{apartment} aún no tiene precios: añade su primera temporada.",
    season: "Temporada {n}: {name}",
    from: "Primera noche",
    to: "Última noche",
    toHint: "Incluida en la temporada.",
    nightly: "Precio por noche (€)",
    weekend: "Viernes y sábado (€)",
    weekendHint: "El precio de esas noches; vacío si es el de cada noche.",
    minNights: "Noches mínimas",
    saveSeason: "Guardar la temporada",
    removeSeason: "Quitar la temporada",
    addSeason: "Añadir una temporada",
    seasonName: "Nombre en {language}",
    taxesIncluded: "Los precios llevan los impuestos incluidos",
    taxesHint: "IVA y tasa turística. Sin marcar, la web dice que se suman aparte.",
    cleaningFee: "Limpieza final",
    cleaningAmount: "Precio de la limpieza (€)",
    cleaningHint: "Una vez por estancia. Vacío: no se cobra aparte.",
    saveFee: "Guardar la limpieza",
  },
  blocks: {
    list: "Fechas bloqueadas",
    none: "{apartment} no tiene fechas bloqueadas.",
    stay: "del {from} al {to}",
    remove: "Quitar las fechas {stay}",
    add: "Bloquear fechas nuevas",
    checkIn: "Llegada",
    checkInHint: "Su noche queda ocupada.",
    checkOut: "Salida",
    checkOutHint: "El día que se van: esa noche queda libre para otra llegada.",
    note: "Nota (opcional)",
    noteHint: "Solo para ti (quién es, cómo contactar): no se publica nunca.",
    save: "Bloquear estas fechas",
  },
  texts: {
    choose: "Texto",
    none: "El texto no tiene textos en cada idioma que este formulario sepa cambiar.",
    siteGroup: "La web",
    reviewsGroup: "Opiniones",
    inGroup: "{group}: {text}",
    siteName: "Nombre de la web",
    tagline: "Lema",
    siteDescription: "Descripción de la web",
    contactIntro: "Introducción de «Contacto»",
    galleryIntro: "Introducción de la galería",
    summary: "Resumen",
    space: "El espacio, párrafo {n}",
    services: "Servicios, párrafo {n}",
    other: "Otros detalles, párrafo {n}",
    review: "Opinión de {guest} ({stay}): traducción",
    original: "Lo que escribió, en {language}",
    save: "Guardar el texto",
  },
  reviews: {
    add: "Añadir la opinión",
    guest: "Nombre del huésped",
    guestHint: "Solo el nombre de pila, o la inicial con punto: «Carmen», «J.».",
    stay: "Mes de la estancia",
    stayHint: "Año y mes: 2026-08.",
    stayNeeded: "Escribe el año y el mes, como 2026-08.",
    source: "De dónde viene",
    direct: "Directa (correo, WhatsApp…)",
    url: "Dirección del original",
    urlHint: "La página de opiniones del anuncio en la plataforma.",
    rating: "Nota (opcional)",
    ratingHint: "En la escala de la plataforma: 5 en Airbnb, 9,6 en Booking.com.",
    language: "Idioma en que la escribió",
    languageNeeded: "Elige el idioma.",
    text: "Lo que escribió, tal cual",
    textHint: "Se puede acortar con «…», sin cambiar su sentido.",
    translation: "Traducción al {language} (opcional)",
    list: "Opiniones publicadas",
    none: "No hay ninguna opinión.",
    item: "{guest}, {stay}, {apartment}",
    remove: "Quitar la opinión de {review}",
  },
  photoTexts: {
    list: "Fotos de",
    gallery: "Galería: {title}",
    about: "Historia",
    noLists: "El texto no tiene ninguna lista de fotos.",
    none: "Esta lista no tiene fotos.",
    photo: "Foto {n}: {file}",
    alt: "Qué muestra, en {language}",
    caption: "Pie de foto, en {language}",
    save: "Guardar",
  },
  photoPanel: {
    listed: "Sus fotos, en orden",
    position: "Foto {n}:",
    mainBadge: "Principal",
    addedBadge: "Nueva, sin publicar",
    up: "Subir {file}",
    down: "Bajar {file}",
    upShort: "Subir",
    downShort: "Bajar",
    remove: "Quitar {file}",
    texts: "Qué muestra",
    add: "Añadir fotos",
    addHint: "Del carrete del móvil o de tus archivos: JPG, PNG, WebP o AVIF, de al menos {width} px de ancho. Una foto HEIC del iPhone hay que pasarla antes a JPG.",
    choose: "Elegir fotos",
    measuring: "Midiendo «{name}»…",
    refused: "No se ha añadido «{name}»:",
    unreadable: "no se ha podido leer el archivo; vuelve a elegirlo.",
    dismiss: "Entendido",
    newPhoto: "Foto nueva: «{name}»",
    willBe: "Se guardará como {file}.",
    size: "{width} × {height} píxeles",
    altNeeded: "Escribe qué muestra la foto.",
    addPhoto: "Añadir la foto",
    cancel: "Descartar",
  },
};

/**
 * Numbers as words, for the counts texts name with {apartments} (when the site's data is made);
 * from the end of the list on, figures.
 */
export const numberWords: readonly string[] = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte"];

/** What every language's file says about its language. */
export type LanguageFacts = {
  locale: string;
  name: string;
  ogLocale: string;
  direction: "ltr" | "rtl";
  date: Intl.DateTimeFormatOptions;
};
