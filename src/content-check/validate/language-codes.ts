/**
 * A language written otherwise than by its two-letter code (ISO 639-1, the schema's
 * `languageCode`): in capitals («ES»), with its country («es-ES», «pt_BR»), by its name in Spanish,
 * in English or in the language itself («español», «English», «Deutsch»), by a three-letter code
 * («spa», «eng») or by the code of a country where it is spoken («sp», «gb», «jp»).
 * The message says how codes are written and, when one is clearly meant, which.
 */
import { languageName } from "../wording/language-names.ts";
import { shownValue, spokenList } from "../wording/wording.ts";

/** The usual languages' codes, with their names: the message's examples. */
const EXAMPLES = ["es", "en", "fr", "de", "it", "pt"];

/**
 * Names, three-letter codes and country codes owners write for a language, without accents and in
 * small letters. A country code that is also a language's code («ca» Catalan) is never here.
 */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  espanol: "es", castellano: "es", spanish: "es", spa: "es", esp: "es", sp: "es", spain: "es", espana: "es", mx: "es",
  ingles: "en", english: "en", eng: "en", ing: "en", gb: "en", us: "en", usa: "en",
  frances: "fr", french: "fr", francais: "fr", fra: "fr", fre: "fr", fran: "fr", france: "fr", francia: "fr",
  aleman: "de", german: "de", deutsch: "de", deu: "de", ger: "de", ale: "de", al: "de", alemania: "de", germany: "de",
  italiano: "it", italian: "it", ita: "it", italia: "it", italy: "it",
  portugues: "pt", portuguese: "pt", por: "pt", portugal: "pt", brasil: "pt",
  catalan: "ca", catala: "ca", cat: "ca",
  euskera: "eu", vasco: "eu", basque: "eu", eus: "eu",
  gallego: "gl", galego: "gl", galician: "gl", glg: "gl",
  neerlandes: "nl", holandes: "nl", dutch: "nl", nederlands: "nl", nld: "nl", dut: "nl", hol: "nl",
  chino: "zh", chinese: "zh", cn: "zh", zho: "zh", chi: "zh",
  japones: "ja", japanese: "ja", jp: "ja", jpn: "ja",
  coreano: "ko", korean: "ko", kor: "ko",
  ruso: "ru", russian: "ru", rus: "ru",
  arabe: "ar", arabic: "ar", ara: "ar",
  sueco: "sv", swedish: "sv", svenska: "sv", swe: "sv",
  danes: "da", danish: "da", dansk: "da", dk: "da", dan: "da",
  noruego: "no", norwegian: "no", norsk: "no", nor: "no",
  polaco: "pl", polish: "pl", polski: "pl", pol: "pl",
  checo: "cs", czech: "cs", cz: "cs", ces: "cs", cze: "cs",
  griego: "el", greek: "el", gr: "el", ell: "el", gre: "el",
  ucraniano: "uk", ukrainian: "uk", ua: "uk", ukr: "uk",
  finlandes: "fi", finnish: "fi", suomi: "fi", fin: "fi",
  hebreo: "he", hebrew: "he", il: "he", heb: "he",
};

const plain = (text: string): string => text.trim().toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/** The code meant by `written`, if one clearly is, among the codes `isCode` knows. */
export function languageCodeGuess(written: string, isCode: (code: string) => boolean): string | undefined {
  const word = plain(written);
  const region = /^([a-z]{2,3})[-_ ][a-z0-9]+$/.exec(word);
  for (const candidate of [word, region?.[1]]) {
    if (candidate === undefined) continue;
    if (isCode(candidate)) return candidate;
    const named = OTHER_NAMES[candidate];
    if (named && isCode(named)) return named;
  }
  return undefined;
}

/** The message for a language that is not written as its code, with the code guessed from it, if any. */
export function languageCodeMessage(at: string, written: string, guess: string | undefined): string {
  const examples = EXAMPLES.map((code) => `«${code}» (${languageName(code).replace(/ \(\w+\)$/, "")})`);
  const list = spokenList(examples, "o");
  const meant = guess ? `; ¿querías decir «${guess}» (${languageName(guess).replace(/ \(\w+\)$/, "")})?` : "";
  return `${at}: «${shownValue(written)}» no es un código de idioma: escribe el de dos letras de la norma ISO 639-1, en minúsculas, como ${list}${meant}`;
}
