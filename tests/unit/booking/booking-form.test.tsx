// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { BookingForm } from "../../../src/components/booking-form/booking-form.tsx";
import { guestsFrom, readBookingForm, withUnreadableDates } from "../../../src/components/booking-form/read-booking-form.ts";
import { loadBooked, loadEngine } from "../../../src/components/booking-form/use-booking-engine.ts";
import { fill } from "../../../src/labels/dictionary.ts";
import { problemWords, shellWords, stayWords } from "../../../src/labels/words.ts";
import { inPage } from "../support/page-language.tsx";
import { reactStage } from "../support/react-stage.ts";
import { config } from "./config.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The Spanish page's words: the form's own, its problems, what it says of booked nights. */
const words = shellWords.es.booking;
const problems = problemWords.es;
const stayMessages = stayWords.es;

const stage = reactStage();
/** The parts the form shows lazily: the picker, the result of a submit, the live answer. */
const lazyParts = [
  () => import("../../../src/components/booking-form/stay-picker.tsx"),
  () => import("../../../src/components/booking-form/booking-result.tsx"),
  () => import("../../../src/components/booking-form/booking-answer.tsx"),
];
/** Noon in Madrid on 10 March 2027. */
const NOW = new Date("2027-03-10T11:00:00Z");

async function mount(formConfig = config, language: "es" | "en" = "es"): Promise<HTMLFormElement> {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  // The form's logic and its lazy parts, loaded before the test so a submit answers within one act().
  await Promise.all([loadEngine(), ...lazyParts.map((load) => load())]);
  stage.root = createRoot(stage.container);
  act(() => stage.root!.render(inPage(<BookingForm config={formConfig} defaultApartment="mirador" />, language)));
  const form = stage.container.querySelector("form")!;
  // Tabbing into the form brings its logic, and with it the dates' min and max.
  await act(async () => {
    form.querySelector("select")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await loadEngine();
  });
  return form;
}

const control = <T extends HTMLElement>(form: HTMLFormElement, name: string) => form.elements.namedItem(name) as unknown as T;
const alerts = (form: HTMLFormElement) => [...form.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent);

/** A value put into the page without telling React, as devtools or a script would. */
function setInPage(element: HTMLInputElement | HTMLSelectElement, value: string): void {
  if (element instanceof HTMLSelectElement && ![...element.options].some((option) => option.value === value)) {
    const option = document.createElement("option");
    option.value = value;
    element.append(option);
  }
  element.value = value;
}

async function submit(form: HTMLFormElement): Promise<void> {
  await act(async () => {
    form.requestSubmit();
    await loadEngine();
    // A lazy part shown by the submit settles inside the act(), not after the test.
    await new Promise((settle) => setTimeout(settle, 0));
  });
}

describe("the booking form, whatever the page holds", () => {
  it("a guest count or an apartment the selects don't offer gets a message next to its field, no exception", async () => {
    const form = await mount();
    const errors: unknown[] = [];
    window.addEventListener("error", (event) => errors.push(event.error));
    for (const [guests, apartment] of [["99", "mirador"], ["0", "mirador"], ["-1", "mirador"], ["2.5", "mirador"], ["", "mirador"], ["2", "atico"]] as const) {
      setInPage(control(form, "personas"), guests);
      setInPage(control(form, "apartamento"), apartment);
      setInPage(control(form, "entrada"), "2027-03-12");
      setInPage(control(form, "salida"), "2027-03-14");
      await submit(form);
      expect(alerts(form), `${guests} × ${apartment}`).toEqual([apartment === "atico" ? problems.apartmentUnknown : fill(problems.guestsOutOfRange, { max: 6 })]);
      const field = control<HTMLSelectElement>(form, apartment === "atico" ? "apartamento" : "personas");
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(stage.container.querySelector(`#${CSS.escape(field.getAttribute("aria-describedby")!)}`)?.textContent).toBe(alerts(form)[0]);
    }
    expect(errors).toEqual([]);
  });

  it("without availability data there is no calendar to open and nothing is fetched", async () => {
    const fetches = vi.fn();
    vi.stubGlobal("fetch", fetches);
    const form = await mount();
    expect([...form.querySelectorAll("button")].map((button) => button.textContent)).toEqual([words.submit]);
    expect(fetches).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("dates edited into the page: not valid, or past the two-year horizon; the inputs carry that horizon as max", async () => {
    const form = await mount();
    expect(control<HTMLInputElement>(form, "entrada").max).toBe("2029-03-09");
    expect(control<HTMLInputElement>(form, "salida").max).toBe("2029-03-10");
    // A date input cleans "abc" away; turned into a text input (devtools) it keeps it.
    control<HTMLInputElement>(form, "entrada").type = "text";
    setInPage(control(form, "entrada"), "abc");
    setInPage(control(form, "salida"), "2035-01-01");
    await submit(form);
    expect(alerts(form)).toEqual([problems.checkInInvalid, fill(problems.checkOutTooFar, { last: "10/03/2029" })]);
  });
});

describe("the booking form on an English page", () => {
  it("names its fields and says its problems in English", async () => {
    const form = await mount({ ...config, language: "en" }, "en");
    expect(form.getAttribute("aria-label")).toBe(shellWords.en.booking.form);
    expect([...form.querySelectorAll("label")].map((label) => label.textContent)).toEqual(
      expect.arrayContaining([shellWords.en.booking.apartment, shellWords.en.booking.guests, shellWords.en.booking.checkIn, shellWords.en.booking.checkOut]),
    );
    expect([...form.querySelectorAll("button")].map((button) => button.textContent)).toEqual([shellWords.en.booking.submit]);
    await submit(form);
    expect(alerts(form)).toEqual([problemWords.en.checkInEmpty, problemWords.en.checkOutEmpty]);
  });
});

describe("reading the form", () => {
  it("guest counts: only plain whole numbers count", () => {
    expect(guestsFrom("3")).toBe(3);
    for (const text of ["", "-1", "2.5", "abc", "1e2", " 2", "0x2"]) expect(guestsFrom(text)).toBeNaN();
    expect(guestsFrom("0")).toBe(0);
  });

  it("a missing control reads as empty; a half-typed date (empty value, badInput) reads as not a date", () => {
    const bare = document.createElement("form");
    expect(readBookingForm(bare)).toEqual({ apartment: "", guests: Number.NaN, checkIn: "", checkOut: "" });
    const form = { apartment: "mirador", guests: 2, checkIn: "", checkOut: "" };
    const halfTyped = { validity: { badInput: true } as ValidityState };
    const empty = { validity: { badInput: false } as ValidityState };
    expect(withUnreadableDates(form, { checkIn: halfTyped, checkOut: empty })).toEqual({ ...form, checkIn: "?" });
  });
});

describe("the booking form with the apartments' calendars", () => {
  it("fetches the booked nights once with its logic and refuses a stay over them, naming them; other dates go on", async () => {
    const requests: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      requests.push(url);
      return new Response(JSON.stringify({ mirador: [["2027-03-20", "2027-03-23"]] }), { headers: { "content-type": "application/json" } });
    });
    const opened: string[] = [];
    vi.spyOn(window, "open").mockImplementation((url) => {
      opened.push(String(url));
      return null;
    });
    const form = await mount({ ...config, availabilityPath: "/calendar-test.json", calendars: { mirador: { until: "2028-09-01", complete: true, updatedAt: null } } });
    await act(async () => {
      await loadBooked("/calendar-test.json", ["mirador"]);
    });
    setInPage(control(form, "entrada"), "2027-03-18");
    setInPage(control(form, "salida"), "2027-03-25");
    await submit(form);
    expect(alerts(form)).toEqual([fill(stayMessages.stayIncludesBooked, { from: "20/03/2027", to: "23/03/2027", latest: "20/03/2027" })]);
    setInPage(control(form, "salida"), "2027-03-20");
    await submit(form);
    expect(alerts(form)).toEqual([]);
    expect(opened).toEqual(["https://www.listings.example/rooms/111?check_in=2027-03-18&check_out=2027-03-20&guests=1"]);
    expect(requests).toEqual(["/calendar-test.json"]);
    // Mirador has a calendar: its form offers it (the picker itself is tested in the browser).
    expect([...form.querySelectorAll("button")].map((button) => button.textContent)).toContain(words.pickerShow);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});

