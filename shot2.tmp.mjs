import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
page.on("response", (r) => { if (r.status() >= 400) console.log(r.status(), r.url()); });
page.on("console", (m) => console.log(m.type(), m.text()));
await page.goto(process.argv[2], { waitUntil: "networkidle" });
await page.waitForTimeout(500);
await browser.close();
