/**
 * Each case makes one mistake in the real site.yaml, in memory (mistake-cases.ts). The checker
 * must find that mistake, say it in Spanish and pin it to the node at fault: these are the exact
 * lines `npm run check` prints. Positions and quoted names come from site.yaml itself, so the
 * owner editing it breaks none of these unless the edit is about the text a case changes.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSite, SITE_FILE, type LoadResult } from "../../../scripts/content/load-site.ts";
import { summary } from "../../../src/content-check/summary.ts";
import { formatProblem } from "../../../src/content-check/wording/problem.ts";
import { MISSING_LISTED, untranslatedLanguage } from "../../../src/content-check/cross-check/translated-texts.ts";
import { browserChecker } from "./browser-check.ts";
import { checkInBoth, FIXTURES, makeContentDir, makePhotosDir } from "./helpers.ts";
import { MISTAKES, shareCapacity, type MistakeCase, type RawSite } from "./mistake-cases.ts";
import { SiteText, type KeyPath } from "./site-edits.ts";

const site = SiteText.real();

let photos: Awaited<ReturnType<typeof makePhotosDir>>;
let content: Awaited<ReturnType<typeof makeContentDir>>;
beforeAll(async () => {
  [photos, content] = await Promise.all([makePhotosDir("check-mistakes"), makeContentDir()]);
});
afterAll(async () => {
  await Promise.all([photos?.cleanup(), content?.cleanup()]);
});

/** Each case is made once: several tests look at the same one. */
const made = new Map<string, MistakeCase>();
function mistake(name: string): MistakeCase {
  if (!made.has(name)) made.set(name, MISTAKES[name]!(site));
  return made.get(name)!;
}

/** Every case is also checked by the core in Chromium, which must say the same. */
const browser = browserChecker();

/**
 * Checks `text` as site.yaml, once per text and photos folder, in the terminal's way and the
 * browser's. By default against stand-in photos, so the owner replacing real photos never breaks
 * these tests.
 */
const results = new Map<string, Promise<LoadResult>>();
function check(text: string, photosDir: string = photos.dir): Promise<LoadResult> {
  const key = `${photosDir}\n${text}`;
  if (!results.has(key)) results.set(key, content.write(`copy-${results.size}`, text).then((file) => checkInBoth(file, { displayName: "site.yaml", photosDir }, browser.check)));
  return results.get(key)!;
}

/** `line:col` of a `line:col: message` line. */
const positionOf = (problem: string): string => problem.slice(0, problem.indexOf(": "));

/** The lines (1-based, inclusive) of `edited` that differ from `original`, once the common start and end are set aside. */
function changedLines(original: string, edited: string): [number, number] {
  const [a, b] = [original.split("\n"), edited.split("\n")];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end)) end++;
  return [start + 1, b.length - end];
}

describe("one mistake in site.yaml", () => {
  describe.each(Object.keys(MISTAKES))("%s", (name) => {
    it("is refused with exactly these located problems", async () => {
      const { text, problems } = mistake(name);
      const result = await check(text);
      expect(result.ok).toBe(false);
      expect(result.problems.map(formatProblem)).toEqual(problems.map((problem) => `site.yaml:${problem}`));
    });

    if (!mistake(name).standalone) {
      it("is reported on a line the edit changed, or just above it", () => {
        // Guards the cases themselves: an expected position worked out in the wrong text would point
        // elsewhere. "Just above": the parser reports a bad indentation where the blank lines and
        // comments before the line start.
        const { text, problems } = mistake(name);
        const [first, last] = changedLines(site.text, text);
        const lines = text.split("\n");
        // Lines only taken away (a key and its block) leave no changed line: the lines on either side of the cut count.
        const [from, to] = last < first ? [last, first] : [first, last];
        const nearEdit = (line: number): boolean =>
          (line >= from && line <= to) || (line < from && lines.slice(line - 1, from - 1).every((above) => /^\s*(#.*)?$/.test(above)));
        expect(first).toBeLessThanOrEqual(last + 1);
        expect(problems.map((problem) => Number(problem.split(":")[0])).some(nearEdit)).toBe(true);
      });
    }
  });

  it("never puts a stack trace or an internal error in a message", async () => {
    for (const name of Object.keys(MISTAKES)) {
      const { problems } = await check(mistake(name).text);
      for (const line of problems.map(formatProblem)) {
        expect(line).not.toContain("    at ");
        expect(line).not.toMatch(/\bError\b|undefined|\[object /);
        expect(line).toMatch(/^site\.yaml:\d+:\d+: \S/);
      }
    }
  });
});

describe("a third language", () => {
  /** The site in French too, with the French line of every text but those at `without`. */
  function frenchBut(without: KeyPath[]): SiteText {
    let french = site.withLanguage("fr", "en");
    for (const path of without) french = french.deleteBlockPair([...path, "fr"]).site;
    return french.replaceValue(["site", "languages"], "[es, en, fr]").site;
  }
  const texts = site.textBlocks().length;
  const tagline = ["site", "tagline"];
  const description = ["site", "description"];

  it("with every text in it asks for its interface words alone, at the languages' line", async () => {
    const edited = frenchBut([]);
    const at = edited.valueAt(["site", "languages", 2]);
    expect((await check(edited.text)).problems.map(formatProblem)).toEqual([
      `site.yaml:${at.line}:${at.col}: la web no tiene todavía las palabras de la interfaz en francés (fr) (botones, menús, avisos del formulario): hay que añadir el archivo src/labels/words/fr.ts, copiando en.ts y traduciendo sus textos (docs/editar-contenido.md, «Añadir un idioma»)`,
    ]);
  });

  it(`missing from ${MISSING_LISTED} texts or fewer asks for each at its line`, async () => {
    const edited = frenchBut([tagline, description]);
    const messages = (await check(edited.text)).problems.map(formatProblem);
    const taglineAt = edited.keyAt([...tagline, "en"]);
    const descriptionAt = edited.keyAt([...description, "en"]);
    expect(messages).toContain(`site.yaml:${taglineAt.line}:${taglineAt.col}: «site.tagline»: falta el texto en francés (fr); añade debajo una línea «fr: …» con el texto (el de español (es) es «${site.get<string>([...tagline, "es"])}»)`);
    expect(messages).toContainEqual(expect.stringMatching(new RegExp(`^site\\.yaml:${descriptionAt.line}:${descriptionAt.col}: «site\\.description»: falta el texto en francés \\(fr\\)`)));
    // And the interface words apart, at the languages' line.
    expect(messages).toHaveLength(3);
  });

  it(`missing from more than ${MISSING_LISTED} is one total, at the first of them, that counts what is left`, async () => {
    const blocks = ["name", "tagline", "titleSuffix", "description"].map((key) => ["site", key]);
    const features = site.get<unknown[]>(["features"]).map((_, i) => ["features", i, "name"]);
    const without = [...blocks, ...features].slice(0, MISSING_LISTED + 1);
    expect(without).toHaveLength(MISSING_LISTED + 1);
    const edited = frenchBut(without);
    const messages = (await check(edited.text)).problems.map(formatProblem);
    const first = edited.keyAt(["site", "name", "en"]);
    expect(messages).toEqual([
      `site.yaml:${first.line}:${first.col}: el francés (fr) está en «site.languages», pero le faltan ${MISSING_LISTED + 1} de los ${texts} textos de la web y las palabras de la interfaz (botones, menús, avisos del formulario): empieza por este texto, «site.name», añadiéndole debajo una línea «fr: …» con su traducción, y sigue archivo abajo; las palabras de la interfaz van en src/labels/words/fr.ts, una copia de en.ts con sus textos traducidos (docs/editar-contenido.md, «Añadir un idioma»)`,
    ]);
  });

  it("with its interface words already there, the total is only the texts", () => {
    expect(untranslatedLanguage("fr", { missing: 120, texts, first: "features[3].name", withoutWords: false })).toBe(
      `el francés (fr) está en «site.languages», pero le faltan 120 de los ${texts} textos de la web: empieza por este texto, «features[3].name», añadiéndole debajo una línea «fr: …» con su traducción, y sigue archivo abajo (docs/editar-contenido.md, «Añadir un idioma»)`,
    );
  });
});

describe("photo checks", () => {
  it("resolve the files against the photosDir option", async () => {
    // Without the stand-in folder, the same reference is simply missing from the real photos/.
    const { text, problems } = mistake("photo-too-small");
    const result = await loadSite(await content.write("real-photos", text), { displayName: "site.yaml" });
    expect(result.problems.map(formatProblem)).toEqual([
      `site.yaml:${positionOf(problems[0]!)}: la foto «pruebas/pequena.jpg» no está en la carpeta photos/: no hay ninguna carpeta «photos/pruebas/»; crea la carpeta y copia allí la foto, o corrige el nombre`,
    ]);
  });

  it("are reported together with schema problems, sorted by line", async () => {
    // A folder without the real photos: every photo reference is missing, besides the wrong capacity.
    const { text, problems } = mistake("capacity-type");
    const result = await check(text, path.join(FIXTURES, "photos"));
    const edited = new SiteText(text);
    const raw = edited.data<RawSite>();
    const references = raw.apartments.flatMap((apartment) => apartment.photos).length + raw.gallery.sections.flatMap((section) => section.photos).length + raw.about.images.length;
    const first = ["apartments", 0, "photos", 0, "file"];
    const { line, col } = edited.valueAt(first);
    const messages = result.problems.map(formatProblem);
    expect(messages).toContain(`site.yaml:${problems[0]}`);
    expect(messages).toContain(
      `site.yaml:${line}:${col}: la foto «${edited.get<string>(first)}» no está en la carpeta photos/: no hay ninguna carpeta «photos/${edited.get<string>(first).split("/")[0]}/»; crea la carpeta y copia allí la foto, o corrige el nombre`,
    );
    expect(result.problems.filter((problem) => problem.message.includes("no está en la carpeta photos/"))).toHaveLength(references);
    expect(result.problems).toHaveLength(references + 1);
    const positions = result.problems.map((problem) => problem.line * 1000 + problem.col);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe("photo files", () => {
  it("a link whose real file stays inside photos/ is a photo like any other", async () => {
    // Every stand-in photo is such a link already; here one more, relative, in a subfolder.
    const edit = site.replaceValue(["gallery", "sections", 0, "photos", 0, "file"], "pruebas/dentro.jpg");
    const result = await check(edit.site.text);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  });
});

describe("valid files", () => {
  it("site.yaml passes, and the summary counts what it holds", async () => {
    const result = await loadSite(SITE_FILE, { displayName: "site.yaml" });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Counted here straight from the YAML, independently of summary().
    const raw = site.data<RawSite>();
    const places = raw.placeCategories.reduce((total, category) => total + category.places.length, 0);
    const files = new Set([...raw.apartments.flatMap((apartment) => apartment.photos), ...raw.gallery.sections.flatMap((section) => section.photos), ...raw.about.images].map((photo) => photo.file));
    const { languages } = raw.site;
    expect(languages.length).toBeGreaterThan(1);
    expect(summary(result.site)).toBe(
      `contenido correcto: ${raw.apartments.length} apartamentos, ${places} sitios cercanos, ${files.size} fotos, ${raw.routes.length} páginas en ${languages.length} idiomas (${languages.join(", ")}), ${raw.redirects.length} redirecciones`,
    );
    expect(summary(result.site)).toMatch(/^contenido correcto: \d+ apartamentos, \d+ sitios cercanos, \d+ fotos, \d+ páginas en \d+ idiomas \([a-z, ]+\), \d+ redirecciones$/);
    // A site in one language says so.
    expect(summary({ ...result.site, site: { ...result.site.site, languages: ["es"] } })).toContain(` páginas en 1 idioma, `);
  });

  it("site.yaml with one capacity shared through an anchor passes, with the same data", async () => {
    const shared = shareCapacity(site);
    const apartments = site.get<{ capacity: unknown }[]>(["apartments"]);
    expect(shared.text.match(/\*capacity\b/g)).toHaveLength(apartments.length - 1);
    const [anchored, real] = await Promise.all([check(shared.text), check(site.text)]);
    expect(anchored.problems).toEqual([]);
    expect(anchored.ok && real.ok).toBe(true);
    if (!anchored.ok || !real.ok) return;
    // What the aliases say: every apartment has the first one's capacity.
    const expected = structuredClone(real.site);
    for (const apartment of expected.apartments) apartment.capacity = expected.apartments[0]!.capacity;
    expect(anchored.site).toEqual(expected);
  });

  it("a file that doesn't exist is one located problem, not an exception", async () => {
    const result = await loadSite(path.join(content.dir, "no-existe.yaml"), { displayName: "no-existe.yaml" });
    expect(result.problems.map(formatProblem)).toEqual(["no-existe.yaml:1:1: no se puede abrir el archivo; comprueba que existe y su nombre"]);
  });
});
