import { describe, expect, it } from "vitest";
import { TONES, soundFor } from "../src/sound";

const v = (history: string[], last?: { capture?: boolean; check?: boolean }) => ({
  history,
  last_move: last ? { text: history[history.length - 1] ?? "", ...last } : undefined,
});

describe("which sound a new view calls for", () => {
  it("is silent for the first view and when no move was added", () => {
    expect(soundFor(null, v(["e4"], {}))).toBeNull();
    expect(soundFor(v(["e4"]), v(["e4"], {}))).toBeNull();
    // A take-back (fewer moves) is not a move either.
    expect(soundFor(v(["e4", "e5"]), v(["e4"], {}))).toBeNull();
  });
  it("sounds a move, a capture, and a check before a capture", () => {
    expect(soundFor(v([]), v(["e4"], {}))).toBe("move");
    expect(soundFor(v(["e4", "d5"]), v(["e4", "d5", "exd5"], { capture: true }))).toBe("capture");
    expect(soundFor(v(["e4"]), v(["e4", "Qxf7#"], { capture: true, check: true }))).toBe("check");
    // Moves this seat may not see drawn (a hidden game's other seat) still sound as a move.
    expect(soundFor(v(["e4"]), v(["e4", "Black buried a piece"]))).toBe("move");
  });
  it("sounds another seat's public capture once, not again for its secret burial", () => {
    const capture = { history: ["e4", "d5", "exd5"], last_move: { text: "e4d5", from: "e4", to: "d5", capture: true } };
    expect(soundFor({ history: ["e4", "d5"], last_move: { text: "d7d5", from: "d7", to: "d5" } }, capture)).toBe("capture");
    expect(soundFor(capture, { history: [...capture.history, "White buried a piece"], last_move: capture.last_move })).toBeNull();
  });
  it("has short notes for every sound", () => {
    for (const tones of Object.values(TONES)) {
      expect(tones.length).toBeGreaterThan(0);
      for (const t of tones) expect(t.at + t.len).toBeLessThan(0.5);
    }
  });
});
