import { describe, expect, it } from "vitest";
import { editorConfigFrom } from "../../../scripts/content/generate/editor-config.ts";
import { checkedApiBase, parseRepository, typedRepository, webBaseOf } from "../../../src/editor/repository-address.ts";

describe("the repository and the API the editor talks to", () => {
  it("a repository is GitHub's owner/name, nothing else", () => {
    expect(parseRepository("maria/apartamentos")).toEqual({ owner: "maria", repo: "apartamentos" });
    expect(parseRepository(" casa-rural/web.es_2 ")).toEqual({ owner: "casa-rural", repo: "web.es_2" });
    for (const wrong of ["maria", "maria/", "/web", "maria/web/extra", "-maria/web", "maria/..", "maria/.", "ma ria/web", "maria/web?x=1", "a".repeat(40) + "/web"]) expect(parseRepository(wrong), wrong).toBeNull();
    // The owner may paste its address on GitHub.
    expect(typedRepository("https://github.com/maria/apartamentos")).toEqual({ owner: "maria", repo: "apartamentos" });
    expect(typedRepository("https://github.com/maria/apartamentos.git/")).toEqual({ owner: "maria", repo: "apartamentos" });
    expect(typedRepository("https://github.com/maria/apartamentos/tree/main")).toBeNull();
  });

  it("the API is HTTPS, or the local test server, without user, query or fragment", () => {
    expect(checkedApiBase("https://api.github.com/")).toBe("https://api.github.com");
    expect(checkedApiBase("https://github.example.org/api/v3")).toBe("https://github.example.org/api/v3");
    expect(checkedApiBase("http://127.0.0.1:4191")).toBe("http://127.0.0.1:4191");
    for (const wrong of ["http://api.github.com", "http://127.0.0.1", "http://localhost:4191", "https://user:pw@api.github.com", "https://api.github.com?x=1", "https://api.github.com#x", "javascript:alert(1)", "api.github.com", ""]) {
      expect(checkedApiBase(wrong), wrong).toBeNull();
    }
    expect(webBaseOf("https://api.github.com")).toBe("https://github.com");
    expect(webBaseOf("https://github.example.org/api/v3")).toBe("https://github.example.org");
  });

  it("the build takes both from GitHub Actions' variables, github.com's API by default, and stops on a value it can't use", () => {
    expect(editorConfigFrom({})).toEqual({ apiBase: "https://api.github.com", repository: null });
    expect(editorConfigFrom({ GITHUB_API_URL: "https://github.example.org/api/v3", GITHUB_REPOSITORY: "maria/apartamentos" })).toEqual({ apiBase: "https://github.example.org/api/v3", repository: "maria/apartamentos" });
    expect(() => editorConfigFrom({ GITHUB_API_URL: "http://evil.example" })).toThrow(/GITHUB_API_URL no es una dirección que el editor pueda usar/);
    expect(() => editorConfigFrom({ GITHUB_REPOSITORY: "maria" })).toThrow(/GITHUB_REPOSITORY no es un repositorio de GitHub/);
  });
});
