import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { HSTS } from "../../scripts/build/security-headers.ts";
import { hostingCases, mismatches, send } from "./support/hosting-cases.ts";
import { startNginx, type RunningNginx } from "./support/nginx.ts";
import { startRuleLessHost } from "./support/rule-less-host.ts";
import { allRoutes, LANGUAGES, site, wordsIn } from "./support/site-data.ts";

/**
 * The same HTTP cases against every server the build configures (docs/decisions/016-own-local-server.md):
 * the local server the other browser tests use (npm start), and Debian's nginx with the generated
 * build/nginx.conf. Plain requests, no browser: cheap, and run once.
 */

const PORT = Number(process.env.E2E_PORT ?? 4173);

async function failures(port: number): Promise<string[]> {
  const wrong: string[] = [];
  for (const testCase of hostingCases()) {
    const response = await send(port, testCase.method ?? "GET", testCase.path, { "accept-encoding": "identity" });
    for (const problem of mismatches(testCase, response, port)) wrong.push(`${testCase.name} (${testCase.method ?? "GET"} ${testCase.path}): ${problem}`);
  }
  return wrong;
}

test.describe("hosting", { tag: "@once" }, () => {
  test("the local server (npm start) answers every case of the table", async () => {
    expect(await failures(PORT)).toEqual([]);
  });

  test.describe("nginx with build/nginx.conf", () => {
    let nginx: RunningNginx;
    let certs: string;
    test.beforeAll(async () => {
      // A throw-away self-signed certificate, to see what the same include sends over https.
      certs = mkdtempSync(path.join(os.tmpdir(), "nginx-cert-"));
      execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-keyout", `${certs}/key.pem`, "-out", `${certs}/cert.pem`], { stdio: "ignore" });
      nginx = await startNginx({ cert: `${certs}/cert.pem`, key: `${certs}/key.pem` });
    });
    test.afterAll(async () => {
      await nginx?.stop();
      rmSync(certs, { recursive: true, force: true });
    });

    test("answers every case of the same table over http", async () => {
      expect(await failures(nginx.port)).toEqual([]);
    });

    test("over https, every answer carries HSTS for a year with subdomains", async () => {
      const head = (target: string) =>
        new Promise<{ status: number; hsts: unknown }>((resolve, reject) => {
          const outgoing = httpsRequest({ host: "127.0.0.1", port: nginx.httpsPort, path: target, method: "HEAD", rejectUnauthorized: false }, (response) => {
            response.resume();
            resolve({ status: response.statusCode!, hsts: response.headers["strict-transport-security"] });
          });
          outgoing.on("error", reject);
          outgoing.end();
        });
      for (const [target, status] of [["/", 200], ["/esta-no-existe", 404], ["/robots.txt", 200], ["/_headers", 404], ["/index.html", 301]] as const) {
        expect(await head(target), target).toEqual({ status, hsts: HSTS });
      }
    });
  });

  test.describe("a host that reads no rules (GitHub Pages)", () => {
    const CLIENT = path.resolve(import.meta.dirname, "../../build/client");
    /** Where a page says its one address is: its canonical link. */
    const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

    for (const folderFirst of [false, true]) {
      test(`every address, with or without a slash or .html, is its page, whose canonical is the address without them (${folderFirst ? "a folder before x.html" : "x.html before a folder"})`, async () => {
        const host = await startRuleLessHost(CLIENT, { folderFirst });
        try {
          const wrong: string[] = [];
          const addresses = [...allRoutes.map((route) => ({ path: route.path, canonical: route.path })), ...site.redirects.map((redirect) => ({ path: redirect.from, canonical: redirect.to }))];
          for (const { path: address, canonical } of addresses) {
            const forms = address === "/" ? ["/"] : [address, `${address}/`, `${address}.html`];
            for (const form of forms) {
              let response = await send(host.port, "GET", form);
              if (response.status === 301) response = await send(host.port, "GET", response.headers["location"]!);
              const found = canonicalOf(response.body);
              if (response.status !== 200 || found !== `${site.site.baseUrl}${canonical}`) wrong.push(`${form}: ${response.status}, canonical ${found}`);
            }
          }
          expect(wrong).toEqual([]);
        } finally {
          await host.stop();
        }
      });
    }

    test("an unknown address under another language's folder ends on that language's not-found page", async ({ page }) => {
      const host = await startRuleLessHost(CLIENT, { folderFirst: false });
      try {
        for (const language of LANGUAGES) {
          const unknown = language === LANGUAGES[0] ? "/esta-no-existe" : `/${language}/this-is-not-here`;
          const response = await page.goto(`http://127.0.0.1:${host.port}${unknown}`);
          expect(response?.status()).toBe(404);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(wordsIn(language).shell.notFound.title);
          await expect(page.locator("html")).toHaveAttribute("lang", language);
        }
      } finally {
        await host.stop();
      }
    });
  });
});
