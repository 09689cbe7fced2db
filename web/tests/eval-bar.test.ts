import { describe, expect, it } from "vitest";
import { barShare, chances, scoreText } from "../src/eval-bar";

describe("the evaluation bar", () => {
  it("reads centipawns as winning chances, as the server judges moves", () => {
    expect(chances({ cp: 0 })).toBe(0);
    expect(chances({ cp: 100 })).toBeCloseTo(0.182, 3);
    expect(chances({ cp: -100 })).toBeCloseTo(-0.182, 3);
    expect(chances({ mate: 3 })).toBe(1);
    expect(chances({ mate: -1 })).toBe(-1);
    expect(chances({ end: "draw" })).toBe(0);
    expect(chances({ end: "loss" })).toBe(-1);
  });

  it("gives the first seat's side its share of the bar", () => {
    expect(barShare(null)).toBe(0.5);
    expect(barShare({ cp: 0 })).toBe(0.5);
    expect(barShare({ cp: 300 })).toBeGreaterThan(0.7);
    expect(barShare({ cp: -300 })).toBeLessThan(0.3);
    expect(barShare({ end: "win" })).toBe(1);
    // A mate nearly fills it: the sliver left says who is mated.
    expect(barShare({ mate: 2 })).toBeGreaterThan(0.9);
    expect(barShare({ mate: 2 })).toBeLessThan(1);
    expect(barShare({ mate: -2 })).toBeLessThan(0.1);
  });

  it("writes scores in pawns, mates and ends", () => {
    expect(scoreText({ cp: 34 })).toBe("+0.34");
    expect(scoreText({ cp: -120 })).toBe("−1.20");
    expect(scoreText({ cp: 0 })).toBe("0.00");
    expect(scoreText({ mate: 3 })).toBe("M3");
    expect(scoreText({ mate: -2 })).toBe("−M2");
    expect(scoreText({ end: "win" })).toBe("White won");
    expect(scoreText({ end: "loss" }, ["Team White", "Team Black"])).toBe("Team Black won");
    expect(scoreText({ end: "draw" })).toBe("Drawn");
  });
});
