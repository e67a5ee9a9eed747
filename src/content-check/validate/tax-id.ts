/**
 * Spanish tax identifiers, checked as the tax agency computes them: a NIF's letter, a NIE's, a
 * CIF's control digit or letter. A mistyped digit or letter changes the control: the check
 * says which control those digits take, so the owner can tell a copying slip from a wrong number.
 */

/** The letters of a NIF or NIE, by the number's remainder of 23. */
const NIF_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
/** A CIF's control as a letter, by its digit. */
const CIF_LETTERS = "JABCDEFGHI";

/** As written, without spaces, dots or dashes, in capitals: «12.345.678-z» is «12345678Z». */
export function normaliseTaxId(raw: string): string {
  return raw.replace(/[\s.-]/g, "").toUpperCase();
}

function cifControl(digits: string): number {
  let sum = 0;
  for (const [i, char] of [...digits].entries()) {
    const digit = Number(char);
    if (i % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  return (10 - (sum % 10)) % 10;
}

const EXAMPLES = "un NIF (8 cifras y una letra: «12345678Z»), un NIE (X, Y o Z, 7 cifras y una letra: «X1234567L») o un CIF (una letra, 7 cifras y un dígito o letra de control: «B12345674»)";

/** A person's identifier, NIF or NIE: the number its letter is computed from, and the letter written. */
function personalId(id: string): { what: "NIF" | "NIE"; number: number; written: string } | undefined {
  const nif = /^(\d{8})([A-Z])$/.exec(id) ?? /^[KLM](\d{7})([A-Z])$/.exec(id);
  if (nif) {
    const [, digits = "", written = ""] = nif;
    return { what: "NIF", number: Number(digits), written };
  }
  // A NIE's first letter counts as a digit: X 0, Y 1, Z 2.
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (nie) {
    const [, first = "", digits = "", written = ""] = nie;
    return { what: "NIE", number: Number(`${"XYZ".indexOf(first)}${digits}`), written };
  }
  return undefined;
}

/** Why `id` (normalised) is not a valid identifier for a holder of this kind (of either, without one), in Spanish; undefined when it is. */
export function taxIdProblem(id: string, kind?: "person" | "company"): string | undefined {
  const personal = personalId(id);
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (personal) {
    const { what, number, written } = personal;
    const letter = NIF_LETTERS.charAt(number % 23);
    if (written !== letter) return `el ${what} «${id}» no es válido: con esos números la letra tiene que ser «${letter}»; revisa que esté bien copiado, números y letra`;
    if (kind === "company") return `«${id}» es un ${what}, de una persona; una empresa tiene CIF («B12345674»): si el titular es una persona, pon «kind: person»`;
    return undefined;
  }
  if (cif) {
    const [, type = "", digits = "", written = ""] = cif;
    const control = cifControl(digits);
    const asLetter = CIF_LETTERS.charAt(control);
    // By the organisation's type: some always end in a letter, some in a digit, the rest in either.
    const expected = "NPQRSW".includes(type) ? [asLetter] : "ABEH".includes(type) ? [String(control)] : [String(control), asLetter];
    if (!expected.includes(written)) return `el CIF «${id}» no es válido: con esas cifras el control tiene que ser «${expected.join("» o «")}»; revisa que esté bien copiado`;
    if (kind === "person") return `«${id}» es un CIF, de una empresa; una persona tiene NIF («12345678Z») o NIE («X1234567L»): si el titular es una empresa, pon «kind: company»`;
    return undefined;
  }
  return `«${id}» no tiene la forma de ${EXAMPLES}`;
}
