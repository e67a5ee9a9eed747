/**
 * The legal data a Spanish lodging business must show: a tax id whose control is right for a
 * person or a company, a company's registry data, the three legal pages; and what the legal pages
 * write themselves (the holder's data in the texts, the taxes where prices are shown).
 */
import { describe, expect, it } from "vitest";
import { checkLegal } from "../../../src/content-check/cross-check/legal-checks.ts";
import { normaliseTaxId, taxIdProblem } from "../../../src/content-check/validate/tax-id.ts";
import type { Site } from "../../../src/generated/content-types.gen.ts";
import { sites } from "../../../src/generated/site.gen.ts";
import { legalPageData, legalValues } from "../../../src/site/page-data/legal.ts";
import { SiteText } from "./site-edits.ts";

describe("a tax id", () => {
  it.each([
    ["12345678Z", "person"],
    ["00000000T", "person"],
    ["X1234567L", "person"],
    ["Z7654321H", "person"],
    ["B12345674", "company"],
    ["A58818501", "company"],
    ["Q2826000H", "company"],
  ] as const)("%s is valid for a %s", (id, kind) => {
    expect(taxIdProblem(id, kind)).toBeUndefined();
  });

  it("is written as the tax agency writes it, whatever the separators and capitals", () => {
    expect(normaliseTaxId(" 12.345.678-z ")).toBe("12345678Z");
    expect(normaliseTaxId("x-1234567-l")).toBe("X1234567L");
  });

  it("with a wrong control says which the digits take", () => {
    expect(taxIdProblem("12345678A", "person")).toBe("el NIF «12345678A» no es válido: con esos números la letra tiene que ser «Z»; revisa que esté bien copiado, números y letra");
    expect(taxIdProblem("X1234567A", "person")).toMatch(/^el NIE «X1234567A» no es válido: con esos números la letra tiene que ser «L»/);
    expect(taxIdProblem("B12345675", "company")).toBe("el CIF «B12345675» no es válido: con esas cifras el control tiene que ser «4»; revisa que esté bien copiado");
    // A foundation (Q) always ends in a letter: the digit of the same value is no control.
    expect(taxIdProblem("Q28260008", "company")).toMatch(/tiene que ser «H»/);
  });

  it("of the other kind of holder, or of no known form, is said so", () => {
    expect(taxIdProblem("B12345674", "person")).toMatch(/es un CIF, de una empresa/);
    expect(taxIdProblem("12345678Z", "company")).toMatch(/es un NIF, de una persona/);
    expect(taxIdProblem("1234", "person")).toMatch(/no tiene la forma de un NIF/);
  });
});

describe("the legal data", () => {
  const content = SiteText.real().data<Site>();
  const problems = (site: Site) => {
    const found: string[] = [];
    checkLegal(site, (path, message) => found.push(`${path.join(".")}: ${message}`));
    return found;
  };

  it("of the shipped site.yaml is complete", () => {
    expect(problems(content)).toEqual([]);
  });

  it("of a company needs its registry data", () => {
    const company = structuredClone(content);
    company.legal.holder = { ...company.legal.holder, kind: "company", taxId: "B12345674" };
    delete company.legal.holder.registry;
    expect(problems(company)).toEqual(["legal.holder: falta «registry»: una empresa tiene que dar sus datos del Registro Mercantil (registro, tomo, folio, hoja); si el titular es una persona, pon «kind: person»"]);
  });

  it("of a data controller other than the holder has its own tax id, checked", () => {
    const other = structuredClone(content);
    const address = content.legal.holder.address;
    other.legal.dataProtection.controller = { name: "Gestión Jiloca, S.L.", taxId: "B12345675", address };
    expect(problems(other)).toEqual(["legal.dataProtection.controller.taxId: el CIF «B12345675» no es válido: con esas cifras el control tiene que ser «4»; revisa que esté bien copiado"]);
    other.legal.dataProtection.controller.taxId = "X1234567L";
    expect(problems(other)).toEqual([]);
  });

  it("needs each of the three pages in «routes», once", () => {
    const without = structuredClone(content);
    without.routes = without.routes.filter((route) => !(route.kind === "legal" && route.legal === "storage")) as Site["routes"];
    expect(problems(without)).toEqual(["routes: falta la página de cookies: añade en «routes» una página con «kind: legal» y «legal: storage» (la web la enlaza desde el pie de todas las páginas)"]);
    const twice = structuredClone(content);
    twice.routes = [...twice.routes, { ...twice.routes.find((route) => route.kind === "legal" && route.legal === "privacy")!, path: "/privacidad-2" }] as Site["routes"];
    expect(problems(twice)).toEqual([`routes.${twice.routes.length - 1}.legal: la página de privacidad ya tiene su página en «routes»: una sola`]);
  });
});

describe("a legal page", () => {
  it("puts the holder's data in the texts, in each language, and leaves out a paragraph whose data isn't there", () => {
    for (const language of ["es", "en"] as const) {
      const notice = legalPageData("notice", language);
      const text = JSON.stringify(notice);
      const { holder } = sites[language].legal;
      expect(text).toContain(holder.name);
      expect(text).toContain(holder.taxId);
      expect(text).not.toMatch(/\{[A-Za-z]+\}/);
      // A person has no registry data: the paragraph that would give it is not there.
      expect(holder.registry).toBeUndefined();
      expect(notice.sections.flatMap((section) => section.paragraphs).some((paragraph) => /Registro Mercantil|registration:/i.test(paragraph))).toBe(false);
      expect(notice.registrations?.apartments.map((apartment) => apartment.name)).toEqual(sites[language].apartments.map((apartment) => apartment.name));
      expect(notice.registrations?.supervisor).toMatchObject({ name: sites[language].legal.supervisor.name, url: sites[language].legal.supervisor.url });
    }
  });

  it("names the data controller with its own tax id and address, never the holder's, when site.yaml names another", () => {
    const site = structuredClone(sites.es);
    expect(legalValues(site)).toMatchObject({ controller: site.legal.holder.name, controllerTaxId: site.legal.holder.taxId });
    const address = { street: "Plaza Mayor, 1", postalCode: "44001", town: "Teruel", province: "Teruel", country: "ES" };
    site.legal.dataProtection.controller = { name: "Gestión Jiloca, S.L.", taxId: "B12345674", address };
    expect(legalValues(site)).toMatchObject({ controller: "Gestión Jiloca, S.L.", controllerTaxId: "B12345674", controllerAddress: "Plaza Mayor, 1, 44001 Teruel (Teruel)", holder: site.legal.holder.name });
    // The shipped privacy text gives the controller's data with the controller's marks.
    const privacy = SiteText.real().data<Site>().legal.pages.privacy.sections.flatMap((section) => section.paragraphs.map((paragraph) => paragraph.es ?? ""));
    const naming = privacy.filter((paragraph) => paragraph.includes("{controller}"));
    expect(naming.length).toBeGreaterThan(0);
    for (const paragraph of naming) expect(paragraph).not.toMatch(/\{taxId\}|\{holderAddress\}/);
  });

  it("the storage page lists what the site stores, whatever its prose", () => {
    const storage = legalPageData("storage", "es");
    expect(storage.storage?.rows.map((row) => row[0])).toEqual(["mapa-aceptado"]);
    expect(legalPageData("privacy", "es").storage).toBeUndefined();
  });
});
