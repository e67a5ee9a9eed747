import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, readdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireBuildLock, BuildLockTimeout } from "../../../scripts/build/build-lock.ts";
import { pagesFailureReason } from "../../../scripts/build/logged-step.ts";
import { buildFolders, recoverInterruptedSwap, swapIn } from "../../../scripts/build/swap-build.ts";

async function project(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), "swap-build-"));
}

async function put(folder: string, text: string): Promise<void> {
  await mkdir(path.join(folder, "client"), { recursive: true });
  await writeFile(path.join(folder, "client/index.html"), text);
}

const page = (folder: string) => readFile(path.join(folder, "client/index.html"), "utf8");

describe("putting a finished build in place of build/", () => {
  it("replaces build/ whole and leaves nothing beside it", async () => {
    const folders = buildFolders(await project());
    await put(folders.target, "vieja");
    await writeFile(path.join(folders.target, "client/solo-en-la-vieja.html"), "x");
    await recoverInterruptedSwap(folders);
    await put(folders.staging, "nueva");
    await swapIn(folders);
    expect(await page(folders.target)).toBe("nueva");
    expect(await readdir(path.join(folders.target, "client"))).toEqual(["index.html"]);
    expect(await readdir(path.dirname(folders.staging))).toEqual([]);
  });

  it("works on a fresh clone, where there is no build/ yet", async () => {
    const folders = buildFolders(await project());
    await recoverInterruptedSwap(folders);
    await put(folders.staging, "primera");
    await swapIn(folders);
    expect(await page(folders.target)).toBe("primera");
  });

  it("after a build killed between the two renames, puts the previous build back and drops the half-made one", async () => {
    const folders = buildFolders(await project());
    await put(folders.previous, "anterior");
    await put(folders.staging, "a medias");
    expect(await recoverInterruptedSwap(folders)).toBe(true);
    expect(await page(folders.target)).toBe("anterior");
    expect(await readdir(path.dirname(folders.staging))).toEqual([]);
  });

  it("after a build killed once the new one was in place, keeps the new one", async () => {
    const folders = buildFolders(await project());
    await put(folders.target, "nueva");
    await put(folders.previous, "anterior");
    expect(await recoverInterruptedSwap(folders)).toBe(false);
    expect(await page(folders.target)).toBe("nueva");
    expect(await readdir(path.dirname(folders.staging))).toEqual([]);
  });
});

describe("one build at a time", () => {
  it("takes over the lock of a build that was killed", async () => {
    const lock = path.join(await project(), ".cache/build.lock");
    // The id of a process that has ended.
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    await mkdir(path.dirname(lock), { recursive: true });
    await writeFile(lock, gone);
    const waited: number[] = [];
    const release = await acquireBuildLock(lock, 1000, (pid) => waited.push(pid));
    expect(waited).toEqual([]);
    expect(await readFile(lock, "utf8")).toBe(String(process.pid));
    await release();
    // Free again: taken at once.
    await (await acquireBuildLock(lock, 1000, () => undefined))();
  });

  it("waits for a build that is running, and gives up after the time allowed", async () => {
    const lock = path.join(await project(), ".cache/build.lock");
    await mkdir(path.dirname(lock), { recursive: true });
    await writeFile(lock, String(process.ppid));
    const waited: number[] = [];
    await expect(acquireBuildLock(lock, 1200, (pid) => waited.push(pid))).rejects.toBeInstanceOf(BuildLockTimeout);
    expect(waited).toEqual([process.ppid]);
  });
});

describe("the reason a failed React Router build gives the owner", () => {
  it("names the page the prerenderer refused when the output says which", () => {
    expect(pagesFailureReason("Error: Prerender (html): Received a 500 status code from `entry.server.tsx` while prerendering the `/about` path.")).toBe(
      "la página «/about» no se ha podido generar",
    );
    expect(pagesFailureReason("Prerender: Request failed for /gallery: 500 Internal")).toBe("la página «/gallery» no se ha podido generar");
  });

  it("otherwise names the stage", () => {
    expect(pagesFailureReason("Prerender (html): / -> build/client/index.html\nTypeError: x is undefined")).toBe("las páginas no se han podido generar");
    expect(pagesFailureReason('[vite]: Rollup failed to resolve import "x"')).toBe("el código de la web no se ha podido compilar");
  });
});
