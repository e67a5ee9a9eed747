import type { ErrorObject } from "ajv";
import { isMap, isPair, isScalar } from "yaml";
import { fieldName } from "./hints.ts";
import type { Problem } from "./problem.ts";
import { locate, type PathSegment, type YamlSource } from "./yaml-source.ts";

/** A number written the Spanish way, with a decimal comma: «40,8421». */
const DECIMAL_COMMA = /^-?\d+,\d+$/;

/**
 * Values as owners write them, which the schema alone reads as something else: a decimal
 * comma (in a `{ … }` line the comma splits the number into a second key: `{ latitude: 40,8421 }`
 * is latitude 40 and a key «8421»), and a number where a text is due, whose leading zero YAML
 * drops (`postalCode: 04369` is the number 4369). The problem these say replaces the schema's.
 */
export function valueSlip(source: YamlSource, error: ErrorObject, path: PathSegment[]): Problem | undefined {
  const at = `«${fieldName(path)}»`;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "type" && params.type === "number" && typeof error.data === "string" && DECIMAL_COMMA.test(error.data.trim())) {
    return { file: source.file, ...locate(source, path), message: `${at} lleva coma decimal («${error.data}»): los decimales se escriben con punto, ${error.data.trim().replace(",", ".")}` };
  }
  if (error.keyword === "type" && params.type === "string" && typeof error.data === "number") {
    const node = source.doc.getIn(path, true);
    const written = isScalar(node) && typeof node.source === "string" ? node.source : String(error.data);
    const key = path.at(-1);
    const line = typeof key === "string" ? `${key}: "${written}"` : `- "${written}"`;
    return { file: source.file, ...locate(source, path), message: `${at} es un texto y hay que escribirlo entre comillas, o se lee como un número${written !== String(error.data) ? ` (${error.data})` : ""}: ${line}` };
  }
  if (error.keyword === "additionalProperties" && /^\d+$/.test(String(params.additionalProperty))) {
    const map = source.doc.getIn(path, true);
    if (!isMap(map) || !map.flow) return undefined;
    const index = map.items.findIndex((pair) => isScalar(pair.key) && String(pair.key.value) === String(params.additionalProperty));
    const before = map.items[index - 1];
    if (!isPair(before) || !isScalar(before.key) || !isScalar(before.value) || typeof before.value.value !== "number") return undefined;
    const key = String(before.key.value);
    const number = `${String(before.value.source ?? before.value.value)}.${String(params.additionalProperty)}`;
    return {
      file: source.file,
      ...locate(source, [...path, key]),
      message: `«${fieldName([...path, key])}» lleva coma decimal: los decimales se escriben con punto (${key}: ${number}); entre «{ }» la coma separa una clave de la siguiente`,
    };
  }
  return undefined;
}
