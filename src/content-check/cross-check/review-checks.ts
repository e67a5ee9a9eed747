import { todayIn } from "../../booking/today.ts";
import type { Site } from "../../generated/content-types.gen.ts";
import { DIRECT_SOURCE } from "../../site/review-facts.ts";
import { dayAsWritten, nearest, quoteList } from "../wording/wording.ts";
import type { PathSegment } from "../wording/problem.ts";
import type { CommentedHints } from "../read/commented-out.ts";

type Report = (path: PathSegment[], message: string, key?: string) => void;

/** «agosto de 2026» for «2026-08». */
const monthName = (month: string): string => new Intl.DateTimeFormat("es-ES", { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));
const reviews = (count: number): string => (count === 1 ? "1 opinión" : `${count} opiniones`);

/** The lowest mark of every platform's scale: one star on Airbnb, Google or TripAdvisor, 1 on Booking.com. */
const LOWEST = 1;

/** The scales of the platforms owners copy reviews from, by their name without «.com»: their highest mark. */
const PLATFORM_SCALES: Readonly<Record<string, number>> = { airbnb: 5, booking: 10, google: 5, tripadvisor: 5, vrbo: 5 };

/** The highest mark of a known platform, found by the name visitors read («Booking.com»), or else by its id («booking»). */
function platformScale(source: { id: string; name: string }): { name: string; scale: number } | undefined {
  for (const written of [source.name, source.id]) {
    const key = written.toLowerCase().replace(/\.com$/, "").replace(/[^a-z]/g, "");
    if (PLATFORM_SCALES[key] !== undefined) return { name: source.name, scale: PLATFORM_SCALES[key] };
  }
  return undefined;
}

/**
 * Guest reviews (issue 31): each attributed (an apartment and a source that exist, the original's
 * address for a platform's, a rating on its platform's scale), in the period the selection states,
 * and a selection that says «todas» only when the list holds every review each source declares —
 * what the site writes beside them («Todas las opiniones…») is then true by construction. No stay
 * and no period ends after today (`now`, in the apartments' time zone), and every rating is on
 * its platform's scale, from 1 to the highest mark.
 */
export function checkReviews(site: Site, report: Report, commented: Pick<CommentedHints, "apartment">, now = new Date()): void {
  const pages = site.routes.flatMap((route, i) => (route.kind === "reviews" ? [i] : []));
  for (const i of pages.slice(1)) report(["routes", i, "kind"], "las opiniones ya tienen su página en «routes»: una sola");
  const data = site.reviews;
  if (!data) {
    for (const i of pages) report(["routes", i, "kind"], "esta página muestra las opiniones de «reviews», y no hay: añade «reviews» (lo explica la guía, «Opiniones de huéspedes») o quita la página");
    return;
  }
  if (pages.length === 0) report(["reviews"], "las opiniones necesitan su página, donde se ven todas: añade en «routes» una con «path: /opiniones» y «kind: reviews»");

  const { selection, sources, direct, list } = data;
  const today = todayIn(site.site.timeZone, now);
  const thisMonth = today.slice(0, 7);
  if (selection.to > thisMonth) {
    report(["reviews", "selection", "to"], `el periodo acaba en un mes que aún no ha llegado («to: ${selection.to}»; hoy es ${dayAsWritten(today)}): «to» es el mes de la última estancia del periodo; pon como mucho el de este mes, «${thisMonth}»`);
  }
  if (selection.from > selection.to) report(["reviews", "selection", "to"], `el periodo acaba («to: ${selection.to}») antes de empezar («from: ${selection.from}»): «from» es el mes de la primera estancia y «to» el de la última`);
  if (selection.rule === "todas" && selection.how !== undefined) report(["reviews", "selection", "how"], "«how» solo vale con «rule: elegidas» (dice cómo las eliges); con «rule: todas» la web no lo muestra: quítalo, o cambia a «rule: elegidas»");
  if (selection.rule === "elegidas" && selection.how === undefined) {
    report(["reviews", "selection"], "falta «how»: con «rule: elegidas» la web dice que las has elegido tú y cómo; escribe en cada idioma cómo las eliges («una de cada apartamento y estación»)");
  }
  const slugs = site.apartments.map((apartment) => apartment.slug);
  const ids = sources.map((source) => source.id);
  const seen = new Set<string>();
  sources.forEach((source, i) => {
    if (source.id === DIRECT_SOURCE) report(["reviews", "sources", i, "id"], `«${DIRECT_SOURCE}» no es una plataforma: las opiniones que te llegan directamente van en «reviews.direct», no en «sources»`);
    else if (seen.has(source.id)) report(["reviews", "sources", i, "id"], `la fuente «${source.id}» está repetida`);
    seen.add(source.id);
    const platform = platformScale(source);
    if (platform && source.scale !== undefined && source.scale !== platform.scale) {
      report(["reviews", "sources", i, "scale"], `${platform.name} puntúa de ${LOWEST} a ${platform.scale}, no de ${LOWEST} a ${source.scale}: pon «scale: ${platform.scale}»`);
    }
  });
  const sourceIds = [...ids.filter((id) => id !== DIRECT_SOURCE), DIRECT_SOURCE];

  sources.forEach((source, i) => {
    if (!source.overall) return;
    const at: PathSegment[] = ["reviews", "sources", i, "overall"];
    const { rating } = source.overall;
    if (source.scale === undefined) report(at, `la nota media de ${source.name} necesita su escala: pon «scale» («scale: 5» en Airbnb, «scale: 10» en Booking.com) o quita «overall»`);
    else if (rating < LOWEST || rating > source.scale) report([...at, "rating"], `la nota media (${rating}) no está en la escala de ${source.name}, que va de ${LOWEST} a ${source.scale}: escríbela tal como sale en la plataforma`);
    else if (Math.abs(rating * 10 - Math.round(rating * 10)) > 1e-9) report([...at, "rating"], `escribe la nota media con un decimal como mucho, como sale en la plataforma: «${Math.round(rating * 10) / 10}»`);
  });

  let unknownSource = false;
  list.forEach((review, i) => {
    const at = (...path: PathSegment[]): PathSegment[] => ["reviews", "list", i, ...path];
    if (!slugs.includes(review.apartment)) {
      const guess = nearest(review.apartment, slugs);
      report(at("apartment"), commented.apartment(review.apartment) ?? `el apartamento «${review.apartment}» no existe; ${guess ? `¿querías decir «${guess}»?` : `los que hay son ${quoteList(slugs)}`}`);
    }
    const source = sources.find((candidate) => candidate.id === review.source);
    if (review.source !== DIRECT_SOURCE && !source) {
      unknownSource = true;
      const guess = nearest(review.source, sourceIds);
      report(at("source"), `la fuente «${review.source}» no está en «reviews.sources»; ${guess ? `¿querías decir «${guess}»?` : `las que hay son ${quoteList(sourceIds)}`}`);
    }
    if (review.source === DIRECT_SOURCE && direct === undefined) {
      report(at("source"), "esta opinión te llegó directamente, y falta «reviews.direct» con «check»: la web tiene que decir cómo compruebas que las opiniones directas son de huéspedes que se alojaron");
    }
    if (review.source === DIRECT_SOURCE && review.url !== undefined) report(at("url"), "una opinión directa no tiene original en una plataforma, así que la web no enlaza a ninguno: quita «url»");
    if (source && review.url === undefined) {
      // Said at «source», the line the address goes under.
      report(at("source"), `falta «url»: la dirección de esta opinión en ${source.name} (la página de opiniones del anuncio), para que quien la lea pueda ver el original`);
    }
    if (review.rating !== undefined) {
      if (review.source === DIRECT_SOURCE) report(at(), "una opinión directa no lleva nota: no hay una escala que la respalde; quita «rating»", "rating");
      else if (source && source.scale === undefined) report(at(), `${source.name} no tiene escala en «reviews.sources» («scale: 5», «scale: 10»): pónsela o quita «rating»`, "rating");
      else if (source?.scale !== undefined && (review.rating < LOWEST || review.rating > source.scale)) {
        report(at("rating"), `la nota (${review.rating}) no está en la escala de ${source.name}, que va de ${LOWEST} a ${source.scale}: escribe la que dio el huésped, tal como sale en la plataforma; si no dio ninguna, quita «rating»`);
      } else if (Math.abs(review.rating * 10 - Math.round(review.rating * 10)) > 1e-9) report(at("rating"), `escribe la nota con un decimal como mucho, como sale en la plataforma: «${Math.round(review.rating * 10) / 10}»`);
    }
    if (review.stay > thisMonth) report(at("stay"), `la estancia («stay: ${review.stay}») es posterior a hoy (${dayAsWritten(today)}): pon el mes en que se alojó`);
    else if (review.stay < selection.from || review.stay > selection.to) {
      report(at("stay"), `esta estancia es de ${monthName(review.stay)}, fuera del periodo de «selection» (de ${monthName(selection.from)} a ${monthName(selection.to)}): la web dice que las opiniones son de ese periodo; amplía «from» o «to», o quita esta opinión`);
    }
    for (const language of Object.keys(review.translations ?? {})) {
      if (language === review.language) report(at("translations"), `la opinión ya está escrita en «${language}» («language: ${review.language}»): una traducción va en otro idioma; quita esta línea`, language);
      else if (!site.site.languages.includes(language)) report(at("translations"), `la web no tiene el idioma «${language}» (tiene ${quoteList(site.site.languages)}): nadie vería esta traducción; quítala`, language);
    }
  });

  // «Todas» is a promise the list keeps: every review of the period on each source, good and bad.
  // (A review of a source that isn't declared is said above; counting it here would say it twice.)
  if (unknownSource) return;
  const count = (id: string): number => list.filter((review) => review.source === id).length;
  const origins = [
    ...sources.map((source, i) => ({ name: source.name, id: source.id, total: source.total, path: ["reviews", "sources", i] as PathSegment[] })),
    ...(direct ? [{ name: "las directas", id: DIRECT_SOURCE, total: direct.total, path: ["reviews", "direct"] as PathSegment[] }] : []),
  ];
  // With «elegidas», «8 de las 15» needs every source's count: some and not others would say nothing.
  const counted = origins.filter((origin) => origin.total !== undefined);
  if (selection.rule === "elegidas" && counted.length > 0 && counted.length < origins.length) {
    for (const origin of origins.filter((candidate) => candidate.total === undefined)) report(origin.path, `falta «total»: das cuántas opiniones hay en ${counted.map((other) => other.name).join(", ")}, y la web solo dice «N de las M» con el número de todas las fuentes; pon el de ${origin.name} o quita los demás`);
  }
  for (const origin of origins) {
    const shown = count(origin.id);
    if (origin.total === undefined) {
      if (selection.rule === "todas") report(origin.path, `falta «total»: con «rule: todas» di cuántas opiniones de estancias del periodo tiene ${origin.id === DIRECT_SOURCE ? "la web de forma directa" : origin.name}, todas, buenas y malas; la web solo dice «todas» si las muestra todas`);
    } else if (shown > origin.total) {
      report([...origin.path, "total"], `hay ${reviews(shown)} de ${origin.name} en «list» y «total» dice ${origin.total}: «total» cuenta todas las del periodo, así que no puede ser menor; corrígelo`);
    } else if (selection.rule === "todas" && shown < origin.total) {
      const missing = origin.total - shown;
      report(
        [...origin.path, "total"],
        `con «rule: todas» la web dice que muestra todas las opiniones del periodo, y de ${origin.name} hay ${reviews(origin.total)} («total: ${origin.total}») pero «list» lleva ${shown}: ${missing === 1 ? "añade la que falta, también si no te gusta" : `añade las ${missing} que faltan, también las que no te gustan`}, o cambia a «rule: elegidas» y di en «how» cómo las eliges`,
      );
    }
  }
}
