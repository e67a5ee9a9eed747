import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

/** The file the owner copies as .env: its addresses are placeholders, never a calendar. */
export const EXAMPLE_FILE = path.resolve(import.meta.dirname, "../../.env.example");

/**
 * The addresses .env.example carries («MIRADOR_AIRBNB_ICAL=https://…/00000000.ics?s=…»), read
 * from it (so a new placeholder there is known at once); none when it can't be read. Its
 * commented lines are not among them: one names a saved calendar, which is read.
 */
export function exampleAddresses(file = EXAMPLE_FILE): string[] {
  try {
    return Object.values(parseEnv(readFileSync(file, "utf8"))).flatMap((value) => (value?.trim() ? [value.trim()] : []));
  } catch {
    return [];
  }
}

/** Domains kept for examples (RFC 2606 and 6761): no calendar is ever there. */
const EXAMPLE_HOST = /(^|\.)(example(\.(com|net|org))?|invalid|test)$/i;

/**
 * An address that is still a placeholder: one of .env.example's, or an https address on a host
 * kept for examples (any other is refused for what it is first). Reading it would only wait on a
 * calendar that doesn't exist.
 */
export function isExampleAddress(value: string, examples: readonly string[]): boolean {
  const trimmed = value.trim();
  if (examples.includes(trimmed)) return true;
  if (!/^(https|webcals?):\/\//i.test(trimmed)) return false;
  try {
    return EXAMPLE_HOST.test(new URL(trimmed.replace(/^webcals?:\/\//i, "https://")).hostname);
  } catch {
    return false;
  }
}
