/**
 * An apartment taken off the site the old way: its block, or its page's, put behind «#», and every
 * place that names it left pointing at nothing. The check finds the commented line and says what
 * to do instead — the switch «hidden: true» — rather than guessing another apartment or page,
 * which would send the owner to the wrong one.
 */
import type { YamlSource } from "./parsed-source.ts";

/**
 * What a name that resolves to nothing may be instead of a typo: an apartment, or its page,
 * commented out with «#». Each says so and the switch that does it right.
 */
export type CommentedHints = { apartment: (slug: string) => string | undefined; page: (path: string) => string | undefined; pageOf: (slug: string) => string | undefined };

const escaped = (value: string): string => value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** `key: value` behind a «#», alone or in a line «{ … }»: `# - slug: calicanto`, `#   - { path: /x }`. */
const commented = (key: string, value: string): RegExp => new RegExp(`^\\s*#.*(?:^|[\\s{,#-])${key}:\\s*["']?${escaped(value)}["']?\\s*(?:[,}#]|$)`);
const isComment = (line: string): boolean => /^\s*#/.test(line);

/** The index of the first line matching `pattern`, if any. */
function lineIndex(lines: readonly string[], pattern: RegExp): number {
  return lines.findIndex((line) => pattern.test(line));
}

/** Does the commented block around line `index` (the comment lines next to it) say `pattern`? */
function blockSays(lines: readonly string[], index: number, pattern: RegExp): boolean {
  let first = index;
  while (first > 0 && isComment(lines[first - 1] ?? "")) first--;
  let last = index;
  while (last < lines.length - 1 && isComment(lines[last + 1] ?? "")) last++;
  // Within a few lines of it: a block of comments may hold several commented items.
  return lines.slice(Math.max(first, index - 6), Math.min(last, index + 6) + 1).some((line) => pattern.test(line));
}

const SWITCH = "quita esas «#» y ponle «hidden: true»: así sale de todas partes, y lo que lo nombra puede quedarse como está";

/** The apartment `slug`, commented out: where, and the switch. Undefined if it isn't behind a «#». */
export function commentedApartment(source: YamlSource, slug: string): string | undefined {
  const index = lineIndex(source.text.split("\n"), commented("slug", slug));
  if (index === -1) return undefined;
  return `el apartamento «${slug}» está comentado, con «#» delante, en la línea ${index + 1}: para quitarlo de la web por un tiempo, ${SWITCH}`;
}

/** An apartment's page at `path`, commented out (a page of kind «apartment», or one named as a commented apartment): where, and the switch. */
export function commentedApartmentPage(source: YamlSource, path: string): string | undefined {
  const lines = source.text.split("\n");
  const index = lineIndex(lines, commented("path", path));
  const slug = path.slice(path.lastIndexOf("/") + 1);
  const apartmentPage = index !== -1 && (blockSays(lines, index, /#.*\bkind:\s*apartment\b/) || lineIndex(lines, commented("slug", slug)) !== -1);
  if (!apartmentPage) return undefined;
  return `la página «${path}» está comentada, con «#» delante, en la línea ${index + 1}: para quitar su apartamento de la web por un tiempo, quita esas «#» y pon «hidden: true» en el apartamento: así sale de todas partes, y lo que enlaza su página puede quedarse como está`;
}

/** The page of apartment `slug`, commented out in «routes»: where, and the switch. */
export function commentedPageOf(source: YamlSource, slug: string): string | undefined {
  const lines = source.text.split("\n");
  const index = lineIndex(lines, commented("apartment", slug));
  if (index === -1 || !blockSays(lines, index, /#.*\bpath:/)) return undefined;
  return `la página del apartamento «${slug}» está comentada, con «#» delante, en la línea ${index + 1}: para quitarlo de la web por un tiempo, quita esas «#» y ponle al apartamento «hidden: true»: así sale de todas partes, y lo que lo nombra puede quedarse como está`;
}

/** Every apartment commented out whole: a line «# - slug: …» (its first), with where its «#» is. */
export function commentedApartments(source: YamlSource): { slug: string; line: number; col: number }[] {
  return source.text.split("\n").flatMap((line, index) => {
    const match = /^(\s*)#\s*-\s*slug:\s*["']?([a-z0-9-]+)["']?\s*(?:#.*)?$/.exec(line);
    if (!match) return [];
    const [, lead = "", slug = ""] = match;
    return [{ slug, line: index + 1, col: lead.length + 1 }];
  });
}
