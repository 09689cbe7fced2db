import { describe, expect, it } from "vitest";
import { fileName, isSquareOf, parseSquare, squareName } from "../src/board/squares";

describe("square names", () => {
  it("names files a..z then aa", () => {
    expect(fileName(0)).toBe("a");
    expect(fileName(7)).toBe("h");
    expect(fileName(25)).toBe("z");
    expect(fileName(26)).toBe("aa");
  });
  it("round-trips", () => {
    for (const [f, r] of [[0, 0], [4, 8], [26, 11]]) expect(parseSquare(squareName(f, r))).toEqual({ file: f, rank: r });
    expect(squareName(4, 1)).toBe("e2");
  });
  it("rejects zone ids and junk", () => {
    expect(parseSquare("white-hand")).toBeNull();
    expect(parseSquare("e0")).toBeNull();
    expect(parseSquare("")).toBeNull();
  });
});

describe("isSquareOf", () => {
  const board = { width: 6, height: 9, holes: ["a2"] };
  it("names the board's squares only", () => {
    expect(isSquareOf(board, "a1")).toBe(true);
    expect(isSquareOf(board, "f9")).toBe(true);
    expect(isSquareOf(board, "g1")).toBe(false);
    expect(isSquareOf(board, "a10")).toBe(false);
    expect(isSquareOf(board, "a2")).toBe(false);
    expect(isSquareOf(board, "a01")).toBe(false);
    expect(isSquareOf(board, "hand")).toBe(false);
  });
});
