/** Small pure helpers shared by loaders and components. */

/** "+34 600 000 000" → "+34600000000", for the JSON-LD telephone. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d+]/g, "");
}

/**
 * The contact links: one function per scheme, so no part of the site writes a `tel:`, WhatsApp or
 * `mailto:` address by hand. site.yaml's check already allows only plain numbers and addresses;
 * these encode anyway, so that a value that got through can't add a recipient, a header or a
 * parameter to the link.
 */
/** encodeURIComponent, which throws on half of a UTF-16 pair: that half becomes "�" instead. */
function encodeText(value: string): string {
  return encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"));
}

export function telHref(phone: string): string {
  // tel: takes a global number: one leading "+" and digits (RFC 3966); spaces, letters and
  // separators such as ";" or "?" would start parameters.
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
}

export function whatsappHref(phone: string, text?: string): string {
  // wa.me wants the number as digits only, country code first.
  const base = `https://wa.me/${phone.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeText(text)}` : base;
}

/** RFC 6068: line breaks in a mailto: body are CRLF, percent-encoded. */
const mailtoField = (value: string): string => encodeText(value.replace(/\r?\n/g, "\r\n"));

export function mailtoHref(email: string, subject?: string, body?: string): string {
  // "@" and "+" may stay as they are in the address (RFC 6068); "?", "&", "#", "%", "," and spaces may not.
  const address = encodeText(email.trim()).replace(/%40/g, "@").replace(/%2B/g, "+");
  const params = [subject && `subject=${mailtoField(subject)}`, body && `body=${mailtoField(body)}`].filter(Boolean);
  return `mailto:${address}${params.length ? `?${params.join("&")}` : ""}`;
}

/** A maps search for an address, opened in a new tab (no request until the visitor clicks). */
export function mapsSearchHref(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeText(query)}`;
}

/** Where an address links: the owner's exact map link when there is one, else a maps search for the address. */
export function mapHref(address: string, mapUrl?: string): string {
  return mapUrl ?? mapsSearchHref(address);
}

/**
 * A mark in a text of site.yaml or of the dictionaries: `{checkIn}`, `{holder}`, `{apartments}`;
 * its name is the first group. The one pattern every reader of marks uses (global: for
 * `replace` and `matchAll`, which start each use from the text's beginning).
 */
export const TOKEN = /\{([A-Za-z]+)\}/g;

/** Replaces {checkIn}-style tokens with their values; unknown tokens are left as written. */
export function fillTokens(text: string, values: Record<string, string>): string {
  return text.replace(TOKEN, (whole, name: string) => values[name] ?? whole);
}

/** A postal address on one line, as the footer and the legal pages write it: «Calle Mayor, 1, 44001 Teruel (Teruel)». */
export function addressLine(address: { street: string; postalCode: string; town: string; province: string }): string {
  return `${address.street}, ${address.postalCode} ${address.town} (${address.province})`;
}
