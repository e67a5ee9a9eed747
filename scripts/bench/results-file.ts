import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const RESULTS_FILE = path.resolve(import.meta.dirname, "../../benchmarks/RESULTS.md");

/** A section one benchmark owns in RESULTS.md, between two comments, that the others keep as it is. */
const BLOCK = /<!-- bench:([a-z-]+) -->\n[\s\S]*?<!-- \/bench:\1 -->\n?/g;

async function current(): Promise<string> {
  return readFile(RESULTS_FILE, "utf8").catch(() => "# Benchmark results\n");
}

/** Writes `body` as the section `name` of RESULTS.md, in place of its last version or at the end. */
export async function writeResultsSection(name: string, body: string): Promise<void> {
  const text = await current();
  const block = `<!-- bench:${name} -->\n${body.trimEnd()}\n<!-- /bench:${name} -->\n`;
  const existing = [...text.matchAll(BLOCK)].find((match) => match[1] === name);
  const next = existing ? text.replace(existing[0], block) : `${text.trimEnd()}\n\n${block}`;
  await writeFile(RESULTS_FILE, next);
}

/** The sections other benchmarks own, to keep when a benchmark rewrites the rest of the file. */
export async function ownedSections(): Promise<string> {
  const blocks = [...(await current()).matchAll(BLOCK)].map((match) => match[0].trimEnd());
  return blocks.length ? `\n${blocks.join("\n\n")}\n` : "";
}
