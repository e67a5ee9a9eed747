/** The site in one language: what the pages are made of, and the schema their types come from. */
import { refTo, type SchemaNode } from "../../../src/content-check/validate/schema-walk.ts";
import { translatedDefinitions, walkTexts } from "../../../src/content-check/cross-check/translated-texts.ts";

/** The content in one language: each translated text replaced by its version in `language`. */
export function inLanguage(content: unknown, schema: SchemaNode, language: string): unknown {
  return walkTexts(schema, content, (text) => (text && typeof text === "object" && !Array.isArray(text) ? ((text as Record<string, string>)[language] ?? "") : text));
}

/**
 * The schema of the site as one language shows it: each translated text is its one-language text
 * (`localText` is a `text`…). The types the pages use are made from it (site-types.gen.ts).
 */
export function oneLanguageSchema<S extends SchemaNode>(schema: S): S {
  const copy = structuredClone(schema);
  for (const [local, plain] of Object.entries(translatedDefinitions(schema))) {
    const definition = copy.$defs?.[local] as (SchemaNode & { description?: string }) | undefined;
    if (definition) copy.$defs![local] = { $ref: refTo(plain), ...(definition.description ? { description: definition.description } : {}) } as SchemaNode;
  }
  return copy;
}
