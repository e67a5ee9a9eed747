/**
 * Intl's formatters, each made once per locale and options and kept for the page's life. Making
 * one costs the browser about a millisecond on a phone (ICU's data for the locale), and
 * `toLocaleString(locale)` makes a new one at every call: the gallery's six photo counts alone
 * were some 15 ms of its hydration on the phone profile (issue 29).
 */
const kept = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>();

function keptAs<Formatter extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>(key: string, make: () => Formatter): Formatter {
  let formatter = kept.get(key) as Formatter | undefined;
  if (!formatter) {
    formatter = make();
    kept.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  keptAs(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const pluralRules = (locale: string): Intl.PluralRules => keptAs(`plural ${locale}`, () => new Intl.PluralRules(locale));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  keptAs(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
