import { describe, expect, it } from "vitest";
import { keyIsTaken, stepFor } from "../src/move-list";

describe("stepping through the moves by key", () => {
  it("goes back, forward, to the start and to the live position", () => {
    expect(stepFor("ArrowLeft", 5, 5)).toBe(4);
    expect(stepFor("ArrowLeft", 0, 5)).toBe(0);
    expect(stepFor("ArrowRight", 3, 5)).toBe(4);
    // Forward onto the last move is the live position (null), not a copy of it.
    expect(stepFor("ArrowRight", 4, 5)).toBeNull();
    expect(stepFor("ArrowRight", 5, 5)).toBeNull();
    expect(stepFor("Home", 3, 5)).toBe(0);
    expect(stepFor("End", 1, 5)).toBeNull();
    expect(stepFor("a", 1, 5)).toBeUndefined();
  });
  it("leaves keys to text fields, menus and the board", () => {
    const inside = (selector: string | null) => ({ closest: (s: string) => (selector && s.split(", ").includes(selector) ? {} : null) });
    expect(keyIsTaken(inside("input"))).toBe(true);
    expect(keyIsTaken(inside("svg.board"))).toBe(true);
    expect(keyIsTaken(inside("select"))).toBe(true);
    expect(keyIsTaken(inside(null))).toBe(false);
    expect(keyIsTaken(null)).toBe(false);
  });
});
