// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { putStayInAddress, stayFromQuery, withStay } from "../../../src/components/stay-in-address.ts";

describe("the stay in the address", () => {
  it("is read part by part, any text, each bounded; none is null", () => {
    expect(stayFromQuery("?entrada=2026-12-02&salida=2026-12-05&personas=4")).toEqual({ checkIn: "2026-12-02", checkOut: "2026-12-05", guests: "4" });
    expect(stayFromQuery("?personas=25")).toEqual({ guests: "25" });
    expect(stayFromQuery(`?entrada=${"9".repeat(100)}&personas=3`)).toEqual({ guests: "3" });
    expect(stayFromQuery("?utm_source=x")).toBeNull();
  });

  it("goes on a link in a fixed order, before its fragment; no stay, no query", () => {
    expect(withStay("/apartment-list/mirador#calendario", { guests: "4", checkIn: "2026-12-02", checkOut: "2026-12-05" })).toBe("/apartment-list/mirador?entrada=2026-12-02&salida=2026-12-05&personas=4#calendario");
    expect(withStay("/apartment-list", null)).toBe("/apartment-list");
    expect(withStay("/apartment-list", { checkIn: "", checkOut: "" })).toBe("/apartment-list");
  });

  it("is written into this page's address in place, first and in order, keeping the rest of the query and the fragment", () => {
    window.history.replaceState({ key: "k" }, "", "/?personas=5&utm_source=boletin#buscar");
    putStayInAddress({ checkIn: "2026-12-02", checkOut: "2026-12-05", guests: "5" });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/?entrada=2026-12-02&salida=2026-12-05&personas=5&utm_source=boletin#buscar");
    expect(window.history.state).toEqual({ key: "k" });
    putStayInAddress({ checkIn: "", checkOut: "", guests: "" });
    expect(window.location.search).toBe("?utm_source=boletin");
  });
});
