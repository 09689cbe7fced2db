import { describe, expect, it } from "vitest";
import { materialBalance, pointsText } from "../src/material";
import type { Piece } from "../src/types";

const values = { pawn: 1, knight: 3, bishop: 3, rook: 5, queen: 9 };
const at = (color: string, type: string, square = "a1"): Piece => ({ at: square, color, type });

describe("materialBalance", () => {
  it("gives each side the pieces it has beyond the other's, and the points to the side ahead", () => {
    const pieces = [at("white", "king"), at("black", "king"), at("white", "rook"), at("white", "pawn"), at("black", "knight"), at("black", "pawn"), at("black", "pawn")];
    const m = materialBalance(pieces, values);
    expect(m.white).toEqual({ ahead: ["rook"], points: 1 });
    expect(m.black).toEqual({ ahead: ["knight", "pawn"], points: 0 });
    expect(pointsText(m.white)).toBe("+1");
    expect(pointsText(m.black)).toBe("");
  });

  it("is level at the start and counts nothing hidden or unvalued", () => {
    const pieces = [at("white", "queen"), at("black", "queen"), at("white", "king"), { color: "black", type: "unknown", hidden: true }];
    expect(materialBalance(pieces, values)).toEqual({ white: { ahead: [], points: 0 }, black: { ahead: [], points: 0 } });
  });

  it("shows nothing for a game that counts no material", () => {
    expect(materialBalance([at("white", "queen"), at("black", "pawn")], undefined)).toEqual({});
  });
});
