import type { Page } from "@playwright/test";

/**
 * What a screenshot diff shows but cannot explain, measured on the page as laid out. Each returns
 * the problems found, in words (empty when there are none).
 */

/**
 * Text drawn over other text: every line box of every visible text node, compared with those of
 * other elements. Lines of one element may touch (tight line heights); two elements' lines may
 * not overlap by more than a quarter of the smaller line's height.
 */
export function overlappingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    /** Inside a box of at most 1 px that clips what overflows it (.visually-hidden): not seen. */
    const clipped = (element: Element): boolean => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        if ((box.width <= 1 || box.height <= 1) && getComputedStyle(at).overflow !== "visible") return true;
      }
      return false;
    };
    type Line = { element: Element; text: string; box: DOMRect };
    const lines: Line[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || clipped(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) if (box.width > 1 && box.height > 1) lines.push({ element, text: text.slice(0, 40), box });
    }
    const problems: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.element === b.element) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 2 && down > Math.min(a.box.height, b.box.height) / 4) problems.push(`"${a.text}" overlaps "${b.text}"`);
      }
    }
    return [...new Set(problems)];
  });
}

/**
 * Lists of cards (each item has a photo and a heading): no list markers, and — when `wide` — at
 * least two cards side by side in the first row of a list of two or more.
 */
export function cardGridProblems(page: Page, wide: boolean): Promise<string[]> {
  return page.evaluate((wide) => {
    const problems: string[] = [];
    for (const list of document.querySelectorAll("main ul, main ol")) {
      const items = [...list.children].filter((child): child is HTMLLIElement => child instanceof HTMLLIElement);
      const cards = items.length > 0 && items.every((item) => item.querySelector("img") && item.querySelector("h2, h3, h4"));
      if (!cards) continue;
      const name = `${list.tagName.toLowerCase()}.${[...list.classList].join(".")}`;
      const marked = items.filter((item) => getComputedStyle(item).display === "list-item" && getComputedStyle(item).listStyleType !== "none");
      if (marked.length) problems.push(`${name}: ${marked.length} cards with list markers`);
      if (wide && items.length >= 2) {
        const top = Math.round(items[0]!.getBoundingClientRect().top);
        const firstRow = items.filter((item) => Math.abs(Math.round(item.getBoundingClientRect().top) - top) <= 2).length;
        if (firstRow < 2) problems.push(`${name}: one card per row at ${innerWidth} px`);
      }
    }
    return problems;
  }, wide);
}
