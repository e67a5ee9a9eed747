// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PageLink, PageNavigationProvider, PageNavLink } from "../../../src/components/page-link.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Two pages, each with a link to the other, a menu link to the list, and a link opening a tab. */
function Page({ other }: { other: string }) {
  return (
    <>
      <PageLink to={other}>otra</PageLink>
      <PageLink to={other} target="_blank">
        pestaña
      </PageLink>
      <PageNavLink to="/apartment-list/">lista</PageNavLink>
      <PageNavLink to="/apartment-list/mirador">mirador</PageNavLink>
    </>
  );
}

let unmount = (): void => undefined;
afterEach(() => unmount());

async function site(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <PageNavigationProvider>
            <Outlet />
          </PageNavigationProvider>
        ),
        children: [
          { path: "apartment-list", element: <Page other="/apartment-list/mirador" /> },
          { path: "apartment-list/mirador", element: <Page other="/apartment-list" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<RouterProvider router={router} />));
  unmount = () => {
    act(() => root.unmount());
    host.remove();
  };
  const link = (name: string) => [...host.querySelectorAll("a")].find((a) => a.textContent === name)!;
  /** Presses `name` as a mouse would, with `init`; whether the browser was left to follow it. */
  const press = async (name: string, init: MouseEventInit = {}): Promise<boolean> => {
    let left = true;
    // Last to hear the press (after React's listener on the root): notes it, then keeps the test's window where it is.
    const last = (event: Event): void => {
      left = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", last);
    await act(async () => {
      link(name).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
    });
    document.removeEventListener("click", last);
    return left;
  };
  return { router, link, press };
}

describe("PageLink", () => {
  it("is a plain link to the page, in the HTML as pressed before hydration", async () => {
    const { link } = await site("/apartment-list");
    expect(link("otra").getAttribute("href")).toBe("/apartment-list/mirador");
    expect(link("otra").attributes.length).toBe(1);
  });

  it("changes page in the browser when pressed, adding a history entry", async () => {
    const { router, press } = await site("/apartment-list");
    expect(await press("otra")).toBe(false);
    expect(router.state.location.pathname).toBe("/apartment-list/mirador");
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("leaves a press with a modifier key, another button or into another tab to the browser", async () => {
    const { router, press } = await site("/apartment-list");
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(await press("otra", init), JSON.stringify(init)).toBe(true);
    }
    expect(await press("pestaña")).toBe(true);
    expect(router.state.location.pathname).toBe("/apartment-list");
  });
});

describe("PageNavLink", () => {
  it("marks the link to the page shown, whatever its trailing slash, and follows the visitor's page changes", async () => {
    const { link, press } = await site("/apartment-list");
    expect(link("lista").getAttribute("aria-current")).toBe("page");
    expect(link("mirador").hasAttribute("aria-current")).toBe(false);
    await press("otra");
    expect(link("lista").hasAttribute("aria-current")).toBe(false);
    expect(link("mirador").getAttribute("aria-current")).toBe("page");
  });
});
