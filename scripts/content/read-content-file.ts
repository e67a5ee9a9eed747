import { constants } from "node:fs";
import { open } from "node:fs/promises";
import type { Problem } from "../../src/content-check/wording/problem.ts";
import { contentText, MAX_CONTENT_BYTES, tooLarge } from "../../src/content-check/read/content-bytes.ts";

/**
 * Reads a content file as UTF-8 text. Anything else is one located problem, never a silent
 * «�»: a file saved as Latin-1 is refused at its first accented letter, a UTF-16 file at its
 * start. A UTF-8 byte-order mark is accepted and dropped. A path that is not a regular file
 * (a folder, a named pipe) is opened without waiting on it and refused.
 */
export async function readContentFile(file: string, name: string): Promise<{ text: string } | { problem: Problem }> {
  const at = (line: number, col: number, message: string) => ({ problem: { file: name, line, col, message } });
  let bytes: Uint8Array;
  try {
    // O_NONBLOCK: opening a named pipe for reading would otherwise wait for a writer forever.
    const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const info = await handle.stat();
      if (!info.isFile()) return at(1, 1, "no es un archivo de texto normal (es una carpeta u otra cosa); indica el archivo site.yaml");
      if (info.size > MAX_CONTENT_BYTES) return at(1, 1, tooLarge(info.size));
      bytes = await handle.readFile();
    } finally {
      await handle.close();
    }
  } catch {
    return at(1, 1, "no se puede abrir el archivo; comprueba que existe y su nombre");
  }
  return contentText(bytes, name);
}
