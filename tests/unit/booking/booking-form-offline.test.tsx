// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { BookingForm } from "../../../src/components/booking-form/booking-form.tsx";
import { loadEngine } from "../../../src/components/booking-form/use-booking-engine.ts";
import { inPage } from "../support/page-language.tsx";
import { reactStage } from "../support/react-stage.ts";
import { config } from "./config.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The form's logic can't be fetched: a dropped connection, or a tab older than the deploy whose file is gone. */
let fetches = 0;
vi.mock("../../../src/booking/engine", () => {
  fetches += 1;
  throw new Error("sin conexión");
});

const stage = reactStage();

describe("the booking form when its logic can't be fetched", () => {
  it("sends the plain form (its action, as without scripts) instead of doing nothing, and tries the fetch again next time", async () => {
    await expect(loadEngine()).rejects.toThrow();
    stage.root = createRoot(stage.container);
    act(() => stage.root!.render(inPage(<BookingForm config={config} defaultApartment="mirador" />)));
    const form = stage.container.querySelector("form")!;
    const sent = vi.spyOn(form, "submit").mockImplementation(() => undefined);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      await act(async () => {
        form.querySelector("select")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
        form.requestSubmit();
        await loadEngine().catch(() => undefined);
      });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(sent).toHaveBeenCalledTimes(1);
      expect(form.getAttribute("action")).toBe(config.contactPage);
      expect(fetches).toBeGreaterThan(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
