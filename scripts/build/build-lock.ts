import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

const POLL_MS = 500;

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
    const holder = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
    if (!Number.isInteger(holder) || holder <= 0 || !isRunning(holder)) {
      await rm(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new BuildLockTimeout(holder);
    if (!told) onWait(holder);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export class BuildLockTimeout extends Error {
  constructor(readonly pid: number) {
    super(`build lock held by process ${pid}`);
  }
}
