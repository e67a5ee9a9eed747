import type { Page } from "@playwright/test";

/**
 * Collects what must never happen on a page: console errors (hydration
 * mismatches are console errors), page errors and failed requests.
 */
export function watchPage(page: Page, { allowStatus404For }: { allowStatus404For?: string } = {}) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) {
      if (allowStatus404For && /status of 404/.test(message.text())) return;
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ""}`));
  page.on("response", (response) => {
    if (response.status() >= 400 && !(allowStatus404For && response.url().endsWith(allowStatus404For))) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}
