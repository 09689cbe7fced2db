import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parsePieceCss } from "../src/board/pieces";

describe("parsePieceCss", () => {
  it("finds all twelve cburnett pictures", () => {
    const css = readFileSync(new URL("../node_modules/@lichess-org/chessground/assets/chessground.cburnett.css", import.meta.url), "utf8");
    const pics = parsePieceCss(css);
    for (const t of ["king", "queen", "rook", "bishop", "knight", "pawn"])
      for (const c of ["white", "black"]) expect(pics.get(`${t}.${c}`)).toMatch(/^<svg/);
    expect(pics.get("pawn.white")).toContain('fill="#fff"'); // what other colours repaint
  });
});

