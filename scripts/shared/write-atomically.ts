import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Writes each file whole beside its target, then renames every one over its target. A reader
 * never sees half a file (a rename replaces a file in one step), and a run that fails or is
 * interrupted while writing leaves all the targets as they were: the last good set stays.
 */
export async function writeFilesAtomically(files: readonly (readonly [file: string, content: string])[]): Promise<void> {
  const staged: [temp: string, file: string][] = [];
  try {
    for (const [file, content] of files) {
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, content);
      staged.push([temp, file]);
    }
  } catch (error) {
    for (const [temp] of staged) await rm(temp, { force: true });
    throw error;
  }
  for (const [temp, file] of staged) await rename(temp, file);
}

export function writeFileAtomically(file: string, content: string): Promise<void> {
  return writeFilesAtomically([[file, content]]);
}
