import { readFileSync, statSync } from "node:fs";
import { parseEnv } from "node:util";

/**
 * The one repository secret the publishing workflow hands to `npm run availability`: the lines of
 * the owner's .env, «MIRADOR_AIRBNB_ICAL=https://…» one per calendar. One secret, so the workflow
 * never sees the repository's other secrets, and the owner adds a calendar without touching it.
 */
export const ADDRESSES_SECRET = "CALENDARIOS";

/** Bigger than any list of calendar addresses: not one. */
const MAX_BYTES = 256 * 1024;

type Lines = { values: Record<string, string>; problem?: string };

/** «NAME=value» lines, as .env holds them; never throws, and a problem says nothing of the text. */
function readLines(raw: string, where: string): Lines {
  // A .env saved as «UTF-8 with BOM» (Notepad) starts with a mark that would hide its first name.
  const text = raw.replace(/^\uFEFF/, "");
  if (Buffer.byteLength(text) > MAX_BYTES) return { values: {}, problem: `${where} ocupa demasiado para ser una lista de direcciones de calendarios: no se ha leído` };
  let parsed: Record<string, string>;
  try {
    parsed = parseEnv(text) as Record<string, string>;
  } catch {
    return { values: {}, problem: `${where} no se ha podido leer: cada línea tiene que ser NOMBRE=dirección` };
  }
  // Node takes anything before the first «=» as a name: a pasted address would be one.
  const values = Object.fromEntries(Object.entries(parsed).filter(([name]) => /^[A-Z_][A-Z0-9_]*$/i.test(name)));
  if (text.trim() && Object.keys(values).length === 0) return { values, problem: `${where} no tiene ninguna línea NOMBRE=dirección (por ejemplo MIRADOR_AIRBNB_ICAL=https://…)` };
  if (Object.keys(values).length < Object.keys(parsed).length) return { values, problem: `${where} tiene líneas que no son NOMBRE=dirección (el nombre, solo letras, números y _): esas no se han leído` };
  return { values };
}

function readEnvFile(file: string): Lines {
  let size: number;
  try {
    const info = statSync(file);
    if (!info.isFile()) return { values: {}, problem: "el archivo .env no es un archivo normal: no se ha leído" };
    size = info.size;
  } catch {
    return { values: {} };
  }
  if (size > MAX_BYTES) return { values: {}, problem: "el archivo .env ocupa demasiado para ser una lista de direcciones de calendarios: no se ha leído" };
  try {
    return readLines(readFileSync(file, "utf8"), "el archivo .env");
  } catch {
    return { values: {}, problem: "el archivo .env no se ha podido leer" };
  }
}

/**
 * Every variable that may hold a feed's address, by name: the .env file (on the owner's
 * computer), then the lines of the CALENDARIOS secret (in the workflow), then the environment's own
 * variables (a host's settings), each winning over the one before; an empty value gives way. The
 * problems found say where, never what.
 */
export function feedAddresses(env: Readonly<Record<string, string | undefined>>, envFile: string): { values: Record<string, string>; problems: string[] } {
  const file = readEnvFile(envFile);
  const secret = env[ADDRESSES_SECRET]?.trim() ? readLines(env[ADDRESSES_SECRET], `el secreto ${ADDRESSES_SECRET}`) : { values: {} };
  const own = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[0] !== ADDRESSES_SECRET && Boolean(entry[1]?.trim())));
  const values: Record<string, string> = {};
  for (const source of [file.values, secret.values, own]) {
    for (const [name, value] of Object.entries(source)) if (value.trim()) values[name] = value;
  }
  return { values, problems: [file.problem, secret.problem].filter((problem): problem is string => Boolean(problem)) };
}
