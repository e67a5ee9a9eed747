/**
 * Guest reviews as the pages show them, in a language, written at build from site.yaml «reviews»:
 * each review with its attribution, and beside every selection the sentences that say how the
 * reviews were chosen and whether they come from real guests (the EU Omnibus rules, in Spain Real
 * Decreto-ley 24/2021), made from the same data the list is, so they can't drift from it.
 * No structured data: search engines show no stars for a business's reviews of itself.
 */
import { languageFacts, reviewWords } from "../labels/words";
import type { Review, Reviews } from "../generated/site-types.gen";
import { fill, plural, wordsIn } from "../labels/dictionary";
import { found } from "./found";
import { DIRECT_SOURCE, REVIEWS_SHOWN } from "./review-facts";
import { hiddenApartmentsIn, pathOfKind, siteIn } from "./routing";
import type { Language, ReviewCard, ReviewsBlock } from "./types";
import { dateTimeFormat, displayNames, listFormat, numberFormat } from "../labels/intl";

const month = (yearMonth: string, locale: string): string =>
  dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7)) - 1, 15));

const languageName = (code: string, locale: string): string => displayNames(locale, { type: "language" }).of(code) ?? code;

const list = (items: readonly string[], locale: string): string => listFormat(locale, { type: "conjunction" }).format(items);

/** The reviews, the most recent stay first (the file's order among a month's). */
export function byRecency(reviews: readonly Review[]): Review[] {
  return reviews.map((review, index) => ({ review, index })).sort((a, b) => b.review.stay.localeCompare(a.review.stay) || a.index - b.index).map(({ review }) => review);
}

export function card(review: Review, language: Language): ReviewCard {
  const site = siteIn(language);
  const words = wordsIn(reviewWords, language);
  const { locale } = wordsIn(languageFacts, language);
  // A hidden apartment's reviews stay (the stays happened): it is named, as the guest wrote of it.
  const apartment = found(
    [...site.apartments, ...hiddenApartmentsIn(language)].find((candidate) => candidate.slug === review.apartment),
    `no apartment «${review.apartment}» in site.yaml (${language}), named by ${review.guest}'s review`,
  );
  const source = found(site.reviews, `${review.guest}'s review, and no «reviews» in site.yaml (${language})`).sources.find((candidate) => candidate.id === review.source);
  const translation = review.language === language ? undefined : review.translations?.[language];
  const rating = review.rating !== undefined && source?.scale !== undefined ? `${fill(words.rating, { rating: numberFormat(locale).format(review.rating), scale: source.scale })} ` : "";
  const writtenIn = languageName(review.language, locale);
  return {
    // The page's language first: the translation, when the owner gave one, then the guest's own words.
    ...(translation !== undefined
      ? { text: translation, original: { note: fill(words.translated, { language: writtenIn }), label: fill(words.asWritten, { language: writtenIn }), text: review.text, lang: review.language } }
      : { text: review.text, ...(review.language !== language ? { lang: review.language } : {}) }),
    byline: fill(words.byline, { guest: review.guest, month: month(review.stay, locale), apartment: apartment.name }),
    source: source ? `${rating}${fill(words.from, { source: source.name })}` : words.direct,
    ...(source && review.url ? { link: { href: review.url, label: fill(words.original, { source: source.name }) } } : {}),
  };
}

/** Each platform's overall rating the owner gave, as a reader of the page's language writes it: «4,8 de 5 en Airbnb, 37 opiniones». */
export function overallRatings(data: Reviews, language: Language): string[] {
  const words = wordsIn(reviewWords, language);
  const { locale } = wordsIn(languageFacts, language);
  return data.sources.flatMap((source) =>
    source.overall && source.scale !== undefined
      ? [fill(words.overall, { rating: numberFormat(locale).format(source.overall.rating), scale: source.scale, source: source.name, count: plural(words.count, source.overall.count, locale) }, locale)]
      : [],
  );
}

/** How every review shown was chosen, and how they are known to come from guests who stayed: sentences made from the data alone. */
export function howChosen(data: Reviews, language: Language): string[] {
  const { selection, sources, direct, list: reviews } = data;
  const words = wordsIn(reviewWords, language);
  const { locale } = wordsIn(languageFacts, language);
  const shown = (id: string): number => reviews.filter((review) => review.source === id).length;
  const origins = [
    ...sources.map((source) => ({ name: source.name, total: source.total, count: shown(source.id) })),
    ...(direct ? [{ name: words.directSource, total: direct.total, count: shown(DIRECT_SOURCE) }] : []),
  ].filter((origin) => origin.count > 0 || origin.total !== undefined);
  const period = { from: month(selection.from, locale), to: month(selection.to, locale) };
  const known = origins.flatMap((origin) => (origin.total === undefined ? [] : [origin.total]));
  const totals = known.length === origins.length ? known.reduce((sum, total) => sum + total, 0) : undefined;
  // With «rule: todas» every source says its total: the content check refuses one without.
  const totalOf = (origin: (typeof origins)[number]): number => found(origin.total, `reviews: «rule: todas» and no «total» for ${origin.name}`);
  const chosen =
    selection.rule === "todas"
      ? fill(words.all, { ...period, sources: list(origins.map((origin) => fill(words.sourceCount, { source: origin.name, count: totalOf(origin) }, locale)), locale) })
      : fill(totals === undefined ? words.chosen : words.chosenOf, { ...period, shown: reviews.length, total: totals ?? 0, sources: list(origins.map((origin) => origin.name), locale), how: selection.how ?? "" }, locale);
  const used = sources.filter((source) => shown(source.id) > 0);
  const verified = used.filter((source) => source.verified).map((source) => source.name);
  // A platform that lets anyone write: the owner's own check if they say it, or that nobody checks.
  const unchecked = used.filter((source) => !source.verified && source.check === undefined).map((source) => source.name);
  const ownChecks = used.flatMap((source) => (!source.verified && source.check !== undefined ? [{ name: source.name, check: source.check }] : []));
  return [
    chosen,
    ...(verified.length > 0 ? [plural(words.verified, verified.length, locale, { sources: list(verified, locale) })] : []),
    ...ownChecks.map((source) => `${plural(words.unverifiedPlatform, 1, locale, { sources: source.name })} ${source.check}`),
    ...(unchecked.length > 0 ? [plural(words.unverified, unchecked.length, locale, { sources: list(unchecked, locale) })] : []),
    ...(direct && shown(DIRECT_SOURCE) > 0 ? [direct.check] : []),
  ];
}

const allLink = (language: Language, total: number) => ({ href: pathOfKind("reviews", language), label: fill(wordsIn(reviewWords, language).seeAll, { total }, wordsIn(languageFacts, language).locale) });

/** The home page's selection: the most recent reviews; null without reviews. */
export function latestReviews(language: Language): ReviewsBlock | null {
  const data = siteIn(language).reviews;
  if (!data) return null;
  const reviews = data.list;
  const words = wordsIn(reviewWords, language);
  const { locale } = wordsIn(languageFacts, language);
  const latest = byRecency(reviews).slice(0, REVIEWS_SHOWN);
  return {
    heading: words.heading,
    intro: latest.length < reviews.length ? plural(words.latest, latest.length, locale, { total: reviews.length }) : plural(words.everyOne, reviews.length, locale),
    about: howChosen(data, language),
    ratings: overallRatings(data, language),
    reviews: latest.map((review) => card(review, language)),
    all: allLink(language, reviews.length),
  };
}

/** An apartment page's selection: its own most recent reviews; null if it has none. */
export function apartmentReviews(slug: string, language: Language): ReviewsBlock | null {
  const site = siteIn(language);
  const data = site.reviews;
  const own = byRecency(data?.list.filter((review) => review.apartment === slug) ?? []);
  if (!data || own.length === 0) return null;
  const words = wordsIn(reviewWords, language);
  const { locale } = wordsIn(languageFacts, language);
  const apartment = found(site.apartments.find((candidate) => candidate.slug === slug), `no apartment «${slug}» in site.yaml (${language})`).name;
  const shown = own.slice(0, REVIEWS_SHOWN);
  return {
    heading: words.heading,
    intro: own.length > shown.length ? fill(words.apartmentLatest, { n: shown.length, total: own.length, apartment }, locale) : plural(words.apartmentAll, own.length, locale, { apartment }),
    about: howChosen(data, language),
    ratings: overallRatings(data, language),
    reviews: shown.map((review) => card(review, language)),
    all: allLink(language, data.list.length),
  };
}
