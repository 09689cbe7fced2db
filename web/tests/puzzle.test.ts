import {
  describe, expect, it } from "vitest";
import { Steps, objectLine, pagePath, puzzlePath, shownSeed, verdict } from "../src/puzzle-steps";
import type { Puzzle, PuzzleCheck, View } from "../src/types";

const view = (position: string) => ({ variant: "chessence-sniderman", position }) as unknown as View;

const wrong: PuzzleCheck = {
  move: "Kb1xa2",
  correct: false,
  to_move: "odd",
  winning_moves: ["Rb2xb4"],
  text: "Wrong: after Kb1xa2 the other side wins with perfect play.",
  refutation: [
    { move: "Kb1xa2", by: "odd", position: "p1", view: view("p1") },
    { move: "qc3xa1", by: "even", position: "p2", view: view("p2") },
  ],
  end: { condition: "last.colour == white", holds: false, winner: "even", text: "No capture is left after move 10." },
};

describe("puzzle requests", () => {
  it("leaves out a blank seed and the difficulty 'any'", () => {
    expect(puzzlePath("chessence-sniderman")).toBe("/api/variants/chessence-sniderman/puzzle");
    expect(puzzlePath("chessence-sniderman", " ", "any")).toBe("/api/variants/chessence-sniderman/puzzle");
    expect(puzzlePath("chessence-sniderman", "42", "hard")).toBe("/api/variants/chessence-sniderman/puzzle?seed=42&difficulty=hard");
  });
  it("encodes what it is given", () => {
    expect(puzzlePath("a b", "1&x=2")).toBe("/api/variants/a%20b/puzzle?seed=1%26x%3D2");
    expect(pagePath("chessence-sniderman", 7, "easy")).toBe("/puzzle/chessence-sniderman?seed=7&difficulty=easy");
    expect(pagePath("chessence-sniderman", 7, "any")).toBe("/puzzle/chessence-sniderman?seed=7");
  });
});

describe("puzzle words", () => {
  it("names a built-in object, and shows a made-up one by its text", () => {
    const p = { object: { name: "p1", text: "even wins if last.colour == white", description: "EVEN wins if the last piece captured is White" } } as Puzzle;
    expect(objectLine(p)).toBe("Object p1: EVEN wins if the last piece captured is White");
    expect(objectLine({ object: { name: "", text: "odd wins if odd(pieces)", description: "odd wins if odd(pieces)" } } as Puzzle)).toBe("Object: odd wins if odd(pieces)");
  });
  it("gives the winning move only in a wrong answer's verdict", () => {
    expect(verdict(wrong)).toBe("Wrong: after Kb1xa2 the other side wins with perfect play. The winning move was Rb2xb4.");
    expect(verdict({ ...wrong, correct: true, text: "Right: Rb2xb4 wins." })).toBe("Right: Rb2xb4 wins.");
    expect(verdict({ ...wrong, winning_moves: [], text: "No move wins here." })).toBe("No move wins here.");
  });
});

describe("stepping through a refutation", () => {
  it("starts at the puzzle, stays within the line and explains the end", () => {
    const s = new Steps(view("start"), wrong);
    expect(s.count).toBe(3);
    expect(s.view().position).toBe("start");
    expect(s.caption()).toBe("The puzzle's position (2 moves to the end).");
    expect(s.prev().position).toBe("start");
    expect(s.next().position).toBe("p1");
    expect(s.caption()).toBe("Move 1 of 2: Kb1xa2 (ODD)");
    expect(s.atEnd).toBe(false);
    expect(s.next().position).toBe("p2");
    expect(s.atEnd).toBe(true);
    expect(s.caption()).toBe("Move 2 of 2: qc3xa1 (EVEN). No capture is left after move 10.");
    expect(s.next().position).toBe("p2");
    expect(s.go(-5).position).toBe("start");
    expect(s.go(99).position).toBe("p2");
  });
});

describe("a puzzle's seed in the address", () => {
  it("keeps a seed asked for as its exact text, even above 2^53", () => {
    // 2^64 - 1 as a JavaScript number is 18446744073709551616: a link made from it is another puzzle.
    expect(shownSeed("18446744073709551615", 18446744073709551615)).toBe("18446744073709551615");
    expect(pagePath("chessence-sniderman", shownSeed("9007199254740993", 9007199254740992))).toBe("/puzzle/chessence-sniderman?seed=9007199254740993");
    expect(shownSeed(" 007 ", 7)).toBe("7");
  });
  it("shows the drawn seed when none was asked for", () => {
    expect(shownSeed(undefined, 123456789)).toBe("123456789");
    expect(shownSeed("", 5)).toBe("5");
  });
});
