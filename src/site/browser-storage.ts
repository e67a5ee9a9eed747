/**
 * Everything the site writes in a visitor's browser: one entry per key, where it is kept and
 * what it is for (the storage page lists exactly these, in the page's language). A new key
 * written anywhere else makes the browser test that lists what every page stores fail
 * (tests/e2e/crawl.spec.ts, tests/e2e/legal.spec.ts) until it is added here. Pure: no site data.
 */

/** Where a browser keeps what a site stores: cookies, or the per-tab (session) or lasting (local) storage. */
type StorageArea = "cookie" | "session" | "local";

export type StoredItem = {
  /** The name it is stored under. */
  key: string;
  area: StorageArea;
  /** Its words in the dictionaries (`legal.stored`): what it is for and how long it lasts. */
  words: "mapConsent";
};

/** The visitor's «Cargar mapa», remembered for the visit (src/components/map/map-slot.tsx). */
export const MAP_CONSENT_KEY = "mapa-aceptado";

export const BROWSER_STORAGE: readonly StoredItem[] = [
  { key: MAP_CONSENT_KEY, area: "session", words: "mapConsent" },
];

/** Who draws the map the visitor may ask for, and so who receives their request. */
export const MAP_PROVIDER = "Google Maps";
