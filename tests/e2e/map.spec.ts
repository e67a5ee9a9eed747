import { expect, isWide, openHydrated, settleRequests, test } from "./support/test.ts";
import { apartmentPath, escapeRegExp, fill, labels, sampleApartment, site } from "./support/site-data.ts";

/**
 * The consent-first map, on each kind of page that has one. Nothing reaches the map provider until
 * the visitor presses "Cargar mapa" (the guard blocks and reports any other host).
 */
const MAP_PROVIDER = /^https:\/\/www\.google\.com\/maps\?/;

for (const path of ["/", apartmentPath(sampleApartment.slug)]) {
  test(`${path}: until "Cargar mapa", a compact card and nothing from the map provider; then a titled, lazy iframe that has focus`, async ({ page, guard }, testInfo) => {
    await openHydrated(page, path);
    const section = page.getByRole("region", { name: labels.map.heading });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(site.site.address.street).first()).toBeVisible();
    const open = section.getByRole("link", { name: new RegExp(labels.map.open) });
    await expect(open).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(open).toHaveAttribute("rel", "noopener noreferrer");
    await expect(section.locator("iframe")).toHaveCount(0);
    // The card that stands in for the map: the innermost block holding the address and the button.
    const load = section.getByRole("button", { name: labels.map.load });
    const card = section.locator("div", { has: page.getByRole("button", { name: labels.map.load }) }).filter({ hasText: site.site.address.street }).last();
    const cardHeight = (await card.boundingBox())!.height;
    await settleRequests(page);
    expect(guard.offsite).toEqual([]);

    guard.allowOffsite(MAP_PROVIDER);
    await load.click();
    const frame = section.locator("iframe");
    // Not an empty map-sized box: lower than the map it stands for, and on a phone a third of the screen at most.
    const mapHeight = (await frame.boundingBox())!.height;
    if (isWide(testInfo)) expect(cardHeight).toBeLessThan(mapHeight / 2);
    else expect(cardHeight).toBeLessThanOrEqual(Math.min(260, mapHeight));
    await expect(frame).toHaveAttribute("title", new RegExp(`^${escapeRegExp(fill(labels.map.frameTitle, { place: site.site.address.street }))}`));
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("src", MAP_PROVIDER);
    // The pressed button is gone: focus is on the map that replaced it, not lost to the page.
    await expect(frame).toBeFocused();
    // The provider learns the site, not the page: no referrer policy of its own looser than the site's.
    await expect(frame).not.toHaveAttribute("referrerpolicy", /.*/);
    await expect.poll(() => guard.offsite.some((url) => MAP_PROVIDER.test(url))).toBe(true);
  });
}

test("the choice is remembered for the visit, and a browser that blocks storage still gets the map on request", { tag: "@once" }, async ({ page, guard }) => {
  guard.allowOffsite(MAP_PROVIDER);
  await openHydrated(page, "/");
  await page.getByRole("region", { name: labels.map.heading }).getByRole("button", { name: labels.map.load }).click();
  await expect(page.getByRole("region", { name: labels.map.heading }).locator("iframe")).toHaveCount(1);
  await page.goto(apartmentPath(sampleApartment.slug));
  await expect(page.getByRole("region", { name: labels.map.heading }).locator("iframe")).toHaveCount(1);

  // React Router's scroll-restoration script logs and rethrows when storage is refused; the page goes on.
  guard.allowError(/The operation is insecure/);
  const blocked = await page.context().newPage();
  await blocked.addInitScript(() => {
    Object.defineProperty(window, "sessionStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await openHydrated(blocked, "/");
  const section = blocked.getByRole("region", { name: labels.map.heading });
  await expect(section.locator("iframe")).toHaveCount(0);
  await section.getByRole("button", { name: labels.map.load }).click();
  await expect(section.locator("iframe")).toHaveCount(1);
});
