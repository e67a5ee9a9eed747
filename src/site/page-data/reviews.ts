import { languageFacts, reviewWords } from "../../labels/words";
import { plural, wordsIn } from "../../labels/dictionary";
import { byRecency, card, howChosen, overallRatings } from "../reviews";
import { apartmentPath, hiddenApartmentsIn, siteIn } from "../routing";
import type { Language } from "../types";

/** The reviews page: how they were chosen and checked, then every review, by apartment. */
export function reviewsData(language: Language) {
  const site = siteIn(language);
  const words = wordsIn(reviewWords, language);
  const { locale } = wordsIn(languageFacts, language);
  const reviews = byRecency(site.reviews?.list ?? []);
  return {
    about: site.reviews ? howChosen(site.reviews, language) : [],
    ratings: site.reviews ? overallRatings(site.reviews, language) : [],
    // The apartments shown, each linked to its page; then those taken off the site for a while, named only.
    groups: [...site.apartments.map((apartment) => ({ slug: apartment.slug, name: apartment.name, href: apartmentPath(apartment.slug, language) as string | null })), ...hiddenApartmentsIn(language).map(({ slug, name }) => ({ slug, name, href: null }))]
      .map((apartment) => ({ apartment, own: reviews.filter((review) => review.apartment === apartment.slug) }))
      .filter(({ own }) => own.length > 0)
      .map(({ apartment, own }) => ({
        id: `grupo-opiniones-${apartment.slug}`,
        name: apartment.name,
        href: apartment.href,
        count: plural(words.count, own.length, locale),
        reviews: own.map((review) => card(review, language)),
      })),
  };
}
