import type { Language } from "../generated/languages.gen";
import { wordsIn } from "../labels/dictionary";
import { dateTimeFormat } from "../labels/intl";
import { languageFacts } from "../labels/words";

/** A date of a stay (parsed YYYY-MM-DD) as the language writes it in the form's messages: «03/12/2026», «3 Dec 2026». */
export function stayDate(date: string, language: Language): string {
  const { locale, date: style } = wordsIn(languageFacts, language);
  return dateTimeFormat(locale, { ...style, timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}
