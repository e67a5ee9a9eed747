import type { ErrorObject } from "ajv";
import localizeEs from "ajv-i18n/localize/es/index.js";
import { fieldName, nearest, quoteList, shownValue } from "../wording/wording.ts";
import type { Problem } from "../wording/problem.ts";
import { languageName } from "../wording/language-names.ts";
import { misplacedKey, valueSlip } from "./value-hints.ts";
import { resolveRef, shapesOf, type SchemaNode } from "./schema-walk.ts";
import { locate } from "../read/yaml-source.ts";
import type { YamlSource } from "../read/parsed-source.ts";
import type { PathSegment } from "../wording/problem.ts";

/** A compiled validator of the site's schema (ajv's code, compiled ahead: the browser runs no compiler), and the schema. */
export type SiteValidator = {
  validate: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
  schema: Record<string, unknown>;
};

const TYPE_NAMES: Record<string, string> = {
  string: "un texto",
  integer: "un número entero",
  number: "un número",
  boolean: "sí o no (true o false)",
  array: "una lista (líneas que empiezan por «- »)",
  object: "un bloque de claves («clave: valor»)",
  null: "vacío",
};

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return "una lista";
  if (value === null) return "vacío";
  if (typeof value === "object") return "un bloque de claves";
  // YAML's «.nan» and «.inf» are numbers to JavaScript and to no one else.
  if (typeof value === "number" && !Number.isFinite(value)) return "«.nan» o «.inf», que no son números que se puedan publicar";
  if (typeof value === "number") return Number.isInteger(value) ? "un número entero" : "un número";
  if (typeof value === "boolean") return "sí o no";
  return "un texto";
}

/** How a «yes» or a «no» gets written where «true» or «false» goes: in words, in the site's languages, or between quotes. */
const YES = new Set(["sí", "si", "yes", "y", "true", "verdadero", "cierto", "1"]);
const NO = new Set(["no", "n", "false", "falso", "0"]);

/** A yes-or-no field with something else: «true» or «false», and the line to write when what it says means one of them. */
function booleanMessage(at: string, key: PathSegment | undefined, value: unknown): string {
  const plain = typeof value === "string" || typeof value === "number";
  const said = String(value).trim().toLowerCase();
  const meant = !plain ? undefined : YES.has(said) ? "true" : NO.has(said) ? "false" : undefined;
  // «"true"» between quotes is a text that reads as the right word: the quotes are the slip.
  const quoted = typeof value === "string" && (said === "true" || said === "false");
  const written = quoted ? `pone «"${value}"», que con comillas es un texto` : plain ? `pone «${String(value)}»` : `es ${describeValue(value)}`;
  const fix = typeof key !== "string" ? "" : meant ? `: escribe «${key}: ${meant}»` : `: escribe «${key}: true» o «${key}: false»`;
  return `${at} se escribe «true» (sí) o «false» (no), sin comillas, y ${written}${fix}`;
}

/**
 * Keys an owner may write to take an apartment off the site, or to keep it on: the site's switch is
 * «hidden» (`true` hides it). Each with whether `true` means hidden.
 */
const HIDING_KEYS: Record<string, boolean> = Object.fromEntries([
  ...["oculto", "oculta", "ocultar", "ocultado", "escondido", "esconder", "retirado", "retirada", "retirar", "hide", "disabled", "desactivado", "desactivar", "offline", "draft", "borrador", "pausado", "pausa", "paused"].map((key) => [key, true]),
  ...["visible", "visibility", "visibilidad", "publicado", "publicada", "publicar", "published", "publish", "show", "mostrar", "activo", "activa", "active", "enabled", "online", "disponible", "available"].map((key) => [key, false]),
]);

/** The switch written outside an apartment: in its page of «routes», or anywhere else. Where it goes. */
function misplacedSwitch(path: readonly PathSegment[], data: unknown): string | undefined {
  if (path.length === 2 && path[0] === "apartments") return undefined;
  const page = data as { kind?: unknown; apartment?: unknown } | null;
  if (path[0] === "routes" && page?.kind === "apartment" && typeof page.apartment === "string") {
    return `«hidden» va en el apartamento, no en su página: ponlo en «apartments», en el bloque de «${page.apartment}», debajo de su «name» y con sus mismos espacios`;
  }
  return "«hidden» solo vale en un apartamento: ponlo en «apartments», en el bloque del apartamento que quieres quitar de la web, debajo de su «name» y con sus mismos espacios";
}

/** A key of HIDING_KEYS in an apartment: the line that does what it meant. */
function hidingKeyMessage(at: string, key: string, value: unknown): string | undefined {
  const hides = HIDING_KEYS[key.toLowerCase()];
  if (hides === undefined) return undefined;
  const said = String(value).trim().toLowerCase();
  const truthy = value === true || YES.has(said);
  const falsy = value === false || value === null || NO.has(said);
  // «visible: false» hides it; «oculto: no» keeps it; a value that says neither, the switch and both its values.
  const hide = truthy ? hides : falsy ? !hides : undefined;
  const how = hide === undefined ? "escribe en su lugar «hidden: true» para quitarlo de la web por un tiempo, o «hidden: false» para que se vea" : `escribe en su lugar «hidden: ${hide}»${hide ? " (lo quita de la web por un tiempo, con todo lo suyo guardado aquí)" : " (el apartamento se ve en la web)"}`;
  return `la clave «${key}» no existe en ${at}: ${how}`;
}

function pathOf(pointer: string): PathSegment[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function describe(error: ErrorObject): string | undefined {
  const description = (error.parentSchema as { description?: string } | undefined)?.description;
  return description?.replace(/\.$/, "");
}

/**
 * A text with nothing to see: empty, or only spaces and invisible characters (U+200B, NBSP…), which
 * the page would show as a blank heading or link. Both of `visibleText`'s rules say the same.
 */
function isEmptyText(error: ErrorObject): boolean {
  return error.schemaPath.startsWith("#/$defs/visibleText/") && (error.keyword === "minLength" || error.keyword === "pattern");
}

/** A line break or tab in a one-line text: it would break the title, the menu or the page's metadata. */
function isSecondLine(error: ErrorObject, oneLinePattern: unknown): boolean {
  return error.keyword === "pattern" && (error.params as { pattern?: unknown }).pattern === oneLinePattern;
}

/** Spanish message for one ajv error: ajv-i18n's wording, sharpened with a hint where one helps. */
/** Keys of an earlier version of site.yaml: the key that holds what they held now, and how to write it. */
const FORMER_KEYS: Record<string, { now: string; how: string }> = {
  "gallery.photos": {
    now: "sections",
    how: "la galería va ahora por apartados: pon esas fotos en «sections», en uno o varios apartados, cada uno con su «title» en cada idioma y sus «photos» (docs/editar-contenido.md, «Galería»)",
  },
};

function messageFor(error: ErrorObject, path: PathSegment[], oneLinePattern: unknown, root: SchemaNode): string {
  const field = fieldName(path);
  const at = field ? `«${field}»` : "el archivo";
  if (isEmptyText(error)) {
    // A translation left empty: the text is the block above, the language its key.
    const language = path.at(-1);
    if (typeof language === "string" && /^[a-z]{2}$/.test(language) && path.length > 1) {
      return `«${fieldName(path.slice(0, -1))}»: falta el texto en ${languageName(language)}: está vacío; escríbelo`;
    }
    return `${at} está vacío: no tiene nada que se vea (solo espacios o caracteres invisibles); escribe el texto`;
  }
  if (isSecondLine(error, oneLinePattern)) {
    return `${at} debe ir en una sola línea y tiene un salto de línea o un tabulador; escríbelo seguido, entre comillas, sin «|» ni «>»`;
  }
  switch (error.keyword) {
    case "additionalProperties": {
      const key = (error.params as { additionalProperty: string }).additionalProperty;
      const former = FORMER_KEYS[`${field}.${key}`];
      if (former) return `la clave «${key}» ya no existe en ${at}: ${former.how}`;
      if (key === "hidden") {
        const where = misplacedSwitch(path, error.data);
        if (where) return where;
      }
      // In an apartment, a key meant to take it off the site (or keep it on): the switch there is.
      const hiding = path.length === 2 && path[0] === "apartments" ? hidingKeyMessage(at, key, (error.data as Record<string, unknown> | null)?.[key]) : undefined;
      if (hiding) return hiding;
      // A field of another kind of page: said as such, not as a typo.
      const kind = (error.data as { kind?: unknown } | null)?.kind;
      const owner = kindTaking(root, key);
      if (owner && typeof kind === "string" && owner !== kind) return `«${key}» solo vale en páginas de tipo «${owner}», y esta es «${kind}»`;
      const allowed = Object.keys((error.parentSchema as { properties?: object }).properties ?? {});
      const guess = nearest(key, allowed);
      // Without a likely typo, what the block is for says why the key has no place there.
      const about = describe(error);
      const hint = guess ? `¿querías decir «${guess}»?` : `las claves permitidas son ${quoteList(allowed)}${about ? ` (${about})` : ""}`;
      return `la clave «${key}» no existe en ${at} (${error.message}); ${hint}`;
    }
    case "required": {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      return `falta el campo obligatorio «${missing}» en ${at} (${error.message})`;
    }
    case "type": {
      if ((error.params as { type: string }).type === "boolean") return booleanMessage(at, path.at(-1), error.data);
      const expected = String((error.params as { type: string }).type)
        .split(",")
        .map((type) => TYPE_NAMES[type] ?? type)
        .join(" o ");
      const got = describeValue(error.data);
      const hint =
        got === "una lista" && expected.startsWith("un bloque")
          ? "; aquí van claves («nombre: valor»), no líneas con guion"
          : got === "un bloque de claves" && expected.startsWith("una lista")
            ? "; aquí va una lista: cada elemento en una línea que empieza por «- »"
            : got === "un número" && expected === "un número entero"
              ? // «1.912» is a decimal number in YAML: the thousands separator of Spanish is read as a decimal point.
                "; escríbelo sin puntos ni comas: 1912, no 1.912"
              : "";
      return `${at} debe ser ${expected}, y es ${got}${hint}`;
    }
    case "enum": {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      const guess = typeof error.data === "string" ? nearest(error.data, allowed.map(String)) : undefined;
      // ajv-i18n's Spanish says «deber ser» here: a typo the owner would read.
      const message = (error.message ?? "").replace(/^deber ser\b/, "debe ser");
      return `${at}: ${message}: ${quoteList(allowed)}${guess ? `; ¿querías decir «${guess}»?` : ""}`;
    }
    case "const":
      return `${at}: ${error.message}: «${String((error.params as { allowedValue: unknown }).allowedValue)}»`;
    case "maxLength":
    case "minLength": {
      // Counted as the schema counts: characters, not bytes (an emoji or «ñ» is one).
      const length = [...String(error.data)].length;
      const limit = (error.params as { limit: number }).limit;
      return error.keyword === "maxLength"
        ? `${at} tiene ${length} caracteres, ${length - limit} de más: acórtalo a ${limit} como mucho`
        : `${at} tiene ${length} caracteres, ${limit - length} de menos: alárgalo hasta ${limit} como mínimo`;
    }
    case "maxItems": {
      const count = Array.isArray(error.data) ? error.data.length : 0;
      const limit = (error.params as { limit: number }).limit;
      return `${at} tiene ${count} elementos, ${count - limit} de más: caben ${limit} como mucho${describe(error) ? ` (${describe(error)})` : ""}`;
    }
    case "pattern":
    case "format":
      return `${at} no tiene un formato válido («${shownValue(String(error.data))}»). ${(error.parentSchema as { patternErrorMessage?: string } | undefined)?.patternErrorMessage ?? describe(error) ?? ""}`.trim();
    default:
      return `${at}: ${error.message}${describe(error) ? ` (${describe(error)})` : ""}`;
  }
}

/** Every key a block's schema names: its own and those of the parts it is made of (a page's kind and its common part). */
function namedKeys(root: SchemaNode, node: SchemaNode | undefined): Record<string, SchemaNode> {
  const parts = (node?.allOf ?? []).map((part) => namedKeys(root, resolveRef(root, part)));
  return Object.assign({}, ...parts, node?.properties ?? {});
}

/**
 * The errors of a page's shape said the way the rest are: a key its kind doesn't take
 * (`unevaluatedProperties`) as an unknown key among the keys the kind takes, and a «kind» no page
 * has (`discriminator`) as a value outside its list — or a missing «kind».
 */
function asPlainError(error: ErrorObject, root: SchemaNode): ErrorObject {
  if (error.keyword === "unevaluatedProperties") {
    const key = (error.params as { unevaluatedProperty: string }).unevaluatedProperty;
    return { ...error, keyword: "additionalProperties", params: { additionalProperty: key }, parentSchema: { ...(error.parentSchema as object), properties: namedKeys(root, error.parentSchema as SchemaNode) } };
  }
  if (error.keyword !== "discriminator") return error;
  const { tag } = error.params as { tag: string };
  const allowed = shapesOf(root, error.parentSchema as SchemaNode).map((shape) => shape.tag);
  const value = (error.data as Record<string, unknown> | null)?.[tag];
  if (value === undefined) return { ...error, keyword: "required", params: { missingProperty: tag }, schemaPath: `${error.schemaPath}/required` };
  return { ...error, keyword: "enum", instancePath: `${error.instancePath}/${tag}`, params: { allowedValues: allowed }, data: value, parentSchema: { enum: allowed } };
}

/** The page kind whose own fields include `key` («apartment» for «apartment»), if another kind's page may have it. */
function kindTaking(root: SchemaNode, key: string): string | undefined {
  const shapes = Object.values(root.$defs ?? {}).flatMap((definition) => (definition.discriminator?.propertyName === key ? [] : shapesOf(root, definition)));
  return shapes.find(({ shape }) => shape.properties?.[key] !== undefined)?.tag;
}

/**
 * For a value that fails several checks (pattern and format), say the most telling one only: a
 * value far too long (a whole page pasted for an address) first, as what is wrong in it follows.
 */
const PRIORITY = ["type", "const", "enum", "maxLength", "pattern", "format"];

export function schemaProblems(source: YamlSource, data: unknown, { validate, schema }: SiteValidator): Problem[] {
  // The one-line rule, as the schema writes it for every one-line text (`text`, and fields with the same pattern).
  const oneLinePattern = (schema.$defs as Record<string, { pattern?: string }> | undefined)?.text?.pattern;
  if (validate(data)) return [];
  const errors = (validate.errors ?? []).map((error) => asPlainError(error, schema as SchemaNode));
  localizeEs(errors);
  const seen = new Set<string>();
  const problems: Problem[] = [];
  const ranked = errors.sort((a, b) => rank(a) - rank(b));
  // A mistyped key makes two errors (unknown «taglin», missing «tagline»): the first, with its hint,
  // says it all. So does a key in the wrong block (unknown where it is, missing where it belongs).
  const misplaced = new Map<ErrorObject, Problem>();
  // A key that isn't a language inside a text's block of languages (`propertyNames`): a key of the
  // block above indented into it, a text split at a comma, or a language code mistyped. One
  // message says it; the errors about its value and its name's pattern are echoes.
  const badNames = new Set<string>();
  for (const error of ranked) {
    if (error.keyword !== "propertyNames") continue;
    const key = String((error.params as { propertyName: string }).propertyName);
    const path = pathOf(error.instancePath);
    badNames.add(`${error.instancePath}/${key}`);
    const wrongBlock = misplacedKey(source, schema, path, key);
    if (wrongBlock) seen.add(`${wrongBlock.belongsTo.map((part) => `/${part}`).join("")}|required|${key}`);
    const asKey = { ...error, keyword: "additionalProperties", params: { additionalProperty: key } } as ErrorObject;
    misplaced.set(
      error,
      wrongBlock?.problem ??
        valueSlip(source, asKey, path) ?? {
          file: source.file,
          ...locate(source, path, key),
          message: `«${fieldName(path)}»: «${key}» no es un código de idioma; aquí van solo los textos de cada idioma de la web, una línea por idioma («es: …», «en: …»)`,
        },
    );
  }
  const underBadName = (error: ErrorObject): boolean =>
    (error.keyword !== "propertyNames" && error.propertyName !== undefined && badNames.has(`${error.instancePath}/${error.propertyName}`)) ||
    [...badNames].some((name) => error.instancePath === name || error.instancePath.startsWith(`${name}/`));
  for (const error of ranked) {
    if (error.keyword !== "additionalProperties") continue;
    const key = String((error.params as { additionalProperty: string }).additionalProperty);
    const wrongBlock = misplacedKey(source, schema, pathOf(error.instancePath), key);
    if (wrongBlock) {
      misplaced.set(error, wrongBlock.problem);
      seen.add(`${wrongBlock.belongsTo.map((part) => `/${part}`).join("")}|required|${key}`);
      continue;
    }
    const allowed = Object.keys((error.parentSchema as { properties?: object }).properties ?? {});
    // A key of an earlier version: its message says where its content goes now, not also that that key is missing.
    const guess = FORMER_KEYS[`${fieldName(pathOf(error.instancePath))}.${key}`]?.now ?? nearest(key, allowed);
    if (guess) seen.add(`${error.instancePath}|required|${guess}`);
  }
  for (const error of ranked) {
    if (underBadName(error)) continue;
    const path = pathOf(error.instancePath);
    const params = error.params as Record<string, unknown>;
    // An empty text breaks two rules (its length and its pattern): one message says it.
    const key =
      PRIORITY.includes(error.keyword) || isEmptyText(error)
        ? `${error.instancePath}|value`
        : `${error.instancePath}|${error.keyword}|${String(params.additionalProperty ?? params.missingProperty ?? params.propertyName ?? "")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const keyName = error.keyword === "additionalProperties" ? String(params.additionalProperty) : error.keyword === "propertyNames" ? String(params.propertyName) : undefined;
    // A list too long is shown at its first item past the limit: where the ones too many start.
    const where = error.keyword === "maxItems" ? [...path, (params as { limit: number }).limit] : path;
    problems.push(misplaced.get(error) ?? valueSlip(source, error, path) ?? { file: source.file, ...locate(source, where, keyName ?? missingKeyPlace(error)), message: messageFor(error, path, oneLinePattern, schema as SchemaNode) });
  }
  return problems;
}

/**
 * Where a missing key goes: under the key the schema lists before it that the block has (the
 * line a removed `taxId:` was under), so the owner adds it there; without one, the block's start.
 */
function missingKeyPlace(error: ErrorObject): string | undefined {
  if (error.keyword !== "required") return undefined;
  const missing = (error.params as { missingProperty: string }).missingProperty;
  const order = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
  const present = new Set(Object.keys((error.data as object | null) ?? {}));
  return order.slice(0, Math.max(0, order.indexOf(missing))).reverse().find((key) => present.has(key));
}

function rank(error: ErrorObject): number {
  const index = PRIORITY.indexOf(error.keyword);
  return index === -1 ? PRIORITY.length : index;
}
