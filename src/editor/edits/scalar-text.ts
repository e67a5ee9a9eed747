/**
 * A single value written as YAML the way the owner writes site.yaml (docs/editar-contenido.md,
 * «Reglas básicas de YAML»): plain when that reads back as the same text everywhere, in double
 * quotes when it needs them — a «: » or « #» inside, a special character first, or words and
 * figures a reader would take for something else: «12:30», «44369», «sí», «2026-12-24» where a
 * date isn't meant. A value that was already written keeps its quoting while that still reads right.
 */
import { parseDocument, Scalar } from "yaml";
import { EditProblem } from "./edit-result.ts";

export type ScalarValue = string | number | boolean;

/** How a field is written, which the task that fills it knows from the schema. */
export type ScalarHint = {
  /** A new text in double quotes, as the file writes its sentences (the owner's guide asks for them). */
  prefer?: "plain" | "double";
  /** A date the file writes plain («checkIn: 2026-12-24»), as the guide's examples do. */
  date?: boolean;
  /** A price: its cents with two figures («85.50»). */
  price?: boolean;
};

/** The quoting the value had, to keep it. */
export type WrittenStyle = Scalar.Type | undefined;

/** Where the value goes: in a block, or inside «[ ]» or «{ }», where a comma ends a plain value. */
export type ScalarPlace = "block" | "flow";

/** Words a Spanish reader takes for yes and no; YAML 1.1's own (yes, no, on, off…) are found by parsing. */
const YES_NO_WORDS = new Set(["sí", "si", "verdadero", "falso"]);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The number as the file writes it: a price's cents with two figures. */
function numberText(value: number, hint: ScalarHint): string {
  if (!Number.isFinite(value)) throw new EditProblem("el número no es válido");
  if (Object.is(value, -0)) return "0";
  if (hint.price && !Number.isInteger(value) && Math.round(value * 100) / 100 === value) return value.toFixed(2);
  return String(value);
}

/** What `source` (one value) reads as in YAML `version`, or undefined if it isn't read as one value. */
function readAs(source: string, place: ScalarPlace, version: "1.1" | "1.2"): unknown {
  const doc = parseDocument(place === "flow" ? `[${source}]` : `k: ${source}`, { version });
  if (doc.errors.length > 0 || doc.warnings.length > 0) return undefined;
  const data: unknown = doc.toJS();
  if (place === "flow") return Array.isArray(data) && data.length === 1 ? data[0] : undefined;
  return data && typeof data === "object" && !Array.isArray(data) && Object.keys(data).length === 1 ? (data as { k?: unknown }).k : undefined;
}

/** Whether `value` can be written without quotes and still be read as this very text. */
function plainIsSafe(value: string, place: ScalarPlace, dateMeant: boolean): boolean {
  if (value === "" || value !== value.trim() || value.length > 1024) return false;
  // Characters YAML reads specially in a plain value, or that a plain value can't hold.
  if (/[\p{C}\u2028\u2029\uFEFF]/u.test(value)) return false;
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(value) || value.startsWith("...")) return false;
  if (/: | #|:$/.test(value)) return false;
  if (place === "flow" && /[,[\]{}]/.test(value)) return false;
  if (YES_NO_WORDS.has(value.toLowerCase())) return false;
  if (readAs(value, place, "1.2") !== value) return false;
  // Read as YAML 1.1 reads it (other editors still do): «12:30» a number, «yes» true, a date a date.
  return readAs(value, place, "1.1") === value || (dateMeant && DATE.test(value));
}

/** `value` in double quotes, with YAML's escapes for what can't be written as it is. */
function doubleQuoted(value: string): string {
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\\") out += "\\\\";
    else if (char === '"') out += '\\"';
    else if (char === "\n") out += "\\n";
    else if (char === "\t") out += "\\t";
    else if (char === "\r") out += "\\r";
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += `\\x${code.toString(16).padStart(2, "0")}`;
    else if (code === 0x2028 || code === 0x2029 || code === 0xfeff || (code >= 0xd800 && code <= 0xdfff)) out += `\\u${code.toString(16).padStart(4, "0")}`;
    else out += char;
  }
  return `${out}"`;
}

function singleQuoted(value: string): string | undefined {
  return /[\p{C}\u2028\u2029\uFEFF]/u.test(value) ? undefined : `'${value.replaceAll("'", "''")}'`;
}

/**
 * `value` as one line of YAML. `written` is the quoting it had, kept while it still reads right;
 * a block scalar («|», «>») is rewritten by the edit that knows its lines, not here.
 */
export function scalarText(value: ScalarValue, options: { place?: ScalarPlace; hint?: ScalarHint; written?: WrittenStyle; writtenDate?: boolean } = {}): string {
  const hint = options.hint ?? {};
  const place = options.place ?? "block";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return numberText(value, hint);
  if (typeof value !== "string") throw new EditProblem("el valor no es un texto, un número ni un sí/no");
  const dateMeant = hint.date === true || options.writtenDate === true;
  switch (options.written) {
    case "QUOTE_DOUBLE":
      return doubleQuoted(value);
    case "QUOTE_SINGLE":
      return singleQuoted(value) ?? doubleQuoted(value);
    case "PLAIN":
      return plainIsSafe(value, place, dateMeant) ? value : doubleQuoted(value);
    default:
      return hint.prefer !== "double" && plainIsSafe(value, place, dateMeant) ? value : doubleQuoted(value);
  }
}

/** Whether a plain value as written is a date («2027-01-07»), which the owner writes without quotes. */
export function isPlainDate(source: string): boolean {
  return DATE.test(source);
}
