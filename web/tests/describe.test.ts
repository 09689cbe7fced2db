import { describe, expect, it } from "vitest";
import { resultText } from "../src/describe";
import type { View } from "../src/types";

const base = {
  seats: [{ name: "White", color: "white" }, { name: "Black", color: "black" }],
} as unknown as View;

describe("resultText", () => {
  it("names the reason and the winner", () => {
    expect(resultText({ ...base, over: true, result: "win", winner: 0, reason: "checkmate" }, null)).toBe("Checkmate — White wins");
    expect(resultText({ ...base, over: true, result: "draw", winner: -2, reason: "stalemate" }, null)).toBe("Draw — Stalemate");
  });
  it("is null while the game goes on", () => {
    expect(resultText({ ...base, over: false }, null)).toBeNull();
  });
  it("says when a game was aborted", () => {
    expect(resultText({ ...base, over: true, result: "aborted", winner: -2, reason: "aborted" }, null)).toBe("Game aborted");
  });
  it("falls back to the game record", () => {
    const game = { status: "finished", result: { result: "win", winner: 1, reason: "time" } } as never;
    expect(resultText({ ...base, over: false }, game)).toBe("Time — Black wins");
  });
});
