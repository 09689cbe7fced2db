import { describe, expect, it } from "vitest";
import { ZONE_CELL, ZONE_GAP, computeLayout, neighbour } from "../src/board/layout";
import type { Zone } from "../src/types";

const zone = (id: string, side: Zone["side"], n: number): Zone => ({
  id,
  name: id,
  owner: 0,
  side,
  pieces: Array.from({ length: n }, () => ({ color: "white", type: "man", count: 2 })),
});

describe("computeLayout", () => {
  it("puts a1 bottom-left and h8 top-right, dark a1", () => {
    const l = computeLayout({ width: 8, height: 8 }, [], false);
    expect(l.width).toBe(8);
    expect(l.height).toBe(8);
    expect(l.square("a1")).toMatchObject({ x: 0, y: 7, dark: true });
    expect(l.square("h8")).toMatchObject({ x: 7, y: 0, dark: true });
    expect(l.square("h1")).toMatchObject({ x: 7, y: 7, dark: false });
    expect(l.squares).toHaveLength(64);
  });

  it("turns the board half round when flipped", () => {
    const l = computeLayout({ width: 8, height: 8 }, [], true);
    expect(l.square("a1")).toMatchObject({ x: 7, y: 0 });
    expect(l.square("h8")).toMatchObject({ x: 0, y: 7 });
    expect(l.hit(0.5, 0.5)).toEqual({ kind: "square", name: "h1" });
  });

  it("leaves holes out and does not hit them", () => {
    const l = computeLayout({ width: 6, height: 9, holes: ["a2", "f9"] }, [], false);
    expect(l.squares).toHaveLength(52);
    expect(l.square("a2")).toBeUndefined();
    expect(l.holes).toEqual([{ name: "a2", x: 0, y: 7 }, { name: "f9", x: 5, y: 0 }]);
    expect(l.hit(0.5, 7.5)).toBeNull(); // a2: column 0, row 9-2
    expect(l.hit(0.5, 8.5)).toEqual({ kind: "square", name: "a1" });
  });

  it("applies markers, light/dark overriding the chequer", () => {
    const l = computeLayout({ width: 4, height: 4, markers: { a1: "light", b1: "dark", c1: "red" } }, [], false);
    expect(l.square("a1")?.dark).toBe(false);
    expect(l.square("b1")?.dark).toBe(true);
    expect(l.square("c1")?.marker).toBe("red");
  });

  it("stacks zones above and below, wrapping long rows", () => {
    const C = ZONE_CELL;
    const per = Math.floor(5 / C); // cells in a row along a 5-wide board
    const l = computeLayout({ width: 5, height: 6 }, [zone("black-back", "above", 2), zone("white-near", "below", per + 2)], false);
    expect(l.board).toEqual({ x: 0, y: C + ZONE_GAP, w: 5, h: 6 });
    const top = l.zone("black-back")!;
    expect(top).toMatchObject({ x: 0, y: 0, w: 5, h: C, side: "above" });
    const bottom = l.zone("white-near")!;
    expect(bottom).toMatchObject({ y: C + ZONE_GAP + 6 + ZONE_GAP, h: 2 * C }); // wraps to a second row
    expect(bottom.cells[per]).toMatchObject({ x: 0, y: bottom.y + C, size: C });
    expect(l.height).toBeCloseTo(C + 6 + 2 * C + 2 * ZONE_GAP);
    expect(l.hit(C * 1.5, bottom.y + C / 2)).toEqual({ kind: "zone", id: "white-near", index: 1 });
    expect(l.hit(4.9, bottom.y + C * 1.5)).toEqual({ kind: "zone", id: "white-near", index: -1 }); // band, no cell
  });

  it("moves zones to the other side when flipped", () => {
    const l = computeLayout({ width: 4, height: 4 }, [zone("hand", "below", 1), zone("side", "left", 1)], true);
    expect(l.zone("hand")?.side).toBe("above");
    expect(l.zone("side")?.side).toBe("right");
    expect(l.zone("hand")?.y).toBe(0);
    expect(l.zone("side")?.x).toBe(4 + ZONE_GAP);
    expect(l.zone("side")?.w).toBe(ZONE_CELL);
    expect(l.board.x).toBe(0);
  });

  it("keeps an empty zone as a band one square thick (a drop target)", () => {
    const l = computeLayout({ width: 4, height: 4 }, [zone("hand", "right", 0)], false);
    expect(l.zone("hand")).toMatchObject({ x: 4 + ZONE_GAP, w: ZONE_CELL, h: 4 });
    expect(l.hit(4.1 + ZONE_GAP, 2)).toEqual({ kind: "zone", id: "hand", index: -1 });
  });
});

describe("neighbour", () => {
  it("moves on screen and skips holes", () => {
    const l = computeLayout({ width: 3, height: 3, holes: ["b2"] }, [], false);
    expect(neighbour(l, "a2", 1, 0)?.name).toBe("c2");
    expect(neighbour(l, "a1", 0, -1)?.name).toBe("a2");
    expect(neighbour(l, "a1", -1, 0)).toBeUndefined();
  });
  it("follows the screen when flipped", () => {
    const l = computeLayout({ width: 8, height: 8 }, [], true);
    expect(neighbour(l, "e4", 0, -1)?.name).toBe("e3"); // up the screen is down the ranks
    expect(neighbour(l, "e4", 1, 0)?.name).toBe("d4");
  });
});
