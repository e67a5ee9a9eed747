import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedAddresses } from "../../../scripts/availability/feed-addresses.ts";
import { MARKER } from "./hostile-feeds.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "feed-addresses-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("where the feeds' addresses come from", () => {
  it(".env, then the CALENDARIOS secret's lines, then the environment's own variables; an empty one gives way", async () => {
    const file = path.join(dir, "first.env");
    await writeFile(file, "A_ICAL=https://a.example/file.ics\nB_ICAL=https://b.example/file.ics\nC_ICAL=https://c.example/file.ics\n");
    const secret = "# as in .env\nB_ICAL=https://b.example/secret.ics\nC_ICAL='https://c.example/secret.ics'\n";
    const { values, problems } = feedAddresses({ CALENDARIOS: secret, C_ICAL: "https://c.example/own.ics", A_ICAL: "  " }, file);
    expect(problems).toEqual([]);
    expect(values).toMatchObject({ A_ICAL: "https://a.example/file.ics", B_ICAL: "https://b.example/secret.ics", C_ICAL: "https://c.example/own.ics" });
    expect(values.CALENDARIOS).toBeUndefined();
  });

  it("a secret or a .env that can't be lines of addresses is said, never quoted; a missing .env is no problem", async () => {
    const folder = path.join(dir, "a-folder.env");
    await mkdir(folder);
    const { values, problems } = feedAddresses({ CALENDARIOS: `https://www.airbnb.es/calendar/ical/1.ics?s=${MARKER}` }, folder);
    expect(values).toEqual({});
    expect(problems).toEqual(["el archivo .env no es un archivo normal: no se ha leído", "el secreto CALENDARIOS no tiene ninguna línea NOMBRE=dirección (por ejemplo MIRADOR_AIRBNB_ICAL=https://…)"]);
    expect(feedAddresses({ CALENDARIOS: `X=${"y".repeat(300 * 1024)}` }, path.join(dir, "none.env")).problems).toEqual(["el secreto CALENDARIOS ocupa demasiado para ser una lista de direcciones de calendarios: no se ha leído"]);
    expect(feedAddresses({}, path.join(dir, "none.env"))).toMatchObject({ values: {}, problems: [] });
    // Saved by Notepad as «UTF-8 with BOM»: the mark doesn't hide the first name.
    const notepad = path.join(dir, "notepad.env");
    await writeFile(notepad, "\uFEFFA_ICAL=https://a.example/file.ics\r\nB_ICAL=https://b.example/file.ics\r\n");
    expect(feedAddresses({}, notepad)).toMatchObject({ values: { A_ICAL: "https://a.example/file.ics", B_ICAL: "https://b.example/file.ics" }, problems: [], written: [expect.objectContaining({ name: "A_ICAL", line: 1 }), expect.objectContaining({ name: "B_ICAL", line: 2 })] });
    expect(feedAddresses({ CALENDARIOS: "\uFEFFA_ICAL=https://a.example/secret.ics" }, path.join(dir, "none.env")).values).toEqual({ A_ICAL: "https://a.example/secret.ics" });
  });

  it("says where each value came from and which names the owner wrote, on which line, never their values", async () => {
    const file = path.join(dir, "lines.env");
    await writeFile(file, `# calendarios\nexport A_ICAL=https://a.example/${MARKER}.ics\n\nB_ICAL_URL = https://b.example/file.ics\n`);
    const { origins, written, envFileFound } = feedAddresses({ CALENDARIOS: "\nC_ICAL=https://c.example/secret.ics", D_ICAL: "https://d.example/own.ics" }, file);
    expect(envFileFound).toBe(true);
    expect(written).toEqual([
      { name: "A_ICAL", source: "file", line: 2 },
      { name: "B_ICAL_URL", source: "file", line: 4 },
      { name: "C_ICAL", source: "secret", line: 2 },
    ]);
    expect(origins).toMatchObject({ A_ICAL: { source: "file", line: 2 }, C_ICAL: { source: "secret", line: 2 }, D_ICAL: { source: "environment" } });
    expect(JSON.stringify({ origins, written })).not.toContain(MARKER);
    expect(feedAddresses({}, path.join(dir, "none.env")).envFileFound).toBe(false);
  });
});
