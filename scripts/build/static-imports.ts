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

/**
 * The order in which the browser evaluates `roots` and everything they import statically: each
 * module after its imports (depth first, in import order), each once. `importsOf` gives a module's
 * static imports; a module it knows nothing about simply has none.
 */
export function evaluationOrder(roots: string[], importsOf: (href: string) => string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string): void => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const imported of importsOf(href)) visit(imported);
    order.push(href);
  };
  roots.forEach(visit);
  return order;
}
