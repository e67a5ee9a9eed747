/**
 * Each page and each old address of site.yaml becomes files in build/client (src/site/output-names.ts).
 * Two of them writing the same file, or one writing a file the site itself needs (the home page,
 * the 404 page, the host rules, the photos folder…), would silently replace it in the published
 * site: the build writes one over the other. So the check works out every file and refuses, at the
 * address that causes it, any that is already taken.
 */
import type { Site } from "../../generated/content-types.gen.ts";
import { addressUnder, HERO_PHOTOS_PATH, languageFolderOf, NOT_FOUND_PATH, prerenderFilesOf, redirectFilesOf, RESERVED_OUTPUTS } from "../../site/output-names.ts";
import { languageName } from "../wording/language-names.ts";
import type { PathSegment } from "../wording/problem.ts";

type Owner = { what: string; name: string };
type Found = { path: PathSegment[]; message: string };

/** The folders a file sits in: "a/b/c.html" → ["a", "a/b"]. */
function foldersOf(file: string): string[] {
  const parts = file.split("/").slice(0, -1);
  return parts.map((_, i) => parts.slice(0, i + 1).join("/"));
}

export function outputCollisions(site: Site): Found[] {
  const found: Found[] = [];
  const files = new Map<string, Owner>();
  /** Folders no page may write into. */
  const closed = new Map<string, Owner>();
  /** Folders pages write into: shared freely, but no file may take their name. */
  const open = new Map<string, Owner>();
  for (const reserved of RESERVED_OUTPUTS) (reserved.folder ? closed : files).set(reserved.name, { what: reserved.role, name: reserved.name });
  /** Addresses already claimed: a repeated one is reported by the other checks («está repetida», «es una página real»). */
  const addresses = new Set<string>();

  /** Why `file` can't be written, if it can't. */
  const clash = (file: string): string | undefined => {
    const sameFile = files.get(file);
    if (sameFile) return `se publicaría en el archivo «${file}», que ya es ${sameFile.what}`;
    const reservedFolder = closed.get(file);
    if (reservedFolder) return `se publicaría en «${file}», que ya es ${reservedFolder.what}`;
    const folder = open.get(file);
    if (folder) return `se publicaría en «${file}», que ya es una carpeta de ${folder.what}`;
    for (const parent of foldersOf(file)) {
      const inside = closed.get(parent);
      if (inside) return `se publicaría dentro de «${parent}/», que es ${inside.what}`;
      const blocking = files.get(parent);
      if (blocking) return `necesitaría una carpeta «${parent}/» donde ya está ${blocking.what}`;
    }
    return undefined;
  };

  const claim = (path: PathSegment[], address: string, what: string, outputs: string[], silent = false): void => {
    if (addresses.has(address)) return;
    addresses.add(address);
    const refuse = (message: string): void => {
      // A page of another language is made from a page of the main one: its problem is that page's, said there.
      if (!silent) found.push({ path, message });
    };
    if (address.split("/").at(-1) === "index") {
      // Static hosts serve «folder/index.html» at «/folder/»: such a page would have two addresses, or take another page's.
      refuse(`«${address}» no puede acabar en «index»: los servidores usan ese nombre para la página principal de cada carpeta; quita «/index» o usa otro nombre`);
      return;
    }
    // Hosts answer «/sitemap.xml» with the file sitemap.xml before looking for sitemap.xml.html.
    const served = files.get(address.slice(1)) ?? closed.get(address.slice(1));
    const reason = served ? `es la dirección de ${served.what}` : outputs.map(clash).find(Boolean);
    if (reason) {
      refuse(`«${address}» no se puede usar: ${reason}; elige otra dirección`);
      return;
    }
    for (const file of outputs) {
      files.set(file, { what, name: file });
      for (const folder of foldersOf(file)) open.set(folder, { what, name: folder });
    }
  };

  // Each other language's pages live in its own folder (/en/…), made from the main language's:
  // no page or old address of the main language may be there.
  const [, ...others] = site.site.languages;
  const inOtherLanguage = (path: PathSegment[], address: string): boolean => {
    const language = languageFolderOf(address, others);
    if (!language) return false;
    addresses.add(address);
    found.push({ path, message: `«${address}» no se puede usar: «/${language}/» es la carpeta de las páginas en ${languageName(language)}, que la web hace sola a partir de las demás; elige otra dirección` });
    return true;
  };
  site.routes.forEach((route, i) => {
    if (!inOtherLanguage(["routes", i, "path"], route.path)) claim(["routes", i, "path"], route.path, `la página «${route.path}»`, prerenderFilesOf(route.path));
  });
  site.redirects.forEach((redirect, i) => {
    if (!inOtherLanguage(["redirects", i, "from"], redirect.from)) claim(["redirects", i, "from"], redirect.from, `la redirección desde «${redirect.from}»`, redirectFilesOf(redirect.from));
  });
  for (const language of others) {
    const at = (address: string): string => addressUnder(address, language);
    for (const name of [...prerenderFilesOf(at(NOT_FOUND_PATH)), at(HERO_PHOTOS_PATH).slice(1), `${at(HERO_PHOTOS_PATH).slice(1)}.data`]) files.set(name, { what: `un archivo de las páginas en ${languageName(language)}`, name });
    site.routes.forEach((route, i) => claim(["routes", i, "path"], at(route.path), `la página «${at(route.path)}»`, prerenderFilesOf(at(route.path)), true));
  }
  return found;
}
