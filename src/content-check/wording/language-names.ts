/** How the owner's messages name a language and a translated text: in Spanish, by the main language's version. */

/** The name of a language, in Spanish, for the owner: «inglés (en)». */
export function languageName(code: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames("es", { type: "language", fallback: "none" }).of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${name} (${code})` : `«${code}»`;
}

/** A translated text as the owner's messages name it: in the main language (or the first it has). */
export function mainText(text: unknown, site: { site: { languages: readonly string[] } }): string {
  if (typeof text === "string") return text;
  if (!text || typeof text !== "object") return "";
  const versions = text as Record<string, unknown>;
  return String(versions[site.site.languages[0] ?? ""] ?? Object.values(versions)[0] ?? "");
}
