import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ErrorObject } from "ajv";
import { writeFileAtomically } from "../../shared/write-atomically.ts";

export const SCHEMA_PATH = path.resolve(import.meta.dirname, "../../../schema/site.schema.json");
const CACHE_DIR = path.resolve(import.meta.dirname, "../../../.cache");
const require = createRequire(import.meta.url);

/** The compiler's options; part of the cached validator's name, with the schema and ajv's version. */
export const OPTIONS = { allErrors: true, verbose: true, strict: true, discriminator: true } as const;

export type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
type Schema = Record<string, unknown>;

let loaded: { validate: Validate; schema: Schema } | undefined;

/** The compiled validator kept in `file`, or undefined if there is none or it is damaged. */
function requireCached(file: string): Validate | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return require(file) as Validate;
  } catch {
    return undefined;
  }
}

/** Compiles the schema to standalone code, keeps it in `file` (written whole, then renamed) and loads it. */
async function compileTo(file: string, schema: Schema): Promise<Validate> {
  const { Ajv2020, _ } = await import("ajv/dist/2020.js");
  const addFormats = (await import("ajv-formats")).default;
  const standaloneCode = (await import("ajv/dist/standalone/index.js")).default;
  // `discriminator`: a page's «kind» chooses its shape, so a page is checked against that shape alone.
  const ajv = new Ajv2020({ ...OPTIONS, code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } });
  addFormats.default(ajv);
  // The Spanish message the editor (the YAML language server) shows for a value that doesn't
  // match a field's pattern or format; the check says the same (schema-problems.ts).
  ajv.addKeyword({ keyword: "patternErrorMessage", schemaType: "string" });
  // The module's default export arrives wrapped once more under Node's CommonJS interop.
  const toCode = (standaloneCode as unknown as { default: typeof standaloneCode }).default;
  const source = toCode(ajv, ajv.compile(schema));
  await writeFileAtomically(file, source);
  return require(file) as Validate;
}

/**
 * The compiled validator for schema/site.schema.json. Compiling the schema is
 * most of a check's time, so the compiled code (ajv "standalone") is kept in
 * .cache/, named by the hash of the schema and the ajv version: a changed
 * schema compiles again, an unchanged one loads in milliseconds.
 */
export async function siteValidator(): Promise<{ validate: Validate; schema: Schema }> {
  if (loaded) return loaded;
  const text = readFileSync(SCHEMA_PATH, "utf8");
  const schema = JSON.parse(text) as Schema;
  const version = (require("ajv/package.json") as { version: string }).version;
  const hash = createHash("sha256").update(version).update(JSON.stringify(OPTIONS)).update(text).digest("hex").slice(0, 16);
  const cached = path.join(CACHE_DIR, `site-validator-${hash}.cjs`);
  // `verbose` carries each failing schema object and value into the errors, for the messages' hints.
  const validate = requireCached(cached) ?? (await compileTo(cached, schema));
  loaded = { validate, schema };
  return loaded;
}
