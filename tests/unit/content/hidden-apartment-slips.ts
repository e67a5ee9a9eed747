/**
 * The owner's slips around taking an apartment off the site for a while (the guide's «Quitar un
 * apartamento de la web por un tiempo»), in slip-cases.ts's form: one message each, exact.
 * The apartment taken off is the last one, and every name, count and line is read from site.yaml.
 */
import { expect } from "vitest";
import type { SiteText, KeyPath } from "./site-edits.ts";
import type { SlipCase } from "./slip-case.ts";

type Apartment = { slug: string; name: string; related: string[]; capacity: { max: number } };

const at = (position: { line: number; col: number }, message: string): string => `${position.line}:${position.col}: ${message}`;
const apartmentsOf = (site: SiteText): Apartment[] => site.get<Apartment[]>(["apartments"]);

/** The apartment at `index` with `line` (its key at the apartment's keys' column) under its name. */
function withLine(site: SiteText, index: number, line: string): SiteText {
  const indent = " ".repeat(site.keyAt(["apartments", index, "name"]).col - 1);
  return site.insertLinesAfter(["apartments", index, "name"], [`${indent}${line}`]).site;
}

/** The last apartment with «hidden: true». */
function hideLast(site: SiteText): { site: SiteText; index: number; apartment: Apartment } {
  const index = apartmentsOf(site).length - 1;
  return { site: withLine(site, index, "hidden: true"), index, apartment: apartmentsOf(site)[index]! };
}

/** The figure of the home page that says how many apartments there are. */
function apartmentsFigure(site: SiteText): KeyPath {
  const count = apartmentsOf(site).length;
  const index = site.get<{ value: number; year?: boolean }[]>(["figures"]).findIndex((figure) => !figure.year && figure.value === count);
  expect(index, "site.yaml has a figure counting the apartments").toBeGreaterThanOrEqual(0);
  return ["figures", index, "value"];
}

/** The page's description that names every apartment one by one (the apartment list's). */
function listingText(site: SiteText, name: string): KeyPath {
  const routes = site.get<{ kind: string; description: Record<string, string> }[]>(["routes"]);
  const index = routes.findIndex((route) => route.kind !== "apartment" && Object.values(route.description).some((text) => text.includes(name)));
  expect(index, `a page's description names «${name}» with the others`).toBeGreaterThanOrEqual(0);
  return ["routes", index, "description", site.get<string[]>(["site", "languages"])[0]!];
}

export const HIDDEN_APARTMENT_SLIPS: Record<string, SlipCase> = {
  "hide-every-apartment": {
    did: "Poner «hidden: true» en todos los apartamentos",
    make: (site) => {
      // Said once, at the first one's switch: one set back to false is enough.
      const edited = apartmentsOf(site).reduce((text, _, i) => withLine(text, i, "hidden: true"), site);
      return {
        text: edited.text,
        problems: [at(edited.valueAt(["apartments", 0, "hidden"]), `todos los apartamentos llevan «hidden: true», y la web no tendría ninguno que ofrecer: para que «${apartmentsOf(site)[0]!.name}» siga en la web, pon aquí «hidden: false»`)],
      };
    },
  },
  "hidden-in-words": {
    did: "Escribir «hidden: sí» en vez de «hidden: true»",
    make: (site) => {
      const index = apartmentsOf(site).length - 1;
      const edited = withLine(site, index, "hidden: sí");
      return { text: edited.text, problems: [at(edited.valueAt(["apartments", index, "hidden"]), `«apartments[${index}].hidden» se escribe «true» (sí) o «false» (no), sin comillas, y pone «sí»: escribe «hidden: true»`)] };
    },
  },
  "hidden-in-quotes": {
    did: "Escribir «true» entre comillas: «hidden: \"true\"»",
    make: (site) => {
      const index = apartmentsOf(site).length - 1;
      const edited = withLine(site, index, 'hidden: "true"');
      return {
        text: edited.text,
        problems: [at(edited.valueAt(["apartments", index, "hidden"]), `«apartments[${index}].hidden» se escribe «true» (sí) o «false» (no), sin comillas, y pone «"true"», que con comillas es un texto: escribe «hidden: true»`)],
      };
    },
  },
  "hidden-without-value": {
    did: "Escribir «hidden:» sin nada detrás",
    make: (site) => {
      const index = apartmentsOf(site).length - 1;
      const edited = withLine(site, index, "hidden:");
      const line = edited.keyAt(["apartments", index, "hidden"]);
      return { text: edited.text, problems: [at({ line: line.line, col: line.col + "hidden:".length }, `«apartments[${index}].hidden» se escribe «true» (sí) o «false» (no), sin comillas, y es vacío: escribe «hidden: true» o «hidden: false»`)] };
    },
  },
  "hide-with-another-key": {
    did: "Escribir «visible: false» (u «oculto: sí») para quitar un apartamento de la web",
    make: (site) => {
      const index = apartmentsOf(site).length - 1;
      const edited = withLine(site, index, "visible: false");
      return {
        text: edited.text,
        problems: [at(edited.keyAt(["apartments", index, "visible"]), `la clave «visible» no existe en «apartments[${index}]»: escribe en su lugar «hidden: true» (lo quita de la web por un tiempo, con todo lo suyo guardado aquí)`)],
      };
    },
  },
  "hidden-in-its-page": {
    did: "Poner «hidden: true» en la página del apartamento (en «routes») en vez de en el apartamento",
    make: (site) => {
      const { slug } = apartmentsOf(site).at(-1)!;
      const page = site.get<{ kind: string; apartment?: string }[]>(["routes"]).findIndex((route) => route.kind === "apartment" && route.apartment === slug);
      const indent = " ".repeat(site.keyAt(["routes", page, "apartment"]).col - 1);
      const edited = site.insertLinesAfter(["routes", page, "apartment"], [`${indent}hidden: true`]).site;
      return { text: edited.text, problems: [at(edited.keyAt(["routes", page, "hidden"]), `«hidden» va en el apartamento, no en su página: ponlo en «apartments», en el bloque de «${slug}», debajo de su «name» y con sus mismos espacios`)] };
    },
  },
  "hidden-outside-apartments": {
    did: "Escribir «hidden: true» suelto, al principio de la línea, fuera de los apartamentos",
    make: (site) => {
      const edited = site.insertLinesAfter(["apartments"], ["hidden: true"]).site;
      return { text: edited.text, problems: [at(edited.keyAt(["hidden"]), "«hidden» solo vale en un apartamento: ponlo en «apartments», en el bloque del apartamento que quieres quitar de la web, debajo de su «name» y con sus mismos espacios")] };
    },
  },
  "hidden-but-counted": {
    did: "Quitar un apartamento con «hidden: true» y dejar la cifra de la portada que cuenta los apartamentos",
    make: (site) => {
      // The list's description says the count only ({apartments}), so the figure is the one thing left.
      const text = listingText(site, apartmentsOf(site).at(-1)!.name).slice(0, -1);
      const plain = site
        .get<string[]>(["site", "languages"])
        .reduce(
          (edited, language) =>
            edited.replaceValue([...text, language], language === "es" ? '"Los {apartments} apartamentos del edificio, para hasta 6 personas cada uno, con cocina, aire acondicionado y toallas."' : '"The {apartments} apartments in the building, each sleeping up to 6, with kitchen, air conditioning and towels."').site,
          site,
        );
      const { site: edited, apartment } = hideLast(plain);
      const count = apartmentsOf(site).length;
      return {
        text: edited.text,
        problems: [],
        warnings: [at(edited.valueAt(apartmentsFigure(site)), `aviso: esta cifra dice ${count}, los apartamentos que hay en el archivo, pero «${apartment.name}» lleva «hidden: true» y la web enseña ${count - 1}: si cuenta los apartamentos, pon «value: ${count - 1}» mientras no vuelva`)],
      };
    },
  },
  "hidden-but-named": {
    did: "Quitar un apartamento con «hidden: true» y dejar su nombre en un texto que nombra los apartamentos uno a uno",
    make: (site) => {
      // The figure already says the apartments shown: the text is the one thing left.
      const shown = site.replaceValue(apartmentsFigure(site), String(apartmentsOf(site).length - 1)).site;
      const { site: edited, apartment } = hideLast(shown);
      return {
        text: edited.text,
        problems: [],
        warnings: [at(edited.valueAt(listingText(site, apartment.name)), `aviso: este texto nombra «${apartment.name}» con los demás apartamentos, y «${apartment.name}» lleva «hidden: true»: la web lo publica tal cual; mientras no vuelva, escríbelo sin «${apartment.name}» en cada idioma`)],
      };
    },
  },
  "commented-out-apartment": {
    did: "Quitar un apartamento de la web poniendo «#» delante de su bloque, de su página, de su enlace del menú y de los «related» que lo nombran",
    make: (site) => {
      // What still names it (its guest's review) is said to be pointing at a commented apartment, with the switch: not a guess of another one.
      const index = apartmentsOf(site).length - 1;
      const { slug } = apartmentsOf(site)[index]!;
      const page = site.get<{ kind: string; apartment?: string; path: string }[]>(["routes"]).findIndex((route) => route.kind === "apartment" && route.apartment === slug);
      const path = site.get<string>(["routes", page, "path"]);
      const links = site.get<{ children?: { path: string }[] }[]>(["navigation"]).flatMap((item, i) => (item.children ?? []).flatMap((child, j) => (child.path === path ? [["navigation", i, "children", j]] : [])));
      const reviews = site.get<{ apartment: string }[]>(["reviews", "list"]).flatMap((review, i) => (review.apartment === slug ? [["reviews", "list", i, "apartment"]] : []));
      expect(reviews, `one review of «${slug}» in site.yaml`).toHaveLength(1);
      const listing = slug in site.get<Record<string, string>>(["booking", "listings"]) ? [["booking", "listings", slug]] : [];
      let edited = site.commentOut(["apartments", index], ["routes", page], ...links, ...listing);
      apartmentsOf(site).forEach((apartment, i) => {
        if (apartment.related.includes(slug)) edited = edited.replaceValue(["apartments", i, "related"], `[${apartment.related.filter((other) => other !== slug).join(", ")}]`).site;
      });
      const line = edited.text.split("\n").findIndex((text) => text.includes(`# - slug: ${slug}`)) + 1;
      return {
        text: edited.text,
        problems: [at(edited.valueAt(reviews[0]!), `el apartamento «${slug}» está comentado, con «#» delante, en la línea ${line}: para quitarlo de la web por un tiempo, quita esas «#» y ponle «hidden: true»: así sale de todas partes, y lo que lo nombra puede quedarse como está`)],
      };
    },
  },
};
