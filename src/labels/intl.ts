/**
 * Intl's formatters, each made once per locale and options and kept for the page's life. Making
 * one costs the browser about a millisecond on a phone (ICU's data for the locale), and
 * `toLocaleString(locale)` makes a new one at every call: the gallery's six photo counts alone
 * are some 15 ms of its hydration on the phone profile.
 */
type Formatter = Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat | Intl.ListFormat | Intl.DisplayNames;

const kept = new Map<string, Formatter>();

function keptAs<Made extends Formatter>(key: string, make: () => Made): Made {
  let formatter = kept.get(key) as Made | undefined;
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

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  keptAs(`list ${locale} ${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  keptAs(`names ${locale} ${JSON.stringify(options)}`, () => new Intl.DisplayNames(locale, options));
