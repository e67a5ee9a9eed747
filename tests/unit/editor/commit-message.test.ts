import { describe, expect, it } from "vitest";
import { commitMessage } from "../../../src/editor/github/message.ts";
import type { Content } from "../../../src/editor/github/publish.ts";

const base = { files: new Map(["site.yaml", "photos/mirador/01.jpg", "photos/mirador/02.jpg", "README.md"].map((path) => [path, { sha: "0".repeat(40), size: 1, mode: "100644" }])) };

const changes = (entries: [string, Content | null][]) => new Map(entries);

describe("the commit message of a publication", () => {
  it("names the edits and the files on its first line, and lists each in the body", () => {
    const message = commitMessage({
      changes: changes([
        ["site.yaml", "a: 1\n"],
        ["photos/mirador/12.jpg", Uint8Array.of(1)],
      ]),
      base,
      summaries: ["Precios de Mirador", "Nueva opinión"],
    });
    // With the photo's path the line would run to 84 characters: the path stays in the body.
    expect(message).toBe("Editor web: precios de Mirador, nueva opinión; 1 foto nueva\n\n- Precios de Mirador\n- Nueva opinión\n- archivo cambiado: site.yaml\n- foto nueva: photos/mirador/12.jpg\n");
  });

  it("keeps the path on the first line when it fits, and tells new, replaced and removed photos apart", () => {
    const message = commitMessage({
      changes: changes([
        ["photos/mirador/01.jpg", Uint8Array.of(1)],
        ["photos/mirador/02.jpg", null],
        ["photos/mirador/12.jpg", Uint8Array.of(1)],
        ["photos/mirador/13.jpg", Uint8Array.of(1)],
      ]),
      base,
    });
    expect(message.split("\n")[0]).toBe("Editor web: 2 fotos nuevas, 1 foto cambiada, 1 foto quitada");
    expect(commitMessage({ changes: changes([["photos/mirador/12.jpg", Uint8Array.of(1)]]), base }).split("\n")[0]).toBe("Editor web: 1 foto nueva (photos/mirador/12.jpg)");
    expect(message.split("\n").slice(2)).toEqual([
      "- foto nueva: photos/mirador/12.jpg",
      "- foto nueva: photos/mirador/13.jpg",
      "- foto cambiada: photos/mirador/01.jpg",
      "- foto quitada: photos/mirador/02.jpg",
      "",
    ]);
  });

  it("site.yaml changed without a summary, and a file that is not a photo", () => {
    const message = commitMessage({ changes: changes([["site.yaml", "a: 2\n"], ["README.md", "# Web\n"]]), base });
    expect(message.split("\n")[0]).toBe("Editor web: cambios en site.yaml; 1 archivo cambiado (README.md)");
  });

  it("never past 72 characters on the first line: the summaries are counted when they don't fit, the rest stays in the body", () => {
    const summaries = ["Precios de Mirador", "Precios de Calicanto", "Nueva opinión", "Horario de entrada", "Texto de la portada"];
    const message = commitMessage({ changes: changes([["site.yaml", "a: 3\n"]]), base, summaries });
    const [first, blank, ...body] = message.split("\n");
    expect(first).toBe("Editor web: 5 cambios en el contenido");
    expect(blank).toBe("");
    expect(body.slice(0, 5)).toEqual(summaries.map((summary) => `- ${summary}`));
    const endless = commitMessage({ changes: changes([["site.yaml", "a: 4\n"]]), base, summaries: ["Un cambio con un nombre larguísimo que no cabe de ninguna manera en una línea"] });
    expect([...(endless.split("\n")[0] ?? "")].length).toBeLessThanOrEqual(72);
  });
});
