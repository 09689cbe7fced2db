import { describe, expect, it } from "vitest";
import type { View } from "../src/types";
import { hasPowers, normaliseView } from "../src/view";

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

describe("hasPowers", () => {
  const base = normaliseView({ variant: "x", to_move: 0, board: { width: 6, height: 9 } } as unknown as View);
  it("is true when a man on the board carries powers, even none just now", () => {
    expect(hasPowers({ ...base, pieces: [{ at: "e1", color: "white", type: "man", annotations: { powers: [] } }] })).toBe(true);
    expect(hasPowers({ ...base, pieces: [{ at: "e1", color: "white", type: "man", annotations: { powers: ["rook"] } }] })).toBe(true);
  });
  it("looks in zones too", () => {
    const zones = [{ id: "h", name: "h", owner: 0, side: "below" as const, pieces: [{ color: "white", type: "man", count: 1, annotations: { powers: ["knight"] } }] }];
    expect(hasPowers({ ...base, zones })).toBe(true);
  });
  it("is false for dice and plain pieces", () => {
    expect(hasPowers({ ...base, pieces: [{ at: "a1", color: "white", type: "rook", annotations: { die: 6 } }, { at: "c1", color: "white", type: "king" }] })).toBe(false);
    expect(hasPowers(base)).toBe(false);
  });
});
