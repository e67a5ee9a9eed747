import { renderToString } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider, useRouteError, type RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { shellWords } from "../../../src/labels/words.ts";

// The document shell's stylesheet is the bundler's business, not the test's.
vi.mock("../../../src/styles/global.css", () => ({}));
const { ErrorBoundary, loader: rootLoader } = await import("../../../src/root.tsx");

/**
 * The site's routes as React Router holds them: the root (id «root», its real loader: the shell's
 * data in the address's language, which the boundary reads its words from) around a Spanish and
 * an English page whose loader does `page`.
 */
function routes(page: () => Promise<unknown>): RouteObject[] {
  // The framework hands a route module's boundary the error as a prop; a plain router doesn't.
  const Boundary = () => <ErrorBoundary {...({ error: useRouteError() } as Parameters<typeof ErrorBoundary>[0])} />;
  return [
    {
      id: "root",
      path: "/",
      loader: ({ request }) => rootLoader({ request } as Parameters<typeof rootLoader>[0]),
      Component: Outlet,
      ErrorBoundary: Boundary,
      children: [
        { index: true, loader: page, Component: () => null },
        { path: "en", loader: page, Component: () => null },
      ],
    },
  ];
}

/** The boundary as React Router shows it when the page at `path` fails with `error`. */
async function shown(error: unknown, path = "/"): Promise<string> {
  const router = createMemoryRouter(routes(() => Promise.reject(error)), { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.errors).toBeTruthy());
  return renderToString(<RouterProvider router={router} />);
}

/** The boundary when a visitor on the page at `from` follows a link to an address no page has. */
async function unknownAddress(from: string, to: string): Promise<string> {
  const router = createMemoryRouter(routes(async () => null), { initialEntries: [from] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  await router.navigate(to);
  await vi.waitFor(() => expect(router.state.errors).toBeTruthy());
  return renderToString(<RouterProvider router={router} />);
}

describe("the error page a visitor sees if a page fails in the browser", () => {
  it("says so in Spanish and offers the way home, never an English status text", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = await shown(new Error("boom"));
    // The detail goes to the console, for whoever maintains the site.
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: "boom" }));
    expect(html).toContain("<h1>Algo ha fallado</h1>");
    expect(html).toContain(`<p>${shellWords.es.error.text}</p>`);
    expect(html).toContain('<a href="/">Ir al inicio</a>');
    expect(html).not.toContain("boom");
    logged.mockRestore();
  });

  it("an address that matches no page is 'Página no encontrada'", async () => {
    const html = await unknownAddress("/", "/no-existe");
    expect(html).toContain("<h1>Página no encontrada</h1>");
    expect(html).not.toContain("Not Found");
  });

  it("on an English page, says it in English and leads to the English home page", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = await shown(new Error("boom"), "/en");
    expect(html).toContain(`<h1>${shellWords.en.error.title}</h1>`);
    expect(html).toContain(`<a href="/en">${shellWords.en.error.home}</a>`);
    expect(html).not.toContain("Algo ha fallado");
    logged.mockRestore();
    const missing = await unknownAddress("/en", "/en/nothing-here");
    expect(missing).toContain(`<h1>${shellWords.en.notFound.title}</h1>`);
    expect(missing).not.toContain("Página no encontrada");
  });

  it("the shell's data is there at any address, an unknown one being its language's not-found page (the dev server asks for it)", () => {
    const at = (path: string) => rootLoader({ request: new Request(`http://127.0.0.1${path}`) } as Parameters<typeof rootLoader>[0]);
    for (const [path, home] of [["/no-existe", "/"], ["/en/nothing-here", "/en"]] as const) {
      const shell = at(path);
      expect(shell.home).toBe(home);
      expect(shell.words.notFound.title).toBe(at(home === "/" ? "/404" : "/en/404").words.notFound.title);
      // It offers the other language's home page, as the not-found page does.
      expect(shell.alternates.map((alternate) => alternate.path)).toEqual([home === "/" ? "/en" : "/"]);
    }
  });
});
