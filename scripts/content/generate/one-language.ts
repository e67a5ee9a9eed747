/** The schema the site's one-language data is typed by (the data itself: src/site/from-content/one-language.ts). */
import { refTo, type SchemaNode } from "../../../src/content-check/validate/schema-walk.ts";
import { translatedDefinitions } from "../../../src/content-check/cross-check/translated-texts.ts";

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
