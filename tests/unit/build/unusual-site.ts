/**
 * One site.yaml that is unusual but valid — the longest and deepest addresses the schema allows, an
 * old address of the maximum length, old addresses inside a page's folder, an apartment without a
 * listing, unicode and markup characters in every kind of text, in every language of the site —
 * made from the real one with the YAML library, so the owner's own changes stay. Built for real by
 * npm-run-build.test.ts.
 */
import { parseDocument } from "yaml";

/** The schema's limits on an address (schema/site.schema.json, $defs.path). */
export const MAX_PART = 60;
export const MAX_DEPTH = 6;
export const MAX_PATH = 200;

/** Letters and marks from several scripts, an emoji with a joiner, and HTML's special characters. */
export const UNICODE = "Ñandú 🧑‍🍳 中文 عربي Ελληνικά";
export const MARKUP = `<b>&amp;"'</b>`;
/** The priced season's last year: next year, in the apartments' zone. */
export const SEASON_END_YEAR = Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric" }).format(new Date())) + 1;

/** An address part of exactly `length` characters, readable: "nivel-1-xxxx…". */
const part = (name: string, length: number): string => `${name}-${"x".repeat(length - name.length - 1)}`;

/** A visitor-facing text as site.yaml writes it: one version per language («es», «en»). */
type Translated = Record<string, string>;
export type Route = { path: string; label: Translated; kind: string; description: Translated; apartment?: string };
export type Redirect = { from: string; to: string };

/** Each version of `text` made by `change` (with its language): the unusual texts go into every language. */
const each = (text: Translated, change: (version: string, language: string) => string): Translated =>
  Object.fromEntries(Object.entries(text).map(([language, version]) => [language, change(version, language)]));

/** The edits, made on the real site.yaml with the YAML library so the owner's own changes stay. */
export function unusualSite(text: string): { text: string; chain: string[]; longFrom: string } {
  const doc = parseDocument(text);
  const routes = doc.getIn(["routes"]) as { toJSON(): Route[] };
  const pages = routes.toJSON();
  const languages = (doc.getIn(["site", "languages"]) as { toJSON(): string[] }).toJSON();
  /** A text in every language of the site: Spanish, and the others' words for it. */
  const inEvery = (spanish: string, other: string): Translated => Object.fromEntries(languages.map((language) => [language, language === "es" ? spanish : other]));
  const description = (n: number): Translated =>
    inEvery(`Página de prueba ${n} — ${UNICODE}: direcciones largas, textos raros y ${MARKUP} en todo.`, `Test page ${n} — ${UNICODE}: long addresses, odd texts and ${MARKUP} everywhere.`);

  // Six levels, each a page (a page's parent must be one): 60, 60, 60, 5, 5 and 4 characters, 200 in all.
  const lengths = [MAX_PART, MAX_PART, MAX_PART, 5, 5, MAX_PATH - 3 * MAX_PART - 10 - MAX_DEPTH];
  const chain = lengths.map((_, i) => `/${lengths.slice(0, i + 1).map((l, j) => part(`n${j + 1}`, l)).join("/")}`);
  chain.forEach((path, i) =>
    doc.addIn(["routes"], doc.createNode({ path, label: inEvery(`Nivel ${i + 1} ${UNICODE} ${MARKUP}`, `Level ${i + 1} ${UNICODE} ${MARKUP}`), kind: "about", description: description(i + 1) })),
  );

  // An old address at every limit at once: six parts, 200 characters, not a page.
  const longFrom = `/${[part("a1", 60), part("a2", 60), part("a3", 40), part("a4", 20), part("a5", 7), part("a6", MAX_PATH - 60 - 60 - 40 - 20 - 7 - MAX_DEPTH)].join("/")}`;
  const apartmentPage = pages.find((route) => route.kind === "apartment")!;
  const listPage = apartmentPage.path.slice(0, apartmentPage.path.lastIndexOf("/")) || "/";
  const redirects: Redirect[] = [
    { from: longFrom, to: chain.at(-1)! },
    // Inside a page's folder (apartment-list/…), and beside a page in it.
    { from: `${listPage}/antiguo`, to: apartmentPage.path },
    { from: `${apartmentPage.path}-2019`, to: apartmentPage.path },
    { from: `${chain[3]}/viejo`, to: chain[3]! },
  ];
  for (const redirect of redirects) doc.addIn(["redirects"], doc.createNode(redirect, { flow: true }));

  // An apartment without a listing: its form offers WhatsApp and e-mail instead.
  const listed = Object.keys((doc.getIn(["booking", "listings"]) as { toJSON(): Record<string, string> }).toJSON());
  doc.deleteIn(["booking", "listings", listed[0]!]);

  doc.setIn(["site", "name"], doc.createNode(inEvery(`Casa Cuna ${UNICODE}`, `Foundling Home ${UNICODE}`)));
  doc.setIn(["site", "tagline"], doc.createNode(inEvery(`desde 2023 ${MARKUP}`, `since 2023 ${MARKUP}`)));
  pages.forEach((route, i) => doc.setIn(["routes", i, "label"], doc.createNode(each(route.label, (label) => `${label} ${UNICODE}`))));
  const apartments = doc.getIn(["apartments"]) as { toJSON(): { name: string; summary: Translated }[] };
  apartments.toJSON().forEach((apartment, i) => {
    // A name is written once, for every language.
    doc.setIn(["apartments", i, "name"], `${apartment.name} «${UNICODE}»`);
    doc.setIn(["apartments", i, "summary"], doc.createNode(each(apartment.summary, (summary) => `${summary} ${MARKUP} ${UNICODE}`)));
  });
  // Prices on the last apartment (one season up to the end of next year: whenever the tests run, it
  // is showing and within the booking horizon), with cents and markup.
  doc.setIn(
    ["apartments", apartments.toJSON().length - 1, "rates"],
    doc.createNode({ taxesIncluded: false, cleaningFee: 25.5, seasons: [{ name: inEvery(`Todo el año ${MARKUP}`, `All year ${MARKUP}`), from: "2020-01-01", to: `${SEASON_END_YEAR}-12-31`, nightly: 72.5, weekend: 90, minNights: 2 }] }),
  );
  const features = doc.getIn(["features"]) as { toJSON(): { name: Translated }[] };
  features.toJSON().forEach((feature, i) => doc.setIn(["features", i, "name"], doc.createNode(each(feature.name, (name) => `${name} ${UNICODE}`))));
  doc.setIn(
    ["about", "paragraphs", 0],
    doc.createNode(inEvery(`${UNICODE} ${MARKUP} </script><script>alert(1)</script> — un párrafo con de todo.`, `${UNICODE} ${MARKUP} </script><script>alert(1)</script> — a paragraph with everything.`)),
  );
  doc.setIn(["contact", "intro"], doc.createNode(inEvery(`Escríbenos ${UNICODE} ${MARKUP}`, `Write to us ${UNICODE} ${MARKUP}`)));
  return { text: doc.toString({ lineWidth: 0 }), chain, longFrom };
}
