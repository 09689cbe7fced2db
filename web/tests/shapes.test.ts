import { describe, expect, it } from "vitest";
import { arrowGeometry, brushFor, moveShape, positionKey, shapeOf, squaresNamed, toggleShape, type Shape } from "../src/board/shapes";
import type { View } from "../src/types";
import { normaliseView } from "../src/view";

describe("brushFor", () => {
  it("picks the colour from the modifier keys as lichess does", () => {
    expect(brushFor({})).toBe("green");
    expect(brushFor({ shiftKey: true })).toBe("red");
    expect(brushFor({ ctrlKey: true })).toBe("red");
    expect(brushFor({ altKey: true })).toBe("blue");
    expect(brushFor({ metaKey: true })).toBe("blue");
    expect(brushFor({ shiftKey: true, altKey: true })).toBe("yellow");
  });
});

describe("toggleShape", () => {
  const arrow: Shape = { from: "e2", to: "e4", brush: "green" };
  const circle: Shape = shapeOf("d5", "d5", "green");
  it("a click on one square is a circle, a drag an arrow", () => {
    expect(circle).toEqual({ from: "d5", brush: "green" });
    expect(shapeOf("e2", "e4", "green")).toEqual(arrow);
  });
  it("adds a new shape", () => {
    expect(toggleShape([arrow], circle)).toEqual([arrow, circle]);
  });
  it("takes away the same shape drawn again in the same colour", () => {
    expect(toggleShape([arrow, circle], { ...arrow })).toEqual([circle]);
    expect(toggleShape([arrow, circle], { ...circle })).toEqual([arrow]);
  });
  it("recolours it when drawn again in another colour", () => {
    expect(toggleShape([arrow, circle], { ...arrow, brush: "red" })).toEqual([circle, { ...arrow, brush: "red" }]);
  });
  it("an arrow and its reverse, or an arrow and a circle on its start, are different shapes", () => {
    expect(toggleShape([arrow], { from: "e4", to: "e2", brush: "green" })).toHaveLength(2);
    expect(toggleShape([arrow], { from: "e2", brush: "green" })).toHaveLength(2);
  });
});

describe("positionKey", () => {
  const base = normaliseView({ variant: "x", to_move: 0, board: { width: 8, height: 8 }, pieces: [{ at: "e2", color: "white", type: "pawn" }], history: [] } as unknown as View);
  it("changes when a move is made, and not otherwise", () => {
    const moved = { ...base, history: ["e4"], pieces: [{ at: "e4", color: "white", type: "pawn" }], last_move: { text: "e2e4", from: "e2", to: "e4" } };
    expect(positionKey(moved)).not.toBe(positionKey(base));
    expect(positionKey({ ...base, info: [{ label: "a", text: "b" }] })).toBe(positionKey(base));
  });
  it("changes on a move where nothing moved (Masquerade: a capture answered no)", () => {
    expect(positionKey({ ...base, history: ["Bxe5? no"] })).not.toBe(positionKey(base));
  });
  it("tells apart positions without a history (the analysis's views)", () => {
    const a = { ...base, history: undefined as unknown as string[] };
    const b = { ...a, pieces: [{ at: "e4", color: "white", type: "pawn" }] };
    expect(positionKey(a)).not.toBe(positionKey(b));
  });
});

describe("arrowGeometry", () => {
  it("runs from the start's centre towards the target, the tip short of its centre", () => {
    const g = arrowGeometry(4.5, 6.5, 4.5, 4.5); // e2 -> e4 on an unflipped board
    expect(g.shaft.x1).toBe(4.5);
    expect(g.shaft.y1).toBe(6.5);
    expect(g.head[0][0]).toBe(4.5);
    expect(g.head[0][1]).toBeGreaterThan(4.5);
    expect(g.head[0][1]).toBeLessThan(4.8);
    // The shaft stops at the head's base, which is square across the arrow.
    expect(g.shaft.y2).toBeGreaterThan(g.head[0][1]);
    expect(g.head[1][1]).toBeCloseTo(g.head[2][1]);
    expect(Math.abs(g.head[1][0] - g.head[2][0])).toBeGreaterThan(0.3);
  });
  it("points along diagonals too", () => {
    const g = arrowGeometry(0.5, 7.5, 7.5, 0.5);
    expect(g.head[0][0]).toBeGreaterThan(7);
    expect(g.head[0][1]).toBeLessThan(1);
    expect(g.head[0][0]).toBeLessThan(7.5);
  });
});

describe("squaresNamed and moveShape", () => {
  const onBoard = (s: string) => /^[a-h][1-8]$/.test(s);
  it("reads the squares of a machine-form move", () => {
    expect(squaresNamed("e2e4", onBoard)).toEqual(["e2", "e4"]);
    expect(squaresNamed("e7e8q", onBoard)).toEqual(["e7", "e8"]);
    expect(squaresNamed("N@e4", onBoard)).toEqual(["e4"]);
    expect(squaresNamed("pass", onBoard)).toEqual([]);
    expect(squaresNamed("e2e9", onBoard)).toEqual(["e2"]);
  });
  it("makes an arrow of two squares, a circle of one, nothing of none", () => {
    expect(moveShape("g1f3", onBoard, "blue")).toEqual({ from: "g1", to: "f3", brush: "blue" });
    expect(moveShape("N@e4", onBoard, "blue")).toEqual({ from: "e4", brush: "blue" });
    expect(moveShape("end", onBoard, "blue")).toBeNull();
  });
});
