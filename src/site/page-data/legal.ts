/**
 * A legal page's slice of site.yaml, in a language: the owner's prose with the holder's data put
 * in, and what the site writes itself, which must stay true whatever the prose says — the list
 * of what it stores in the browser (the storage page, after its first section), each apartment's
 * registration numbers and, where prices are shown, whether they include taxes (the notice).
 */
import { languageFacts, legalWords } from "../../labels/words";
import type { Site as OneLanguageSite } from "../../generated/site-types.gen";
import { fill, wordsIn } from "../../labels/dictionary";
import { BROWSER_STORAGE, MAP_PROVIDER } from "../browser-storage";
import { addressLine, fillTokens, TOKEN } from "../format";
import type { LegalToken } from "../legal-tokens";
import { registrationsOf } from "../layout-data";
import { siteIn, type PageOfKind } from "../routing";
import type { Language, LegalPageData } from "../types";
import { listFormat } from "../../labels/intl";

/** The holder's data, as the texts' marks name it (the data controller's are the holder's unless site.yaml names another). */
export function legalValues(site: OneLanguageSite): Record<LegalToken, string> {
  const { holder, supervisor, dataProtection } = site.legal;
  const controller = dataProtection.controller ?? holder;
  return {
    holder: holder.name,
    taxId: holder.taxId,
    holderAddress: addressLine(holder.address),
    email: holder.email,
    phone: holder.phone,
    registry: holder.registry ?? "",
    supervisor: supervisor.name,
    controller: controller.name,
    controllerTaxId: controller.taxId,
    controllerAddress: addressLine(controller.address),
    dataContact: dataProtection.email,
    siteName: site.site.name,
    siteUrl: site.site.baseUrl,
    mapProvider: MAP_PROVIDER,
  };
}

/** A paragraph whose mark has nothing to say (no registry data for a person) is left out. */
function filled(paragraph: string, values: Record<string, string>): string | null {
  const empty = [...paragraph.matchAll(TOKEN)].some(([, name]) => name !== undefined && values[name] === "");
  return empty ? null : fillTokens(paragraph, values);
}

export function legalPageData(which: PageOfKind<"legal">["legal"], language: Language): LegalPageData {
  const site = siteIn(language);
  const words = wordsIn(legalWords, language);
  const values = legalValues(site);
  const sections = site.legal.pages[which].sections.map((section) => ({
    title: fillTokens(section.title, values),
    paragraphs: section.paragraphs.map((paragraph) => filled(paragraph, values)).filter((paragraph) => paragraph !== null),
  }));
  if (which === "storage") {
    return {
      sections,
      storage: {
        caption: words.storage.caption,
        headings: [words.storage.key, words.storage.area, words.storage.purpose, words.storage.lasts],
        rows: BROWSER_STORAGE.map((item) => [item.key, words.areas[item.area], words.stored[item.words].purpose, words.stored[item.words].lasts]),
      },
    };
  }
  if (which === "notice") {
    const priced = site.apartments.flatMap((apartment) => (apartment.rates ? [{ name: apartment.name, taxesIncluded: apartment.rates.taxesIncluded }] : []));
    const names = (included: boolean) => listFormat(wordsIn(languageFacts, language).locale, { type: "conjunction" }).format(priced.filter((apartment) => apartment.taxesIncluded === included).map((apartment) => apartment.name));
    const taxes = [
      priced.some((apartment) => apartment.taxesIncluded) ? fill(words.taxesIncluded, { names: names(true) }) : null,
      priced.some((apartment) => !apartment.taxesIncluded) ? fill(words.taxesExcluded, { names: names(false) }) : null,
    ].filter((sentence) => sentence !== null);
    return {
      sections: [...sections, ...(taxes.length > 0 ? [{ title: words.prices, paragraphs: taxes }] : [])],
      registrations: {
        heading: words.registrations,
        apartments: registrationsOf(site),
        supervisor: { label: words.supervisedBy, name: site.legal.supervisor.name, ...(site.legal.supervisor.url ? { url: site.legal.supervisor.url } : {}) },
      },
    };
  }
  return { sections };
}
