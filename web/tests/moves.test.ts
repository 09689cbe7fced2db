import { describe, expect, it } from "vitest";
import { buttonMoves, singleZoneStart, destinations, movableFrom, moveCaption, moveRows, movesBetween, movesForPiece, normaliseMoves } from "../src/board/moves";
import type { Move } from "../src/types";

const legal: Move[] = [
  { text: "e2e4", from: "e2", to: "e4" },
  { text: "e2e3", from: "e2", to: "e3" },
  { text: "e1h1", from: "e1", to: "h1", via: "g1" },
  { text: "a7a8q", from: "a7", to: "a8", promotion: "queen" },
  { text: "a7a8n", from: "a7", to: "a8", promotion: "knight" },
  { text: "M@c1", from: "white-hand", to: "c1" },
  { text: "pass", label: "pass" },
];

describe("move grouping", () => {
  it("lists start places, squares and zones", () => {
    expect([...movableFrom(legal)].sort()).toEqual(["a7", "e1", "e2", "white-hand"]);
  });
  it("gives targets for a start, via included", () => {
    expect([...destinations(legal, "e2").keys()].sort()).toEqual(["e3", "e4"]);
    const castle = destinations(legal, "e1");
    expect([...castle.keys()].sort()).toEqual(["g1", "h1"]);
    expect(castle.get("g1")![0].text).toBe("e1h1");
  });
  it("groups promotions on one target for the chooser", () => {
    expect(movesBetween(legal, "a7", "a8").map((m) => m.promotion)).toEqual(["queen", "knight"]);
    expect(movesBetween(legal, "a7", "b8")).toEqual([]);
    expect(movesBetween(legal, "white-hand", "c1")[0].text).toBe("M@c1");
  });
  it("keeps moves without from/to as buttons", () => {
    expect(buttonMoves(legal).map(moveCaption)).toEqual(["pass"]);
    expect(moveCaption({ text: "a7a8q", from: "a7", to: "a8", promotion: "queen" })).toBe("queen");
  });
  it("tolerates a list of plain texts as buttons", () => {
    const ms = normaliseMoves(["e2e4", { text: "x", from: "a1", to: "a2" }, 7, null]);
    expect(ms).toEqual([{ text: "e2e4" }, { text: "x", from: "a1", to: "a2" }]);
    expect(normaliseMoves(undefined)).toEqual([]);
  });
});

describe("moveRows", () => {
  it("numbers rounds of two", () => {
    expect(moveRows(["e4", "e5", "Nf3"], 2)).toEqual([
      { number: 1, cells: [{ ply: 0, text: "e4", col: 0 }, { ply: 1, text: "e5", col: 1 }] },
      { number: 2, cells: [{ ply: 2, text: "Nf3", col: 0 }] },
    ]);
  });
  it("lines entries up by seat: a turn of two steps stays in its column", () => {
    const history = ["e4", "d5", "exd5", "White buried a pawn", "Nf6", "d6"];
    expect(moveRows(history, 2, [0, 1, 0, 0, 1, 0]).map((r) => r.cells.map((c) => `${c.col}:${c.text}`))).toEqual([
      ["0:e4", "1:d5"],
      ["0:exd5", "0:White buried a pawn", "1:Nf6"],
      ["0:d6"],
    ]);
    // Black first (a set-up position): the row starts in Black's column.
    expect(moveRows(["c3", "a3"], 2, [1, 0]).map((r) => r.cells.map((c) => c.col))).toEqual([[1], [0]]);
  });
  it("falls back on rounds when the seats are missing, short or include chance", () => {
    expect(moveRows(["a", "b", "c"], 2, [0, 1]).map((r) => r.cells.length)).toEqual([2, 1]);
    expect(moveRows(["roll", "a"], 2, [-1, 0]).map((r) => r.cells.length)).toEqual([2]);
  });
  it("handles four seats and no moves", () => {
    expect(moveRows(["a", "b", "c", "d", "e"], 4).map((r) => r.cells.length)).toEqual([4, 1]);
    expect(moveRows([], 2)).toEqual([]);
  });
});

describe("movesForPiece", () => {
  // Power Chess: White's near field holds a pawn and a bishop of die 3; both may enter on c1.
  const entries: Move[] = [
    { text: "P@c1", from: "white-near", to: "c1", label: "P" },
    { text: "B3@c1", from: "white-near", to: "c1", label: "B3" },
  ];
  const pawn = { color: "white", type: "pawn", label: "P", count: 1 };
  const bishop = { color: "white", type: "bishop", label: "B3", count: 1, annotations: { die: 3 } };
  it("keeps the move of the picture that was picked", () => {
    expect(movesForPiece(entries, pawn).map((m) => m.text)).toEqual(["P@c1"]);
    expect(movesForPiece(entries, bishop).map((m) => m.text)).toEqual(["B3@c1"]);
  });
  it("keeps every move for the chooser when nothing was picked or nothing matches", () => {
    expect(movesForPiece(entries, null)).toEqual(entries);
    expect(movesForPiece(entries, { color: "white", type: "rook", label: "R4" })).toEqual(entries);
  });
  it("matches an unlabelled piece by its type, case aside", () => {
    const drops: Move[] = [
      { text: "N@e4", from: "white-hand", to: "e4", label: "Knight" },
      { text: "Q@e4", from: "white-hand", to: "e4", label: "queen" },
    ];
    expect(movesForPiece(drops, { color: "white", type: "knight" }).map((m) => m.text)).toEqual(["N@e4"]);
  });
  it("leaves a single move alone", () => {
    const one = [entries[0]];
    expect(movesForPiece(one, bishop)).toBe(one);
  });
});

describe("single-zone start", () => {
  const bury: Move[] = ["a1", "d5", "g1"].map((sq) => ({ text: `bury-${sq}`, from: "graveyard", to: sq, label: "bury" }));
  it("finds the one zone every move starts from", () => {
    expect(singleZoneStart(bury, ["graveyard", "dust-bin"])).toBe("graveyard");
  });
  it("is null for square starts, mixed starts, buttons and no moves", () => {
    expect(singleZoneStart([{ text: "e2e4", from: "e2", to: "e4" }], ["graveyard"])).toBeNull();
    expect(singleZoneStart([...bury, { text: "M@c1", from: "white-hand", to: "c1" }], ["graveyard", "white-hand"])).toBeNull();
    expect(singleZoneStart([...bury, { text: "end", label: "end turn" }], ["graveyard"])).toBeNull();
    expect(singleZoneStart([], ["graveyard"])).toBeNull();
  });
});

describe("Golf race: the dealer's choice of cards", () => {
  it("draws the dealer's two choices (as the server lists them) as two labelled buttons", () => {
    const legal = normaliseMoves([
      { text: "1:cards 2", label: "deal 2 cards" },
      { text: "1:cards 3", label: "deal 3 cards" },
    ]);
    expect(buttonMoves(legal).map(moveCaption)).toEqual(["deal 2 cards", "deal 3 cards"]);
    expect(movableFrom(legal).size).toBe(0);
  });
});
