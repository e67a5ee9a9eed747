/**
 * JSON-LD goes into the prerendered HTML at build time, not through the pages' loader data:
 * search engines read it from the HTML, and a visitor's browser would only carry it twice
 * (about 1-2 KB gzip of page data per page) for React to render it again.
 */

/** JSON that can't end the <script> it sits in, nor open a comment or a CDATA section. */
function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Puts one `<script type="application/ld+json">` per block at the end of the page's <head>. */
export function withStructuredData(html: string, blocks: readonly unknown[]): string {
  if (!html.includes("</head>")) throw new Error("page without </head>: cannot place the JSON-LD");
  const tags = blocks.map((block) => `<script type="application/ld+json">${scriptSafeJson(block)}</script>`).join("");
  return html.replace("</head>", () => `${tags}</head>`);
}
