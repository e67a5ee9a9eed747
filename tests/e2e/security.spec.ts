import { expect, test } from "@playwright/test";
import { routes } from "./site-data.ts";
import { waitForHydration } from "./hydrated.ts";

test.describe("security headers and policy", () => {
  for (const route of [...routes.map((r) => r.path), "/no-existe"]) {
    test(`${route}: CSP without 'unsafe-inline' scripts, in the header and the page, and the other headers`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      const response = await page.goto(route);
      const headers = response!.headers();
      const csp = headers["content-security-policy"]!;
      const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"))!;
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).not.toContain("unsafe-eval");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/frame-src https:\/\/www\.google\.com/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
      expect(meta).toBe(csp.replace("; frame-ancestors 'none'", ""));
      // The page runs (hydrates) under its own policy, with nothing refused.
      await waitForHydration(page);
      expect(violations).toEqual([]);
    });
  }

  test("every external link opens a new tab without opener or referrer", async ({ page }) => {
    for (const route of routes) {
      await page.goto(route.path);
      const external = page.locator('a[href^="http"]:not([href^="http://127.0.0.1"])');
      const count = await external.count();
      for (let i = 0; i < count; i++) {
        await expect(external.nth(i)).toHaveAttribute("rel", "noopener noreferrer");
        await expect(external.nth(i)).toHaveAttribute("target", "_blank");
      }
    }
  });
});
