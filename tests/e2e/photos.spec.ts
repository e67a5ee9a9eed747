import { expect, test } from "@playwright/test";
import { openHydrated } from "./hydrated.ts";

for (const path of ["/", "/apartment-list/mirador", "/gallery", "/about"]) {
  test(`${path}: every image has its size, and only the pipeline's variants are requested`, async ({ page }) => {
    const images: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const unsized = await page.locator("img").evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).map((img) => img.outerHTML.slice(0, 120)));
    expect(unsized).toEqual([]);
    const photos = images.filter((url) => !url.endsWith(".svg") && !url.endsWith(".png"));
    expect(photos.length).toBeGreaterThan(0);
    // Never an original from photos/ (they aren't even in the build): only WebP variants from /media/.
    expect(photos.filter((url) => !/^\/media\/[a-z0-9-]+-[0-9a-f]{10}-\d+\.webp$/.test(url))).toEqual([]);
  });
}
