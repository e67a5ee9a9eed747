/**
 * Every invalid fixture is a copy of site.yaml with one mistake (or, for the
 * alias cases, of valid-anchors.yaml, which is site.yaml with one shared
 * anchor). The checker must find that mistake, say it in Spanish and pin it to
 * the node at fault: these are the exact lines `npm run check` prints.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSite, SITE_FILE, summary } from "../../../scripts/content/load-site.ts";
import { formatProblem } from "../../../scripts/content/problem.ts";
import { FIXTURES, makePhotosDir } from "./helpers.ts";

type Case = {
  /** What the fixture was copied from (null: a small standalone file), and the fixture lines that differ from it. */
  base: "base-site.yaml" | "valid-anchors.yaml" | null;
  changed?: [first: number, last: number];
  /** Uses photos in `pruebas/` (tests/fixtures/photos), so it needs the temporary photos folder. */
  fixturePhotos?: boolean;
  /** `line:col: message`, in the order they are printed. */
  problems: string[];
};

const INDENT = "error de sintaxis YAML: la sangría (espacios al principio de la línea) no cuadra con las líneas de alrededor";
const BOMB = "error de sintaxis YAML: demasiados alias (*nombre): el archivo se expandiría sin fin";

const CASES: Record<string, Case> = {
  // --- YAML syntax ---
  "invalid-yaml-indent.yaml": {
    base: "base-site.yaml",
    changed: [23, 23], // «     town:» one space too many
    problems: [`23:1: ${INDENT}`],
  },
  "invalid-tab-indent.yaml": {
    base: "base-site.yaml",
    changed: [22, 22], // a tab before «postalCode:»
    // The tab is on line 22; the yaml parser then loses the block, so the rest of «address» is reported too.
    problems: ["22:1: error de sintaxis YAML: hay un tabulador en la sangría; usa solo espacios", `23:1: ${INDENT}`, `24:1: ${INDENT}`, `25:1: ${INDENT}`, `26:1: ${INDENT}`],
  },
  "invalid-duplicate-key.yaml": {
    base: "base-site.yaml",
    changed: [12, 12], // a second «name:» where «timeZone:» was
    problems: ["12:3: error de sintaxis YAML: esta clave ya aparece antes en el mismo bloque; bórrala o cambia su nombre"],
  },
  "invalid-empty.yaml": {
    base: null,
    problems: ["1:1: el archivo está vacío: debe contener el contenido del sitio (copia site.yaml como modelo)"],
  },
  "invalid-alias-bomb.yaml": {
    base: null,
    // The first alias whose expansion goes over the limit: the first «*c» of «d».
    problems: [`5:8: ${BOMB}`],
  },
  "invalid-alias-bomb-after-anchor.yaml": {
    base: "valid-anchors.yaml",
    changed: [269, 275],
    // Not at the correct «*capacity» aliases before it (lines 142, 194): at the first «*lol3» of «lol4».
    problems: [`273:14: ${BOMB}`],
  },
  "invalid-alias-unknown.yaml": {
    base: "valid-anchors.yaml",
    changed: [194, 194], // «*capacidad»: there is no «&capacidad»
    problems: ["194:15: error de sintaxis YAML: el alias «*capacidad» no tiene antes un ancla «&capacidad» de la que copiar"],
  },

  // --- schema ---
  "invalid-capacity-type.yaml": {
    base: "base-site.yaml",
    changed: [142, 142],
    problems: ["142:22: «apartments[1].capacity.max» debe ser un número entero, y es un texto"],
  },
  "invalid-unknown-key.yaml": {
    base: "base-site.yaml",
    changed: [10, 10],
    // Only the unknown key, with the hint: not also «falta el campo obligatorio «tagline»».
    problems: ["10:3: la clave «taglin» no existe en «site» (no debe tener propiedades adicionales); ¿querías decir «tagline»?"],
  },
  "invalid-missing-alt.yaml": {
    base: "base-site.yaml",
    changed: [105, 105],
    problems: ["105:9: falta el campo obligatorio «alt» en «apartments[0].photos[2]» (debe tener la propiedad requerida alt)"],
  },
  "invalid-bad-slug.yaml": {
    base: "base-site.yaml",
    changed: [136, 136],
    problems: ["136:11: «apartments[1].slug» no tiene un formato válido («San Isidro»). Identificador en minúsculas, sin tildes ni espacios, con guiones: «san-isidro»"],
  },
  "invalid-javascript-url.yaml": {
    base: "base-site.yaml",
    changed: [19, 19],
    problems: ["19:10: «site.social.url» no tiene un formato válido («javascript:alert(1)»). Una dirección web completa que empieza por https://"],
  },
  "invalid-http-url.yaml": {
    base: "base-site.yaml",
    changed: [38, 38],
    problems: ["38:16: «booking.listingSite» no tiene un formato válido («http://www.airbnb.es»). Dirección de la web de anuncios, sin barra final: «https://www.airbnb.es»"],
  },
  "invalid-contact-list.yaml": {
    base: "base-site.yaml",
    changed: [31, 34], // each key of «contact» written as a list item
    problems: ["31:3: «contact» debe ser un bloque de claves («clave: valor»), y es una lista; aquí van claves («nombre: valor»), no líneas con guion"],
  },
  "invalid-email.yaml": {
    base: "base-site.yaml",
    changed: [33, 33],
    problems: ["33:10: «contact.email» no tiene un formato válido («reservas.example.com»). Correo electrónico: «nombre@dominio.es»"],
  },
  "invalid-time.yaml": {
    base: "base-site.yaml",
    changed: [272, 272],
    problems: ["272:14: «rules.times.checkIn» no tiene un formato válido («25:00»). Hora en formato 24 h: «16:00»"],
  },
  "invalid-slider-seconds.yaml": {
    base: "base-site.yaml",
    changed: [79, 79],
    problems: ["79:21: «apartmentSlider.animationSeconds»: debe ser <= 5 (Duración del paso de una foto a otra, en segundos (0.1 a 5))"],
  },
  "invalid-icon-enum.yaml": {
    base: "base-site.yaml",
    changed: [51, 51],
    problems: [
      "51:11: «features[1].icon»: debe ser igual a uno de los valores predefinidos: «air-vent», «coffee», «cooking-pot», «sparkles», «shower-head», «clock», «shopping-cart», «bed-double», «store», «bath», «wifi», «car», «tv», «washing-machine», «baby», «flame», «snowflake» y «accessibility»; ¿querías decir «coffee»?",
    ],
  },

  // --- cross-checks ---
  "invalid-duplicate-slug.yaml": {
    base: "base-site.yaml",
    changed: [188, 188], // Calicanto renamed «mirador»: what pointed at «calicanto» now points nowhere
    problems: [
      "188:11: el slug «mirador» está repetido; cada apartamento necesita uno distinto",
      "255:15: el apartamento «calicanto» no existe; los que hay son «mirador», «san-isidro» y «fabrica-harinas»",
      "660:16: el apartamento «calicanto» no existe; los que hay son «mirador», «san-isidro» y «fabrica-harinas»",
    ],
  },
  "invalid-unknown-related.yaml": {
    base: "base-site.yaml",
    changed: [218, 218],
    problems: ["218:15: el apartamento «fabrica-harina» no existe; ¿querías decir «fabrica-harinas»?"],
  },
  "invalid-unknown-feature.yaml": {
    base: "base-site.yaml",
    changed: [153, 153],
    problems: ["153:128: el servicio «towel» no existe; ¿querías decir «towels»?"],
  },
  "invalid-redirect-target.yaml": {
    base: "base-site.yaml",
    changed: [716, 716],
    problems: ["716:26: la página «/contacto» no existe; ¿querías decir «/contact»?"],
  },
  "invalid-route-apartment.yaml": {
    base: "base-site.yaml",
    changed: [660, 660], // the Calicanto page names «calicantos»: so Calicanto has no page either
    problems: [
      "188:11: el apartamento «calicanto» no tiene página: añade una en «routes» con «kind: apartment» y «apartment: calicanto»",
      "660:16: el apartamento «calicantos» no existe; ¿querías decir «calicanto»?",
    ],
  },
  "invalid-rules-token.yaml": {
    base: "base-site.yaml",
    changed: [298, 298],
    problems: ["298:11: «{horaEntrada}» no es un dato conocido; se puede usar «{checkIn}», «{checkOut}», «{quietFrom}» y «{quietTo}»"],
  },
  "invalid-listing-slug.yaml": {
    base: "base-site.yaml",
    changed: [41, 41], // reported at the key «miradr» itself
    problems: ["41:5: el apartamento «miradr» no existe; ¿querías decir «mirador»?"],
  },

  // --- photo files ---
  "invalid-missing-photo.yaml": {
    base: "base-site.yaml",
    changed: [105, 105],
    problems: ["105:17: la foto «mirador/33.jpg» no está en la carpeta photos/; comprueba el nombre (mayúsculas, extensión) o copia allí la foto"],
  },
  "invalid-photo-too-small.yaml": {
    base: "base-site.yaml",
    changed: [613, 613], // an «about» image: needs 800 px, is 400
    fixturePhotos: true,
    problems: ["613:15: la foto «pruebas/pequena.jpg» es demasiado pequeña (400 px de ancho) para donde se muestra: necesita al menos 800 px; usa el original de la cámara o del móvil"],
  },
  "invalid-photo-unreadable.yaml": {
    base: "base-site.yaml",
    changed: [519, 519],
    fixturePhotos: true,
    problems: ["519:15: la foto «pruebas/danada.jpg» no se puede leer: el archivo está dañado o no es una imagen; vuelve a exportarla en JPG"],
  },
  "invalid-photo-truncated.yaml": {
    base: "base-site.yaml",
    changed: [520, 520], // a real JPEG cut in half: its header still says 1600 px
    fixturePhotos: true,
    problems: ["520:15: la foto «pruebas/cortada.jpg» no se puede leer: el archivo está dañado o no es una imagen; vuelve a exportarla en JPG"],
  },
};

/** The parts of site.yaml the tests count, read with the plain YAML parser. */
type RawSite = {
  apartments: { photos: { file: string }[] }[];
  placeCategories: { places: unknown[] }[];
  gallery: { photos: { file: string }[] };
  about: { images: { file: string }[] };
  routes: unknown[];
  redirects: unknown[];
};

const read = (file: string): string[] => readFileSync(file, "utf8").split("\n");

/** The fixture lines (1-based, inclusive) that differ from `base`, once the common start and end are set aside. */
function changedLines(base: string[], fixture: string[]): [number, number] {
  let start = 0;
  while (start < base.length && start < fixture.length && base[start] === fixture[start]) start++;
  let end = 0;
  while (end < base.length - start && end < fixture.length - start && base.at(-1 - end) === fixture.at(-1 - end)) end++;
  return [start + 1, fixture.length - end];
}

let photos: Awaited<ReturnType<typeof makePhotosDir>>;
beforeAll(async () => {
  photos = await makePhotosDir();
});
afterAll(async () => {
  await photos?.cleanup();
});

/** Checked once per fixture and photos folder: several tests look at the same result. */
const results = new Map<string, ReturnType<typeof loadSite>>();
function check(name: string, options: { photosDir?: string } = {}): ReturnType<typeof loadSite> {
  const key = `${name}|${options.photosDir ?? ""}`;
  if (!results.has(key)) results.set(key, loadSite(path.join(FIXTURES, name), { displayName: `tests/fixtures/${name}`, ...options }));
  return results.get(key)!;
}
// Every fixture is checked against stand-in photos, so the owner replacing real photos never breaks these tests.
const optionsFor = (_spec: Case) => ({ photosDir: photos.dir });

describe("invalid fixtures", () => {
  it("every invalid-*.yaml in tests/fixtures has its expected problems listed here", () => {
    const onDisk = readdirSync(FIXTURES).filter((name) => /^invalid-.*\.yaml$/.test(name));
    expect(onDisk.sort()).toEqual(Object.keys(CASES).sort());
    expect(onDisk.length).toBeGreaterThanOrEqual(18);
  });

  describe.each(Object.entries(CASES))("%s", (name, spec) => {
    if (spec.base !== null) {
      const base = spec.base;
      it(`differs from ${base} only at lines ${spec.changed!.join("–")}`, () => {
        const from = read(path.join(FIXTURES, base));
        expect(changedLines(from, read(path.join(FIXTURES, name))), "base-site.yaml changed? remake them: node tests/fixtures/make-fixtures.mjs").toEqual(spec.changed);
      });
    }

    it("is refused with exactly these located problems", async () => {
      const result = await check(name, optionsFor(spec));
      expect(result.ok).toBe(false);
      expect(result.problems.map(formatProblem)).toEqual(spec.problems.map((problem) => `tests/fixtures/${name}:${problem}`));
    });
  });

  it("never puts a stack trace or an internal error in a message", async () => {
    for (const [name, spec] of Object.entries(CASES)) {
      const { problems } = await check(name, optionsFor(spec));
      for (const line of problems.map(formatProblem)) {
        expect(line).not.toContain("    at ");
        expect(line).not.toMatch(/\bError\b|undefined|\[object /);
        expect(line).toMatch(/^tests\/fixtures\/invalid-[a-z-]+\.yaml:\d+:\d+: \S/);
      }
    }
  });
});

describe("photo checks", () => {
  it("resolve the files against the photosDir option", async () => {
    // Without the fixture folder, the same references are simply missing from the real photos/.
    const result = await check("invalid-photo-too-small.yaml");
    expect(result.problems.map(formatProblem)).toEqual([
      "tests/fixtures/invalid-photo-too-small.yaml:613:15: la foto «pruebas/pequena.jpg» no está en la carpeta photos/; comprueba el nombre (mayúsculas, extensión) o copia allí la foto",
    ]);
  });

  it("are reported together with schema problems, sorted by line", async () => {
    // A folder without the real photos: every photo reference is missing, besides the wrong capacity.
    const result = await check("invalid-capacity-type.yaml", { photosDir: path.join(FIXTURES, "photos") });
    const raw = parse(readFileSync(SITE_FILE, "utf8")) as RawSite;
    const references = raw.apartments.flatMap((apartment) => apartment.photos).length + raw.gallery.photos.length + raw.about.images.length;
    const messages = result.problems.map(formatProblem);
    expect(messages).toContain("tests/fixtures/invalid-capacity-type.yaml:142:22: «apartments[1].capacity.max» debe ser un número entero, y es un texto");
    expect(messages).toContain("tests/fixtures/invalid-capacity-type.yaml:103:17: la foto «mirador/01.jpg» no está en la carpeta photos/; comprueba el nombre (mayúsculas, extensión) o copia allí la foto");
    expect(result.problems.filter((problem) => problem.message.includes("no está en la carpeta photos/"))).toHaveLength(references);
    expect(result.problems).toHaveLength(references + 1);
    const positions = result.problems.map((problem) => problem.line * 1000 + problem.col);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe("valid files", () => {
  it("site.yaml passes, and the summary counts what it holds", async () => {
    const result = await loadSite(SITE_FILE, { displayName: "site.yaml" });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Counted here straight from the YAML, independently of summary().
    const raw = parse(readFileSync(SITE_FILE, "utf8")) as RawSite;
    const places = raw.placeCategories.reduce((total, category) => total + category.places.length, 0);
    const files = new Set([...raw.apartments.flatMap((apartment) => apartment.photos), ...raw.gallery.photos, ...raw.about.images].map((photo) => photo.file));
    expect(summary(result.site)).toBe(
      `contenido correcto: ${raw.apartments.length} apartamentos, ${places} sitios cercanos, ${files.size} fotos, ${raw.routes.length} páginas, ${raw.redirects.length} redirecciones`,
    );
    expect(summary(result.site)).toMatch(/^contenido correcto: \d+ apartamentos, \d+ sitios cercanos, \d+ fotos, \d+ páginas, \d+ redirecciones$/);
  });

  it("valid-anchors.yaml (base-site.yaml sharing one capacity through an anchor) passes with the same data", async () => {
    const [anchored, real] = await Promise.all([check("valid-anchors.yaml"), check("base-site.yaml")]);
    expect(anchored.problems).toEqual([]);
    expect(anchored.ok && real.ok).toBe(true);
    if (anchored.ok && real.ok) expect(anchored.site).toEqual(real.site);
  });

  it("a file that doesn't exist is one located problem, not an exception", async () => {
    const result = await check("no-existe.yaml");
    expect(result.problems.map(formatProblem)).toEqual(["tests/fixtures/no-existe.yaml:1:1: no se puede abrir el archivo; comprueba que existe y su nombre"]);
  });
});
