import { readFileSync, statSync } from "node:fs";
import { parseEnv } from "node:util";
import { ADDRESSES_SECRET, type Origin, type WrittenName } from "../../src/content-check/cross-check/feed-names.ts";

/** Bigger than any list of calendar addresses: not one. */
const MAX_BYTES = 256 * 1024;

type Lines = { values: Record<string, string>; lines: Record<string, number>; problem?: string };

/**
 * The line each name is set on (its last, as the last one wins), counted from 1. Read apart from
 * Node's parser, which says nothing of lines: the part of a line before its first «=», without
 * «export ».
 */
function linesOfNames(text: string, names: ReadonlySet<string>): Record<string, number> {
  const lines: Record<string, number> = {};
  text.split("\n").forEach((line, i) => {
    const equals = line.indexOf("=");
    if (equals <= 0) return;
    const name = line.slice(0, equals).trim().replace(/^export\s+/, "");
    if (names.has(name)) lines[name] = i + 1;
  });
  return lines;
}

/** «NAME=value» lines, as .env holds them; never throws, and a problem says nothing of the text. */
function readLines(raw: string, where: string): Lines {
  // A .env saved as «UTF-8 with BOM» (Notepad) starts with a mark that would hide its first name.
  const text = raw.replace(/^\uFEFF/, "");
  if (Buffer.byteLength(text) > MAX_BYTES) return { values: {}, lines: {}, problem: `${where} ocupa demasiado para ser una lista de direcciones de calendarios: no se ha leído` };
  let parsed: Record<string, string>;
  try {
    parsed = parseEnv(text) as Record<string, string>;
  } catch {
    return { values: {}, lines: {}, problem: `${where} no se ha podido leer: cada línea tiene que ser NOMBRE=dirección` };
  }
  // Node takes anything before the first «=» as a name: a pasted address would be one.
  const values = Object.fromEntries(Object.entries(parsed).filter(([name]) => /^[A-Z_][A-Z0-9_]*$/i.test(name)));
  const lines = linesOfNames(text, new Set(Object.keys(values)));
  if (text.trim() && Object.keys(values).length === 0) return { values, lines, problem: `${where} no tiene ninguna línea NOMBRE=dirección (por ejemplo MIRADOR_AIRBNB_ICAL=https://…)` };
  if (Object.keys(values).length < Object.keys(parsed).length) return { values, lines, problem: `${where} tiene líneas que no son NOMBRE=dirección (el nombre, solo letras, números y _): esas no se han leído` };
  return { values, lines };
}

function readEnvFile(file: string): Lines & { found: boolean } {
  let size: number;
  try {
    const info = statSync(file);
    if (!info.isFile()) return { found: true, values: {}, lines: {}, problem: "el archivo .env no es un archivo normal: no se ha leído" };
    size = info.size;
  } catch {
    return { found: false, values: {}, lines: {} };
  }
  if (size > MAX_BYTES) return { found: true, values: {}, lines: {}, problem: "el archivo .env ocupa demasiado para ser una lista de direcciones de calendarios: no se ha leído" };
  try {
    return { found: true, ...readLines(readFileSync(file, "utf8"), "el archivo .env") };
  } catch {
    return { found: true, values: {}, lines: {}, problem: "el archivo .env no se ha podido leer" };
  }
}

/**
 * Every variable that may hold a feed's address, by name: the .env file (on the owner's
 * computer), then the lines of the CALENDARIOS secret (in the workflow), then the environment's own
 * variables (a host's settings), each winning over the one before; an empty value gives way. The
 * problems found say where, never what. Beside the values: where each came from, the names the
 * owner wrote (to find the one meant when a name is misspelt), and whether there is a .env at all.
 */
export type FeedAddresses = { values: Record<string, string>; origins: Record<string, Origin>; written: WrittenName[]; envFileFound: boolean; problems: string[] };

export function feedAddresses(env: Readonly<Record<string, string | undefined>>, envFile: string): FeedAddresses {
  const file = readEnvFile(envFile);
  const secret: Lines = env[ADDRESSES_SECRET]?.trim() ? readLines(env[ADDRESSES_SECRET], `el secreto ${ADDRESSES_SECRET}`) : { values: {}, lines: {} };
  const own = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[0] !== ADDRESSES_SECRET && Boolean(entry[1]?.trim())));
  const values: Record<string, string> = {};
  const origins: Record<string, Origin> = {};
  const sources: [Record<string, string>, (name: string) => Origin][] = [
    [file.values, (name) => ({ source: "file", line: file.lines[name] ?? 0 })],
    [secret.values, (name) => ({ source: "secret", line: secret.lines[name] ?? 0 })],
    [own, () => ({ source: "environment" })],
  ];
  for (const [source, origin] of sources) {
    for (const [name, value] of Object.entries(source)) {
      if (!value.trim()) continue;
      values[name] = value;
      origins[name] = origin(name);
    }
  }
  const written = [
    ...Object.keys(file.values).map((name): WrittenName => ({ name, source: "file", line: file.lines[name] ?? 0 })),
    ...Object.keys(secret.values).map((name): WrittenName => ({ name, source: "secret", line: secret.lines[name] ?? 0 })),
  ];
  return { values, origins, written, envFileFound: file.found, problems: [file.problem, secret.problem].filter((problem): problem is string => Boolean(problem)) };
}
