/**
 * Money in site.yaml, as owners write it. YAML reads «1.200» as 1.2: a Spaniard's «mil
 * doscientos» would be published as 1,20 €. So a price is judged by how it is written, not only
 * by the number it makes: a dot before three digits groups thousands, a price has cents at most,
 * and a night under 10 € is no apartment's price (a stop); over 5000 € a night is a warning, the
 * one that may be meant (decision 044).
 */
import type { Site } from "../../generated/content-types.gen.ts";
import { fieldName, spokenList } from "../wording/wording.ts";
import type { Problem } from "../wording/problem.ts";
import { locate } from "../read/yaml-source.ts";
import type { YamlSource } from "../read/parsed-source.ts";
import type { PathSegment } from "../wording/problem.ts";

/** What a night can cost: under the lowest is a slip; over the highest, worth a look. */
const NIGHT = { lowest: 10, highest: 5000 } as const;

/** A price per night (`nightly`, `weekend`), or another amount (`cleaningFee`, where 0 is none). */
export type MoneyKind = "night" | "fee";

/** The schema's definitions of money, by the kind of amount each holds. */
export const MONEY_DEFS: Readonly<Record<string, MoneyKind>> = { price: "night", fee: "fee" };

/** An amount as the messages say it to the owner: «1,20 €», «1200 €». */
export function shownEuros(amount: number): string {
  return `${Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(".", ",")} €`;
}

/** An amount as it is typed in site.yaml: «1200», «85.50». */
const typed = (amount: number): string => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

const plausible = (amount: number, kind: MoneyKind): boolean => amount <= NIGHT.highest && (kind === "fee" || amount >= NIGHT.lowest);

/**
 * What is wrong with an amount that YAML read as the number `value` from the text `written`, for
 * the owner to fix before it is published; null when nothing is.
 */
export function priceProblem(value: number, written: string, kind: MoneyKind): string | null {
  // «1.200»: thousands grouped with a dot, as Spaniards write them; read as 1.2.
  if (/^\d{1,3}\.\d{3}$/.test(written)) {
    const thousands = Number(written.replace(".", ""));
    if (plausible(thousands, kind)) return `«${written}» se lee como ${shownEuros(value)}: en site.yaml los miles van sin punto; escribe ${thousands}`;
  }
  const decimals = /^\+?\d*\.(\d+)$/.exec(written)?.[1]?.length ?? 0;
  const cents = value * 100;
  if (decimals > 2 || Math.abs(cents - Math.round(cents)) > 1e-6) return `un precio lleva como mucho dos decimales, los céntimos: «${typed(Math.round(cents) / 100)}»`;
  if (kind === "night" && value < NIGHT.lowest) return tooLow(value);
  return null;
}

/** A night under the lowest price, with the price it most likely is: «1.5» for 1500 €, «8» for 80 €. */
function tooLow(value: number): string {
  const guesses = [...(Number.isInteger(value) ? [] : [{ amount: value * 1000, thousands: true }]), { amount: value * 10, thousands: false }, { amount: value * 100, thousands: false }];
  const likely = guesses.find(({ amount }) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6 && plausible(amount, "night"));
  const said = `${shownEuros(value)} por noche no puede ser el precio de un apartamento (menos de ${NIGHT.lowest} €)`;
  if (!likely) return `${said}: escribe el precio de una noche en euros`;
  const amount = Math.round(likely.amount * 100) / 100;
  return `${said}: si son ${shownEuros(amount)}, escribe ${typed(amount)}${likely.thousands ? " (en site.yaml los miles van sin punto)" : ""}`;
}

/**
 * A price written as a text where a number goes, as people write money: thousands grouped with a
 * dot, a space, an apostrophe or a comma («1.200,50», «1 200», «1,200.50»), a decimal comma, and
 * maybe «€» or «euros». The number to type, and the unit to leave out; null if it is none of these.
 */
export function writtenPrice(text: string): { typed: string; unit: string | null; grouped: boolean } | null {
  let digits = text.trim();
  let unit: string | null = null;
  const before = /^(?:€|eur(?:os?)?)(?![a-z])/i.exec(digits);
  const after = /(?<![a-z])(?:€|eur(?:os?)?)$/i.exec(digits);
  if (before) {
    unit = before[0];
    digits = digits.slice(before[0].length).trimStart();
  } else if (after) {
    unit = after[0];
    digits = digits.slice(0, after.index).trimEnd();
  }
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(digits);
  if (plain) {
    const [, whole = "", cents] = plain;
    return { typed: cents ? `${whole}.${cents}` : whole, unit, grouped: false };
  }
  // One mark between groups of three digits, and the cents behind the other one.
  const grouped = /^(\d{1,3})((?:([ .,'’\u00a0\u202f])\d{3})(?:\3\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(digits);
  if (!grouped) return null;
  const [, first = "", groups = "", mark, decimalMark, cents] = grouped;
  if (decimalMark === mark) return null;
  const whole = `${first}${groups.replace(/\D/g, "")}`;
  return { typed: cents ? `${whole}.${cents}` : whole, unit, grouped: true };
}

/** The prices worth a look that publish as they are: a night over the highest price (a slip of the decimal point, or a price meant). */
function nightWarnings(source: YamlSource, site: Site): Problem[] {
  const warnings: Problem[] = [];
  site.apartments.forEach((apartment, i) =>
    apartment.rates?.seasons.forEach((season, j) => {
      for (const field of ["nightly", "weekend"] as const) {
        const value = season[field];
        if (value === undefined || value <= NIGHT.highest) continue;
        const path: PathSegment[] = ["apartments", i, "rates", "seasons", j, field];
        const cents = Math.round(value) / 100;
        warnings.push({
          file: source.file,
          ...locate(source, path),
          message: `aviso: «${fieldName(path)}» es ${shownEuros(value)} por noche, más de ${NIGHT.highest} €: si son ${shownEuros(cents)}, escribe ${typed(cents)}; si de verdad es el precio, déjalo así`,
        });
      }
    }),
  );
  return warnings;
}

/**
 * `booking.directDiscount` takes its percentage off the prices of the apartments with a listing:
 * without a price on any of them it shows nowhere, and a promise the site never makes is one the
 * owner believes it does.
 */
function directDiscountWarnings(source: YamlSource, site: Site): Problem[] {
  const discount = site.booking.directDiscount;
  if (!discount) return [];
  const listed = site.apartments.filter((apartment) => apartment.slug in site.booking.listings);
  if (listed.some((apartment) => apartment.rates)) return [];
  const said = `aviso: «booking.directDiscount» promete un ${discount} % menos reservando directamente, pero la web no lo enseña en ninguna parte`;
  const why =
    listed.length === 0
      ? "se descuenta del precio de los apartamentos con anuncio en «booking.listings», y no hay ninguno: pon en «listings» el número del anuncio de cada apartamento que lo tenga"
      : `se descuenta de los precios de los apartamentos con anuncio (${spokenList(listed.map((apartment) => apartment.name))}), y ${listed.length === 1 ? "no tiene" : "ninguno tiene"} precios: añade ${listed.length === 1 ? "su «rates»" : "a cada uno su «rates»"} (docs/editar-contenido.md, «Precios»)`;
  return [{ file: source.file, ...locate(source, ["booking", "directDiscount"]), message: `${said}: ${why}` }];
}

/** The warnings about money: nights over the highest price, and a direct discount with no price to take it from. */
export function priceWarnings(source: YamlSource, site: Site): Problem[] {
  return [...nightWarnings(source, site), ...directDiscountWarnings(source, site)];
}
