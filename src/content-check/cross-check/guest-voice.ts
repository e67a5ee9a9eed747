/**
 * One voice for the guests: the site speaks to its visitors as «tú», in its interface words and in
 * site.yaml's texts. A Spanish text that speaks to them as «vosotros» («os dejamos», «avisadnos»)
 * is a warning, never an error: it is pointed at, at the first such word, and the site is still
 * published. Spanish texts are each translated text's «es» line and the one-language texts that
 * show on a page (names, addresses); the owner's notes, which are never published, are not read,
 * and neither are a guest's words (a review and its translations): the site quotes them as the
 * guest wrote them, and a guest may well say «os» to the hosts.
 */
import { isScalar } from "yaml";
import type { Problem } from "../wording/problem.ts";
import { guestVoiceMessage, vosotrosForms } from "./vosotros-forms.ts";
import { locate } from "../read/yaml-source.ts";
import type { YamlSource } from "../read/parsed-source.ts";
import type { PathSegment } from "../wording/problem.ts";
import { mapAlongSchema, refName, WALK_ON, type SchemaNode } from "../validate/schema-walk.ts";
import { mustShow, translatedDefinitions } from "./translated-texts.ts";

/** The language whose texts are read. */
const SPANISH = "es";

/** Fields only the owner reads (a block's note: «Familia García, por teléfono»). */
const NOT_PUBLISHED = new Set<PathSegment>(["note"]);

/** The definition of another person's words, quoted as written (schema/site.schema.json). */
const QUOTATION = "quotation";

/** Every Spanish text a visitor reads, with where it is. */
function spanishTexts(site: unknown, schema: SchemaNode): { path: PathSegment[]; text: string }[] {
  const translated = translatedDefinitions(schema);
  const texts: { path: PathSegment[]; text: string }[] = [];
  mapAlongSchema(schema, site, (node, value, path) => {
    const field = path.at(-1);
    if (field !== undefined && NOT_PUBLISHED.has(field)) return value;
    const ref = refName(node);
    if (ref === QUOTATION) return value;
    if (ref && ref in translated) {
      const spanish = value && typeof value === "object" ? (value as Record<string, unknown>)[SPANISH] : undefined;
      if (typeof spanish === "string") texts.push({ path: [...path, SPANISH], text: spanish });
      return value;
    }
    if (typeof value === "string" && ref && mustShow(schema, ref)) texts.push({ path, text: value });
    return WALK_ON;
  });
  return texts;
}

/** A warning for each Spanish text that speaks to the guests as «vosotros», at its first such word. */
export function guestVoiceWarnings(source: YamlSource, site: unknown, schema: SchemaNode): Problem[] {
  return spanishTexts(site, schema).flatMap(({ path, text }) => {
    const forms = vosotrosForms(text);
    if (forms.length === 0) return [];
    return [{ file: source.file, ...firstFormAt(source, path), message: guestVoiceMessage(forms) }];
  });
}

/**
 * Where the text's first «vosotros» word is in the file: found again in the text as written there
 * (quotes, a folded line), or the text's start if it can't be (written with «\» escapes).
 */
function firstFormAt(source: YamlSource, path: PathSegment[]): { line: number; col: number } {
  const node = source.doc.getIn(path, true);
  if (!isScalar(node) || !node.range) return locate(source, path);
  const written = source.text.slice(node.range[0], node.range[1]);
  const first = vosotrosForms(written)[0];
  const { line, col } = source.lineCounter.linePos(node.range[0] + (first?.index ?? 0));
  return { line, col };
}
