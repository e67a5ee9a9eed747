import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../../..");
/** Debian's nginx (scripts/ensure-nginx.sh installs it); NGINX_PATH for another one. */
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export type RunningNginx = { port: number; httpsPort: number | undefined; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/**
 * nginx in the foreground with a throw-away prefix, serving build/client through the generated
 * build/nginx.conf included in a server block, as docs/deploy.md tells the owner to: plain http,
 * and with `tls` (a certificate and its key) the same block over https too.
 */
export async function startNginx(tls?: { cert: string; key: string }): Promise<RunningNginx> {
  const prefix = await mkdtemp(path.join(os.tmpdir(), "nginx-test-"));
  const port = await freePort();
  const httpsPort = tls ? await freePort() : undefined;
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${name}_temp_path ${prefix}/${name};`).join("\n");
  const server = (listen: string, lines: string[] = []) =>
    ["  server {", `    listen ${listen};`, ...lines.map((line) => `    ${line}`), `    root ${ROOT}/build/client;`, `    include ${ROOT}/build/nginx.conf;`, "  }"].join("\n");
  const config = [
    "daemon off;",
    "worker_processes 1;",
    `pid ${prefix}/nginx.pid;`,
    "error_log stderr warn;",
    "events { worker_connections 64; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  access_log off;",
    temp,
    server(`127.0.0.1:${port}`),
    ...(tls ? [server(`127.0.0.1:${httpsPort} ssl`, [`ssl_certificate ${tls.cert};`, `ssl_certificate_key ${tls.key};`])] : []),
    "}",
    "",
  ].join("\n");
  await writeFile(path.join(prefix, "nginx.conf"), config);
  const child: ChildProcess = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("error", (error) => (log += String(error)));
  // Ready once it answers; a config error makes it exit at once, with the reason on stderr.
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null || log.includes("spawn") || tries === 100) {
      child.kill();
      throw new Error(`nginx did not start (${NGINX}; scripts/ensure-nginx.sh installs it):\n${log}`);
    }
    if (await fetch(`http://127.0.0.1:${port}/robots.txt`).then(() => true, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    httpsPort,
    stop: async () => {
      child.kill("SIGQUIT");
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
