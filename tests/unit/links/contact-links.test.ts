/**
 * The tel:, WhatsApp and mailto: links are built by one function per scheme (src/site/format.ts).
 * Whatever value reaches them, the link goes to that one number or address and carries only the
 * parameters the site puts in it: hostile values can't add a recipient, a header or a parameter.
 */
import { describe, expect, it } from "vitest";
import { mailtoHref, mapsSearchHref, telHref, whatsappHref } from "../../../src/site/format.ts";

/** What a mail program reads from a mailto: link (RFC 6068): the recipients and each header. */
function readMailto(href: string): { to: string; headers: Record<string, string[]> } {
  const url = new URL(href);
  expect(url.protocol).toBe("mailto:");
  const headers: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (headers[name.toLowerCase()] ??= []).push(value);
  return { to: decodeURIComponent(url.pathname), headers };
}

describe("mailto: links", () => {
  it("keep a plain address as it is, with the subject and body encoded (line breaks as CRLF)", () => {
    const href = mailtoHref("reservas+web@casa-cuna.es", "Consulta: Mirador & más", "Hola,\nentrada 1/5 ¿libre? 100% #1");
    expect(href).toBe(
      "mailto:reservas+web@casa-cuna.es?subject=Consulta%3A%20Mirador%20%26%20m%C3%A1s&body=Hola%2C%0D%0Aentrada%201%2F5%20%C2%BFlibre%3F%20100%25%20%231",
    );
    const { to, headers } = readMailto(href);
    expect(to).toBe("reservas+web@casa-cuna.es");
    expect(headers).toEqual({ subject: ["Consulta: Mirador & más"], body: ["Hola,\r\nentrada 1/5 ¿libre? 100% #1"] });
  });

  it.each([
    ["a query in the address", "reservas@casa.es?cc=espia@evil.example&bcc=otro@evil.example"],
    ["a second recipient", "reservas@casa.es,espia@evil.example"],
    ["a body in the address", "reservas@casa.es?body=pagad%20aqu%C3%AD"],
    ["a fragment and a percent", "reservas@casa.es#%0Abcc:x@evil.example"],
    ["spaces and a line break", " reservas@casa.es \r\nBcc: espia@evil.example"],
  ])("with %s, still send to that one address and add no header", (_what, email) => {
    const href = mailtoHref(email, "Asunto", "Texto");
    expect(href).not.toMatch(/[\s#]/);
    // A "," or ";" in the address part separates recipients.
    expect(new URL(href).pathname).not.toMatch(/[,;]/);
    const { to, headers } = readMailto(href);
    expect(to).toBe(email.trim());
    expect(Object.keys(headers)).toEqual(["subject", "body"]);
    expect(headers).toEqual({ subject: ["Asunto"], body: ["Texto"] });
  });

  it("don't throw on half of a UTF-16 pair", () => {
    expect(() => mailtoHref("reservas@casa.es", "a\uD800b", "\uDC00")).not.toThrow();
    expect(readMailto(mailtoHref("reservas@casa.es", "a\uD800b")).headers.subject).toEqual(["a\uFFFDb"]);
  });
});

describe("tel: links", () => {
  it("are a leading + and digits only", () => {
    expect(telHref("+34 600 000 000")).toBe("tel:+34600000000");
    expect(telHref("978 00 00 00")).toBe("tel:978000000");
  });

  it.each(["+34 600;ext=99?x=1", "+34 600 000 000\n<script>", "+34+600#1", "+34 600 000 000&phone-context=evil"])("carry no parameter or second number from %j", (phone) => {
    expect(telHref(phone)).toMatch(/^tel:\+\d+$/);
    expect(telHref(phone)).toBe(`tel:+${phone.replace(/\D/g, "")}`);
  });
});

describe("WhatsApp links", () => {
  it("go to the number as digits, with the message as the only parameter", () => {
    const text = "Hola & adiós?\nfechas: 1/5 → 3/5 #2 text=otra";
    const url = new URL(whatsappHref("+34 600 000 000", text));
    expect(url.origin + url.pathname).toBe("https://wa.me/34600000000");
    expect([...url.searchParams]).toEqual([["text", text]]);
  });

  it.each(["+34 600/../evil?text=x", "+34 600 000 000#frag", "34 600 000 000&text=otra"])("can't be sent elsewhere or get another parameter from %j", (phone) => {
    const url = new URL(whatsappHref(phone, "Hola"));
    expect(url.host).toBe("wa.me");
    expect(url.pathname).toBe(`/${phone.replace(/\D/g, "")}`);
    expect([...url.searchParams]).toEqual([["text", "Hola"]]);
  });
});

describe("maps search links", () => {
  it("carry the address as the one query, whatever it holds", () => {
    const address = "C/ Mayor & Sol, 3 #2?api=0\uD800";
    const url = new URL(mapsSearchHref(address));
    expect(url.searchParams.getAll("query")).toEqual(["C/ Mayor & Sol, 3 #2?api=0\uFFFD"]);
    expect(url.searchParams.getAll("api")).toEqual(["1"]);
  });
});
