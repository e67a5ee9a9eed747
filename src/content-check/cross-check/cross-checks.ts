import type { Site } from "../../generated/content-types.gen.ts";
import { languageFolderOf } from "../../site/output-names.ts";
import { checkCalendars } from "./calendar-checks.ts";
import { COUNT_TOKENS } from "./count-tokens.ts";
import { fieldName, nearest, quoteList } from "../wording/wording.ts";
import { LEGAL_TOKENS } from "../../site/legal-tokens.ts";
import { checkHomeSlideshow } from "./home-slideshow.ts";
import { checkLegal } from "./legal-checks.ts";
import { checkReviews } from "./review-checks.ts";
import { outputCollisions } from "./output-collisions.ts";
import { checkTrackedLinks } from "./tracked-links.ts";
import { mainText } from "../wording/language-names.ts";
import { commentedApartment, commentedApartmentPage, commentedPageOf, type CommentedHints } from "../read/commented-out.ts";
import type { Problem } from "../wording/problem.ts";
import { locate } from "../read/yaml-source.ts";
import type { YamlSource } from "../read/parsed-source.ts";
import type { PathSegment } from "../wording/problem.ts";

/** Pages the hosts' rules can take, every language's counted (Cloudflare Pages: 100 header rules, a few the site's own). */
const MAX_PAGE_RULES = 90;

/** Placeholders the rules texts may use; the site puts the time from rules.times there. */
const RULE_TOKENS = ["checkIn", "checkOut", "quietFrom", "quietTo"] as const;

type Report = (path: PathSegment[], message: string, key?: string) => void;

/** Each item whose key an earlier item has, with the index of that first one. */
function duplicates<T>(items: readonly T[], keyOf: (item: T) => string, report: (index: number, key: string, first: { index: number; item: T }) => void): void {
  const seen = new Map<string, { index: number; item: T }>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    const first = seen.get(key);
    if (first !== undefined) report(index, key, first);
    else seen.set(key, { index, item });
  });
}

/**
 * `value` names no `kind` among `known`: the likeliest one meant, or those there are. `hidden` are
 * a hidden apartment's slug or page: never offered as what was meant (it shows nowhere), nor is
 * another one when the typo is closest to it — that guess would be the wrong one.
 */
function unknown(kind: string, value: string, known: readonly string[], hidden: readonly string[] = []): string {
  const closest = nearest(value, [...known, ...hidden]);
  const guess = closest !== undefined && !hidden.includes(closest) ? closest : undefined;
  // «la página», «la categoría»: «las que hay»; «el apartamento», «el servicio»: «los que hay».
  const those = kind.startsWith("la ") ? "las que hay son" : "los que hay son";
  return `${kind} «${value}» no existe; ${guess ? `¿querías decir «${guess}»?` : `${those} ${quoteList([...new Set(known)])}`}`;
}

/** The slugs of the apartments the site shows, and the addresses of the pages of those it hides. */
function hiddenParts(site: Site): { shownSlugs: string[]; hiddenSlugs: string[]; hiddenPaths: Set<string> } {
  const hidden = new Set(site.apartments.filter((apartment) => apartment.hidden).map((apartment) => apartment.slug));
  return {
    shownSlugs: site.apartments.filter((apartment) => !apartment.hidden).map((apartment) => apartment.slug),
    hiddenSlugs: [...hidden],
    hiddenPaths: new Set(site.routes.flatMap((route) => (route.kind === "apartment" && hidden.has(route.apartment) ? [route.path] : []))),
  };
}

function checkApartments(site: Site, report: Report, commented: CommentedHints): void {
  const slugs = site.apartments.map((apartment) => apartment.slug);
  const { shownSlugs, hiddenSlugs } = hiddenParts(site);
  const featureIds = site.features.map((feature) => feature.id);
  const sectionIds = site.rules.sections.map((section) => section.id);
  duplicates(site.features, (feature) => feature.id, (i, id) => report(["features", i, "id"], `el servicio «${id}» está repetido; cada id debe ser único`));
  duplicates(site.rules.sections, (section) => section.id, (i, id) => report(["rules", "sections", i, "id"], `el apartado «${id}» está repetido`));
  // Every apartment hidden: the site would offer none. Said once, at the first one's switch.
  const [firstApartment] = site.apartments;
  if (shownSlugs.length === 0 && firstApartment) {
    report(["apartments", 0, "hidden"], `todos los apartamentos llevan «hidden: true», y la web no tendría ninguno que ofrecer: para que «${firstApartment.name}» siga en la web, pon aquí «hidden: false»`);
  }
  site.apartments.forEach((apartment, i) => {
    if (apartment.capacity.recommended > apartment.capacity.max) {
      report(["apartments", i, "capacity", "recommended"], `las personas recomendadas (${apartment.capacity.recommended}) no pueden ser más que el máximo (${apartment.capacity.max})`);
    }
    if (site.booking.defaultGuests > apartment.capacity.max) {
      report(["booking", "defaultGuests"], `las personas por defecto (${site.booking.defaultGuests}) superan la capacidad de «${apartment.name}» (${apartment.capacity.max})`);
    }
    apartment.features.forEach((id, j) => {
      if (!featureIds.includes(id)) report(["apartments", i, "features", j], unknown("el servicio", id, featureIds));
    });
    apartment.related.forEach((slug, j) => {
      if (slug === apartment.slug) report(["apartments", i, "related", j], `«${apartment.name}» no puede recomendarse a sí mismo`);
      else if (!slugs.includes(slug)) report(["apartments", i, "related", j], commented.apartment(slug) ?? unknown("el apartamento", slug, shownSlugs, hiddenSlugs));
    });
    apartment.rules?.forEach((section, j) => {
      if (!sectionIds.includes(section.id)) report(["apartments", i, "rules", j, "id"], unknown("el apartado de normas", section.id, sectionIds));
    });
  });
  for (const slug of Object.keys(site.booking.listings)) {
    if (!slugs.includes(slug)) report(["booking", "listings"], commented.apartment(slug) ?? unknown("el apartamento", slug, shownSlugs, hiddenSlugs), slug);
  }
  // Two apartments with one listing would send the visitors of one to the other's calendar and prices.
  const listed = new Map<string, string>();
  for (const [slug, listing] of Object.entries(site.booking.listings)) {
    const first = listed.get(listing);
    if (first !== undefined) report(["booking", "listings", slug], `el anuncio «${listing}» ya es el de «${first}»; cada apartamento necesita su propio anuncio: copia el número de la dirección del anuncio de «${slug}»`);
    else listed.set(listing, slug);
  }
}

/**
 * `{…}` in a text: the counts (COUNT_TOKENS) anywhere, the times of rules.times (RULE_TOKENS)
 * in the rules' paragraphs, where the site puts them; anything else would be published as written.
 */
function checkTokens(site: Site, report: Report): void {
  // A paragraph of the rules, in any language: rules.sections[i].paragraphs[j].es, apartments[i].rules[j].paragraphs[k].en.
  const rulesParagraph = (path: PathSegment[]): boolean => path.includes("paragraphs") && (path[0] === "rules" || path[2] === "rules");
  // The legal pages' texts: the holder's data (src/content-check/cross-check/legal-checks.ts).
  const legalText = (path: PathSegment[]): boolean => path[0] === "legal" && path[1] === "pages";
  const walk = (value: unknown, path: PathSegment[]): void => {
    if (typeof value === "string") {
      const allowed: readonly string[] = rulesParagraph(path) ? [...RULE_TOKENS, ...COUNT_TOKENS] : legalText(path) ? [...LEGAL_TOKENS, ...COUNT_TOKENS] : COUNT_TOKENS;
      // «{{holder}}», as other templates write marks: the site's take one brace, and the outer pair would be published.
      const doubled = /\{\{([^{}]*)\}\}/.exec(value);
      if (doubled) {
        const [written, inside = ""] = doubled;
        report(path, `«${written}» lleva llaves dobles: las marcas de la web van entre una sola llave a cada lado, «{${inside.trim()}}»`);
        return;
      }
      for (const token of new Set([...value.matchAll(/\{([^{}]*)\}/g)].map(([, inside = ""]) => inside))) {
        if (allowed.includes(token)) continue;
        const what = (RULE_TOKENS as readonly string[]).includes(token)
          ? "solo vale en los párrafos de las normas («rules»)"
          : (LEGAL_TOKENS as readonly string[]).includes(token)
            ? "solo vale en los textos de las páginas legales («legal»)"
            : "no es un dato conocido";
        report(path, `«{${token}}» ${what}; aquí se puede usar ${quoteList(allowed.map((t) => `{${t}}`))}`);
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(site, []);
}

/** A link pasted where the address goes would be published as raw text: it has a field of its own. */
const LINK = /https?:\/\/|\bwww\.|\b(maps\.app\.goo\.gl|goo\.gl)\//i;

function checkAddresses(site: Site, report: Report): void {
  const check = (value: string, path: PathSegment[], example: string): void => {
    if (LINK.test(value)) {
      report(path, `«${fieldName(path)}» es para la dirección escrita («${example}»), y tiene un enlace: pon el enlace del mapa en «mapUrl», en una línea nueva debajo, y aquí la dirección`);
    }
  };
  check(site.site.address.street, ["site", "address", "street"], "Calle del Hospicio, 12");
  site.placeCategories.forEach((category, i) =>
    category.places.forEach((place, j) => check(place.address, ["placeCategories", i, "places", j, "address"], "Calle Mayor, 24, Arenales del Jiloca")),
  );
}

function checkRoutes(site: Site, report: Report, commented: CommentedHints): void {
  const paths = site.routes.map((route) => route.path);
  const { hiddenPaths } = hiddenParts(site);
  // The pages a mistyped address may have meant: the hidden apartments' are no page to lead to.
  const shownPaths = paths.filter((path) => !hiddenPaths.has(path));
  const slugs = site.apartments.map((apartment) => apartment.slug);
  const categories = site.placeCategories.map((category) => category.id);
  duplicates(site.routes, (route) => route.path, (i, path) => report(["routes", i, "path"], `la página «${path}» está repetida`));
  duplicates(site.placeCategories, (category) => category.id, (i, id) => report(["placeCategories", i, "id"], `la categoría «${id}» está repetida`));
  if (!paths.includes("/")) report(["routes"], "falta la portada: una página con «path: /» y «kind: home»");
  // Each page, in each language, has its own rule in _headers (its Content-Security-Policy), and
  // Cloudflare Pages takes 100 at most, a few of them the site's own.
  const languages = site.site.languages.length;
  const most = Math.floor(MAX_PAGE_RULES / languages);
  if (site.routes.length > most) {
    report(["routes"], `hay ${site.routes.length} páginas y con ${languages} idiomas caben como mucho ${most} (${MAX_PAGE_RULES} en total, contando las de cada idioma): quita páginas o un idioma`);
  }
  site.routes.forEach((route, i) => {
    if (route.path === "/" && route.kind !== "home") report(["routes", i, "kind"], "la portada («/») debe ser de tipo «home»");
    // What each kind of page carries is the schema's (a page's kind chooses its fields); that it names something that exists is checked here.
    if (route.kind === "apartment" && !slugs.includes(route.apartment)) report(["routes", i, "apartment"], commented.apartment(route.apartment) ?? unknown("el apartamento", route.apartment, slugs));
    if (route.kind === "places" && !categories.includes(route.places)) report(["routes", i, "places"], unknown("la categoría", route.places, categories));
    const parent = route.path.slice(0, route.path.lastIndexOf("/")) || "/";
    // An address in another language's folder is refused for that (output-collisions.ts): its «parent» is no page to add.
    const inLanguageFolder = languageFolderOf(route.path, site.site.languages.slice(1)) !== undefined;
    if (route.path !== "/" && !paths.includes(parent) && !inLanguageFolder) {
      report(["routes", i, "path"], `la página «${parent}», que va antes en las migas de pan, no existe`);
    }
  });
  slugs.forEach((slug, i) => {
    if (!site.routes.some((route) => route.kind === "apartment" && route.apartment === slug)) {
      report(["apartments", i, "slug"], commented.pageOf(slug) ?? `el apartamento «${slug}» no tiene página: añade una en «routes» con «kind: apartment» y «apartment: ${slug}»`);
    }
  });
  const redirectSources = new Set<string>();
  site.redirects.forEach((redirect, i) => {
    if (paths.includes(redirect.from)) report(["redirects", i, "from"], `«${redirect.from}» es una página real; no puede redirigir a otra`);
    if (redirectSources.has(redirect.from)) report(["redirects", i, "from"], `la redirección desde «${redirect.from}» está repetida`);
    redirectSources.add(redirect.from);
    if (!paths.includes(redirect.to)) report(["redirects", i, "to"], commented.page(redirect.to) ?? unknown("la página", redirect.to, shownPaths, [...hiddenPaths]));
  });
  site.navigation.forEach((item, i) => {
    if (item.path === undefined && item.children === undefined) report(["navigation", i], "un elemento del menú necesita «path» o «children»");
    // A page's name is written once, in «routes»: a second name in the menu could only drift from it.
    if (item.path !== undefined && item.label !== undefined) {
      const page = site.routes.find((route) => route.path === item.path);
      report(
        ["navigation", i],
        `«label» sobra aquí: el menú dice el nombre de la página «${item.path}»${page ? ` («${mainText(page.label, site)}»)` : ""}; para cambiarlo, cambia su «label» en «routes» y borra este`,
        "label",
      );
    }
    if (item.path === undefined && item.children !== undefined && item.label === undefined) {
      report(["navigation", i], "un desplegable sin «path» necesita «label»: el texto que se ve en el menú («Información»)");
    }
    if (item.path !== undefined && !paths.includes(item.path)) report(["navigation", i, "path"], commented.page(item.path) ?? unknown("la página", item.path, shownPaths, [...hiddenPaths]));
    item.children?.forEach((child, j) => {
      if (!paths.includes(child.path)) report(["navigation", i, "children", j, "path"], commented.page(child.path) ?? unknown("la página", child.path, shownPaths, [...hiddenPaths]));
    });
  });
}

function checkFigures(site: Site, report: Report): void {
  site.figures?.forEach((figure, i) => {
    if (figure.year && (figure.value < 1000 || figure.value > 9999)) {
      report(["figures", i, "value"], `«${figure.value}» no es un año: con «year: true» el número es un año de 4 cifras («1912»); si no es un año, quita «year»`);
    }
  });
}

/**
 * The checks a JSON Schema cannot express: uniqueness and references between parts of the file,
 * and dates against today (`now`: the moment of the check, given by tests).
 */
export function crossCheckProblems(source: YamlSource, site: Site, now = new Date()): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (path, message, key) => problems.push({ file: source.file, ...locate(source, path, key), message });
  // Two apartments with one slug: every check that finds an apartment by its slug (related,
  // pages, listings) would say something beside the point. The repeated slug is said alone.
  duplicates(site.apartments, (apartment) => apartment.slug, (i, slug, first) =>
    report(["apartments", i, "slug"], `el slug «${slug}» ya es el de «${first.item.name}», en la línea ${locate(source, ["apartments", first.index, "slug"]).line}; cada apartamento necesita uno distinto (es su dirección en la web): cambia uno de los dos`),
  );
  if (problems.length > 0) return problems;
  const commented: CommentedHints = {
    apartment: (slug) => commentedApartment(source, slug),
    page: (path) => commentedApartmentPage(source, path),
    pageOf: (slug) => commentedPageOf(source, slug),
  };
  checkApartments(site, report, commented);
  checkTokens(site, report);
  checkAddresses(site, report);
  checkRoutes(site, report, commented);
  checkFigures(site, report);
  checkHomeSlideshow(site, report, (path) => locate(source, path).line, commented);
  checkCalendars(site, report, now);
  checkLegal(site, report);
  checkReviews(site, report, commented, now);
  checkTrackedLinks(site, report);
  for (const { path, message } of outputCollisions(site)) report(path, message);
  return problems;
}
