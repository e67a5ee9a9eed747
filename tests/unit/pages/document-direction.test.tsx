import { format } from "node:util";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { directionProblem } from "../../../src/content-check/cross-check/interface-words.ts";
import { layoutData } from "../../../src/site/layout-data.ts";

vi.mock("../../../src/styles/global.css", () => ({}));
const { Layout } = await import("../../../src/root.tsx");

/** The document as the root route draws it for the shell's data `layout`. */
function documentOf(layout: ReturnType<typeof layoutData>): string {
  // React Router's stub: the framework's context (Meta, Links, Scripts) around the root route, its data already there.
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <Layout>{null}</Layout> }]);
  // The stub gives <Scripts /> a made-up manifest whose module preloads have no address, and React
  // warns about each empty href: that warning is the stub's; any other still fails the test.
  const warnings = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: layout } }} />);
  } finally {
    const others = warnings.mock.calls.map((call) => format(...call)).filter((message) => !message.startsWith('An empty string ("") was passed to the href'));
    warnings.mockRestore();
    expect(others).toEqual([]);
  }
}

describe("which way a language is written", () => {
  it("the page says it with its language: dir from the language's facts", () => {
    expect(layoutData("/en").direction).toBe("ltr");
    expect(documentOf(layoutData("/"))).toMatch(/^<html lang="es" dir="ltr">/);
    // A right-to-left language's facts (Arabic, say) make a right-to-left document.
    expect(documentOf({ ...layoutData("/en"), language: "ar" as never, locale: "ar", direction: "rtl" })).toMatch(/^<html lang="ar" dir="rtl">/);
  });

  it("the check holds each dictionary's direction to its locale: one copied from en.ts for Arabic is refused", () => {
    expect(directionProblem("ar", { language: { locale: "ar", direction: "ltr" } })).toBe(
      'en src/labels/words/ar.ts, «language.direction» tiene que ser "rtl": el árabe (ar) se escribe de derecha a izquierda, y las páginas se lo dicen al navegador',
    );
    expect(directionProblem("he", { language: { locale: "he-IL", direction: "rtl" } })).toBeNull();
    expect(directionProblem("fr", { language: { locale: "fr-FR" } })).toMatch(/tiene que ser "ltr": el francés \(fr\) se escribe de izquierda a derecha/);
  });
});

describe("the document's web manifest", () => {
  it("is its language's: the name and the start page a phone installs from that page", () => {
    expect(documentOf(layoutData("/"))).toContain('<link rel="manifest" href="/site.webmanifest"/>');
    expect(documentOf(layoutData("/en/contact"))).toContain('<link rel="manifest" href="/en/site.webmanifest"/>');
  });
});
