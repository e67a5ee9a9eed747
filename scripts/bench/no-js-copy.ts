import { cp, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * A copy of the build with every <script> (and every module preload) taken
 * out of the HTML: the same pages as a visitor without JavaScript gets them,
 * the floor our hydrated pages are measured against.
 */
export async function makeNoJsCopy(clientDir: string, target: string): Promise<void> {
  await cp(clientDir, target, { recursive: true });
  for (const entry of await readdir(target, { recursive: true })) {
    if (!entry.endsWith(".html")) continue;
    const file = path.join(target, entry);
    const html = await readFile(file, "utf8");
    await writeFile(
      file,
      html
        .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
        .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, ""),
    );
  }
}
