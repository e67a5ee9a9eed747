import { expect, holdHydration, openHydrated, settleAnimations, settleRequests, test, waitForHydration } from "./support/test.ts";
import { addressIn, apartmentPath, DEFAULT_LANGUAGE, fill, labels, LANGUAGES, menu, MISSING_PATH, pageLabel, pathOfKind, sampleApartment, site } from "./support/site-data.ts";

/** The frame around every page: header, menus, skip link, back to top, preloader, moving between pages. */

// A long page without a form: the button shows from 300 px wherever it is.
const innerPage = pathOfKind("about");
const informationMenu = menu.find((item) => !item.path && item.children?.length)!;
const contactPath = pathOfKind("contact");
const contactLabel = pageLabel(contactPath);

test("the header is sticky exactly while scrolled more than 150 px; 'Volver arriba' shows from 300 px and goes to the top", async ({ page }) => {
  await openHydrated(page, innerPage);
  const header = page.locator("header[data-sticky]");
  const button = page.getByRole("button", { name: labels.backToTop });
  const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
  await expect(header).toHaveAttribute("data-sticky", "false");
  await scrollTo(150);
  await expect(header).toHaveAttribute("data-sticky", "false");
  await expect(button).toBeHidden();
  await scrollTo(151);
  await expect(header).toHaveAttribute("data-sticky", "true");
  await scrollTo(299);
  await expect(button).toBeHidden();
  await scrollTo(300);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
  await expect(header).toHaveAttribute("data-sticky", "false");
});

// On a phone the form is in the page's flow; on a wide screen the box sticks beside the text, and the button stays hidden while it reaches the window's bottom corner.
test("'Volver arriba' never covers the booking form: hidden while the form passes the bottom of the window", { tag: "@narrow" }, async ({ page }) => {
  await openHydrated(page, apartmentPath(sampleApartment.slug));
  const button = page.getByRole("button", { name: labels.backToTop });
  const box = page.locator(".availability-box");
  // The form's bottom at the bottom of the window: the button would sit on its submit.
  const formBottom = await box.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  const viewport = page.viewportSize()!.height;
  await page.evaluate((top) => window.scrollTo(0, top), Math.max(300, formBottom - viewport + 20));
  await expect(button).toBeHidden();
  // Well past it, the button is back.
  await page.evaluate((top) => window.scrollTo(0, top), formBottom + 400);
  await expect(button).toBeVisible();
});

test("the preloader shows at start and goes at the configured time, or once the page is live if that is later", { tag: "@once" }, async ({ page }) => {
  // When the preloader enters and leaves the document, and when the last island that doesn't wait
  // for the visitor is live (each marks its box), in the page's own time (ms since it started).
  await page.addInitScript(() => {
    const times: { shown?: number; gone?: number; hydrating?: number } = {};
    (window as unknown as { preloader: typeof times }).preloader = times;
    new MutationObserver(() => {
      const present = document.querySelector('.preloader[role="status"]') !== null;
      if (present && times.shown === undefined) times.shown = performance.now();
      if (!present && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
    }).observe(document, { childList: true, subtree: true });
    const watchIslands = () => {
      const islands = document.querySelectorAll('[data-island]:not([data-when="near"])');
      if (islands.length > 0 && document.querySelectorAll('[data-island]:not([data-when="near"]):not([data-live])').length === 0) times.hydrating = performance.now();
      else requestAnimationFrame(watchIslands);
    };
    requestAnimationFrame(watchIslands);
  });
  await openHydrated(page, "/");
  const times = await page.evaluate(() => (window as unknown as { preloader: { shown: number; gone: number; hydrating: number } }).preloader);
  // Shown from the first frame: in the document before the browser first paints (how soon that is
  // after navigation depends on the server, not on the page).
  const firstPaint = await page.evaluate(() => performance.getEntriesByType("paint").find((entry) => entry.name === "first-paint")?.startTime);
  expect(times.shown).toBeLessThanOrEqual(firstPaint!);
  expect(times.gone).toBeGreaterThanOrEqual(site.site.preloaderMs);
  // Gone at the configured time, or as soon as the islands are live if that came later: never left
  // hanging once the page is live (a frame or two for hydration's own render aside).
  expect(times.hydrating).toBeGreaterThan(0);
  expect(times.gone).toBeLessThan(Math.max(site.site.preloaderMs, times.hydrating) + 1000);
  // Without scripts it goes too: its CSS fade starts at the same moment.
  expect(await (await page.request.get("/")).text()).toMatch(new RegExp(`role="status" aria-label="${labels.loading}" style="animation-delay:${site.site.preloaderMs}ms"`));
});

test("'Saltar al contenido' is the first Tab stop, is seen, and moves focus into the content", async ({ page }) => {
  await openHydrated(page, innerPage);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: labels.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  // Really seen: nothing (such as the sticky header) drawn over it.
  await settleAnimations(page);
  expect(
    await skip.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    }),
  ).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page.locator("main#contenido")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true);
});

test("a link is a page of its own, fetched ahead as the pointer rests on it; the shell and the menus follow the page", { tag: "@once" }, async ({ page }) => {
  await openHydrated(page, "/");
  const gallery = pathOfKind("gallery");
  // The speculation rules: the page is asked for as the pointer rests on its link, before the press.
  const ahead = page.waitForRequest((request) => new URL(request.url()).pathname === gallery);
  const link = page.getByRole("link", { name: labels.hero.gallery });
  await link.hover();
  await ahead;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${gallery}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.routes.find((route) => route.path === gallery)!.label);
  // The shell follows the page: the language switcher now leads to the gallery in the other language.
  const other = LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE);
  if (other) await expect(page.getByRole("navigation", { name: labels.languages, exact: true }).getByRole("link")).toHaveAttribute("href", pathOfKind("gallery", other));
  // And a page of another kind, reached the same way, draws its own words (each kind's shell words come with its data).
  await page.getByRole("contentinfo").getByRole("link", { name: contactLabel, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${contactPath}$`));
  await expect(page.getByRole("heading", { level: 2, name: labels.contact.phone, exact: true })).toBeVisible();
  // The main menu's links mark the page shown and change page the same way.
  const bar = page.getByRole("navigation", { name: labels.mainNav, exact: true });
  await expect(bar.getByRole("link", { name: contactLabel, exact: true })).toHaveAttribute("aria-current", "page");
  await bar.getByRole("link", { name: pageLabel(innerPage), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${innerPage}$`));
  await expect(bar.getByRole("link", { name: pageLabel(innerPage), exact: true })).toHaveAttribute("aria-current", "page");
  await expect(bar.getByRole("link", { name: contactLabel, exact: true })).not.toHaveAttribute("aria-current");
});

test("the not-found page offers the main pages, and they work", { tag: "@once" }, async ({ page, guard }) => {
  guard.allowStatus(404, new RegExp(`^${MISSING_PATH}$`));
  await openHydrated(page, MISSING_PATH);
  await page.getByRole("main").getByRole("link", { name: contactLabel, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${contactPath}$`));
});

test("the menu without scripts is drawn by the build, comes with the header's island and is gone once it is live", { tag: "@once" }, async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await openHydrated(page, "/");
  await settleRequests(page);
  expect(fetched.filter((url) => /\/menu-fallback-[\w-]+\.js$/.test(url))).toEqual([]);
  await expect(page.locator("details.menu-fallback")).toHaveCount(0);
  // Nor does the panel's focus trap come before the visitor reaches for the menu (decision 038).
  expect(fetched.filter((url) => /\/focus-trap-[\w-]+\.js$/.test(url))).toEqual([]);
});

test.describe("narrow screens", { tag: "@narrow" }, () => {
  test("'Menú' opens the off-canvas menu; focus stays in it; Escape closes it and focus returns; a link navigates and closes it", async ({ page }) => {
    await openHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: labels.menuOpen, exact: true });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    // The panel is drawn at the first opening, not with the page's hydration: most visits never open it.
    await expect(page.locator("#menu-lateral")).toHaveCount(0);
    await expect(menuButton).not.toHaveAttribute("aria-controls");
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(menuButton).toHaveAttribute("aria-controls", "menu-lateral");
    const panel = page.getByRole("dialog", { name: labels.menuOpen });
    await expect(panel).toBeVisible();
    // The submenus open in the panel.
    await panel.getByRole("button", { name: informationMenu.label }).click();
    await expect(panel.getByRole("link", { name: informationMenu.children![0]!.label })).toBeVisible();
    // Round the panel and past its ends, both ways: focus never reaches the page behind. (Opening
    // the menu is the visitor's first activity, which brings the hero's slideshow: let it arrive.)
    await settleRequests(page);
    const stops = await panel.locator("a[href], button").filter({ visible: true }).count();
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < stops + 2; i++) {
        await page.keyboard.press(key);
        const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
        expect(await panel.evaluate((el) => el.contains(document.activeElement)), `${key} #${i + 1}: ${focused}`).toBe(true);
      }
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await menuButton.click();
    await panel.getByRole("button", { name: labels.menuClose }).click();
    await expect(panel).toBeHidden();
    await menuButton.click();
    await panel.getByRole("link", { name: contactLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${contactPath}$`));
    await expect(panel).toBeHidden();
  });
});

test.describe("narrow screens, before scripts run", { tag: "@narrow" }, () => {
  test("a menu opened before the page is live stays open, as the panel, once it is", async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto("/");
    await page.getByText(labels.menuOpen, { exact: true }).click();
    await expect(page.getByRole("navigation", { name: labels.mainNav }).getByRole("link", { name: contactLabel, exact: true })).toBeVisible();
    release();
    await waitForHydration(page);
    const panel = page.getByRole("dialog", { name: labels.menuOpen });
    await expect(panel).toBeVisible();
    await expect(page.getByRole("button", { name: labels.menuOpen, exact: true })).toHaveAttribute("aria-expanded", "true");
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: labels.menuOpen, exact: true })).toBeFocused();
  });
});

test.describe("narrow screens without scripts", { tag: "@narrow" }, () => {
  test.use({ javaScriptEnabled: false });

  test("'Menú' opens the menu by itself: every link of the main menu shows, and leads to its page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: labels.mainNav });
    await expect(nav).toBeHidden();
    await page.getByText(labels.menuOpen, { exact: true }).click();
    await expect(nav).toBeVisible();
    const links = menu.flatMap((item) => [...(item.path ? [item] : []), ...(item.children ?? [])]);
    for (const link of links) await expect(nav.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    await expect(nav.getByRole("link")).toHaveCount(links.length);
    // The last one is below the fold of a phone: the menu scrolls to it.
    const last = informationMenu.children!.at(-1)!;
    await nav.getByRole("link", { name: last.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${last.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.routes.find((route) => route.path === last.path)!.label);
    // Pressed again, it closes.
    await page.getByText(labels.menuOpen, { exact: true }).click();
    await page.getByText(labels.menuOpen, { exact: true }).click();
    await expect(nav).toBeHidden();
  });
});

test.describe("wide screens", { tag: "@wide" }, () => {
  test("from 992 px the whole menu and the name fit on one line in every language, with nothing past the window's edge", async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.goto(addressIn("/", language));
      for (const width of [992, 1024, 1199, 1280]) {
        await page.setViewportSize({ width, height: 700 });
        const fit = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          window: window.innerWidth,
          header: document.querySelector(".site-header__inner")!.getBoundingClientRect().height,
          name: document.querySelector(".brand__name")!.getClientRects().length,
        }));
        expect(fit.page, `${language} at ${width} px`).toBeLessThanOrEqual(fit.window);
        expect(fit.header, `${language} at ${width} px`).toBeLessThanOrEqual(72);
        expect(fit.name, `${language} at ${width} px`).toBe(1);
      }
    }
  });

  test("the main menu's dropdowns work from the keyboard and the mouse; Escape hides a hovered one (WCAG 1.4.13)", async ({ page }) => {
    await openHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: labels.mainNav });
    await expect(page.getByRole("button", { name: labels.menuOpen, exact: true })).toBeHidden();
    const apartmentsItem = menu.find((item) => item.path && item.children?.length)!;
    const toggle = nav.getByRole("button", { name: fill(labels.submenuToggle, { name: apartmentsItem.label }) });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const apartment of site.apartments) await expect(nav.getByRole("link", { name: apartment.name })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    const firstApartment = nav.getByRole("link", { name: site.apartments[0]!.name });
    await nav.getByRole("link", { name: apartmentsItem.label, exact: true }).hover();
    await expect(firstApartment).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(firstApartment).toBeHidden();
    await page.mouse.move(0, 400);
    await nav.getByRole("link", { name: apartmentsItem.label, exact: true }).hover();
    await expect(firstApartment).toBeVisible();
    await page.mouse.move(0, 400);

    await nav.getByRole("button", { name: informationMenu.label }).click();
    const place = informationMenu.children!.at(-1)!;
    await nav.getByRole("link", { name: place.label }).click();
    await expect(page).toHaveURL(new RegExp(`${place.path}$`));
  });
});

