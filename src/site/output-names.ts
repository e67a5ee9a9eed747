/**
 * Every name the build writes into build/client, in one table, read by the content check (so a
 * page or an old address of site.yaml can never land on a file the site needs) and by the build
 * (react-router.config.ts, src/routes.ts, scripts/postbuild.ts, which write these files under
 * these names and refuse to overwrite one). Pure: no site data, so the check can use it before
 * anything is generated. See docs/decisions/015-reserved-output-names.md.
 */

/** The path the not-found page is prerendered at; the build copies it to 404.html for static hosts. */
export const NOT_FOUND_PATH = "/404";

/** Where the prerendered list of the hero's photos is served. */
export const HERO_PHOTOS_PATH = "/hero-photos.json";

/** Where the booked nights of the apartments with a calendar are served, for the availability form. */
export const AVAILABILITY_PATH = "/availability.json";

/** The owner's editor of site.yaml (in another language under its folder: /en/editar); linked from no page. */
export const EDITOR_PATH = "/editar";

/** The not-found page, which every supported host serves with status 404. */
export const NOT_FOUND_FILE = "404.html";

/**
 * Each language's not-found page, for the addresses under its folder: 404.html for the main
 * language, en/404.html for English (`folders`: "" for the main language, "en"…).
 */
export function notFoundFilesOf(folders: readonly string[]): string[] {
  return folders.map((folder) => (folder ? `${folder}/${NOT_FOUND_FILE}` : NOT_FOUND_FILE));
}

/** Where a page of the main language is in another language, under its folder: /about → /en/about, / → /en. */
export function addressUnder(path: string, language: string): string {
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

/** The language among `languages` whose folder an address is in (/en and /en/… → "en"), if any. */
export function languageFolderOf(address: string, languages: readonly string[]): string | undefined {
  return languages.find((language) => address === `/${language}` || address.startsWith(`/${language}/`));
}

/** React Router's SPA shell; the build deletes it, so that unknown paths get 404.html and not a 200. */
export const SPA_FALLBACK_FILE = "__spa-fallback.html";

/** Host rules for Netlify and Cloudflare Pages, read by the host and never served. */
export const HOST_FILES = { headers: "_headers", redirects: "_redirects" } as const;

/** Written by the build from site.yaml for search engines and browsers. */
export const SEO_FILES = { sitemap: "sitemap.xml", robots: "robots.txt", manifest: "site.webmanifest" } as const;

/** public/ is copied as is into the build (a unit test keeps this list equal to the folder). */
export const PUBLIC_FILES = ["apple-touch-icon.png", "favicon.svg", "icon-192.png", "icon-512.png"] as const;

/** Scripts and styles (Vite) and photo variants (npm run generate): hashed names, cached for a year. */
const ASSET_FOLDER_ROLES = { assets: "la carpeta de los programas y estilos de la web", media: "la carpeta de las fotos publicadas" } as const;
const ASSET_FOLDERS = Object.keys(ASSET_FOLDER_ROLES) as (keyof typeof ASSET_FOLDER_ROLES)[];

/** "/" → index.html, "/about" → about.html: one file per address, without trailing slash (flat-pages.ts). */
export function pageFileOf(urlPath: string): string {
  return urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`;
}

/**
 * The files React Router's prerender writes for a route with a loader: its HTML, first as
 * `path/index.html` (moved to `path.html` by the build, which then copies it back there for hosts
 * without rules: scripts/build/folder-copies.ts), and its loader data, `path.data` (`_root.data`
 * for the home page). Two routes writing one of these clobber each other.
 */
export function prerenderFilesOf(urlPath: string): string[] {
  if (urlPath === "/") return ["index.html", "_root.data"];
  const name = urlPath.slice(1);
  return [`${name}.html`, `${name}/index.html`, `${name}.data`];
}

/** An old address's files: its redirect page, and the same page as its folder's index.html (folder-copies.ts). */
export function redirectFilesOf(urlPath: string): string[] {
  return [pageFileOf(urlPath), `${urlPath.slice(1)}/index.html`];
}

/** What a reserved file or folder is, for the owner's message: «… ya es …». */
export type ReservedOutput = { name: string; folder?: true; role: string };

/**
 * Every file and folder of build/client that no page or old address may become. Besides these,
 * each page of site.yaml owns its own files (prerenderFilesOf) and each old address its redirect
 * page (redirectFilesOf).
 */
export const RESERVED_OUTPUTS: readonly ReservedOutput[] = [
  // 404/index.html, moved to 404.html (NOT_FOUND_FILE), and 404.data.
  ...prerenderFilesOf(NOT_FOUND_PATH).map((name) => ({ name, role: "la página de error («no encontrada»)" })),
  ...[HERO_PHOTOS_PATH.slice(1), `${HERO_PHOTOS_PATH.slice(1)}.data`].map((name) => ({ name, role: "la lista de fotos de la portada" })),
  ...[AVAILABILITY_PATH.slice(1), `${AVAILABILITY_PATH.slice(1)}.data`].map((name) => ({ name, role: "las noches ocupadas de los apartamentos" })),
  ...prerenderFilesOf(EDITOR_PATH).map((name) => ({ name, role: "el editor de la web" })),
  { name: SPA_FALLBACK_FILE, role: "un archivo interno de React Router" },
  ...Object.values(HOST_FILES).map((name) => ({ name, role: "las reglas del servidor (Netlify, Cloudflare Pages)" })),
  { name: SEO_FILES.sitemap, role: "el mapa del sitio para los buscadores" },
  { name: SEO_FILES.robots, role: "las instrucciones para los buscadores" },
  { name: SEO_FILES.manifest, role: "la ficha de la web para instalarla en el móvil" },
  ...PUBLIC_FILES.map((name) => ({ name, role: "el icono de la web" })),
  ...ASSET_FOLDERS.map((name) => ({ name, folder: true as const, role: ASSET_FOLDER_ROLES[name] })),
];
