import { describe, expect, it } from "vitest";
import { preloadedWith } from "../../../scripts/build/idle-import-links.ts";

describe("preloadedWith", () => {
  const deps = ["assets/engine-DQE-tQRV.js", "assets/words-BJD7MsfD.js", "assets/shared-CmQkiBbx.css", "assets/calendar-date-DLhYSL4n.js"];

  it("leaves the imports of a part fetched at idle to the browser, keeping its stylesheets", () => {
    expect(preloadedWith("assets/engine-DQE-tQRV.js", deps)).toEqual(["assets/shared-CmQkiBbx.css"]);
    expect(preloadedWith("assets/stay-summary-Ab_c-123.js", ["assets/stay-summary-Ab_c-123.js", "assets/words-BJD7MsfD.js"])).toEqual([]);
  });

  it("keeps every link of a part a tap asks for", () => {
    const picker = ["assets/stay-picker-DgLqCC4c.js", "assets/words-BJD7MsfD.js", "assets/stay-picker-DDhGByjs.css"];
    expect(preloadedWith("assets/stay-picker-DgLqCC4c.js", picker)).toEqual(picker);
    // A name that only begins like an idle part's is another part.
    expect(preloadedWith("assets/engine-room-DQE-tQRV.js", deps)).toEqual(deps);
  });
});
