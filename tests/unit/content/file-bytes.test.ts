/**
 * The bytes of site.yaml, before any YAML: a file saved in another encoding is refused at the
 * first character that isn't UTF-8 (never read with «�» in its place and published), a UTF-16
 * file at its start, a UTF-8 byte-order mark is accepted. Whatever the bytes, the check answers
 * with located Spanish lines and never throws or hangs.
 */
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSite, SITE_FILE } from "../../../scripts/content/load-site.ts";
import { formatProblem } from "../../../src/content-check/wording/problem.ts";
import { firstInvalidUtf8, MAX_CONTENT_BYTES } from "../../../src/content-check/read/content-bytes.ts";
import { makeContentDir } from "./helpers.ts";
import { SiteText } from "./site-edits.ts";

const site = SiteText.real();
const SAVE_AS_UTF8 = "guarda el archivo como UTF-8";

let content: Awaited<ReturnType<typeof makeContentDir>>;
let emptyPhotos: string;
beforeAll(async () => {
  content = await makeContentDir();
  // No photos at all: a file that gets as far as the photos has each one reported missing, quickly.
  emptyPhotos = path.join(content.dir, "no-photos");
  await mkdir(emptyPhotos);
});
afterAll(async () => {
  await content?.cleanup();
});

let written = 0;
async function checkBytes(bytes: Uint8Array) {
  const file = path.join(content.dir, `bytes-${written++}.yaml`);
  await writeFile(file, bytes);
  return loadSite(file, { displayName: "site.yaml", photosDir: emptyPhotos });
}

/** line:col of the UTF-16 offset `index` in `text`, counted here independently of the checker. */
function lineCol(text: string, index: number): string {
  const before = text.slice(0, index);
  return `${before.split("\n").length}:${index - before.lastIndexOf("\n")}`;
}

describe("the encoding of site.yaml", () => {
  it("saved as Latin-1, is refused at its first accented letter, with the fix", async () => {
    const first = [...site.text].findIndex((char) => char.charCodeAt(0) > 0x7f);
    const index = site.text.indexOf([...site.text][first]!);
    // A letter Latin-1 has (á, ñ, «…): it is written as that one byte.
    expect(site.text.charCodeAt(index)).toBeLessThanOrEqual(0xff);
    const result = await checkBytes(Buffer.from(site.text, "latin1"));
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    const [line] = result.problems.map(formatProblem);
    expect(line).toMatch(new RegExp(`^site\\.yaml:${lineCol(site.text, index)}: el archivo no está guardado como UTF-8: `));
    expect(line).toContain(`(el byte 0x${site.text.charCodeAt(index).toString(16).toUpperCase()},`);
    expect(line).toContain(SAVE_AS_UTF8);
  });

  it("a bad byte after accented letters is placed by characters, not bytes", async () => {
    // «Salón» is 6 bytes and 5 characters: the column must not drift by one per accent.
    const at = site.text.indexOf("ó");
    const lineEnd = site.text.indexOf("\n", at);
    const bytes = Buffer.concat([Buffer.from(site.text.slice(0, lineEnd)), Buffer.from([0xff]), Buffer.from(site.text.slice(lineEnd))]);
    const result = await checkBytes(bytes);
    expect(result.problems.map((problem) => `${problem.line}:${problem.col}`)).toEqual([lineCol(site.text, lineEnd)]);
  });

  it.each([
    ["UTF-16 LE with its mark", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(site.text, "utf16le")])],
    ["UTF-16 BE with its mark", Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(site.text, "utf16le").swap16()])],
    ["UTF-16 LE without a mark", Buffer.from(site.text, "utf16le")],
  ])("saved as %s, is refused at its start with the same advice", async (_name, bytes) => {
    const result = await checkBytes(bytes);
    expect(result.problems.map(formatProblem)).toEqual([expect.stringMatching(/^site\.yaml:1:1: el archivo está guardado como UTF-16 /)]);
    expect(result.problems[0]!.message).toContain(SAVE_AS_UTF8);
  });

  it("with a UTF-8 byte-order mark, passes and reads the same", async () => {
    const [plain, marked] = await Promise.all([
      loadSite(SITE_FILE, { displayName: "site.yaml" }),
      (async () => {
        const file = path.join(content.dir, "bom.yaml");
        await writeFile(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(site.text)]));
        return loadSite(file, { displayName: "site.yaml" });
      })(),
    ]);
    expect(marked.problems).toEqual([]);
    expect(marked.ok && plain.ok && marked.site).toEqual(plain.ok && plain.site);
  });

  it.each([
    ["an overlong «/»", [0xc0, 0xaf]],
    ["a surrogate encoded as UTF-8", [0xed, 0xa0, 0x80]],
    ["a character past U+10FFFF", [0xf4, 0x90, 0x80, 0x80]],
    ["a lone continuation byte", [0x80]],
    ["a sequence cut short", [0xe2, 0x82]],
  ])("with %s in a text, is refused at it", async (_name, bad) => {
    const at = site.text.indexOf("\n", site.valueOffset(["site", "tagline"])) - 1;
    const bytes = Buffer.concat([Buffer.from(site.text.slice(0, at)), Buffer.from(bad), Buffer.from(site.text.slice(at))]);
    const result = await checkBytes(bytes);
    expect(result.problems.map(formatProblem)).toEqual([expect.stringMatching(new RegExp(`^site\\.yaml:${lineCol(site.text, at)}: el archivo no está guardado como UTF-8`))]);
  });

  it("finds the first bad byte exactly where the standard decoder fails", () => {
    // Random bytes biased towards UTF-8 lead and continuation bytes, against TextDecoder itself.
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pool = [0x41, 0x0a, 0x80, 0xbf, 0x9f, 0xa0, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xc0, 0xff];
    for (let round = 0; round < 3000; round++) {
      const bytes = Uint8Array.from({ length: 1 + random(12) }, () => pool[random(pool.length)]!);
      const bad = firstInvalidUtf8(bytes);
      const decodes = (part: Uint8Array): boolean => {
        try {
          new TextDecoder("utf-8", { fatal: true }).decode(part);
          return true;
        } catch {
          return false;
        }
      };
      expect(bad === -1, `${Buffer.from(bytes).toString("hex")}`).toBe(decodes(bytes));
      if (bad !== -1) expect(decodes(bytes.subarray(0, bad)), `${Buffer.from(bytes).toString("hex")} before ${bad}`).toBe(true);
    }
  });
});

describe("what site.yaml is", () => {
  it("a folder is refused, not read", async () => {
    const folder = path.join(content.dir, "carpeta.yaml");
    await mkdir(folder);
    const result = await loadSite(folder, { displayName: "site.yaml" });
    expect(result.problems.map(formatProblem)).toEqual([expect.stringMatching(/^site\.yaml:1:1: no es un archivo de texto normal/)]);
  });

  it("a named pipe is refused at once: opening it for reading would wait forever", async () => {
    const pipe = path.join(content.dir, "tuberia.yaml");
    execFileSync("mkfifo", [pipe]);
    const result = await loadSite(pipe, { displayName: "site.yaml" });
    expect(result.problems.map(formatProblem)).toEqual([expect.stringMatching(/^site\.yaml:1:1: no es un archivo de texto normal/)]);
  }, 2000);

  it(`a file over ${MAX_CONTENT_BYTES / 1024} KB is refused without reading it, saying its size`, async () => {
    const big = path.join(content.dir, "grande.yaml");
    const text = `# ${"x".repeat(MAX_CONTENT_BYTES)}\n${site.text}`;
    await writeFile(big, text);
    const result = await loadSite(big, { displayName: "site.yaml" });
    const kb = Math.ceil(Buffer.byteLength(text) / 1024);
    expect(result.problems.map(formatProblem)).toEqual([
      `site.yaml:1:1: el archivo ocupa ${kb} KB y un archivo de contenido no puede pasar de 512 KB (site.yaml ocupa unos 50 KB); comprueba que es el archivo correcto`,
    ]);
  });
});

describe("any bytes", () => {
  it("get located Spanish lines, never an exception", async () => {
    // site.yaml with bytes changed at random places: whatever breaks is said, at a line of the file.
    const original = Buffer.from(site.text);
    const lines = site.text.split("\n").length;
    let seed = 11;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 25; round++) {
      const bytes = Buffer.from(original);
      for (let k = 0; k < 1 + random(4); k++) bytes[random(bytes.length)] = random(256);
      const result = await checkBytes(bytes);
      for (const problem of result.problems) {
        expect(problem.line).toBeGreaterThanOrEqual(1);
        expect(problem.line).toBeLessThanOrEqual(lines);
        expect(problem.message).not.toMatch(/\bError\b|undefined|\[object |error inesperado|�/);
      }
    }
  });
});
