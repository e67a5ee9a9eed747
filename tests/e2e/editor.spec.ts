import { readFileSync } from "node:fs";
import path from "node:path";
import { axeViolations } from "./support/axe.ts";
import { builtPages, CLIENT, EDITOR_PAGES, editorCode, namedBy, reachedFrom } from "./support/editor-code.ts";
import { expect, isWide, test } from "./support/test.ts";
import { GITHUB_API } from "./support/github-for-editor.ts";
import { LANGUAGES, wordsIn } from "./support/site-data.ts";

/**
 * The owner's editor at /editar and /en/editar: a page for no one else — out of search engines, linked
 * from no page, in no sitemap, its code loaded by no other page — whose sign-in works for a person
 * and for a screen reader at both widths. What it does once signed in is the unit tests' (with a
 * GitHub layer of their own: tests/unit/editor).
 */
for (const [i, address] of EDITOR_PAGES.entries()) {
  const language = LANGUAGES[i]!;
  test(`${address}: out of search engines, framed by no one, its sign-in labelled and accessible`, async ({ page }, testInfo) => {
    const words = wordsIn(language).editor;
    const response = (await page.goto(address))!;
    expect(response.status()).toBe(200);
    const csp = response.headers()["content-security-policy"]!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' ${GITHUB_API};`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);

    // The editor's code arrives after hydration: then its form, every field named by its label.
    const token = page.getByLabel(words.token, { exact: true });
    await expect(token).toBeVisible();
    await expect(token).toHaveAttribute("type", "password");
    // The build names the repository (GITHUB_REPOSITORY, as GitHub Actions sets it): nothing to type.
    await expect(page.getByLabel(words.repository, { exact: true })).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: words.remember })).not.toBeChecked();
    await expect(page.getByRole("button", { name: words.connect })).toBeVisible();
    // Big enough for a finger.
    for (const control of [token, page.getByRole("button", { name: words.connect })]) expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "wider than the screen").toBeLessThanOrEqual(0);

    if (isWide(testInfo)) {
      // Without scripts: only why it can't work.
      const html = await response.text();
      expect(html).toContain(`<noscript><p>${words.noScript}</p></noscript>`);
    }
  });
}

test("no public page names or loads the editor's code, links to it or lists it", { tag: "@once" }, () => {
  const editor = editorCode();
  // The editor's page, its module, its check's worker, its styles, CodeMirror: files of their own.
  for (const name of ["editor-page", "editor-app", "check-worker"]) expect([...editor].some((file) => file.startsWith(`/assets/${name}-`)), name).toBe(true);
  expect([...editor].some((file) => file.endsWith(".css"))).toBe(true);
  const pages = builtPages().filter((page) => !EDITOR_PAGES.includes(page.address));
  expect(pages.length).toBeGreaterThan(30);
  for (const page of pages) {
    const loaded = reachedFrom(namedBy(page.html));
    expect([...loaded].filter((file) => editor.has(file)), page.file).toEqual([]);
    expect(page.html, page.file).not.toMatch(/href="(\/en)?\/editar"/);
  }
  expect(readFileSync(path.join(CLIENT, "sitemap.xml"), "utf8")).not.toMatch(/\/editar</);
});
