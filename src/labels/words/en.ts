/**
 * The interface's words in English: the same keys as Spanish (es.ts, which explains the format),
 * held to them by the type system.
 */
import type { Words } from "../dictionary";

export const language: Words["language"] = {
  locale: "en-GB",
  name: "English",
  ogLocale: "en_GB",
  direction: "ltr",
  /** 3 Dec 2026: day first, the month in letters, so no reader takes it for 12 March. */
  date: { day: "numeric", month: "short", year: "numeric" },
};

export const shell: Words["shell"] = {
  skipToContent: "Skip to content",
  mainNav: "Main",
  breadcrumb: "Breadcrumb",
  menuOpen: "Menu",
  menuClose: "Close menu",
  submenuToggle: "Show or hide {name}",
  backToTop: "Back to top",
  loading: "Loading",
  languages: "Languages",
  footerRegistration: "Tourist registrations",
  footerPages: "Pages",
  legalNav: "Legal information",
  nrua: "NRUA",
  licence: "Licence",
  licenceId: "Tourist licence",
  followUs: "Follow us on {network}",
  newTab: "(opens in a new tab)",
  notFound: {
    title: "Page not found",
    text: "The page you are looking for doesn't exist or has moved. These may help:",
  },
  redirect: {
    title: "This page has moved",
    link: "Go to the new page",
  },
  error: {
    title: "Something went wrong",
    text: "We couldn't show this page. Try reloading it, or go back to the home page.",
    home: "Go to the home page",
  },
  hero: {
    gallery: "See the gallery",
    pause: "Pause photos",
    play: "Play photos",
    slideshow: "Photos of the apartments",
  },
  reservations: {
    title: "Bookings",
  },
  apartments: {
    heading: "Our apartments",
    book: "Book",
    bookAria: "Book {name}",
    rooms: { one: "{n} bedroom", other: "{n} bedrooms" },
    beds: { one: "{n} bed", other: "{n} beds" },
    bathrooms: { one: "{n} bathroom", other: "{n} bathrooms" },
    capacity: "up to {max} guests ({recommended} recommended)",
    related: "You may also like",
    space: "The space",
    services: "Amenities and shared areas",
    other: "Good to know",
    features: "Amenities",
    rules: "House rules and conditions",
    availability: "Check availability",
  },
  contact: {
    phone: "Phone",
    whatsapp: "WhatsApp",
    email: "Email",
    callAria: "Call {phone}",
    whatsappAria: "Message {phone} on WhatsApp",
    emailAria: "Email {email}",
  },
  places: {
    distance: "Distance",
    hours: "Opening hours",
    phone: "Phone",
    address: "Address",
    addressAria: "See {address} on the map",
  },
  map: {
    heading: "Getting here",
    load: "Load map",
    open: "Open in maps",
    frameTitle: "Map of {place}",
    notice: "The map loads from Google Maps only if you ask for it.",
  },
  gallery: {
    open: "Enlarge: {alt}",
    lightbox: {
      dialog: "Photo viewer",
      close: "Close",
      previous: "Previous",
      next: "Next",
      maximize: "Enlarge or shrink the viewer",
      download: "Download",
      playVideo: "Play video",
      loadFailed: "The photo couldn't be loaded.",
      toggleThumbnails: "Show or hide thumbnails",
      zoomIn: "Zoom in",
      zoomOut: "Zoom out",
      actualSize: "Actual size",
      counter: "{index} / {total}",
    },
  },
  slider: {
    region: "Photos of {name}",
    roleDescription: "carousel",
    previous: "Previous photo",
    next: "Next photo",
    counter: "{i} / {n}",
    slideRoleDescription: "photo",
    slide: "Photo {i} of {n}",
    thumbs: "Thumbnails",
    thumb: "Show photo {i}",
    pause: "Pause the slideshow",
    play: "Play the slideshow",
  },
  figures: {
    heading: "In numbers",
  },
  about: {
    byline: "Text by {name}, {role}",
  },
  booking: {
    form: "Availability enquiry",
    apartment: "Apartment",
    guests: "Guests",
    checkIn: "Check-in date",
    checkOut: "Check-out date",
    submit: "Check availability",
    pickerShow: "See free dates",
    pickerHide: "Hide calendar",
  },
};

export const problems: Words["problems"] = {
  checkInEmpty: "Please enter a check-in date",
  checkOutEmpty: "Please enter a check-out date",
  checkInNotAfterToday: "The check-in date must be after today",
  checkOutNotAfterCheckIn: "The check-out date must be after the check-in date",
  checkInInvalid: "The check-in date isn't a valid date",
  checkOutInvalid: "The check-out date isn't a valid date",
  checkInTooFar: "The check-in date can't be later than {last}",
  checkOutTooFar: "The check-out date can't be later than {last}",
  apartmentUnknown: "Choose one of the apartments in the list",
  guestsOutOfRange: "The number of guests must be between 1 and {max}",
};

export const stay: Words["stay"] = {
  checkInBooked: "{name} is already booked from {from} to {to}: please choose another check-in date.",
  stayIncludesBooked: "Your stay includes nights that are already booked ({from} to {to}): the latest you can check out is {latest}.",
  minimumStay: "In {season} the minimum stay is {nights} nights: choose a check-out date on or after {earliest}.",
};

export const answers: Words["answers"] = {
  estimateTitle: "Approximate price",
  nights: { one: "{n} night", other: "{n} nights" },
  estimate: "{nights}: {lodging} = {total}",
  estimateWithCleaning: "{nights}: {lodging} + cleaning {cleaning} = {total}",
  taxesIncluded: "taxes included",
  taxesExcluded: "taxes not included",
  estimateByListing: "A guide only: the listing confirms the final price when you book.",
  estimateByOwner: "A guide only: we'll confirm the price when we answer your enquiry.",
  opensListing: "The listing will open in a new tab, with your dates already filled in.",
  openListing: "Open the listing",
  enquiryTitle: "{name} is booked directly with us",
  enquiryIntro: "Send us your enquiry with the dates already written in:",
  enquiryWhatsapp: "Ask on WhatsApp",
  enquiryEmail: "Ask by email",
  enquirySubject: "Availability of {name}",
  enquiryText: {
    one: "Hello, I'd like to know whether {name} is available from {checkIn} to {checkOut} for {n} guest. Thank you.",
    other: "Hello, I'd like to know whether {name} is available from {checkIn} to {checkOut} for {n} guests. Thank you.",
  },
};

export const calendar: Words["calendar"] = {
  heading: "Availability",
  intro: "Marked nights are already booked. A crossed-out day can still be your check-out day.",
  free: "Free",
  booked: "Booked",
  bookedDay: "booked",
  legend: "Key",
  more: "See the following months",
  updated: "Updated {when}.",
  updatedWhen: "{date} at {time}",
  stale: "This calendar hasn't been updated for more than two days: please ask us before booking.",
  unread: "The {platforms} calendar is missing: please ask us before booking.",
  ask: "Ask us",
};

export const picker: Words["picker"] = {
  hint: "Choose your arrival day, then your departure day. Crossed-out days are already booked (one can still be your departure day).",
  booked: "booked",
  previousMonth: "Go to the previous month",
  nextMonth: "Go to the next month",
  today: "Today",
  nav: "Months",
  selected: "selected",
};

export const prices: Words["prices"] = {
  from: "from {price} / night",
  heading: "Prices",
  season: "Season",
  nightly: "Per night",
  weekendPrice: "Friday and Saturday: {price}",
  minimum: "Minimum",
  nights: { one: "{n} night", other: "{n} nights" },
  period: "{from} – {to}",
  cleaning: "Final cleaning: {price} per stay.",
  taxesIncluded: "Taxes included.",
  taxesExcluded: "Taxes not included.",
  confirm: "Prices are a guide: the final price is confirmed by the listing when you book, or by us when we answer your enquiry.",
  range: "{low}–{high} per night",
  single: "{price} per night",
};

export const legal: Words["legal"] = {
  registrations: "Registration numbers",
  supervisedBy: "Authority that licenses and supervises the apartments:",
  prices: "Prices",
  taxesIncluded: "The prices this website shows for {names} include taxes.",
  taxesExcluded: "The prices this website shows for {names} don't include taxes, which are added when the booking is confirmed.",
  storage: {
    caption: "What this website stores in your browser",
    key: "Name",
    area: "Where it is kept",
    purpose: "What for",
    lasts: "How long it lasts",
  },
  areas: {
    cookie: "Cookie",
    session: "The browser's session storage (sessionStorage)",
    local: "The browser's local storage (localStorage)",
  },
  stored: {
    mapConsent: {
      purpose: "To remember, during your visit, that you asked to see the map, so you aren't asked again on every page.",
      lasts: "Until you close the tab.",
    },
    scrollPositions: {
      purpose: "To remember how far down each page you had scrolled, so that going back takes you to the same place.",
      lasts: "Until you close the tab.",
    },
  },
};

export const numberWords: Words["numberWords"] = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];
