/**
 * Guest reviews as the pages show them (src/site/reviews.ts): attributed, the most recent first,
 * the original as written with its translation beside it, marked, and the sentences on how they were chosen
 * and checked made from the data, so they say what the list is.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReviewCards } from "../../../src/components/reviews/review-cards.tsx";
import { reviewWords } from "../../../src/labels/words.ts";
import type { Reviews } from "../../../src/generated/site-types.gen.ts";
import { sites } from "../../../src/generated/site.gen.ts";
import { reviewsData as allReviews } from "../../../src/site/page-data/reviews.ts";
import { apartmentReviews, card as reviewCard, howChosen, latestReviews, overallRatings } from "../../../src/site/reviews.ts";
import { inPage } from "../support/page-language.tsx";

const data = sites.es.reviews!;
const airbnb = (list: Reviews["list"]) => list.filter((review) => review.source === "airbnb").length;

describe("guest reviews on the pages", () => {
  it("the home page shows the three most recent, and says so, of how many; all of them, if there are no more", () => {
    const block = latestReviews("es")!;
    const months = [...data.list].map((review) => review.stay).sort().reverse();
    expect(block.reviews).toHaveLength(3);
    expect(block.reviews.map((review) => review.byline)).toEqual(
      [...data.list].sort((a, b) => b.stay.localeCompare(a.stay)).slice(0, 3).map((review) => expect.stringContaining(review.guest)),
    );
    expect(block.reviews[0]!.byline).toContain(new Intl.DateTimeFormat("es-ES", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${months[0]}-15T12:00:00Z`)));
    expect(block.intro).toBe(`Las 3 opiniones más recientes, de las ${data.list.length} que mostramos.`);
    expect(block.all).toEqual({ href: "/opiniones", label: `Todas las opiniones (${data.list.length})` });
  });

  it("an apartment's page shows its own, and none of another's", () => {
    for (const apartment of sites.es.apartments) {
      const own = data.list.filter((review) => review.apartment === apartment.slug);
      const block = apartmentReviews(apartment.slug, "es");
      if (own.length === 0) expect(block).toBeNull();
      else {
        expect(block!.reviews.length).toBe(Math.min(3, own.length));
        for (const review of block!.reviews) expect(review.byline).toMatch(new RegExp(`en ${apartment.name}$`));
      }
    }
    expect(apartmentReviews("no-existe", "es")).toBeNull();
  });

  it("the reviews page has every review, under its apartment, with its count", () => {
    const page = allReviews("en");
    expect(page.groups.flatMap((group) => group.reviews)).toHaveLength(data.list.length);
    const mirador = page.groups.find((group) => group.name === "Mirador")!;
    const count = data.list.filter((review) => review.apartment === "mirador").length;
    expect(mirador.count).toBe(`${count} review${count === 1 ? "" : "s"}`);
    expect(mirador.href).toBe("/en/apartment-list/mirador");
  });

  it("a review in the page's language is shown as written; in another, the owner's translation first, said to be one, and the guest's words after it", () => {
    const spanish = data.list.find((review) => review.language === "es" && review.source === "airbnb")!;
    const english = data.list.find((review) => review.language === "en")!;
    const french = data.list.find((review) => review.language === "fr")!;
    const cards = allReviews("es").groups.flatMap((group) => group.reviews);
    const card = (text: string) => cards.find((candidate) => candidate.text === text)!;
    expect(card(spanish.text)).toEqual({
      text: spanish.text,
      byline: expect.stringContaining(spanish.guest),
      source: `${spanish.rating} de 5 en Airbnb`,
      link: { href: spanish.url, label: "Ver el original en Airbnb" },
    });
    expect(card(english.translations!.es!)).toEqual(expect.objectContaining({ text: english.translations!.es, original: { note: "Traducción del inglés", label: "Lo que escribió, en inglés:", text: english.text, lang: "en" } }));
    expect(card(english.translations!.es!).lang).toBeUndefined();
    expect(cards.find((candidate) => candidate.original?.text === french.text)!.original!.note).toBe("Traducción del francés");
    // On English pages, the English text first, the original second.
    const englishCards = allReviews("en").groups.flatMap((group) => group.reviews);
    expect(englishCards.find((candidate) => candidate.text === spanish.translations!.en)).toMatchObject({ original: { note: "Translated from Spanish", text: spanish.text, lang: "es" } });
    // A review with no translation into the page's language: as written, in its language.
    const untranslated = { ...english, translations: undefined };
    expect(reviewCard(untranslated, "es")).toMatchObject({ text: english.text, lang: "en" });
    expect(reviewCard(untranslated, "es").original).toBeUndefined();
    // A direct review has no platform, no rating and no link.
    const direct = allReviews("es").groups.flatMap((group) => group.reviews).find((candidate) => candidate.source === reviewWords.es.direct);
    expect(direct).toBeDefined();
    expect(direct!.link).toBeUndefined();
  });

  it("says how they were chosen from the data: «todas» with each source's count, or the owner's own rule, and who checks they are real", () => {
    expect(howChosen(data, "es")).toEqual([
      `Todas las opiniones de estancias de junio de 2025 a octubre de 2026 en Airbnb (${airbnb(data.list)}) y las que nos enviaron directamente (${data.direct!.total}), buenas y malas, sin quitar ninguna.`,
      "Airbnb solo deja opinar a quien se alojó con una reserva hecha allí; cada opinión enlaza a su original.",
      data.direct!.check,
    ]);
    const chosen: Reviews = {
      ...data,
      selection: { rule: "elegidas", from: "2026-01", to: "2026-06", how: "una de cada apartamento" },
      sources: [
        { id: "airbnb", name: "Airbnb", scale: 5, total: 20, verified: true },
        { id: "google", name: "Google", scale: 5, total: 5, verified: false },
      ],
      direct: undefined,
      list: [
        { ...data.list[0]!, source: "airbnb" },
        { ...data.list[1]!, source: "google" },
      ],
    };
    expect(howChosen(chosen, "es")).toEqual([
      "Una selección nuestra: 2 de las 25 opiniones de estancias de enero de 2026 a junio de 2026 en Airbnb y Google. Cómo las elegimos: una de cada apartamento.",
      "Airbnb solo deja opinar a quien se alojó con una reserva hecha allí; cada opinión enlaza a su original.",
      "Google no comprueba que quien opina se haya alojado aquí, ni lo comprobamos nosotros.",
    ]);
    // The owner's own check of a platform that lets anyone write, when they give it.
    const checked = { ...chosen, sources: [chosen.sources[0]!, { ...chosen.sources[1]!, check: "Las publicamos solo si el nombre consta en nuestras reservas." }] as Reviews["sources"] };
    expect(howChosen(checked, "es")[2]).toBe("Google no comprueba que quien opina se haya alojado aquí. Las publicamos solo si el nombre consta en nuestras reservas.");
    // Without every source's count, no «de las N».
    expect(howChosen({ ...chosen, sources: chosen.sources.map(({ total: _total, ...source }) => source) as Reviews["sources"] }, "en")[0]).toBe(
      "Chosen by us among the reviews of stays from January 2026 to June 2026 on Airbnb and Google. How we chose them: una de cada apartamento.",
    );
  });

  it("each platform's overall rating, as text, as the language writes it; none without one", () => {
    const rated: Reviews = { ...data, sources: [{ ...data.sources[0]!, scale: 5, overall: { rating: 4.8, count: 37 } }] };
    expect(overallRatings(rated, "es")).toEqual(["4,8 de 5 en Airbnb, 37 opiniones"]);
    expect(overallRatings(rated, "en")).toEqual(["4.8 out of 5 on Airbnb, 37 reviews"]);
    expect(overallRatings({ ...data, sources: [{ ...data.sources[0]!, overall: undefined }] }, "es")).toEqual([]);
  });

  it("each is a quotation with its source as cite, the original's language marked, and its link opening a new tab", () => {
    const cards = allReviews("es").groups.flatMap((group) => group.reviews);
    const html = renderToStaticMarkup(inPage(<ReviewCards reviews={cards} />));
    expect(html.match(/<figure class="review">/g)).toHaveLength(data.list.length);
    const english = data.list.find((review) => review.language === "en")!;
    expect(html).toContain(
      `<p class="review__translation-note">Traducción del inglés</p><div class="review__text"><p>${english.translations!.es}</p></div><div class="review__translation"><p class="review__translation-note">Lo que escribió, en inglés:</p><blockquote class="review__original" cite="${english.url}" lang="en"><p>${english.text.replaceAll("'", "&#x27;")}</p></blockquote></div>`,
    );
    expect(html).toMatch(/<a href="https:\/\/www\.airbnb\.es\/rooms\/\d+\/reviews" target="_blank" rel="noopener noreferrer">Ver el original en Airbnb<span class="visually-hidden"> \(se abre en una pestaña nueva\)<\/span><\/a>/);
  });
});
