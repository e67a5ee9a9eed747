/**
 * Text made safe to write into HTML or XML by hand, as element content or inside a quoted
 * attribute: `&`, `<`, `>` and both quotes become numeric references, which both languages read.
 * For the few places that build markup as a string (redirect pages, the sitemap, lightGallery's
 * captions); React escapes everything else itself.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
