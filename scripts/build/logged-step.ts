import { spawn } from "node:child_process";
import { appendFile, open } from "node:fs/promises";

/**
 * Runs one build step as a child process with everything it prints going to the build log, not to
 * the owner's terminal: Vite's and React Router's output is English and, on failure, a stack trace.
 * Resolves with the exit code (a signal counts as a failure).
 */
export async function runLogged(log: string, title: string, command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<number> {
  await appendFile(log, `\n== ${title}: ${command} ${args.join(" ")}\n`);
  const handle = await open(log, "a");
  try {
    return await new Promise<number>((resolve) => {
      const child = spawn(command, args, {
        cwd: options.cwd,
        stdio: ["ignore", handle.fd, handle.fd],
        env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...options.env },
      });
      child.on("error", (error) => {
        void appendFile(log, `${error.stack ?? error.message}\n`).finally(() => resolve(127));
      });
      child.on("exit", (code) => resolve(code ?? 1));
    });
  } finally {
    await handle.close();
  }
}

/**
 * What the owner is told when React Router's build fails: the page that could not be prerendered
 * when its output names one, else the stage. The log keeps the details.
 */
export function pagesFailureReason(logText: string): string {
  const page = /while prerendering (?:the `([^`]+)` path|your `([^`]+)` file)/.exec(logText);
  if (page) return `la página «${page[1] ?? page[2]}» no se ha podido generar`;
  const request = /Prerender: Request (?:failed|timed out) for (\S+?):|The URL path "([^"]+)" could not be decoded/.exec(logText);
  if (request) return `la página «${request[1] ?? request[2]}» no se ha podido generar`;
  if (/prerender/i.test(logText)) return "las páginas no se han podido generar";
  return "el código de la web no se ha podido compilar";
}
