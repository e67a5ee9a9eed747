/**
 * A number as the owner says it, where the site wants the number alone: with its unit («85,50 €»,
 * «10 %», «2 noches»), as a fraction of its scale («5/5», «9,6 / 10», «4 de 5»), with a decimal
 * comma («4,8») or a thousands point («1.200 €»), as stars («★★★★☆»), or between quotes («"4.8"»,
 * a text to YAML); and YAML's words for what no page can show, «.nan» (not a number) and «.inf»
 * (infinity). Each is said with the number to type.
 */

/** A currency written before the number: «€85», «EUR 85». */
const CURRENCY_BEFORE = /^(?:[€$£]|eur(?:os?)?(?![\p{L}]))\s*/iu;

/** The digits as written, with their points and commas: «1.200,50». */
const DIGITS = /^[-+]?\d+(?:[.,]\d+)*/;

/** A fraction of a scale after the number: «/5», «/ 10», «de 5», «sobre 10», «out of 5». */
const FRACTION = /^(?:\/|de\b|sobre\b|out of\b)\s*\d+(?:[.,]\d+)?(?=\s|$)/iu;

/** A unit after the number: letters and signs only («€», «%», «euros», «€/noche», «personas», «km»). */
const UNIT = /^(?:[\p{L}€$£%º°ª'./★ ]|⭐\uFE0F?){1,30}$/u;

/** A rating copied as the platform draws it: filled stars (counted), empty ones, nothing else. */
const STARS = /^(?:[★⭐☆]\uFE0F?\s*)+$/u;

/**
 * Words after a number that make it something else than one number with its unit: a range or a
 * choice («2 o 3», «2 a 4», «2 y medio», «6 más»), which the owner has to decide.
 */
const NOT_A_UNIT = /^(?:o|u|y|e|a|al|hasta|más|mas|menos|aprox\.?|aproximadamente|-|–)(?![\p{L}])/iu;

/**
 * The number in `written` as the site reads numbers (a point before the decimals, no thousands
 * separator) and what changes in it: `comma`, a decimal comma that becomes a point; `thousands`,
 * a thousands point left out. Undefined if it isn't one number with a unit, a fraction or a comma.
 */
export function numberAsWritten(written: string): { number: string; comma: boolean; thousands: boolean } | undefined {
  const trimmed = written.trim();
  const filled = [...trimmed].filter((char) => char === "★" || char === "⭐").length;
  if (STARS.test(trimmed) && filled > 0) return { number: String(filled), comma: false, thousands: false };
  const currency = CURRENCY_BEFORE.exec(trimmed);
  const rest = currency ? trimmed.slice(currency[0].length) : trimmed;
  const digits = DIGITS.exec(rest)?.[0];
  if (!digits) return undefined;
  let after = rest.slice(digits.length).trim();
  const fraction = FRACTION.exec(after);
  if (fraction) after = after.slice(fraction[0].length).trim();
  if (after !== "" && (!UNIT.test(after) || NOT_A_UNIT.test(after))) return undefined;
  const read = readDigits(digits);
  if (!read) return undefined;
  // A number alone with nothing to take away is not a slip of this kind («4.8» is a number already).
  if (!currency && !fraction && after === "" && !read.comma && !read.thousands) return undefined;
  return read;
}

/**
 * «85,50» → 85.50, «1.200» → 1200, «1.200,50» → 1200.50, «4.8» → 4.8; undefined for digits with
 * no single reading («1,200,000», «1.2.3»). The Spanish way: a point groups thousands (in threes),
 * a comma starts the decimals.
 */
function readDigits(digits: string): { number: string; comma: boolean; thousands: boolean } | undefined {
  const sign = digits.startsWith("-") ? "-" : "";
  const unsigned = digits.replace(/^[-+]/, "");
  const spanish = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/.exec(unsigned);
  const [, grouped = "", decimals] = spanish ?? [];
  if (spanish && (grouped.includes(".") || decimals !== undefined)) {
    const whole = grouped.replaceAll(".", "");
    return { number: `${sign}${whole}${decimals !== undefined ? `.${decimals}` : ""}`, comma: decimals !== undefined, thousands: grouped.includes(".") };
  }
  if (/^\d+(?:\.\d+)?$/.test(unsigned)) return { number: `${sign}${unsigned}`, comma: false, thousands: false };
  return undefined;
}

/** What the owner is told to type for a number written with more than the number. */
export function numberAsWrittenMessage(at: string, written: string, read: { number: string; comma: boolean; thousands: boolean }): string {
  const how = read.comma && read.thousands ? ", sin punto de los miles y con punto decimal" : read.comma ? ", con punto" : read.thousands ? ", sin punto de los miles" : "";
  return `${at} es un número («${written.trim()}»): escribe solo el número${how}: ${read.number}`;
}

/** A number between quotes, which YAML reads as a text: undefined if what is quoted isn't a number as the site writes it. */
export function quotedNumberMessage(at: string, written: string): string | undefined {
  return /^-?\d+(?:\.\d+)?$/.test(written.trim()) ? `${at} es un número, y entre comillas se lee como un texto: escríbelo sin comillas: ${written.trim()}` : undefined;
}

/** «.nan» and «.inf» as YAML reads them: numbers that are not a quantity a page can show. */
export function notANumberMessage(at: string, value: number, written: string, example: unknown): string {
  const meaning = Number.isNaN(value) ? "«no es un número»" : value > 0 ? "«infinito»" : "«menos infinito»";
  return `${at} lleva «${written}», que no es un número que se pueda publicar (en YAML quiere decir ${meaning}): escribe el número, por ejemplo ${String(example)}`;
}
