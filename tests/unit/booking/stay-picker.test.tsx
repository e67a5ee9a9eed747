import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import StayPicker from "../../../src/components/booking-form/stay-picker.tsx";
import { inPage } from "../support/page-language.tsx";
import { config } from "./config.ts";

const rates = config.apartments[2]!.rates;

/** A calendar read up to 1 September 2028, with these nights booked. */
const known = (booked: [string, string][], until = "2028-09-01") => ({ known: true as const, booked, until, complete: true });

/** The day buttons as a screen reader meets them: name, and whether they can be pressed. */
function days(html: string): Map<string, boolean> {
  const found = new Map<string, boolean>();
  for (const [, attributes] of html.matchAll(/<button([^>]*)>/g)) {
    const name = attributes!.match(/aria-label="([^"]*)"/)?.[1];
    if (name && /\d{4}/.test(name)) found.set(name, !/\sdisabled=""/.test(attributes!));
  }
  return found;
}

describe("the form's calendar", () => {
  it("once the arrival is chosen, keeps departures under the season's minimum from being chosen, and says why", () => {
    // Arrival Saturday 10 July 2027, in summer (minimum 5 nights): the 15th is the first departure.
    const html = renderToStaticMarkup(
      inPage(<StayPicker id="p" checkIn="2027-07-10" checkOut="" min="2027-03-11" max="2029-03-10" calendar={known([["2027-07-20", "2027-07-22"]])} rates={rates} onChange={() => undefined} />),
    );
    const buttons = days(html);
    expect(buttons.get("miércoles, 14 de julio de 2027, no disponible: la estancia mínima es de 5 noches")).toBe(false);
    expect(buttons.get("jueves, 15 de julio de 2027")).toBe(true);
    // The first booked night can be the departure; the day after it would cross it.
    expect(buttons.get("martes, 20 de julio de 2027, ocupada")).toBe(true);
    expect(buttons.get("miércoles, 21 de julio de 2027, ocupada, no disponible: la estancia cruzaría noches ocupadas")).toBe(false);
  });

  it("nights past what the calendar reaches can't start a stay, nor be in one: the owner confirms them", () => {
    // The calendar reaches the night of 27 April (it ends the morning of the 28th).
    const html = renderToStaticMarkup(inPage(<StayPicker id="p" checkIn="2027-04-25" checkOut="" min="2027-03-11" max="2029-03-10" calendar={known([], "2027-04-28")} rates={undefined} onChange={() => undefined} />));
    const buttons = days(html);
    expect(buttons.get("miércoles, 28 de abril de 2027")).toBe(true);
    expect(buttons.get("jueves, 29 de abril de 2027, sin calendario aún: consúltanos")).toBe(false);
    const before = renderToStaticMarkup(inPage(<StayPicker id="p" checkIn="" checkOut="" min="2027-04-20" max="2029-03-10" calendar={known([], "2027-04-28")} rates={undefined} onChange={() => undefined} />));
    expect(days(before).get("martes, 27 de abril de 2027")).toBe(true);
    expect(days(before).get("miércoles, 28 de abril de 2027, sin calendario aún: consúltanos")).toBe(false);
    // A calendar with a platform never read knows no free night: none can be chosen as one.
    const partial = renderToStaticMarkup(inPage(<StayPicker id="p" checkIn="" checkOut="" min="2027-04-20" max="2029-03-10" calendar={{ ...known([]), complete: false }} rates={undefined} onChange={() => undefined} />));
    expect(days(partial).get("martes, 27 de abril de 2027, sin calendario aún: consúltanos")).toBe(false);
  });

  it("before an arrival is chosen, a booked night can't start a stay and a day before the first check-in says so", () => {
    const html = renderToStaticMarkup(inPage(<StayPicker id="p" checkIn="" checkOut="" min="2027-03-11" max="2029-03-10" calendar={known([["2027-03-20", "2027-03-22"]])} rates={rates} onChange={() => undefined} />));
    const buttons = days(html);
    expect(buttons.get("miércoles, 10 de marzo de 2027, no disponible: la llegada más pronto es mañana")).toBe(false);
    expect(buttons.get("jueves, 11 de marzo de 2027")).toBe(true);
    expect(buttons.get("sábado, 20 de marzo de 2027, ocupada")).toBe(false);
  });
});
