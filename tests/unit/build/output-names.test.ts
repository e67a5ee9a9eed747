/**
 * The table of names the build writes (src/site/output-names.ts) is what the check protects: it
 * must hold every file of public/, and no address may become one of its files, whatever the
 * schema's pattern lets through today.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { outputCollisions } from "../../../src/content-check/cross-check/output-collisions.ts";
import type { Site } from "../../../src/generated/content-types.gen.ts";
import { NOT_FOUND_FILE, NOT_FOUND_PATH, notFoundFilesOf, pageFileOf, PUBLIC_FILES, RESERVED_OUTPUTS } from "../../../src/site/output-names.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Just what the output check reads: the languages (Spanish and English, as the real site, unless told) and the addresses. */
function siteWith(routes: string[], redirects: string[] = [], languages: string[] = ["es", "en"]): Site {
  return { site: { languages }, routes: routes.map((path) => ({ path })), redirects: redirects.map((from) => ({ from, to: "/" })) } as unknown as Site;
}

describe("reserved output names", () => {
  it("list every file of public/ (copied into the build as is)", async () => {
    // public/media is made by npm run generate and is a reserved folder of its own.
    const files = (await readdir(path.join(ROOT, "public"))).filter((name) => name !== "media");
    expect([...PUBLIC_FILES].sort()).toEqual(files.sort());
    for (const name of files) expect(RESERVED_OUTPUTS.map((output) => output.name)).toContain(name);
  });

  it("put the not-found page where the build moves it, one per language", () => {
    expect(pageFileOf(NOT_FOUND_PATH)).toBe(NOT_FOUND_FILE);
    expect(notFoundFilesOf(["", "en"])).toEqual([NOT_FOUND_FILE, `en/${NOT_FOUND_FILE}`]);
  });

  it("are refused to every page and old address that would become one of them", () => {
    const reservedFiles = RESERVED_OUTPUTS.filter((output) => !output.folder && output.name.endsWith(".html")).map((output) => `/${output.name.replace(/\.html$/, "")}`);
    const addresses = [...reservedFiles, "/_headers", "/_redirects", "/sitemap.xml", "/hero-photos.json", "/favicon.svg", "/assets/x", "/media", "/media/a/b"];
    for (const languages of [["es"], ["es", "en"]]) {
      for (const address of addresses) {
        expect(outputCollisions(siteWith(["/"], [address], languages)), `${address} ${languages}`).toHaveLength(1);
        expect(outputCollisions(siteWith(["/", address], [], languages)), `${address} ${languages}`).toHaveLength(1);
      }
    }
  });

  it("keep another language's folder for its pages: nothing of the main language may be written into /en/", () => {
    const inFolder = "«/en/» es la carpeta de las páginas en inglés (en), que la web hace sola a partir de las demás";
    expect(outputCollisions(siteWith(["/", "/en/about"]))).toEqual([{ path: ["routes", 1, "path"], message: `«/en/about» no se puede usar: ${inFolder}; elige otra dirección` }]);
    expect(outputCollisions(siteWith(["/"], ["/en/old"]))).toEqual([{ path: ["redirects", 0, "from"], message: `«/en/old» no se puede usar: ${inFolder}; elige otra dirección` }]);
    // English's own not-found page, and its home page.
    expect(outputCollisions(siteWith(["/"], ["/en/404"]))).toEqual([{ path: ["redirects", 0, "from"], message: `«/en/404» no se puede usar: ${inFolder}; elige otra dirección` }]);
    expect(outputCollisions(siteWith(["/", "/en"]))).toEqual([{ path: ["routes", 1, "path"], message: `«/en» no se puede usar: ${inFolder}; elige otra dirección` }]);
    // A site in Spanish only has no such folder.
    expect(outputCollisions(siteWith(["/", "/en/about"], ["/en/old"], ["es"]))).toEqual([]);
    // Other folders whose names begin the same are the main language's.
    expect(outputCollisions(siteWith(["/", "/english", "/en-familia"], ["/enlaces"]))).toEqual([]);
  });

  it("let pages share folders, and refuse a page whose files another address already has", () => {
    expect(outputCollisions(siteWith(["/", "/a", "/a/b", "/a/b/c"], ["/a/old", "/x/y/z", "/x"]))).toEqual([]);
    // A redirect's page file is a page's own: the other checks say «es una página real», this one says nothing more.
    expect(outputCollisions(siteWith(["/", "/a"], ["/a"]))).toEqual([]);
    expect(outputCollisions(siteWith(["/", "/a", "/a/index"]))).toEqual([{ path: ["routes", 2, "path"], message: expect.stringContaining("«index»") }]);
    expect(outputCollisions(siteWith(["/", "/index"]))).toEqual([{ path: ["routes", 1, "path"], message: expect.stringContaining("«index»") }]);
  });
});
