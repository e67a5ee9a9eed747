// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { PageLink, PageNavLink, StayLink } from "../../../src/components/page-link.tsx";
import { putStayInAddress } from "../../../src/components/stay-in-address.ts";
import { carryStayInLinks } from "../../../src/islands/stay-links.ts";

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
});

describe("the site's links", () => {
  it("are plain anchors: a page of the site loads whole", () => {
    expect(renderToStaticMarkup(<PageLink to="/contact">contacto</PageLink>)).toBe('<a href="/contact">contacto</a>');
  });

  it("mark the page shown in a menu, a trailing slash aside, and no other", () => {
    const html = renderToStaticMarkup(
      <>
        <PageNavLink to="/apartment-list/" current="/apartment-list">
          lista
        </PageNavLink>
        <PageNavLink to="/apartment-list/mirador" current="/apartment-list">
          mirador
        </PageNavLink>
      </>,
    );
    expect(html).toBe('<a href="/apartment-list/" aria-current="page">lista</a><a href="/apartment-list/mirador">mirador</a>');
  });
});

describe("links to a page that answers for a stay", () => {
  const page = (): HTMLAnchorElement[] => {
    document.body.innerHTML = renderToStaticMarkup(
      <>
        <StayLink to="/apartment-list/mirador#calendario">mirador</StayLink>
        <PageLink to="/contact">contacto</PageLink>
      </>,
    );
    return [...document.querySelectorAll("a")];
  };

  it("carry the stay of the page's address as the page starts, keeping their #fragment; other links don't", () => {
    window.history.replaceState(null, "", "/?entrada=2027-08-01&salida=2027-08-04&personas=3&utm_source=x");
    const [stay, plain] = page();
    carryStayInLinks();
    expect(stay?.getAttribute("href")).toBe("/apartment-list/mirador?entrada=2027-08-01&salida=2027-08-04&personas=3#calendario");
    expect(plain?.getAttribute("href")).toBe("/contact");
  });

  it("follow the stay the search puts in the address, and one drawn later takes it as it is drawn", async () => {
    const [stay] = page();
    carryStayInLinks();
    expect(stay?.getAttribute("href")).toBe("/apartment-list/mirador#calendario");
    putStayInAddress({ checkIn: "2027-09-10", checkOut: "2027-09-12", guests: "2" });
    expect(stay?.getAttribute("href")).toBe("/apartment-list/mirador?entrada=2027-09-10&salida=2027-09-12&personas=2#calendario");
    const later = document.createElement("a");
    later.setAttribute("data-stay-link", "/apartment-list/calicanto");
    later.setAttribute("href", "/apartment-list/calicanto");
    document.body.append(later);
    // Before the next frame: the observer's report comes with the task that drew it.
    await Promise.resolve();
    expect(later.getAttribute("href")).toBe("/apartment-list/calicanto?entrada=2027-09-10&salida=2027-09-12&personas=2");
  });
});
