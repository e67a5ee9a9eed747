import { describe, expect, it } from "vitest";
import type { StayAnswer } from "../../../src/booking/stay-answer.ts";
import { answerWriter } from "../../../src/components/stay-answers/answer-text.ts";

describe("a «libre» from an old calendar", () => {
  const say = answerWriter("es", "es-ES");
  const free: StayAnswer = { fits: true, max: 6, kind: "free", estimate: null };
  const facts = (updatedAt: string | null) => ({ until: "2028-04-01", complete: updatedAt !== null, updatedAt });
  const now = new Date("2026-11-01T11:00:00Z");

  it("says when the calendar was read, past two days, and that the booking confirms it", () => {
    expect(say.age(free, facts("2026-10-01T08:00:00Z"), "Europe/Madrid", now)).toBe("Según su calendario del 01/10/2026, que lleva días sin actualizarse: confírmalo al reservar.");
    // 23:30 UTC is already the next day in Madrid.
    expect(say.age(free, facts("2026-10-01T23:30:00Z"), "Europe/Madrid", now)).toContain("02/10/2026");
  });

  it("says nothing of a fresh one, of an answer that isn't «libre», or of a calendar never read whole (already «consúltanos»)", () => {
    expect(say.age(free, facts("2026-10-31T12:00:00Z"), "Europe/Madrid", now)).toBeNull();
    expect(say.age({ fits: true, max: 6, kind: "booked", runs: [["2026-12-01", "2026-12-02"]], nearest: null }, facts("2026-10-01T08:00:00Z"), "Europe/Madrid", now)).toBeNull();
    expect(say.age(free, facts(null), "Europe/Madrid", now)).toBeNull();
    expect(say.age(free, undefined, "Europe/Madrid", now)).toBeNull();
  });
});
