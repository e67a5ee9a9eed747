/** The content in one language: what each language's pages are made of. */
import { walkTexts } from "../../content-check/cross-check/translated-texts.ts";
import type { SchemaNode } from "../../content-check/validate/schema-walk.ts";

/** The content in one language: each translated text replaced by its version in `language`. */
export function inLanguage(content: unknown, schema: SchemaNode, language: string): unknown {
  return walkTexts(schema, content, (text) => (text && typeof text === "object" && !Array.isArray(text) ? ((text as Record<string, string>)[language] ?? "") : text));
}
