import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const BUILD = path.resolve(import.meta.dirname, "../../build/client");
import { site } from "./site-data.ts";
import { watchPage } from "./watch-page.ts";
import { waitForHydration } from "./hydrated.ts";

for (const redirect of site.redirects) {
  test(`${redirect.from} lands on ${redirect.to} with a permanent redirect`, async ({ page, request }) => {
    const response = await request.get(redirect.from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()["location"]!, "http://127.0.0.1").pathname).toBe(redirect.to);
    await page.goto(redirect.from);
    await expect(page).toHaveURL(new RegExp(`${redirect.to === "/" ? "/" : redirect.to}$`));
  });
}

test("each old address also has a prerendered redirect page, for hosts without redirect rules", async ({ page }) => {
  for (const redirect of site.redirects) {
    const file = readFileSync(path.join(BUILD, `${redirect.from.slice(1)}.html`), "utf8");
    expect(file).toContain(`content="0; url=${redirect.to}"`);
    expect(file).toContain(`<link rel="canonical" href="${site.site.baseUrl}${redirect.to}">`);
    // The same page followed by a browser, served as a plain file.
    await page.route(`**/plain${redirect.from}`, (route) => route.fulfill({ contentType: "text/html", body: file }));
    await page.goto(`/plain${redirect.from}`);
    await expect(page).toHaveURL(new RegExp(`${redirect.to === "/" ? "127.0.0.1:\\d+/" : redirect.to}$`));
  }
  const rules = readFileSync(path.join(BUILD, "_redirects"), "utf8").trim().split("\n");
  expect(rules).toEqual(site.redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`));
});

test("an unknown address shows the Spanish not-found page with status 404", async ({ page }) => {
  const problems = watchPage(page, { allowStatus404For: "/esta-pagina-no-existe" });
  const response = await page.goto("/esta-pagina-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
  await expect(page).toHaveTitle("Inicio - Página no encontrada - Viviendas turísticas");
  await expect(page.getByRole("main").getByRole("link", { name: "Galería" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: "Contacto" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(problems).toEqual([]);
});

test("one trailing-slash policy: /about/ redirects to /about", async ({ request }) => {
  const response = await request.get("/about/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/about");
});
