import { describe, expect, it } from "vitest";
import { withStructuredData } from "../../../scripts/build/structured-data-tags.ts";

describe("withStructuredData", () => {
  const html = "<html><head><title>x</title></head><body></body></html>";

  it("puts each block at the end of <head>, as JSON the page's parser reads back unchanged", () => {
    const blocks = [{ "@type": "BreadcrumbList" }, { "@type": "LodgingBusiness", name: "Casa" }];
    const out = withStructuredData(html, blocks);
    const found = [...out.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(found).toEqual(blocks);
    expect(out.indexOf("application/ld+json")).toBeGreaterThan(out.indexOf("<title>"));
    expect(out.indexOf("</head>")).toBeGreaterThan(out.lastIndexOf("</script>"));
  });

  it("text from site.yaml can't close the script or open markup", () => {
    const hostile = { name: "</script><script>alert(1)</script><!-- & \u2028" };
    const out = withStructuredData(html, [hostile]);
    const body = out.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual(hostile);
  });

  it("refuses a page without </head>", () => {
    expect(() => withStructuredData("<p>x</p>", [{}])).toThrow(/<\/head>/);
  });
});
