import type { Problem } from "../wording/problem.ts";

/**
 * The largest content file read: 512 KB, ten times today's site.yaml (about 50 KB). The YAML
 * parser needs about 150 times a file's size in memory and a few seconds per 100 KB in its worst
 * shapes (measured: 1 MB of long lists, 570 MB and 36 s), so the cap is what bounds a check's
 * memory and time on any file. A larger file is not a content file (a photo or a backup saved
 * under its name, or something pasted by mistake).
 */
export const MAX_CONTENT_BYTES = 512 * 1024;

const SAVE_AS_UTF8 = "guarda el archivo como UTF-8 (en VS Code: pulsa la codificación en la barra de abajo, «Guardar con codificación» y «UTF-8»)";
/** Saved as it is shown, a file misread as UTF-8 would keep its «�»: it is reopened in its own encoding first. */
const REOPEN_THEN_SAVE =
  "guarda el archivo como UTF-8 (en VS Code: pulsa la codificación en la barra de abajo, «Volver a abrir con codificación» y «Western (Windows 1252)» hasta que las tildes se vean bien; después, «Guardar con codificación» y «UTF-8»)";

/**
 * Where the first byte sequence that is not UTF-8 starts, or -1 if all of `bytes` is UTF-8.
 * The rules are those of TextDecoder (WHATWG): no overlong forms, no surrogates, nothing past
 * U+10FFFF, no sequence cut short. The start of the sequence is the character the owner sees
 * wrong («tur?sticas»), so that is the byte reported, not the continuation byte after it.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i];
    if (lead === undefined || lead < 0x80) {
      i++;
      continue;
    }
    // [bytes that follow, lowest and highest allowed value of the first one]
    const shape: [number, number, number] | undefined =
      lead >= 0xc2 && lead <= 0xdf
        ? [1, 0x80, 0xbf]
        : lead === 0xe0
          ? [2, 0xa0, 0xbf]
          : lead === 0xed
            ? [2, 0x80, 0x9f]
            : lead >= 0xe1 && lead <= 0xef
              ? [2, 0x80, 0xbf]
              : lead === 0xf0
                ? [3, 0x90, 0xbf]
                : lead === 0xf4
                  ? [3, 0x80, 0x8f]
                  : lead >= 0xf1 && lead <= 0xf3
                    ? [3, 0x80, 0xbf]
                    : undefined;
    if (!shape) return i;
    const [follow, low, high] = shape;
    for (let k = 1; k <= follow; k++) {
      const byte = bytes[i + k];
      const [min, max] = k === 1 ? [low, high] : [0x80, 0xbf];
      if (byte === undefined || byte < min || byte > max) return i;
    }
    i += follow + 1;
  }
  return -1;
}

/** 1-based line and column of a byte offset in valid UTF-8 text; the column counts characters, as the other messages do. */
function bytePosition(bytes: Uint8Array, offset: number, start: number): { line: number; col: number } {
  let line = 1;
  let lineStart = start;
  for (let i = start; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, col: new TextDecoder().decode(bytes.subarray(lineStart, offset)).length + 1 };
}

/** A UTF-16 file: its byte-order mark, or the zero byte every ASCII character carries beside it. */
function looksUtf16(bytes: Uint8Array): boolean {
  const [a, b] = [bytes[0], bytes[1]];
  if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff)) return true;
  return bytes.length >= 2 && (a === 0) !== (b === 0);
}

/** `bytes` read as UTF-8 text, or why they can't be: the same problem wherever the file comes from (a disk, a repository). */
export function contentText(bytes: Uint8Array, name: string): { text: string } | { problem: Problem } {
  const at = (line: number, col: number, message: string) => ({ problem: { file: name, line, col, message } });
  if (bytes.length > MAX_CONTENT_BYTES) return at(1, 1, tooLarge(bytes.length));
  if (looksUtf16(bytes)) return at(1, 1, `el archivo está guardado como UTF-16 y solo se puede leer en UTF-8; ${SAVE_AS_UTF8}`);
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const bad = firstInvalidUtf8(bytes);
  if (bad !== -1) {
    const { line, col } = bytePosition(bytes, bad, bom);
    const byte = (bytes[bad] ?? 0).toString(16).toUpperCase().padStart(2, "0");
    return at(
      line,
      col,
      `el archivo no está guardado como UTF-8: aquí hay un carácter que no se puede leer (el byte 0x${byte}, quizá una tilde o una eñe guardada en otra codificación, como Latin-1 o Windows-1252); ${REOPEN_THEN_SAVE}`,
    );
  }
  // fatal: a second line of defence; after the scan above it never throws. The BOM is dropped.
  return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
}

/** The message for a content file of `size` bytes, over the limit. */
export function tooLarge(size: number): string {
  return `el archivo ocupa ${Math.ceil(size / 1024)} KB y un archivo de contenido no puede pasar de ${MAX_CONTENT_BYTES / 1024} KB (site.yaml ocupa unos 50 KB); comprueba que es el archivo correcto`;
}
