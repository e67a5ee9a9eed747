/**
 * `npm install` for the owner's commands (npm start, npm run availability): silent when all is
 * well, as the rest of what they print; on a failure, one Spanish line and npm's own output, which
 * says why. Plain JavaScript: it runs before the project's packages (tsx among them) are there.
 */
import { spawnSync } from "node:child_process";
import process from "node:process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const result = spawnSync(npm, ["install", "--no-audit", "--no-fund"], { encoding: "utf8", shell: process.platform === "win32" });
if (result.status !== 0) {
  console.error("No se han podido instalar los programas que necesita la web (npm install). Lo que ha dicho npm:\n");
  console.error(`${result.stdout ?? ""}${result.stderr ?? ""}`.trim() || String(result.error ?? ""));
  process.exit(1);
}
