/**
 * The guide lists the features' icons (§8, «Los iconos de los servicios»): exactly the schema's,
 * in its order, so an icon added to the schema (and drawn in feature-icons.ts) is in the guide too.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "./helpers.ts";
import { schemaEnum } from "./mistake-cases.ts";

const GUIDE = readFileSync(path.join(ROOT, "docs/editar-contenido.md"), "utf8");

it("the guide's table of icons is the schema's list, each with what it draws", () => {
  const from = GUIDE.indexOf("**Los iconos de los servicios.**");
  expect(from).toBeGreaterThan(0);
  const table = GUIDE.slice(GUIDE.indexOf("| `icon` |", from)).split("\n\n")[0]!.split("\n").slice(2);
  const rows = table.map((row) => row.split("|").map((cell) => cell.trim()));
  expect(rows.map((cells) => cells[1])).toEqual(schemaEnum("icon").map((icon) => `\`${icon}\``));
  for (const cells of rows) expect(cells[2]).toMatch(/\p{L}/u);
});
