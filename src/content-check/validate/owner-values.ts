import type { Site } from "../../generated/content-types.gen.ts";
import { mapAlongSchema, refName, WALK_ON, type SchemaNode } from "./schema-walk.ts";
import { MONEY_DEFS, priceProblem } from "./prices.ts";
import { normaliseTaxId } from "./tax-id.ts";
import type { PathSegment } from "../wording/problem.ts";

/**
 * Values as owners write them, written the one way the rest of the site reads them: a time
 * «9:00» or «16.30» becomes «09:00» / «16:30»; a phone with dots, dashes or parentheses
 * («600.000.000», «+34 (978) 12-34-56», «0034 600 000 000») becomes «+34 600 000 000» or
 * «+34 978 12 34 56»; a tax id «12.345.678-z» becomes «12345678Z». The schema accepts these forms (so the editor doesn't mark them); which
 * fields are phones and times is read from the schema (`$ref` to `phone`, `optionalPhone`, `time`).
 * Money (`$ref` to `price` or `fee`) is checked as it is written (prices.ts).
 */
type Found = { path: PathSegment[]; message: string };

/** Already as the site writes it: a «+», the country code, digits with single spaces. */
const CANONICAL_PHONE = /^\+[1-9][0-9]{0,2}( ?[0-9]){6,14}$/;

/** A Spanish number, grouped as Spaniards write it: mobiles 600 000 000, landlines 978 00 00 00. */
function spanish(national: string): string {
  const groups = /^[67]/.test(national) ? /^(\d{3})(\d{3})(\d{3})$/.exec(national) : /^(\d{3})(\d{2})(\d{2})(\d{2})$/.exec(national);
  return `+34 ${groups ? groups.slice(1).join(" ") : national}`;
}

export function normalisePhone(raw: string, country: string): string | { problem: string } {
  // «(+34) 978…» and «(0034) 978…»: the country code in parentheses is still the country code.
  const value = raw.trim().replace(/^\(\s*((?:\+|00)\d{1,3})\s*\)\s*/, "$1 ");
  if (value === "" || CANONICAL_PHONE.test(value)) return value;
  const international = /^(\+|00)/.test(value);
  const digits = value.replace(/^00/, "").replace(/\D/g, "");
  if (international && digits.startsWith("34") && digits.length === 11) return spanish(digits.slice(2));
  if (international) {
    const spaced = `+${value.replace(/^(\+|00)/, "").replace(/[().-]/g, " ").replace(/\s+/g, " ").trim()}`;
    if (CANONICAL_PHONE.test(spaced)) return spaced;
    return { problem: `escribe el teléfono solo con cifras y espacios detrás del prefijo: «+${digits}»` };
  }
  if (digits.length === 9 && country === "ES") return spanish(digits);
  return { problem: `falta el prefijo del país delante del número: «+34 ${digits}» si es de España` };
}

export function normaliseTime(raw: string): string {
  const [hours = "", minutes = ""] = raw.trim().split(/[:.]/);
  return `${hours.padStart(2, "0")}:${minutes}`;
}

const KIND: Record<string, "phone" | "time" | "taxId"> = { phone: "phone", optionalPhone: "phone", time: "time", taxId: "taxId" };

/**
 * The site with its phones and times written the site's way, and the values that can't be: phones
 * without a form, money written wrong (`written`: a value as the file writes it, «1.200» for 1.2).
 */
export function ownerValues(site: Site, schema: SchemaNode, written: (path: PathSegment[]) => string | undefined = () => undefined): { site: Site; problems: Found[] } {
  const problems: Found[] = [];
  const country = site.site.address.country;
  const normalised = mapAlongSchema(schema, site, (node, value, path) => {
    const name = refName(node);
    const money = name === undefined ? undefined : MONEY_DEFS[name];
    if (money && typeof value === "number") {
      const problem = priceProblem(value, written(path) ?? String(value), money);
      if (problem) problems.push({ path, message: problem });
      return value;
    }
    const kind = name === undefined ? undefined : KIND[name];
    if (!kind || typeof value !== "string") return WALK_ON;
    if (kind === "time") return normaliseTime(value);
    if (kind === "taxId") return normaliseTaxId(value);
    const phone = normalisePhone(value, country);
    if (typeof phone === "string") return phone;
    problems.push({ path, message: phone.problem });
    return value;
  });
  return { site: normalised as Site, problems };
}
