/**
 * The traveller's stay as the address carries it (`?entrada=…&salida=…&personas=…`), so that it
 * follows them from page to page and into a shared link: the search and the booking form write it,
 * every link to a page that can answer carries it, and every such page reads it
 * (docs/decisions/041-the-stay-travels-in-the-address.md).
 */
export const STAY_PARAMS = { checkIn: "entrada", checkOut: "salida", guests: "personas" } as const;

/** The stay as written in an address: any text at all (the pages check it before answering). Each part may be missing. */
export type AddressStay = { checkIn?: string; checkOut?: string; guests?: string };

/** Longer than any date or count: an address's value past this is not read. */
const MOST_CHARS = 32;

/** The stay an address's query carries; null when it names none of its parts. */
export function stayFromQuery(query: string): AddressStay | null {
  const params = new URLSearchParams(query);
  const stay: AddressStay = {};
  for (const [key, name] of Object.entries(STAY_PARAMS) as [keyof AddressStay, string][]) {
    const value = params.get(name);
    if (value !== null && value.length <= MOST_CHARS) stay[key] = value;
  }
  return Object.keys(stay).length > 0 ? stay : null;
}

/** The query that carries a stay: its parts that are set, in a fixed order ("" when none is). */
function stayQuery(stay: AddressStay | null): string {
  if (!stay) return "";
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(STAY_PARAMS) as [keyof AddressStay, string][]) {
    const value = stay[key];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A page's address (a path, maybe with a #fragment) with the stay in its query. */
export function withStay(path: string, stay: AddressStay | null): string {
  const hash = path.indexOf("#");
  const [base, fragment] = hash === -1 ? [path, ""] : [path.slice(0, hash), path.slice(hash)];
  return `${base}${stayQuery(stay)}${fragment}`;
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever the stay in the address changes (the search or the form put another there, or the history moved); returns how to stop. */
export function onAddressStay(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

let lastQuery: string | null = null;
let lastStay: AddressStay | null = null;

/** The stay in the current address, the same object while the address keeps it. */
export function currentStay(): AddressStay | null {
  const query = window.location.search;
  if (query !== lastQuery) {
    lastQuery = query;
    lastStay = stayFromQuery(query);
  }
  return lastStay;
}

/**
 * Puts the stay in this page's address (replacing its history entry: a search is not a page),
 * keeping whatever else its query held (a campaign's tags), and tells the links.
 */
export function putStayInAddress(stay: AddressStay): void {
  // The stay first, in its fixed order, then the rest as it was.
  const others = [...new URLSearchParams(window.location.search)].filter(([name]) => !(Object.values(STAY_PARAMS) as string[]).includes(name));
  const rest = new URLSearchParams(others).toString();
  const own = stayQuery(stay);
  const search = own && rest ? `${own}&${rest}` : own || (rest ? `?${rest}` : "");
  if (search === window.location.search) return;
  try {
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}${window.location.hash}`);
  } catch {
    // Too many changes too fast (Safari allows 100 in 30 s): the address waits for the next one.
    return;
  }
  for (const listener of listeners) listener();
}
