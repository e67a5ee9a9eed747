/**
 * Bytes as GitHub's API carries them: base64 in JSON, UTF-8 for text, and git's own name for a
 * file's content (its blob sha), worked out here so that a publication can tell what changed
 * before it uploads anything. Browser code: no Buffer.
 */

const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  // In slices: String.fromCharCode(...all) overflows the call stack on a photo.
  for (let start = 0; start < bytes.length; start += CHUNK) binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  return btoa(binary);
}

/** GitHub wraps base64 at 60 columns: the line breaks are not data. */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64.replace(/\s+/g, ""));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The file's text, byte for byte: a byte-order mark, if any, stays, so writing it back changes nothing. */
export const utf8Text = (bytes: Uint8Array): string => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

export const utf8Bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The sha git (and GitHub) gives a file with these bytes: SHA-1 of «blob <size>\0» and the bytes. */
export async function gitBlobSha(bytes: Uint8Array): Promise<string> {
  const header = utf8Bytes(`blob ${bytes.length}\0`);
  const object = new Uint8Array(header.length + bytes.length);
  object.set(header);
  object.set(bytes, header.length);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", object));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
