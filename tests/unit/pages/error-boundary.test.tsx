import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useRouteError } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { labels } from "../../../src/labels.ts";

// The document shell's stylesheet is the bundler's business, not the test's.
vi.mock("../../../src/styles/global.css", () => ({}));
const { ErrorBoundary } = await import("../../../src/root.tsx");

/** The boundary as React Router shows it when the page at `path` fails with `error`. */
async function shown(error: unknown, path = "/"): Promise<string> {
  // The framework hands a route module's boundary the error as a prop; a plain router doesn't.
  const Boundary = () => <ErrorBoundary {...({ error: useRouteError() } as Parameters<typeof ErrorBoundary>[0])} />;
  const routes = [{ path: "/", loader: () => Promise.reject(error), Component: () => null, ErrorBoundary: Boundary }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.errors).toBeTruthy());
  return renderToString(<RouterProvider router={router} />);
}

describe("the error page a visitor sees if a page fails in the browser", () => {
  it("says so in Spanish and offers the way home, never an English status text", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = await shown(new Error("boom"));
    // The detail goes to the console, for whoever maintains the site.
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: "boom" }));
    expect(html).toContain(`<h1>${labels.error.title}</h1>`);
    expect(html).toContain(`<a href="/">${labels.error.home}</a>`);
    expect(html).not.toContain("boom");
  });

  it("an address that matches no page is 'Página no encontrada'", async () => {
    const html = await shown(null, "/no-existe");
    expect(html).toContain(`<h1>${labels.notFound.title}</h1>`);
    expect(html).not.toContain("Not Found");
  });
});
