import { describe, expect, it } from "vitest";
import { buildBookingUrl } from "../../../src/booking/build-booking-url.ts";
import { enquiryLinks, ownerRequest, requestReference } from "../../../src/booking/owner-request.ts";
import { directPrice } from "../../../src/booking/rates.ts";
import type { BookingForm, ValidBooking } from "../../../src/booking/types.ts";
import { validateBooking } from "../../../src/booking/validate-booking.ts";
import { config } from "./config.ts";

const NOW = new Date("2027-03-10T11:00:00Z");
function valid(change: Partial<BookingForm>): ValidBooking {
  const result = validateBooking({ apartment: "mirador", guests: 1, checkIn: "2027-04-02", checkOut: "2027-04-05", ...change }, NOW, config);
  if (!result.ok) throw new Error("expected a valid booking");
  return result.booking;
}

describe("buildBookingUrl", () => {
  it("Mirador: its listing, with check_in, check_out and guests in that order", () => {
    expect(buildBookingUrl(valid({ guests: 4 }), config)).toBe("https://www.listings.example/rooms/111?check_in=2027-04-02&check_out=2027-04-05&guests=4");
  });

  it("San Isidro: its own listing", () => {
    expect(buildBookingUrl(valid({ apartment: "san-isidro", guests: 6 }), config)).toBe(
      "https://www.listings.example/rooms/222?check_in=2027-04-02&check_out=2027-04-05&guests=6",
    );
  });

  it("Calicanto and Fábrica de Harinas have no listing: no link at all, never one without an id", () => {
    expect(buildBookingUrl(valid({ apartment: "calicanto" }), config)).toBeNull();
    expect(buildBookingUrl(valid({ apartment: "fabrica-harinas" }), config)).toBeNull();
  });

  it("a listing site written with a trailing slash gives no double slash", () => {
    expect(buildBookingUrl(valid({}), { ...config, listingSite: "https://www.listings.example/" })).toMatch(/^https:\/\/www\.listings\.example\/rooms\/111\?/);
  });
});

describe("enquiryLinks (apartments without a listing)", () => {
  it("prefills WhatsApp and e-mail with the apartment, the dates, the guests and a reference", () => {
    const links = enquiryLinks(valid({ apartment: "fabrica-harinas", guests: 3 }), config);
    const text = "Hola, quería saber si Fábrica de Harinas está disponible del 02/04/2027 al 05/04/2027 para 3 personas. Referencia: FAB-270402-3N3P. Gracias.";
    expect(links.text).toBe(text);
    expect(links.whatsapp).toBe(`https://wa.me/34600000000?text=${encodeURIComponent(text)}`);
    expect(links.email).toBe(`mailto:reservas@example.com?subject=${encodeURIComponent("Disponibilidad de Fábrica de Harinas (FAB-270402-3N3P)")}&body=${encodeURIComponent(text)}`);
    expect(decodeURIComponent(new URL(links.whatsapp).searchParams.get("text")!)).toBe(text);
  });

  it("carries the price the page showed, when it showed one", () => {
    expect(enquiryLinks(valid({ apartment: "calicanto", guests: 2 }), config, 300).text).toBe(
      "Hola, quería saber si Calicanto está disponible del 02/04/2027 al 05/04/2027 para 2 personas. Precio que indica la web si está disponible: 300\u00a0€. Referencia: CAL-270402-3N2P. Gracias.",
    );
  });

  it("says 'persona' for one guest", () => {
    expect(enquiryLinks(valid({ apartment: "calicanto", guests: 1 }), config).text).toContain("para 1 persona.");
  });
});

describe("a direct request to the owner", () => {
  it("takes site.yaml's direct discount off the total of an apartment with a listing, to the cent, and nothing else", () => {
    const discounted = { ...config, directDiscount: 12 };
    expect(directPrice(455, "mirador", discounted)).toEqual({ total: 400.4, saving: 54.6 });
    expect(directPrice(333.33, "mirador", discounted)).toEqual({ total: 293.33, saving: 40 });
    // Booked with the owner anyway (no listing): no saving to show; no discount set: none either.
    expect(directPrice(455, "calicanto", discounted)).toBeNull();
    expect(directPrice(455, "mirador", config)).toBeNull();
  });

  it("writes the apartments, the dates, the people, the total and a reference the owner can find again", () => {
    const stay = { slugs: ["mirador", "san-isidro"], checkIn: "2027-01-07", checkOut: "2027-01-10", guests: 10 };
    expect(requestReference(stay)).toBe("MIRSAN-270107-3N10P");
    const links = ownerRequest("book", stay, config, [455, 455]);
    expect(links.text).toBe(
      "Hola, quiero reservar juntos Mirador y San Isidro directamente del 07/01/2027 al 10/01/2027 para 10 personas. Total que indica la web: 910\u00a0€ (Mirador: 455\u00a0€, San Isidro: 455\u00a0€). Referencia: MIRSAN-270107-3N10P. Gracias.",
    );
    expect(decodeURIComponent(links.email)).toContain("subject=Reserva directa: Mirador y San Isidro (MIRSAN-270107-3N10P)");
    expect(ownerRequest("book", { ...stay, slugs: ["mirador"], guests: 1 }, config).text).toBe("Hola, quiero reservar Mirador directamente del 07/01/2027 al 10/01/2027 para 1 persona. Referencia: MIR-270107-3N1P. Gracias.");
  });

  it("asks about a set with an apartment to confirm: what is known of each price, and the reference", () => {
    const stay = { slugs: ["mirador", "calicanto"], checkIn: "2027-01-07", checkOut: "2027-01-10", guests: 9 };
    expect(ownerRequest("ask", stay, config, [455, null]).text).toBe(
      "Hola, quería saber si Mirador y Calicanto están disponibles juntos del 07/01/2027 al 10/01/2027 para 9 personas. Precios que indica la web (Mirador: 455\u00a0€, Calicanto: a confirmar). Referencia: MIRCAL-270107-3N9P. Gracias.",
    );
  });

  it("a group larger than the building: the people and the dates, to look for a way", () => {
    const links = ownerRequest("ask", { slugs: [], checkIn: "2027-01-07", checkOut: "2027-01-10", guests: 25 }, config);
    expect(links.text).toBe("Hola, somos 25 personas y buscamos alojamiento del 07/01/2027 al 10/01/2027: ¿nos podéis ayudar? Referencia: GRUPO-270107-3N25P. Gracias.");
    expect(decodeURIComponent(links.email)).toContain("subject=Alojamiento para 25 personas (GRUPO-270107-3N25P)");
  });
});
