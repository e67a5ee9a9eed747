/**
 * The site's name in the page's language: site.yaml writes it, and the end of every
 * title, in each language, and every place a page names the site — the home page's heading, the
 * header and footer, the tab's title, og:site_name, the JSON-LD, the legal texts' {siteName}, the
 * web manifest — says the page's language's. The names are read from site.yaml as the owner wrote
 * them (the raw file, not the generated data the code reads), never written here.
 */
import { describe, expect, it } from "vitest";
import { webManifest } from "../../../scripts/build/seo-files.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../src/generated/languages.gen.ts";
import { layoutData } from "../../../src/site/layout-data.ts";
import { pageMeta } from "../../../src/site/meta.ts";
import { SEO_FILES } from "../../../src/site/output-names.ts";
import { homeData } from "../../../src/site/page-data/home.ts";
import { legalValues } from "../../../src/site/page-data/legal.ts";
import { pageInfo } from "../../../src/site/page-info.ts";
import { addressIn, crumbsFor, notFoundPathIn, siteIn } from "../../../src/site/routing.ts";
import { structuredDataFor } from "../../../src/site/structured-data.ts";
import { SiteText } from "../content/site-edits.ts";

const raw = SiteText.real();
/** What site.yaml says in `language` for one of the site's texts. */
const written = (key: "name" | "titleSuffix", language: Language): string => raw.get<string>(["site", key, language]);

describe.each(LANGUAGES)("the site's name on a page in «%s»", (language) => {
  const home = addressIn("/", language);
  const name = written("name", language);
  const pages = [...siteIn(language).routes.map((route) => route.path), notFoundPathIn(language)];

  it("is site.yaml's name in that language: the home page's heading, the header and the footer of every page", () => {
    expect(homeData(language).name).toBe(name);
    for (const path of pages) expect(layoutData(path).name, path).toBe(name);
  });

  it("ends every page's title with site.yaml's suffix in that language, and is the social cards' site name", () => {
    for (const path of pages) {
      const info = pageInfo(path);
      expect(info.title, path).toBe([...info.crumbs.map((crumb) => crumb.label), written("titleSuffix", language)].join(" - "));
      expect(pageMeta(info), path).toContainEqual({ property: "og:site_name", content: name });
    }
  });

  it("names the business in the structured data", () => {
    const business = structuredDataFor(home, crumbsFor(home)).find((data) => data["@type"] === "LodgingBusiness");
    expect(business?.name).toBe(name);
    expect(business?.inLanguage).toBe(language);
  });

  it("fills {siteName} in the legal texts, while the holder's name stays the one written once", () => {
    const values = legalValues(siteIn(language));
    expect(values.siteName).toBe(name);
    expect(values.holder).toBe(raw.get<string>(["legal", "holder", "name"]));
  });

  it("names the web manifest, which starts at the language's home page and is the one its pages link", () => {
    const manifest = webManifest(siteIn(language), language, home);
    expect(manifest).toMatchObject({ name, short_name: name, lang: language, start_url: home });
    expect(layoutData(home).manifest).toBe(addressIn(`/${SEO_FILES.manifest}`, language));
  });
});

describe("the English pages", () => {
  const other = LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE)!;
  const main = written("name", DEFAULT_LANGUAGE);

  it("have a name of their own in site.yaml, and no page's data in the other language carries the main language's", () => {
    expect(written("name", other)).not.toBe(main);
    expect(written("titleSuffix", other)).not.toBe(written("titleSuffix", DEFAULT_LANGUAGE));
    const home = addressIn("/", other);
    expect(JSON.stringify([homeData(other), layoutData(home), pageInfo(home), structuredDataFor(home, crumbsFor(home))])).not.toContain(main);
  });
});
