/**
 * Every interface label of the site (button names, aria labels, fixed
 * headings). Content — what the owner writes — lives in site.yaml; words that
 * belong to the interface itself live here, in one place: this file and, for
 * the parts a page loads only when needed, src/labels/ (so no page carries
 * them before it needs them).
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

/** The availability form's words (its problems, which only its logic says, are in src/labels/problems.ts). */
export const bookingMessages = {
  form: "Consulta de disponibilidad",
  apartment: "Apartamento",
  guests: "Personas",
  checkIn: "Fecha de entrada",
  checkOut: "Fecha de salida",
  submit: "Consultar disponibilidad",
  pickerShow: "Ver fechas libres",
  pickerHide: "Ocultar calendario",
} as const;

/**
 * Numbers as words, for the counts texts name with {apartments} (scripts/content/count-tokens.ts);
 * from 21 on, figures. Apart from `labels`: only the build reads them, so no page carries them.
 */
export const numberWords: readonly string[] = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte"];
