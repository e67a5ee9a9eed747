import { execFile } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { LinkChecker, LinkState } from "linkinator";
import { EDITOR_PAGES } from "./support/editor-code.ts";
import { expect, test } from "./support/test.ts";
import { allRoutes, apartmentPath, bookingMessages, escapeRegExp, fill, galleryPhotos, labels, LANGUAGES, routes, sampleApartment, site, siteIn, trailFor, unlistedApartments, variantUrls } from "./support/site-data.ts";

/**
 * What does not depend on the screen: the build's files as a whole (valid HTML, links, redirects,
 * sitemap), structured data, and every page read without scripts. Runs once, in the wide project.
 */
test.describe.configure({ mode: "parallel" });
test.describe("the site as a whole", { tag: "@once" }, () => {
  const ROOT = path.resolve(import.meta.dirname, "../..");
  const CLIENT = path.join(ROOT, "build/client");
  const BASE = new URL(site.site.baseUrl);
  /** Every page in every language, each language's not-found page and editor, and every redirect page. */
  const HTML_FILES = allRoutes.length + LANGUAGES.length + EDITOR_PAGES.length + site.redirects.length;

  /** The build's HTML files but the folder copies (folder-copies.ts), which are checked to be their pages' bytes. */
  const htmlFiles = async () => {
    const entries = (await readdir(CLIENT, { recursive: true })).filter((entry) => entry.endsWith(".html"));
    const copies = entries.filter((entry) => entries.includes(`${path.dirname(entry)}.html`) && path.basename(entry) === "index.html");
    for (const copy of copies) expect(await readFile(path.join(CLIENT, copy), "utf8"), copy).toBe(await readFile(path.join(CLIENT, `${path.dirname(copy)}.html`), "utf8"));
    // Every address but the site's root has its copy.
    expect(copies).toHaveLength(allRoutes.length - 1 + EDITOR_PAGES.length + site.redirects.length);
    return entries.filter((entry) => !copies.includes(entry));
  };

  test("every HTML file of the build is valid HTML (W3C Nu HTML Checker)", async () => {
    test.setTimeout(180_000);
    type VnuMessage = { type: string; subType?: string; url?: string; message: string; lastLine?: number; extract?: string };
    const files = (await htmlFiles()).map((entry) => path.join(CLIENT, entry));
    expect(files.length).toBe(HTML_FILES);
    // It exits with 1 when it finds errors: its JSON is the verdict, not the exit code.
    const messages = await new Promise<VnuMessage[]>((resolve, reject) => {
      const vnu = path.join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");
      execFile("java", ["-Xss2m", "-jar", vnu, "--format", "json", ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(error ?? new Error(`vnu printed no JSON: ${stderr.slice(0, 500)}`));
        }
      });
    });
    // Checking files on disk resolves the CSP's 'self' against file:, so same-site files look "blocked",
    // and JSON-LD (data, never executed) is held to script-src: artefacts of the check, not of the pages.
    const artefact = (message: VnuMessage) =>
      /^Resource violates Content Security Policy \(meta tag\): [\w ]+ “\//.test(message.message) ||
      (/^Inline script violates Content Security Policy/.test(message.message) && /application\/ld\+json/.test(message.extract ?? ""));
    const where = (message: VnuMessage) => `${path.relative(CLIENT, new URL(message.url ?? "file:///").pathname)}:${message.lastLine ?? "?"}`;
    const errors = messages.filter((message) => message.type === "error" || message.type === "non-document-error");
    const warnings = messages.filter((message) => message.type === "info" && message.subType === "warning" && !artefact(message));
    expect([...errors, ...warnings].map((message) => `${where(message)}: ${message.message}`)).toEqual([]);
  });

  test("linkinator, crawling the served site, finds no broken internal link, image or #fragment", async ({ baseURL }) => {
    test.setTimeout(120_000);
    const host = new URL(baseURL!).host;
    const result = await new LinkChecker().check({
      path: `${baseURL}/`,
      recurse: true,
      checkFragments: true,
      concurrency: 8,
      timeout: 15_000,
      // Other hosts can't answer offline and are not this site's files; mailto: and tel: are not fetched.
      linksToSkip: async (link) => !link.startsWith("http") || new URL(link).host !== host,
    });
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
    expect(broken.map((link) => `${link.status ?? "?"} ${link.url} (on ${link.parent})`)).toEqual([]);
    // It did crawl: every page, and the responsive variants from srcset.
    const checked = result.links.filter((link) => link.state === LinkState.OK).map((link) => new URL(link.url).pathname);
    for (const route of routes) expect(checked).toContain(route.path);
    expect(checked.filter((url) => /\/media\/.+-\d+\.webp$/.test(url)).length).toBeGreaterThan(site.apartments.length * 2);
  });

  test("every local file an HTML file refers to exists, 404 and redirect pages included", async () => {
    const decode = (value: string) => value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
    const fileFor = (pathname: string): string | null => {
      const local = path.join(CLIENT, decodeURIComponent(pathname));
      for (const candidate of [pathname === "/" ? path.join(CLIENT, "index.html") : local, `${local}.html`]) {
        if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
      }
      return null;
    };
    const missing: string[] = [];
    let checked = 0;
    const pages = await htmlFiles();
    for (const page of pages) {
      const html = await readFile(path.join(CLIENT, page), "utf8");
      const pageUrl = new URL(page === "index.html" || page === "404.html" ? "/" : `/${page.replace(/\.html$/, "")}`, BASE);
      const references = [
        ...[...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => decode(match[1]!)),
        ...[...html.matchAll(/\ssrcset="([^"]*)"/gi)].flatMap((match) => decode(match[1]!).split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!)),
        ...[...html.matchAll(/<meta [^>]*(?:property|name)="(?:og:image|twitter:image)"[^>]*content="([^"]*)"/g)].map((match) => decode(match[1]!)),
        ...[...html.matchAll(/<meta http-equiv="refresh" content="\d+;\s*url=([^"]*)"/gi)].map((match) => decode(match[1]!)),
      ].filter(Boolean);
      for (const reference of references) {
        const url = new URL(reference, pageUrl);
        if (!url.protocol.startsWith("http") || url.host !== BASE.host) continue; // mailto:, tel:, other sites
        checked++;
        const file = fileFor(url.pathname);
        if (!file) missing.push(`${page}: ${reference}`);
        else if (url.hash && file.endsWith(".html") && !(await readFile(file, "utf8")).includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) {
          missing.push(`${page}: ${reference} (no such id)`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(pages.length * 10);
  });

  test("each old address redirects permanently, by host rule and by its own page", async ({ page, request }) => {
    for (const redirect of site.redirects) {
      const response = await request.get(redirect.from, { maxRedirects: 0 });
      expect(response.status(), redirect.from).toBe(301);
      expect(new URL(response.headers()["location"]!, "http://127.0.0.1").pathname).toBe(redirect.to);
      // For hosts without redirect rules: a prerendered page that sends the browser on, followed as a plain file.
      const file = readFileSync(path.join(CLIENT, `${redirect.from.slice(1)}.html`), "utf8");
      expect(file).toContain(`<link rel="canonical" href="${site.site.baseUrl}${redirect.to}">`);
      await page.route(`**/plain${redirect.from}`, (route) => route.fulfill({ contentType: "text/html", body: file }));
      await page.goto(`/plain${redirect.from}`);
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${escapeRegExp(redirect.to)}$`));
    }
    const rules = readFileSync(path.join(CLIENT, "_redirects"), "utf8").trim().split("\n");
    // The old addresses; then each other language's not-found page for its folder (Netlify).
    expect(rules).toEqual([
      ...site.redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`),
      ...LANGUAGES.slice(1).map((language) => `/${language}/* /${language}/404.html 404`),
    ]);
    // One trailing-slash policy.
    const slashed = await request.get(`${routes.find((route) => route.path !== "/")!.path}/`, { maxRedirects: 0 });
    expect(slashed.status()).toBe(301);
  });

  test("sitemap lists every real page in every language, each with its versions (hreflang, x-default), and no redirect; robots points at it; favicon and manifest", async ({ page, request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(allRoutes.map((route) => `${site.site.baseUrl}${route.path}`));
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    for (const [i, entry] of entries.entries()) {
      const index = i % routes.length;
      const alternates = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]);
      expect(alternates).toEqual([...LANGUAGES.map((language) => [language, `${site.site.baseUrl}${siteIn(language).routes[index]!.path}`]), ["x-default", `${site.site.baseUrl}${routes[index]!.path}`]]);
    }
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${site.site.baseUrl}/sitemap.xml`);
    await page.goto("/");
    const manifest = await (await request.get((await page.locator('link[rel="manifest"]').getAttribute("href"))!)).json();
    expect(manifest.name).toBe(site.site.name);
    expect(manifest.lang).toBe("es");
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
    expect((await request.get((await page.locator('link[rel="icon"]').getAttribute("href"))!)).status()).toBe(200);
  });

  test("structured data: the building with every apartment on the home page, one Apartment on its page", async ({ page }) => {
    const jsonLd = async () => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    await page.goto("/");
    const business = (await jsonLd()).find((data) => data["@type"] === "LodgingBusiness");
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      name: site.site.name,
      address: { "@type": "PostalAddress", streetAddress: site.site.address.street, postalCode: site.site.address.postalCode, addressLocality: site.site.address.town },
      geo: { "@type": "GeoCoordinates", latitude: site.site.geo.latitude, longitude: site.site.geo.longitude },
      telephone: site.contact.phone.replace(/\s/g, ""),
      email: site.contact.email,
      checkinTime: site.rules.times.checkIn,
      checkoutTime: site.rules.times.checkOut,
    });
    expect(business.containsPlace.map((apartment: { name: string }) => apartment.name)).toEqual(site.apartments.map((apartment) => apartment.name));

    const apartment = sampleApartment;
    await page.goto(apartmentPath(apartment.slug));
    const own = (await jsonLd()).find((data) => data["@type"] === "LodgingBusiness");
    expect(own.containsPlace).toHaveLength(1);
    expect(own.containsPlace[0]).toMatchObject({
      "@type": "Apartment",
      name: apartment.name,
      numberOfRooms: apartment.rooms,
      occupancy: { "@type": "QuantitativeValue", maxValue: apartment.capacity.max },
    });
    expect(own.containsPlace[0].amenityFeature.map((feature: { name: string }) => feature.name)).toEqual(apartment.features.map((id) => site.features.find((f) => f.id === id)!.name));
    expect(own.containsPlace[0].identifier).toContainEqual({ "@type": "PropertyValue", propertyID: labels.nrua, value: apartment.registration.nrua });
  });

  test("inner pages don't all share one banner photo", async () => {
    const banners = new Set<string>();
    for (const route of routes.filter((candidate) => candidate.kind !== "home")) {
      const html = readFileSync(path.join(CLIENT, `${route.path.slice(1)}.html`), "utf8");
      banners.add(html.match(/<img[^>]*class="page-banner__image"[^>]*\ssrc="([^"]+)"/)![1]!);
    }
    expect(banners.size).toBeGreaterThan(3);
  });

  test("without scripts every page is readable, photos and enquiries work, and nothing waits on a script", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    // Three tabs at a time: each page mostly waits for its preloader's CSS timer.
    const queue = [...routes];
    const reader = async () => {
      const page = await context.newPage();
      for (let route = queue.shift(); route; route = queue.shift()) {
        await page.goto(route.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page).toHaveTitle([...trailFor(route.path), site.site.titleSuffix].join(" - "));
        // No veil over a page without scripts: there is nothing to wait for.
        expect(await page.locator(".preloader").evaluate((veil) => getComputedStyle(veil).display)).toBe("none");
        // Controls only scripts can work are not offered (global.css, `.needs-script`).
        for (const control of await page.locator(".needs-script").all()) await expect(control).toBeHidden();
        if (route.kind === "home") await expect(page.getByRole("button", { name: labels.hero.pause })).toBeHidden();
        if (route.kind === "apartment") {
          const apartment = site.apartments.find((candidate) => candidate.slug === route.apartment)!;
          const slider = page.getByRole("region", { name: fill(labels.slider.region, { name: apartment.name }), exact: true });
          await expect(slider.getByText(fill(labels.slider.counter, { i: 1, n: apartment.photos.length }), { exact: true })).toBeVisible();
          await expect(slider.getByRole("img").first()).toBeVisible();
          for (const name of [labels.slider.previous, labels.slider.next]) await expect(slider.getByRole("button", { name })).toBeHidden();
        }
      }
      await page.close();
    };
    await Promise.all([reader(), reader(), reader()]);
    const page = await context.newPage();
    // A gallery photo opens its largest variant, a real WebP of this build.
    await page.goto(routes.find((route) => route.kind === "gallery")!.path);
    const link = page.getByRole("link", { name: fill(labels.gallery.open, { alt: galleryPhotos(site)[2]!.alt }), exact: true });
    const [response] = await Promise.all([page.waitForResponse(/\/media\/.+\.webp$/), link.click()]);
    expect(response.url()).toContain(variantUrls(galleryPhotos(site)[2]!.file).at(-1)!);
    expect(response.headers()["content-type"]).toBe("image/webp");
    // The booking form leads to the contact page, where phone, WhatsApp and e-mail work.
    await page.goto(apartmentPath(unlistedApartments[0]?.slug ?? sampleApartment.slug));
    await page.getByRole("button", { name: bookingMessages.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(routes.find((route) => route.kind === "contact")!.path)}\\?`));
    await expect(page.locator('main a[href^="https://wa.me/"]')).toHaveCount(1);
    await context.close();
  });
});
