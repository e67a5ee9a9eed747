/**
 * What a deploy must leave behind, asked of the published site as a visitor's browser would: every
 * page of its sitemap (each page kind, every language) answers 200 with HTML, an unknown address
 * answers 404 (in each language's folder too), a photo loads, and /availability.json is the one
 * this run built (a host or its cache can go on serving an older one). Plain `node:` code with
 * erasable types: the workflow runs it on Node 24 without installing anything.
 */
import { createHash } from "node:crypto";

export type Fetcher = (url: string, init: { signal: AbortSignal; redirect: "follow" }) => Promise<Response>;

export type PublishedCheck = {
  /** The address the deploy step gave (GitHub Pages' page_url), with or without a final slash. */
  site: string;
  /** SHA-256 (hex) of the build's availability.json; not checked when absent. */
  availabilitySha256?: string;
  /** How long a host's cache may go on serving the previous availability.json (GitHub Pages: 10 minutes). */
  freshWithinMs?: number;
  fetch?: Fetcher;
  /** Each request's limit. */
  timeoutMs?: number;
  wait?: (ms: number) => Promise<void>;
};

export type PublishedReport = { problems: string[]; pages: number };

/** Bytes a page, a sitemap or a photo may have here: a published file larger than this is a fault anyway. */
const MAX_BYTES = 10 * 1024 * 1024;

type Got = { status: number; type: string; body: Buffer } | { error: string };

async function get(fetcher: Fetcher, url: string, timeoutMs: number): Promise<Got> {
  try {
    const response = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > MAX_BYTES) return { error: `manda ${Math.round(declared / 1024 / 1024)} MB` };
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > MAX_BYTES) return { error: `manda más de ${MAX_BYTES / 1024 / 1024} MB` };
    return { status: response.status, type: response.headers.get("content-type") ?? "", body };
  } catch (error) {
    const name = (error as Error).name;
    return { error: name === "TimeoutError" || name === "AbortError" ? `no ha contestado en ${timeoutMs / 1000} s` : "no se ha podido conectar" };
  }
}

const said = (got: Got): string => ("error" in got ? got.error : `ha contestado ${got.status}`);

/** A random address no page has. */
const unknownPath = (): string => `esta-direccion-no-existe-${Math.random().toString(36).slice(2, 10)}`;

export async function checkPublished(check: PublishedCheck): Promise<PublishedReport> {
  const fetcher = check.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = check.timeoutMs ?? 15_000;
  const wait = check.wait ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const site = new URL(check.site.endsWith("/") ? check.site : `${check.site}/`);
  const problems: string[] = [];

  const sitemap = await get(fetcher, new URL("sitemap.xml", site).href, timeoutMs);
  if ("error" in sitemap || sitemap.status !== 200) return { problems: [`${site.href}sitemap.xml ${said(sitemap)}: la web no está publicada en esa dirección, o no entera`], pages: 0 };
  const listed = [...sitemap.body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.trim());
  if (listed.length === 0) return { problems: [`${site.href}sitemap.xml no nombra ninguna página`], pages: 0 };

  // The sitemap names pages at site.baseUrl: elsewhere than here, every canonical link and share is wrong.
  const elsewhere = listed.find((loc) => new URL(loc).origin !== site.origin);
  if (elsewhere) {
    problems.push(`las páginas dicen estar en ${new URL(elsewhere).origin} («site.baseUrl» en site.yaml), pero la web se ha publicado en ${site.origin}: pon en «site.baseUrl» la dirección publicada (o la del dominio propio, una vez configurado en GitHub Pages)`);
  }
  const pages = listed.map((loc) => new URL(new URL(loc).pathname, site).href);
  const home = pages.find((page) => new URL(page).pathname === "/") ?? pages[0]!;
  let homeHtml = "";
  for (const page of pages) {
    const got = await get(fetcher, page, timeoutMs);
    if ("error" in got || got.status !== 200) problems.push(`${page} ${said(got)}, y es una página de la web`);
    else if (!got.type.startsWith("text/html")) problems.push(`${page} no es una página (llega como «${got.type}»)`);
    else if (page === home) homeHtml = got.body.toString("utf8");
  }

  // An unknown address, at the root and in each language's folder (the sitemap's first segment of length 2).
  const folders = [...new Set(pages.map((page) => new URL(page).pathname.split("/")[1] ?? "").filter((segment) => /^[a-z]{2}$/.test(segment)))];
  for (const folder of ["", ...folders.map((segment) => `${segment}/`)]) {
    const address = new URL(`${folder}${unknownPath()}`, site).href;
    const got = await get(fetcher, address, timeoutMs);
    if ("error" in got || got.status !== 404) problems.push(`una dirección que no existe (${address}) ${said(got)}, y debería contestar 404 con la página «no encontrada»`);
  }

  // A photo of the home page, as the visitor's browser asks for it.
  const photo = /<img\b[^>]*\bsrc="([^"]+)"/.exec(homeHtml)?.[1];
  if (homeHtml && !photo) problems.push(`la portada (${home}) no tiene ninguna foto`);
  if (photo) {
    const address = new URL(photo, home).href;
    const got = await get(fetcher, address, timeoutMs);
    if ("error" in got || got.status !== 200 || !got.type.startsWith("image/") || got.body.length === 0) problems.push(`la foto ${address} de la portada ${"error" in got || got.status !== 200 ? said(got) : `no llega como foto («${got.type}», ${got.body.length} bytes)`}`);
  }

  if (check.availabilitySha256) {
    const freshWithin = check.freshWithinMs ?? 10 * 60_000;
    const started = Date.now();
    for (;;) {
      // A query no cache has seen: the host's copy, not a cached one.
      const got = await get(fetcher, new URL(`availability.json?comprobacion=${Date.now()}`, site).href, timeoutMs);
      const fresh = !("error" in got) && got.status === 200 && createHash("sha256").update(got.body).digest("hex") === check.availabilitySha256;
      if (fresh) break;
      if (Date.now() - started >= freshWithin) {
        problems.push(
          "error" in got || got.status !== 200
            ? `${site.href}availability.json ${said(got)}: las páginas no pueden mostrar qué noches están ocupadas`
            : `${site.href}availability.json no es el de esta publicación sino uno anterior, ${Math.round(freshWithin / 60_000)} minutos después de publicar: las noches ocupadas que ve el visitante no son las de ahora`,
        );
        break;
      }
      await wait(20_000);
    }
  }
  return { problems, pages: pages.length };
}
