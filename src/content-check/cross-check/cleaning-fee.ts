/**
 * The rules say what the price includes; `rates.cleaningFee` says the cleaning is charged apart.
 * The default rules say «El precio incluye … la limpieza final»: an owner who adds a cleaning fee
 * and leaves that line publishes both, one in the rules and one in the prices' table. A warning,
 * not an error (decision 031): it is read in the words, and words can say it in ways no rule knows.
 */
import type { Problem } from "../wording/problem.ts";
import { spokenList } from "../wording/wording.ts";
import { shownEuros } from "../validate/prices.ts";
import { locate } from "../read/yaml-source.ts";
import type { YamlSource } from "../read/parsed-source.ts";
import type { PathSegment } from "../wording/problem.ts";

/** How a sentence says the cleaning is included, and how it says it isn't, by language. */
const INCLUDED: Readonly<Record<string, { cleaning: RegExp; included: RegExp; not: RegExp }>> = {
  es: { cleaning: /\blimpieza/i, included: /\binclu(ye|yen|id[oa]s?|ir)\b/i, not: /\bno\b|\baparte\b|\bexcepto\b|\bsalvo\b|\bse cobra|\bse paga|\bsuplemento/i },
  en: { cleaning: /\bcleaning\b/i, included: /\b(includ\w*|covers)\b/i, not: /\bnot\b|n't\b|\bextra\b|\bseparately\b|\bexcept\b|\bsurcharge\b/i },
};

type Paragraph = Readonly<Record<string, string>>;
type Section = { id: string; paragraphs: readonly Paragraph[] };
type Apartment = { name: string; rules?: readonly Section[]; rates?: { cleaningFee?: number } };
type Site = { site: { languages: readonly string[] }; apartments: readonly Apartment[]; rules: { sections: readonly Section[] } };

/** Does this text say, in `language`, that the cleaning is included? Sentence by sentence, one that says it isn't doesn't count. */
export function saysCleaningIncluded(text: string, language: string): boolean {
  const words = INCLUDED[language];
  if (!words) return false;
  return text.split(/(?<=[.!?;])\s+/).some((sentence) => words.cleaning.test(sentence) && words.included.test(sentence) && !words.not.test(sentence));
}

/** A warning at each rules paragraph, shown with an apartment that charges a cleaning fee, that says the cleaning is included. */
export function cleaningFeeWarnings(source: YamlSource, site: Site): Problem[] {
  // Each paragraph that says so, with the apartments it is shown with that charge the cleaning.
  const charging = new Map<string, { path: PathSegment[]; apartments: string[]; fees: Set<number> }>();
  const languages = site.site.languages.filter((code) => code in INCLUDED);
  for (const [i, apartment] of site.apartments.entries()) {
    const fee = apartment.rates?.cleaningFee;
    if (!fee) continue;
    const own = apartment.rules ?? [];
    // The apartment's own sections, and the common ones it doesn't replace (same id).
    const shown: { section: Section; path: PathSegment[] }[] = [
      ...own.map((section, j) => ({ section, path: ["apartments", i, "rules", j] as PathSegment[] })),
      ...site.rules.sections.flatMap((section, j) => (own.some((mine) => mine.id === section.id) ? [] : [{ section, path: ["rules", "sections", j] as PathSegment[] }])),
    ];
    for (const { section, path } of shown) {
      for (const [k, paragraph] of section.paragraphs.entries()) {
        const language = languages.find((code) => typeof paragraph[code] === "string" && saysCleaningIncluded(paragraph[code], code));
        if (!language) continue;
        const at: PathSegment[] = [...path, "paragraphs", k, language];
        const key = JSON.stringify(at);
        const found = charging.get(key) ?? { path: at, apartments: [], fees: new Set<number>() };
        found.apartments.push(apartment.name);
        found.fees.add(fee);
        charging.set(key, found);
      }
    }
  }
  return [...charging.values()].map(({ path, apartments, fees }) => {
    const [only, ...more] = fees;
    const fee = only !== undefined && more.length === 0 ? ` (${shownEuros(only)})` : "";
    const who = apartments.length === 1 ? `${apartments[0]} la cobra` : `${spokenList(apartments)} la cobran`;
    return {
      file: source.file,
      ...locate(source, path),
      message: `aviso: este texto dice que la limpieza va incluida en el precio, pero ${who} aparte, con «cleaningFee» en «rates»${fee}, y ${apartments.length === 1 ? "su página enseña" : "sus páginas enseñan"} las dos cosas: si se cobra aparte, cambia el texto en cada idioma; si va incluida, quita «cleaningFee»`,
    };
  });
}
