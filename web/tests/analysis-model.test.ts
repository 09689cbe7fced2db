import { describe, expect, it } from "vitest";
import {
  analysisPath,
  continueRequest,
  evalGraph,
  sidesOf,
  verdictLine,
  pgnPlayers,
  pgnTags,
  playersLine,
  plyAt,
  variantOfTag,
  judgementText,
  progressText,
  readAnalysisQuery,
  shownEvaluations,
} from "../src/analysis-model";
import type { AnalysedGame, Evaluation, Judgement, View } from "../src/types";

const query = (path: string) => new URLSearchParams(path.split("?")[1]);

describe("the analysis page's address", () => {
  it("round-trips a finished game and an imported one", () => {
    const a = readAnalysisQuery(query(analysisPath({ game: "abc" }, 7)));
    expect(a).toEqual({ request: { game: "abc" }, ply: 7, players: [] });
    const path = analysisPath({ variant: "chess960", options: { fen: "8/8 w - - 0 1" }, moves: ["e2e4", "e7e5"] }, null, 11);
    const b = readAnalysisQuery(query(path));
    expect(b).toEqual({ request: { variant: "chess960", options: { fen: "8/8 w - - 0 1" }, moves: ["e2e4", "e7e5"], depth: 11 }, ply: null, players: [] });
    // The default depth is left out of the address.
    expect(analysisPath({ game: "abc" }, 0, 9)).toBe("/analysis?game=abc&ply=0");
  });

  it("names what is wrong in it", () => {
    expect(readAnalysisQuery(new URLSearchParams(""))).toEqual({ error: "nothing to analyse: the address names no game and no variant" });
    expect(readAnalysisQuery(new URLSearchParams("variant=chess960&options=[1]"))).toEqual({ error: "the address's options are not an object" });
    expect(readAnalysisQuery(new URLSearchParams("variant=chess960&options={"))).toEqual({ error: "the address's options are not valid JSON" });
    expect(readAnalysisQuery(new URLSearchParams("game=x&depth=30"))).toEqual({ error: "the depth must be a whole number from 1 to 20" });
  });
});

describe("what the page shows", () => {
  const ev = (ply: number, cp: number): Evaluation => ({ ply, depth: 9, nodes: 1, score: { cp }, lines: [] });
  it("keeps shallower evaluations until deeper ones replace them", () => {
    expect(shownEvaluations([ev(0, 5), null, null], [ev(0, 1), ev(1, 2), null])).toEqual([ev(0, 5), ev(1, 2), null]);
  });

  it("words a judged move", () => {
    const j: Judgement = { ply: 3, move: "Qd4", best: "Ra7+", loss: 0.9, judgement: "blunder", mark: "??" };
    expect(judgementText(j)).toBe("Blunder (??): best was Ra7+");
    expect(judgementText({ ...j, judgement: null, mark: "" })).toBe("");
    expect(judgementText(null)).toBe("");
  });

  it("says where the analysis stands", () => {
    expect(progressText("running", 34, 121, 9)).toBe("Analysing: 34 of 121 positions (depth 9)");
    expect(progressText("done", 121, 121, 9)).toBe("Analysed 121 positions at depth 9");
    expect(progressText("cancelled", 3, 121, 9)).toBe("Analysis stopped after 3 of 121 positions");
  });
});

describe("continue from here", () => {
  const view = (to_move: number) => ({ to_move, over: false, seats: [{ name: "White" }, { name: "Black" }] }) as unknown as View;
  const game: AnalysedGame = {
    variant: "chess960",
    options: { sp: 518 },
    moves: ["e2e4", "e7e5", "g1f3"],
    shown: ["e4", "e5", "Nf3"],
    movers: [0, 1, 0],
    views: [view(0), view(1), view(0), view(1)],
  };
  it("gives the person the side to move and the computer the other", () => {
    expect(continueRequest(game, 2, 3)).toEqual({
      variant: "chess960",
      options: { sp: 518, moves: ["e2e4", "e7e5"] },
      seats: [{ kind: "human" }, { kind: "computer", level: 3 }],
      clock: null,
      take: [0],
    });
    const black = continueRequest(game, 3, 5);
    expect(black.seats).toEqual([{ kind: "computer", level: 5 }, { kind: "human" }]);
    expect(black.take).toEqual([1]);
    // From the start: no moves to play first.
    expect(continueRequest(game, 0, 4).options).toEqual({ sp: 518 });
  });
});

describe("an imported PGN's tags", () => {
  const pgn = `[Event "Casual"]\n[White "Greedy \\"G\\" Player"]\n[Black "Trapper"]\n[Variant "Chess960"]\n[Result "0-1"]\n\n1. e4 e5 0-1`;
  it("reads the tags, escapes and all", () => {
    expect(pgnTags(pgn)).toMatchObject({ Event: "Casual", White: 'Greedy "G" Player', Black: "Trapper", Variant: "Chess960" });
    expect(pgnTags("1. e4 e5")).toEqual({});
  });
  it("names the players, leaving out the unknown ones", () => {
    expect(pgnPlayers(pgnTags(pgn))).toEqual(["Greedy \"G\" Player", "Trapper"]);
    expect(pgnPlayers({ White: "?", Black: "Bo" })).toEqual(["", "Bo"]);
    expect(pgnPlayers({})).toEqual([]);
  });
  it("finds the variant a [Variant] tag names, by id or name, whatever the case and spacing", () => {
    const variants = [
      { id: "chess960", name: "Chess960" },
      { id: "half-alice", name: "Half Alice" },
    ];
    expect(variantOfTag("Chess960", variants)).toEqual({ id: "chess960" });
    expect(variantOfTag("chess 960", variants)).toEqual({ id: "chess960" });
    expect(variantOfTag("half alice", variants)).toEqual({ id: "half-alice" });
    expect(variantOfTag("Fischerandom", variants)).toEqual({ id: "chess960" });
    expect(variantOfTag("Standard", variants)).toEqual({ id: "chess960" });
    expect(variantOfTag("Atomic", variants)).toEqual({ error: 'The PGN\'s [Variant "Atomic"] is not a game played here.' });
    expect(variantOfTag(undefined, variants)).toBeNull();
  });
});

describe("the players in the address", () => {
  it("round-trips the PGN's names with an imported game", () => {
    const path = analysisPath({ variant: "chess960", moves: ["e2e4"], players: ["Ann", "Bo & Co"] });
    const q = readAnalysisQuery(query(path));
    expect(q).toMatchObject({ players: ["Ann", "Bo & Co"] });
    expect(readAnalysisQuery(query(analysisPath({ variant: "chess960" })))).toMatchObject({ players: [] });
  });
  it("heads the page with them, or with the seats' names", () => {
    expect(playersLine(["Ann", "Bo"], ["White", "Black"])).toBe("White: Ann · Black: Bo");
    expect(playersLine(["", "Bo"], ["White", "Black"])).toBe("Black: Bo");
    expect(playersLine([], ["White", "Black"])).toBe("");
  });
});

describe("the evaluation graph", () => {
  const ev = (ply: number, score: Evaluation["score"]): Evaluation => ({ ply, depth: 9, nodes: 1, score, lines: [] });
  it("places each evaluated position: the first seat's side up, the middle even", () => {
    const g = evalGraph([ev(0, { cp: 0 }), ev(1, { mate: 2 }), null, ev(3, { end: "loss" })], 300, 100);
    expect(g.points.map((p) => p.ply)).toEqual([0, 1, 3]);
    expect(g.points[0]).toMatchObject({ x: 0, y: 50 });
    expect(g.points[1].y).toBe(0);
    expect(g.points[2]).toMatchObject({ x: 300, y: 100 });
    expect(g.line).toBe("M0,50 L100,0 L300,100");
    expect(g.area).toBe("M0,100 L0,50 L100,0 L300,100 L300,100 Z");
  });
  it("turns a click into the position nearest to it", () => {
    expect(plyAt(0, 300, 3)).toBe(0);
    expect(plyAt(140, 300, 3)).toBe(1);
    expect(plyAt(299, 300, 3)).toBe(3);
    expect(plyAt(-20, 300, 3)).toBe(0);
    expect(plyAt(500, 300, 3)).toBe(3);
    expect(plyAt(100, 300, 0)).toBe(0);
  });
  it("draws nothing before anything is known", () => {
    expect(evalGraph([null, null], 300, 100)).toEqual({ points: [], line: "", area: "" });
  });
});

describe("words around the board", () => {
  it("names the two sides a score is told between", () => {
    expect(sidesOf([{ name: "White", color: "white" }, { name: "Black", color: "black" }])).toEqual(["White", "Black"]);
    const teams = [
      { name: "White 1", color: "white", team: "White" },
      { name: "Black 1", color: "black", team: "Black" },
      { name: "White 2", color: "white", team: "White" },
    ];
    expect(sidesOf(teams)).toEqual(["Team White", "Team Black"]);
    expect(sidesOf([])).toEqual(["First", "Second"]);
  });
  it("says what led to the position shown, judged where it was", () => {
    const j: Judgement = { ply: 2, move: "Nxe5", best: "c3", loss: 0.4, judgement: "blunder", mark: "??" };
    expect(verdictLine(["Bc4", "Nxe5"], 0, null)).toBe("The start position");
    expect(verdictLine(["Bc4", "Nxe5"], 1, null)).toBe("After Bc4");
    expect(verdictLine(["Bc4", "Nxe5"], 2, j)).toBe("Nxe5?? — Blunder (??): best was c3");
  });
});
