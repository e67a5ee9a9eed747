/** Small pure helpers shared by loaders and components. */

/** "+34 600 000 000" → "+34600000000", for tel: and wa.me links and the JSON-LD telephone. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d+]/g, "");
}

export function telHref(phone: string): string {
  return `tel:${phoneDigits(phone)}`;
}

export function whatsappHref(phone: string, text?: string): string {
  const base = `https://wa.me/${phoneDigits(phone).replace(/^\+/, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function mailtoHref(email: string, subject?: string, body?: string): string {
  const params = [subject && `subject=${encodeURIComponent(subject)}`, body && `body=${encodeURIComponent(body)}`].filter(Boolean);
  return `mailto:${email}${params.length ? `?${params.join("&")}` : ""}`;
}

/** A maps search for an address, opened in a new tab (no request until the visitor clicks). */
export function mapsSearchHref(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Replaces {checkIn}-style tokens with their values; unknown tokens are left as written. */
export function fillTokens(text: string, values: Record<string, string>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}
