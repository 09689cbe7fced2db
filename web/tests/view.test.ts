import { describe, expect, it } from "vitest";
import type { View } from "../src/types";
import { normaliseView } from "../src/view";

describe("normaliseView", () => {
  it("fills missing lists so drawing never fails", () => {
    const v = normaliseView({ variant: "x", to_move: 0, board: { width: 4, height: 4 }, zones: [{ id: "z" }], check: true } as unknown as View);
    expect(v.pieces).toEqual([]);
    expect(v.check).toEqual([]);
    expect(v.zones[0].pieces).toEqual([]);
    expect(v.history).toEqual([]);
    expect(v.legal).toEqual([]);
    expect(v.board).toEqual({ width: 4, height: 4 });
  });
  it("keeps a complete view as it is", () => {
    const full = { variant: "x", position: "p", to_move: 1, over: false, history: ["e4"], seats: [{ name: "W", color: "white" }], board: { width: 8, height: 8 }, pieces: [{ at: "e4", color: "white", type: "pawn" }], zones: [], check: ["e8"], info: [{ label: "a", text: "b" }], legal: [{ text: "e7e5", from: "e7", to: "e5" }] } as View;
    expect(normaliseView(full)).toEqual(full);
  });
});
