// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { MenuLink, useMenuNavigation } from "../../../src/components/layout/menu-link.tsx";
import { reactStage } from "../support/react-stage.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const stage = reactStage();

/** Two links of a menu, on a router at `/contacto`; `then` is what the menu runs at a click (the panel closing). */
function menuAt(then: () => void) {
  function Menu() {
    const navigation = useMenuNavigation(then);
    return (
      <nav>
        <MenuLink to="/contacto" className="link" navigation={navigation}>
          Contacto
        </MenuLink>
        <MenuLink to="/galeria" className="link" navigation={navigation}>
          Galería
        </MenuLink>
      </nav>
    );
  }
  const router = createMemoryRouter(
    [
      { path: "/contacto", Component: Menu },
      { path: "/galeria", Component: Menu },
    ],
    { initialEntries: ["/", "/contacto"], initialIndex: 1 },
  );
  act(() => {
    stage.root = createRoot(stage.container);
    stage.root.render(<RouterProvider router={router} />);
  });
  const link = (name: string) => [...stage.container.querySelectorAll("a")].find((a) => a.textContent === name)!;
  const click = (name: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    act(() => void link(name).dispatchEvent(event));
    return event;
  };
  return { router, link, click };
}

describe("the main menu's links", () => {
  it("are plain links to their page, the page shown marked as current", () => {
    const { link } = menuAt(() => undefined);
    expect(link("Contacto").getAttribute("href")).toBe("/contacto");
    expect(link("Contacto").getAttribute("aria-current")).toBe("page");
    expect(link("Galería").hasAttribute("aria-current")).toBe(false);
  });

  it("change page without reloading on a plain click, run the menu's `then`, and move the mark", async () => {
    const then = vi.fn();
    const { router, link, click } = menuAt(then);
    const event = click("Galería");
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/galeria"));
    expect(router.state.historyAction).toBe("PUSH");
    expect(then).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(link("Galería").getAttribute("aria-current")).toBe("page"));
    expect(link("Contacto").hasAttribute("aria-current")).toBe(false);
  });

  it("replace the history entry when the link is the page shown", async () => {
    const { router, click } = menuAt(() => undefined);
    click("Contacto");
    await vi.waitFor(() => expect(router.state.historyAction).toBe("REPLACE"));
    expect(router.state.location.pathname).toBe("/contacto");
  });

  it("leave a click with a modifier key, or another button, to the browser (a new tab, a new window)", () => {
    const then = vi.fn();
    const { router, click } = menuAt(then);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click("Galería", init).defaultPrevented, JSON.stringify(init)).toBe(false);
    }
    expect(router.state.location.pathname).toBe("/contacto");
    // The panel still closes: the visitor is leaving it for another tab.
    expect(then).toHaveBeenCalledTimes(5);
  });
});
