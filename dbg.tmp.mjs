import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto("http://127.0.0.1:4173/apartment-list/mirador");
await page.waitForTimeout(1000);
for (const y of [299, 300, 301, 500]) {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await page.waitForTimeout(200);
  console.log(y, await page.evaluate(() => [window.scrollY, document.querySelector(".back-to-top")?.hidden, document.querySelector(".site-header")?.dataset.sticky]));
}
await browser.close();
