import { link, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

const POLL_MS = 500;
/** A lock whose holder it doesn't name yet is being written, unless it has been like that this long. */
const UNWRITTEN_MS = 2000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One build at a time per checkout: two builds share the staging folder and would swap each other's
 * half-made output into build/. A second build waits for the first (tests and `npm start` may run one
 * while the owner runs another); the lock of a build that was killed (its process is gone) is taken over.
 * `onWait` is called once, with the other build's process id, when there is something to wait for.
 */
export async function acquireBuildLock(file: string, timeoutMs: number, onWait: (pid: number) => void): Promise<() => Promise<void>> {
  await mkdir(path.dirname(file), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: "wx" });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const seen = await readFile(file, "utf8").catch(() => null);
    if (seen === null) continue;
    const holder = Number.parseInt(seen, 10);
    const named = Number.isInteger(holder) && holder > 0;
    if ((named && !isRunning(holder)) || (!named && (await ageOf(file)) > UNWRITTEN_MS)) {
      await takeOver(file, seen);
      continue;
    }
    if (Date.now() > deadline) throw new BuildLockTimeout(holder);
    if (!told && named) onWait(holder);
    told ||= named;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const ageOf = (file: string): Promise<number> => stat(file).then((info) => Date.now() - info.mtimeMs, () => 0);

/**
 * Removes a dead build's lock, `seen` being what it held. Moved aside first, in one step only one
 * process can win: two builds that both found the same dead lock can't both remove it, the second
 * removing the lock the first has just taken. If what was moved is not the dead lock after all (a
 * new build took the lock in between), it is put back.
 */
async function takeOver(file: string, seen: string): Promise<void> {
  const aside = `${file}.${process.pid}`;
  try {
    await rename(file, aside);
  } catch {
    return; // gone already: another build took it over
  }
  const moved = await readFile(aside, "utf8").catch(() => seen);
  if (moved !== seen) await link(aside, file).catch(() => undefined);
  await rm(aside, { force: true });
}

export class BuildLockTimeout extends Error {
  constructor(readonly pid: number) {
    super(`build lock held by process ${pid}`);
  }
}
