import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { folderCopyOf, writeFolderCopies } from "../../../scripts/build/folder-copies.ts";
import { languageNotFoundScript, withLanguageNotFound } from "../../../scripts/build/not-found-language.ts";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("every address also answers with a trailing slash on a host without rules", () => {
  it("a page's copy is its folder's index.html; the site's root has none", () => {
    expect(folderCopyOf("about.html")).toBe("about/index.html");
    expect(folderCopyOf("en.html")).toBe("en/index.html");
    expect(folderCopyOf(path.join("apartment-list", "mirador.html"))).toBe("apartment-list/mirador/index.html");
    expect(folderCopyOf("index.html")).toBeUndefined();
    expect(folderCopyOf("en/index.html")).toBeUndefined();
  });

  it("writes the same bytes beside a folder that holds other pages, and never over a file", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "folder-copies-"));
    await mkdir(path.join(dir, "apartment-list"));
    await writeFile(path.join(dir, "apartment-list.html"), "<p>lista</p>");
    await writeFile(path.join(dir, "apartment-list/mirador.html"), "<p>mirador</p>");
    expect(await writeFolderCopies(dir, ["apartment-list.html", path.join("apartment-list", "mirador.html")])).toEqual(["apartment-list/index.html", "apartment-list/mirador/index.html"]);
    expect(await readFile(path.join(dir, "apartment-list/index.html"), "utf8")).toBe("<p>lista</p>");
    expect(await readFile(path.join(dir, "apartment-list/mirador/index.html"), "utf8")).toBe("<p>mirador</p>");
    await expect(writeFolderCopies(dir, ["apartment-list.html"])).rejects.toThrow(/EEXIST/);
  });
});

describe("the main not-found page under another language's folder", () => {
  const pages = [{ folder: "/en/", address: "/en/404" }];
  const run = (pathname: string): string | undefined => {
    let replaced: string | undefined;
    const code = /<script>([\s\S]*)<\/script>/.exec(languageNotFoundScript(pages))![1]!;
    runInNewContext(code, { location: { pathname, replace: (to: string) => (replaced = to) } });
    return replaced;
  };

  it("sends a visitor under /en/ to the English one, and leaves every other address alone", () => {
    expect(run("/en/nothing")).toBe("/en/404");
    expect(run("/en/apartment-list/atico")).toBe("/en/404");
    expect(run("/nada")).toBeUndefined();
    expect(run("/english")).toBeUndefined();
  });

  it("goes first in the head, before the page's own scripts; a single-language site gets none", () => {
    const html = '<html><head><meta charSet="utf-8"/><title>x</title><script src="/a.js"></script></head></html>';
    expect(withLanguageNotFound(html, pages)).toMatch(/^<html><head><meta charSet="utf-8"\/><script>\(function/);
    expect(withLanguageNotFound(html, [])).toBe(html);
  });
});
