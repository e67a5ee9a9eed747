/**
 * The marks of a Spanish text that speaks to the guests as «vosotros» («os dejamos», «vuestra
 * casa», «avisadnos», «consultad», «podéis»), and how each is said to one guest, as «tú», where
 * that can be said without guessing. The site speaks to its visitors as «tú», as its interface
 * does (docs/editar-contenido.md, «A los huéspedes, de tú»). Only clear marks: a word that is
 * often something else («ciudad», «pared», «Madrid», «huésped», «dieciséis», «cuántos sois»
 * said of a group) is never taken for one, so a warning is always worth reading.
 */
import { spokenList } from "../wording/wording.ts";

/** A «vosotros» form in a text: where it starts, as written, and its «tú» form when it is known. */
type VosotrosForm = { index: number; written: string; tu?: string };

/** Letters, Spanish ones included: JavaScript's `\b` knows only a–z, so «vuestra» would border «á». */
const WORD_START = "(?<!\\p{L})";
const WORD_END = "(?!\\p{L})";

/** The pronouns, and the one guest's: «os» → «te», «vuestra» → «tu». «Vosotros» has two («tú», «ti»): it is only named. */
const PRONOUNS: Readonly<Record<string, string | undefined>> = {
  os: "te",
  vosotros: undefined,
  vosotras: undefined,
  vuestro: "tu",
  vuestra: "tu",
  vuestros: "tus",
  vuestras: "tus",
};

/**
 * Plural commands, as the site's texts and a lodging's usually give them, with the command to one
 * guest (stem changes included: «contad» → «cuenta», «cerrad» → «cierra»). A bare «-ad» word not
 * listed is not a mark: «ciudad», «verdad», «mitad» end the same way.
 */
const COMMANDS: Readonly<Record<string, string>> = {
  abrid: "abre",
  apagad: "apaga",
  aprovechad: "aprovecha",
  avisad: "avisa",
  bajad: "baja",
  buscad: "busca",
  cerrad: "cierra",
  comprobad: "comprueba",
  consultad: "consulta",
  contad: "cuenta",
  cuidad: "cuida",
  decid: "di",
  dejad: "deja",
  disfrutad: "disfruta",
  echad: "echa",
  elegid: "elige",
  encended: "enciende",
  entrad: "entra",
  enviad: "envía",
  escribid: "escribe",
  esperad: "espera",
  guardad: "guarda",
  haced: "haz",
  llamad: "llama",
  llegad: "llega",
  mandad: "manda",
  mirad: "mira",
  pagad: "paga",
  pasad: "pasa",
  pedid: "pide",
  poned: "pon",
  preguntad: "pregunta",
  probad: "prueba",
  recordad: "recuerda",
  reservad: "reserva",
  respetad: "respeta",
  sacad: "saca",
  salid: "sal",
  separad: "separa",
  subid: "sube",
  tened: "ten",
  tirad: "tira",
  traed: "trae",
  usad: "usa",
  venid: "ven",
  visitad: "visita",
};

/**
 * Verbs said to «vosotros» («podéis», «viajáis», «habíais»): with their «tú» form when listed.
 * Any other word ending in «-áis», «-éis» or «-íais» is one too, but for these few that are not.
 */
const VERBS: Readonly<Record<string, string>> = {
  aviséis: "avises",
  buscáis: "buscas",
  estáis: "estás",
  estéis: "estés",
  habéis: "has",
  habíais: "habías",
  hayáis: "hayas",
  llegáis: "llegas",
  necesitáis: "necesitas",
  podáis: "puedas",
  podéis: "puedes",
  preferís: "prefieres",
  queráis: "quieras",
  queréis: "quieres",
  sabéis: "sabes",
  seáis: "seas",
  tengáis: "tengas",
  tenéis: "tienes",
  traéis: "traes",
  tratéis: "trates",
  vais: "vas",
  vayáis: "vayas",
  veáis: "veas",
  venís: "vienes",
  viajáis: "viajas",
  decís: "dices",
  salís: "sales",
  pedís: "pides",
};

/** Words that end like a «vosotros» verb and are not one. */
const NOT_VERBS = new Set(["dieciséis", "veintiséis", "jerséis", "bonsáis", "samuráis", "paipáis"]);

const pronoun = new RegExp(`${WORD_START}(${Object.keys(PRONOUNS).join("|")})${WORD_END}`, "giu");
/** A plural command with «nos», «lo», «la»… after it: «avisadnos», «dejadlos», «decídnoslo». Nothing else ends so. */
const commandWithPronoun = new RegExp(`${WORD_START}(\\p{L}+?[aeiáéí]d)(nos(?:l[oa]s?)?|l[oa]s?)${WORD_END}`, "giu");
const command = new RegExp(`${WORD_START}(${Object.keys(COMMANDS).join("|")})${WORD_END}`, "giu");
const verb = new RegExp(`${WORD_START}(\\p{L}+(?:áis|éis|íais)|${Object.keys(VERBS).join("|")})${WORD_END}`, "giu");

/** The «vosotros» forms of a text, in the order they are written. */
export function vosotrosForms(text: string): VosotrosForm[] {
  const forms: VosotrosForm[] = [];
  for (const match of text.matchAll(pronoun)) {
    const tu = PRONOUNS[(match[1] ?? "").toLowerCase()];
    // Shown with the word after it («os dejamos» → «te dejamos», «vuestra casa» → «tu casa»): alone, «os» reads as nothing.
    const next = tu ? /^\s+\p{L}+/u.exec(text.slice(match.index + match[0].length))?.[0] : undefined;
    forms.push({ index: match.index, written: `${match[0]}${next ?? ""}`, ...(tu ? { tu: `${sameCase(match[0], tu)}${next ?? ""}` } : {}) });
  }
  for (const match of text.matchAll(commandWithPronoun)) {
    const [, plural = "", pronouns = ""] = match;
    const tu = commandToOne(plural, pronouns);
    forms.push({ index: match.index, written: match[0], ...(tu ? { tu: sameCase(match[0], tu) } : {}) });
  }
  for (const match of text.matchAll(command)) {
    // Matched without regard to case, a command may lower-case to no known one: to the match, «ſ» is an «s».
    const tu = COMMANDS[match[0].toLowerCase()];
    forms.push({ index: match.index, written: match[0], ...(tu ? { tu: sameCase(match[0], tu) } : {}) });
  }
  for (const match of text.matchAll(verb)) {
    const word = match[0].toLowerCase();
    if (NOT_VERBS.has(word)) continue;
    const tu = VERBS[word];
    forms.push({ index: match.index, written: match[0], ...(tu ? { tu: sameCase(match[0], tu) } : {}) });
  }
  return forms.sort((a, b) => a.index - b.index);
}

/**
 * A plural command with its pronouns, said to one guest: «avisadnos» → «avísanos», «decídnoslo»
 * → «dínoslo», «ponedlo» → «ponlo». Known commands only; the accent follows the spelling rules
 * (the stress stays where it was, and a word stressed on its third syllable from the end or
 * earlier carries it written).
 */
function commandToOne(plural: string, pronouns: string): string | undefined {
  const one = COMMANDS[plural.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")];
  if (!one) return undefined;
  const added = pronouns.toLowerCase() === "nos" || /^l[oa]s?$/i.test(pronouns) ? 1 : 2;
  const nuclei = vowelGroups(one);
  // A command of two syllables or more is stressed on its last but one («avisa», «cuenta»); «di», «pon» on their one.
  const stressed = nuclei.length >= 2 ? nuclei.length - 2 : 0;
  const fromEnd = nuclei.length - stressed + added;
  const nucleus = nuclei[stressed];
  const written = nucleus && fromEnd >= 3 && !/[áéíóú]/.test(one) ? withAccent(one, nucleus) : one;
  return `${written}${pronouns.toLowerCase()}`;
}

/** Where each syllable's vowels are in a word («cuenta»: «ue», «a»; «trae»: «a», «e», two strong vowels apart). */
function vowelGroups(word: string): { start: number; end: number }[] {
  const groups: { start: number; end: number }[] = [];
  const strong = (char: string): boolean => /[aeoáéíóú]/.test(char);
  for (const [i, char] of word.split("").entries()) {
    if (!/[aeiouáéíóúü]/.test(char)) continue;
    const last = groups.at(-1);
    const joins = last && last.end === i && !(strong(word[i - 1] ?? "") && strong(char));
    if (joins) last.end = i + 1;
    else groups.push({ start: i, end: i + 1 });
  }
  return groups;
}

/** The group's vowel that carries the stress written: its strong one (a, e, o), or the second of two weak ones. */
function withAccent(word: string, group: { start: number; end: number }): string {
  const vowels = word.slice(group.start, group.end);
  const strongAt = vowels.search(/[aeo]/);
  const at = group.start + (strongAt === -1 ? vowels.length - 1 : strongAt);
  const accented = { a: "á", e: "é", i: "í", o: "ó", u: "ú" }[word[at] as "a"] ?? word[at];
  return `${word.slice(0, at)}${accented}${word.slice(at + 1)}`;
}

/** «Os» → «Te»: the «tú» form with the written form's capital. */
function sameCase(written: string, tu: string): string {
  const initial = written.charAt(0);
  return initial === initial.toUpperCase() ? `${tu.charAt(0).toUpperCase()}${tu.slice(1)}` : tu;
}

/** How many forms a message names one by one (a long paragraph can have many). */
const NAMED = 6;

/**
 * The owner's warning for a text with these forms (at least one): the cause, then each form with
 * its «tú» form, or how to find it.
 */
export function guestVoiceMessage(forms: readonly VosotrosForm[]): string {
  const changes = forms.slice(0, NAMED).map((form) => (form.tu ? `«${form.written}» por «${form.tu}»` : `«${form.written}» por lo que le dirías a una sola persona`));
  const list = spokenList(changes);
  const more = forms.length > NAMED ? `, y ${forms.length - NAMED} más` : "";
  return `aviso: este texto trata a los huéspedes de vosotros, y la web les habla de tú: cambia ${list}${more}`;
}
