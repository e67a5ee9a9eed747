/**
 * Where each page lives and what it says about itself, on the real site's data: addresses in each
 * language, the trail, the canonical address and alternates, the head's tags and the JSON-LD. Names
 * and paths come from the generated data, never written here (the owner may change them).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../../src/generated/languages.gen.ts";
import { pageInfo } from "../../../src/site/page-info.ts";
import { pageMeta } from "../../../src/site/meta.ts";
import { picture } from "../../../src/site/pictures.ts";
import { addressIn, alternatesOf, apartmentPath, canonicalFor, crumbsFor, isNotFoundPath, languageOf, pathOf, routeFor, shownPathOf, siteIn } from "../../../src/site/routing.ts";
import { structuredDataFor } from "../../../src/site/structured-data.ts";

const main = siteIn(DEFAULT_LANGUAGE);
const other = LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE)!;
const apartmentRoute = main.routes.find((route) => route.kind === "apartment")!;
const slug = routeFor(apartmentRoute.path, "apartment").apartment;

describe("addresses", () => {
  it("the main language keeps site.yaml's addresses; another lives under its folder, its home page at the folder itself", () => {
    expect(addressIn("/about", DEFAULT_LANGUAGE)).toBe("/about");
    expect(addressIn("/about", other)).toBe(`/${other}/about`);
    expect(addressIn("/", other)).toBe(`/${other}`);
    expect(languageOf(`/${other}`)).toBe(other);
    expect(languageOf(`/${other}/about`)).toBe(other);
    // Only the folder itself: /english or /enx are the main language's addresses.
    expect(languageOf(`/${other}glish`)).toBe(DEFAULT_LANGUAGE);
    expect(languageOf(`/${DEFAULT_LANGUAGE}/about`)).toBe(DEFAULT_LANGUAGE);
  });

  it("a request's address without trailing slash and decoded; an unknown one is its language's not-found page", () => {
    expect(pathOf(new Request("http://x/about/"))).toBe("/about");
    expect(pathOf(new Request("http://x/"))).toBe("/");
    expect(pathOf(new Request("http://x/caf%C3%A9"))).toBe("/café");
    expect(shownPathOf("/no-existe")).toBe("/404");
    expect(shownPathOf(`/${other}/nope`)).toBe(`/${other}/404`);
    expect(shownPathOf(apartmentRoute.path)).toBe(apartmentRoute.path);
    expect(isNotFoundPath(`/${other}/404`)).toBe(true);
  });

  it("a page of a kind carries its kind's fields; asking for another kind, or no page, throws", () => {
    expect(apartmentPath(slug, DEFAULT_LANGUAGE)).toBe(apartmentRoute.path);
    expect(apartmentPath(slug, other)).toBe(addressIn(apartmentRoute.path, other));
    expect(() => routeFor(apartmentRoute.path, "gallery")).toThrow(/no gallery route/);
    expect(() => routeFor("/no-existe")).toThrow(/no {2}route at \/no-existe/);
  });

  it("the trail follows the address's parts that are pages; the canonical address is absolute; every language's version, the main first", () => {
    const trail = crumbsFor(apartmentRoute.path);
    expect(trail[0]).toEqual({ label: main.routes.find((route) => route.path === "/")!.label, path: "/" });
    expect(trail.at(-1)).toEqual({ label: apartmentRoute.label, path: apartmentRoute.path });
    expect(canonicalFor("/")).toBe(`${main.site.baseUrl}/`);
    expect(canonicalFor(apartmentRoute.path)).toBe(`${main.site.baseUrl}${apartmentRoute.path}`);
    expect(alternatesOf(addressIn(apartmentRoute.path, other)).map((alternate) => alternate.language)).toEqual([...LANGUAGES]);
    expect(alternatesOf(apartmentRoute.path)[0]).toEqual({ language: DEFAULT_LANGUAGE, path: apartmentRoute.path });
  });
});

describe("what a page says about itself", () => {
  it("its title is its trail and the site's suffix; its banner is one of its apartment's photos, the same in every language", () => {
    const info = pageInfo(apartmentRoute.path);
    expect(info.title).toBe([...crumbsFor(apartmentRoute.path).map((crumb) => crumb.label), main.site.titleSuffix].join(" - "));
    expect(info.description).toBe(apartmentRoute.description);
    const own = main.apartments.find((apartment) => apartment.slug === slug)!.photos.map((photo) => photo.file);
    expect(own.some((file) => JSON.stringify(picture(file, "")) === JSON.stringify(info.banner))).toBe(true);
    expect(pageInfo(addressIn(apartmentRoute.path, other)).banner).toEqual(info.banner);
    expect(info.alternates.map((alternate) => alternate.url)).toEqual(LANGUAGES.map((language) => canonicalFor(addressIn(apartmentRoute.path, language))));
  });

  it("the not-found page names no other address, and its trail ends at itself", () => {
    const info = pageInfo(`/${other}/404`);
    expect(info.alternates).toEqual([]);
    expect(info.crumbs.at(-1)!.path).toBe(`/${other}/404`);
    expect(info.language).toBe(other);
  });

  it("the head: title, description, canonical, hreflang with x-default as the main language, social cards", () => {
    const info = pageInfo(addressIn(apartmentRoute.path, other));
    const tags = pageMeta(info);
    expect(tags).toContainEqual({ title: info.title });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: info.canonical });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonicalFor(apartmentRoute.path) });
    expect(tags.filter((tag) => "hrefLang" in tag)).toHaveLength(LANGUAGES.length + 1);
    expect(tags).toContainEqual({ property: "og:locale", content: info.ogLocale });
    expect(tags.filter((tag) => "property" in tag && tag.property === "og:locale:alternate")).toHaveLength(LANGUAGES.length - 1);
    expect(tags).toContainEqual({ property: "og:image", content: info.image.url });
    expect(pageMeta(undefined)).toEqual([]);
  });

  it("structured data: every page its trail, in its language; an apartment page the building with that one apartment; no rating or review anywhere", () => {
    const home = structuredDataFor("/", crumbsFor("/"));
    expect(home.map((data) => data["@type"])).toEqual(["BreadcrumbList", "LodgingBusiness"]);
    const page = structuredDataFor(addressIn(apartmentRoute.path, other), crumbsFor(addressIn(apartmentRoute.path, other)));
    expect(page[0]).toMatchObject({ "@type": "BreadcrumbList", inLanguage: other });
    expect(JSON.stringify(page[1])).toContain(siteIn(other).apartments.find((apartment) => apartment.slug === slug)!.name);
    expect(JSON.stringify([home, page])).not.toMatch(/aggregateRating|"review"/i);
    const gallery = main.routes.find((route) => route.kind === "gallery")!.path;
    expect(structuredDataFor(gallery, crumbsFor(gallery)).map((data) => data["@type"])).toEqual(["BreadcrumbList"]);
  });
});
