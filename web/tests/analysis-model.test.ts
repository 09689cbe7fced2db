import { describe, expect, it } from "vitest";
import {
  analysisPath,
  continueRequest,
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
    expect(a).toEqual({ request: { game: "abc" }, ply: 7 });
    const path = analysisPath({ variant: "chess960", options: { fen: "8/8 w - - 0 1" }, moves: ["e2e4", "e7e5"] }, null, 11);
    const b = readAnalysisQuery(query(path));
    expect(b).toEqual({ request: { variant: "chess960", options: { fen: "8/8 w - - 0 1" }, moves: ["e2e4", "e7e5"], depth: 11 }, ply: null });
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
