import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { routes, site } from "./site-data.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT = path.join(ROOT, "build/client");
const VNU = path.join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");

type VnuMessage = { type: string; subType?: string; url?: string; message: string; lastLine?: number; extract?: string };

/** Runs the Nu HTML Checker; it exits with 1 when it finds errors, so the exit code is not the verdict: its JSON is. */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile("java", ["-Xss2m", "-jar", VNU, "--format", "json", ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      try {
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(error ?? new Error(`vnu printed no JSON: ${stderr.slice(0, 500)}`));
      }
    });
  });
}

/**
 * Warnings that come from checking files on disk, not from the pages: the checker resolves the CSP's
 * 'self' against a file: URL, so every same-site stylesheet and image looks "blocked", and it holds
 * JSON-LD (data, which CSP never executes) to script-src.
 */
function isDiskArtifact(message: VnuMessage): boolean {
  return (
    /^Resource violates Content Security Policy \(meta tag\): [\w ]+ “\//.test(message.message) ||
    (/^Inline script violates Content Security Policy/.test(message.message) && /application\/ld\+json/.test(message.extract ?? ""))
  );
}

const where = (message: VnuMessage): string => `${path.relative(CLIENT, new URL(message.url ?? "file:///").pathname)}:${message.lastLine ?? "?"}`;

test("every HTML file of the build is valid HTML (W3C Nu HTML Checker)", async () => {
  test.setTimeout(180_000);
  const files = (await readdir(CLIENT, { recursive: true })).filter((entry) => entry.endsWith(".html")).map((entry) => path.join(CLIENT, entry));
  // Every page, the 404 page and every redirect page.
  expect(files.length).toBe(routes.length + 1 + site.redirects.length);

  const messages = await runVnu(files);
  const errors = messages.filter((message) => message.type === "error" || message.type === "non-document-error");
  const warnings = messages.filter((message) => message.type === "info" && message.subType === "warning");
  const artifacts = warnings.filter(isDiskArtifact);
  const real = warnings.filter((message) => !isDiskArtifact(message));

  const lines = [
    `Nu HTML Checker: ${files.length} files, ${errors.length} errors, ${real.length} warnings (+ ${artifacts.length} CSP warnings that only checking from disk causes)`,
  ];
  for (const warning of real) lines.push(`  warning ${where(warning)}: ${warning.message}`);
  console.log(lines.join("\n"));

  expect(errors.map((error) => `${where(error)}: ${error.message} [${(error.extract ?? "").replace(/\s+/g, " ").trim()}]`)).toEqual([]);
});
