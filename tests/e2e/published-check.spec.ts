import { createHash } from "node:crypto";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { checkPublished, type Fetcher } from "../../scripts/deploy/published-site.ts";
import { startRuleLessHost } from "./support/rule-less-host.ts";
import { site } from "./support/site-data.ts";

/**
 * The check run after each deploy (scripts/deploy/check-published.ts), against this build served as
 * a host would: the site's own address (site.baseUrl) answered by the local server, as if by DNS.
 */
const CLIENT = path.resolve(import.meta.dirname, "../../build/client");
const BASE = new URL(site.site.baseUrl).origin;

/** Requests for the site's address go to `served` instead: the real files, the real server. */
const servedAt = (served: string): Fetcher => (url, init) => fetch(url.startsWith(BASE) ? served + url.slice(BASE.length) : url, init);

const availabilitySha = async () => createHash("sha256").update(await readFile(path.join(CLIENT, "availability.json"))).digest("hex");

test.describe("the check after a deploy", { tag: "@once" }, () => {
  test("the site as built: every page of the sitemap, the not-found page in each language, a photo and this run's calendars", async ({ baseURL }) => {
    const report = await checkPublished({ site: `${BASE}/`, availabilitySha256: await availabilitySha(), fetch: servedAt(baseURL!) });
    expect(report.problems).toEqual([]);
    expect(report.pages).toBe((await readFile(path.join(CLIENT, "sitemap.xml"), "utf8")).match(/<loc>/g)!.length);
  });

  test("published somewhere else than site.baseUrl, with another run's calendars still served: both said", async ({ baseURL }) => {
    const report = await checkPublished({ site: baseURL!, availabilitySha256: "0".repeat(64), freshWithinMs: 0 });
    expect(report.problems).toEqual([
      expect.stringMatching(new RegExp(`^las páginas dicen estar en ${BASE.replace(/\./g, "\\.")} .*pero la web se ha publicado en ${baseURL!.replace(/\./g, "\\.")}`)),
      expect.stringMatching(/availability\.json no es el de esta publicación sino uno anterior/),
    ]);
  });

  test("a host without the photos, and one that answers every address with the home page: each fault named", async () => {
    const copy = await mkdtemp(path.join(os.tmpdir(), "published-"));
    await cp(CLIENT, copy, { recursive: true, filter: (source) => !source.includes(`${path.sep}media${path.sep}`) && !source.endsWith(`${path.sep}media`) });
    const host = await startRuleLessHost(copy, { folderFirst: false });
    try {
      const missingPhotos = await checkPublished({ site: `${BASE}/`, fetch: servedAt(`http://127.0.0.1:${host.port}`) });
      expect(missingPhotos.problems).toEqual([expect.stringMatching(/^la foto .*\/media\/.* de la portada ha contestado 404$/)]);
      // A single-page-app host: 200 and the home page for everything.
      const home = await readFile(path.join(CLIENT, "index.html"));
      const everything200: Fetcher = async (url, init) => {
        const served = await servedAt(`http://127.0.0.1:${host.port}`)(url, init);
        return served.status === 404 ? new Response(home, { status: 200, headers: { "content-type": "text/html" } }) : served;
      };
      const spa = await checkPublished({ site: `${BASE}/`, fetch: everything200 });
      expect(spa.problems.filter((problem) => problem.startsWith("una dirección que no existe")).length).toBeGreaterThanOrEqual(2);
    } finally {
      await host.stop();
      await rm(copy, { recursive: true, force: true });
    }
  });
});
