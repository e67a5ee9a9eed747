import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { loadSite } from "../../scripts/content/load-site.ts";
import { formatProblem } from "../../src/content-check/wording/problem.ts";
import type { GitHubStandIn } from "../support/github-stand-in.ts";
import { GITHUB_API, startOwnersGitHub, TOKEN } from "./support/github-for-editor.ts";
import { wordsIn } from "./support/site-data.ts";
import { expect, test } from "./support/test.ts";

/**
 * The owner on a phone, with a token and the repository (the build names it), against a stand-in of
 * GitHub's API over a real git repository: signs in, makes a mistake and reads what `npm run check`
 * says of it, fixes it, makes a change, finds it again after a reload, publishes while the branch
 * has moved (a change from the computer), and the repository has one commit more of theirs with
 * exactly that change, every comment of site.yaml still there, the other change kept. The token went
 * to the API and nowhere else.
 */
const words = wordsIn("es").editor;
const ROOT = path.resolve(import.meta.dirname, "../..");
const NOTE = "# Nota de la dueña: revisar los precios de agosto";

// One stand-in for the file, at the port the build names: its tests take turns.
test.describe.configure({ mode: "serial" });

let github: GitHubStandIn;
test.beforeAll(async () => {
  github = await startOwnersGitHub();
});
test.afterAll(async () => {
  await github?.stop();
});

/** What `npm run check` prints for `text` as site.yaml. */
async function terminalCheck(text: string): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "editor-check-"));
  try {
    await writeFile(path.join(dir, "site.yaml"), text);
    const result = await loadSite(path.join(dir, "site.yaml"), { displayName: "site.yaml", decodePhotos: false });
    return result.problems.map(formatProblem);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test("the owner edits, checks and publishes site.yaml from a phone: one commit, comments intact, the token to GitHub only", { tag: "@narrow" }, async ({ page }) => {
  test.setTimeout(150_000);
  const original = await readFile(path.join(ROOT, "site.yaml"), "utf8");
  const firstHead = await github.head();
  const tokenSentTo = new Set<string>();
  page.on("request", (request) => {
    if (Object.values(request.headers()).some((value) => value.includes(TOKEN))) tokenSentTo.add(new URL(request.url()).origin);
  });

  await page.goto("/editar");
  await page.getByLabel(words.token, { exact: true }).fill(TOKEN);
  await page.getByRole("button", { name: words.connect }).click();
  const report = page.getByRole("region", { name: words.checkHeading });
  await expect(report.getByRole("status").first()).toContainText("contenido correcto", { timeout: 30_000 });

  // A slip at the start of the file: the same lines as the terminal's check.
  const code = page.locator(".cm-content");
  await code.click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.type("x");
  const expected = await terminalCheck(`x${original}`);
  expect(expected.length).toBeGreaterThan(0);
  await expect(report.locator(".editor-problems li")).toHaveText(expected, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: words.publish })).toBeDisabled();
  await page.keyboard.press("Backspace");
  await expect(report.getByRole("status").first()).toContainText("contenido correcto", { timeout: 30_000 });

  // A change: a comment of the owner's at the end.
  await page.keyboard.press("Control+End");
  await page.keyboard.type(`\n${NOTE}`);
  await expect(report.getByRole("status").first()).toContainText("contenido correcto", { timeout: 30_000 });
  await expect(page.getByText(words.draftKept)).toBeVisible({ timeout: 10_000 });

  // A reload loses nothing: the token kept for the tab, the change kept on the device.
  await page.reload();
  await expect(page.getByText(words.draftKept)).toBeVisible({ timeout: 30_000 });
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+End");
  await expect(page.locator(".cm-content")).toContainText(NOTE);

  // A photo from the phone, for the first apartment: measured, named after the last one, described.
  const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#b08060" } }).jpeg().toBuffer();
  await page.getByRole("button", { name: words.tasks.open.photos }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: "IMG_20261129_101500.jpg", mimeType: "image/jpeg", buffer: photo });
  const fresh = page.getByRole("group", { name: /^Foto nueva/ });
  await expect(fresh).toBeVisible({ timeout: 15_000 });
  for (const field of await fresh.getByLabel(/^Qué muestra, en /).all()) await field.fill("La terraza al atardecer");
  await page.getByRole("button", { name: words.photoPanel.addPhoto }).click();
  await expect(page.getByText(words.photoPanel.addedBadge).first()).toBeVisible();
  await expect(report.getByRole("status").first()).toContainText("contenido correcto", { timeout: 30_000 });

  // Meanwhile, from the computer: another file changes on the branch.
  const theirs = await github.commitAsAnotherEditor({ "docs/desde-el-ordenador.md": "Un cambio hecho desde el ordenador.\n" }, "Cambio desde el ordenador");

  await expect(page.getByRole("button", { name: words.publish })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole("button", { name: words.publish }).click();
  await expect(page.getByText(words.publishedMerged)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(words.runLive)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(words.draftKept)).toHaveCount(0);

  // One commit of theirs on top of the computer's, with exactly the change; nothing else lost.
  const head = await github.head();
  const git = (...args: string[]) => execFileSync("git", ["--git-dir", github.gitDir, ...args], { encoding: "utf8" }).trim();
  expect(git("rev-parse", `${head}^`)).toBe(theirs);
  expect(git("rev-parse", `${theirs}^`)).toBe(firstHead);
  expect(git("rev-list", "--count", head)).toBe("3");
  const published = (await github.fileAt(head, "site.yaml"))?.toString("utf8") ?? "";
  expect(published).toContain(`\n${NOTE}`);
  expect(published).toContain("La terraza al atardecer");
  // Only the note and the photo's lines are new: every line of the original is still there, in order.
  const publishedLines = published.split("\n");
  let at = 0;
  for (const line of original.split("\n")) {
    at = publishedLines.indexOf(line, at);
    expect(at, line).toBeGreaterThanOrEqual(0);
    at++;
  }
  for (const comment of original.split("\n").filter((line) => line.trimStart().startsWith("#"))) expect(published).toContain(comment);
  const before = await github.treeFiles(theirs);
  const after = await github.treeFiles(head);
  const added = Object.keys(after).filter((file) => !(file in before));
  expect(added).toHaveLength(1);
  expect(added[0]).toMatch(/^photos\/.+\.jpg$/);
  expect(published).toContain(added[0]!.slice("photos/".length));
  expect(Buffer.compare(after[added[0]!]!, photo)).toBe(0);
  for (const file of Object.keys(before)) if (file !== "site.yaml") expect(Buffer.compare(after[file]!, before[file]!), file).toBe(0);
  expect(git("log", "-1", "--format=%s", head)).toMatch(/^Editor web/);

  // The token: to the API alone, in every request it made.
  expect([...tokenSentTo]).toEqual([GITHUB_API]);
  expect(github.requests.length).toBeGreaterThan(5);
  for (const request of github.requests.filter((request) => request.method !== "OPTIONS")) expect(request.authorization, `${request.method} ${request.path}`).toMatch(new RegExp(`^(Bearer|token) ${TOKEN}$`));
});

test("by forms only: August's price, a blocked week and a review, seen in the preview, published as one commit", { tag: "@narrow" }, async ({ page }) => {
  test.setTimeout(150_000);
  const before = await github.head();
  const text = (await github.fileAt(before, "site.yaml"))?.toString("utf8") ?? "";
  await page.goto("/editar");
  await page.getByLabel(words.token, { exact: true }).fill(TOKEN);
  await page.getByRole("button", { name: words.connect }).click();
  const report = page.getByRole("region", { name: words.checkHeading });
  await expect(report.getByRole("status").first()).toContainText("contenido correcto", { timeout: 30_000 });

  // August's price for the first apartment: a season of its own.
  await page.getByRole("button", { name: words.tasks.open.rates }).click();
  await page.getByLabel("Nombre en español").fill("Agosto");
  await page.getByLabel("Nombre en inglés").fill("August");
  await page.getByLabel(words.rates.from).fill("2027-08-01");
  await page.getByLabel(words.rates.to).fill("2027-08-31");
  await page.getByLabel(words.rates.nightly).fill("135");
  await page.getByLabel(words.rates.minNights).fill("3");
  await page.getByRole("button", { name: words.rates.addSeason }).last().click();
  await expect(report.getByRole("status").first()).toContainText("contenido correcto", { timeout: 30_000 });
  await page.getByRole("button", { name: /Volver/ }).click();

  // A week blocked on the same apartment.
  await page.getByRole("button", { name: words.tasks.open.blocks }).click();
  await page.getByLabel(words.blocks.checkIn).fill("2027-03-08");
  await page.getByLabel(words.blocks.checkOut).fill("2027-03-15");
  await page.getByRole("button", { name: words.blocks.save }).click();
  await expect(report.getByRole("status").first()).toContainText("contenido correcto", { timeout: 30_000 });

  await page.getByRole("button", { name: /Volver/ }).click();

  // A review a guest sent by WhatsApp.
  await page.getByRole("button", { name: words.tasks.open.review }).click();
  await page.getByLabel(words.reviews.guest).fill("Carmen");
  await page.getByLabel(words.reviews.stay).fill("2026-10");
  await page.getByLabel(words.reviews.source).selectOption({ label: words.reviews.direct });
  await page.getByLabel(words.reviews.language).selectOption({ index: 1 });
  await page.getByLabel(words.reviews.text).fill("Un sitio precioso y muy tranquilo, volveremos.");
  await page.getByRole("button", { name: words.reviews.add }).click();
  await expect(report.getByRole("status").first()).toContainText("contenido correcto", { timeout: 30_000 });

  // The preview draws the apartment's page with the new price.
  await page.getByRole("button", { name: words.previewOpen }).click();
  const frame = page.frameLocator(".editor-preview iframe");
  await page.getByLabel(words.previewPage).selectOption({ index: 1 });
  await expect(frame.getByText(/135/).first()).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: words.publish }).click();
  await expect(page.getByText(words.runLive)).toBeVisible({ timeout: 60_000 });
  const head = await github.head();
  const git = (...args: string[]) => execFileSync("git", ["--git-dir", github.gitDir, ...args], { encoding: "utf8" }).trim();
  expect(git("rev-parse", `${head}^`)).toBe(before);
  expect(git("diff", "--name-only", before, head)).toBe("site.yaml");
  const published = (await github.fileAt(head, "site.yaml"))?.toString("utf8") ?? "";
  for (const part of ["Agosto", "August", "2027-08-01", "135", "2027-03-08", "2027-03-15", "Carmen", "Un sitio precioso y muy tranquilo, volveremos."]) expect(published, part).toContain(part);
  // Every line that was there is still there, in order: lines were added, and only the reviews'
  // total changed (a new review counts in it).
  const lines = published.split("\n");
  let at = 0;
  for (const line of text.split("\n").filter((line) => !/^\s*total: /.test(line))) {
    at = lines.indexOf(line, at);
    expect(at, line).toBeGreaterThanOrEqual(0);
    at++;
  }
});
