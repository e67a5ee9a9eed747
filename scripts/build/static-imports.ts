/**
 * The modules a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`), as site addresses, in the order they appear: the order the browser
 * evaluates them in before the chunk itself. Dynamic `import("./x.js")` is not one of them.
 */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\b(?:[^;"'()]*?\bfrom)?\s*["'](\.{1,2}\/[^"']+)["']/g;

export function staticImportsOf(code: string, href: string): string[] {
  const base = new URL(href, "https://site.invalid/");
  return [...new Set([...code.matchAll(STATIC_IMPORT)].map((match) => new URL(match[1]!, base).pathname))];
}

