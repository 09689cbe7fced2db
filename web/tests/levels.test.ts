import { describe, expect, it } from "vitest";
import { levelsOf, levelText, levelTitle } from "../src/levels";

describe("levels", () => {
  it("shows a measured level with its estimate and a plain one by its number", () => {
    expect(levelText({ level: 4, elo: 1450, games: 40 }, "Level ")).toBe("Level 4 ≈ 1450");
    expect(levelText({ level: 2 }, "Level ")).toBe("Level 2");
    expect(levelText({ level: 7 })).toBe("7");
  });

  it("says what an estimate rests on, and nothing for an unmeasured level", () => {
    expect(levelTitle({ level: 4, elo: 1450, games: 40 })).toBe("about 1450 on Stockfish's UCI_Elo scale (an estimate, from 40 games)");
    expect(levelTitle({ level: 3 })).toBe("");
    expect(levelTitle({ level: 4, label: "intermediate", elo: 1563, games: 40 })).toBe(
      "intermediate: about 1563 on Stockfish's UCI_Elo scale (an estimate, from 40 games)",
    );
    expect(levelTitle({ level: 1, label: "beginner" })).toBe("beginner");
  });

  it("takes the variant's list, or levels 1-8 from a server that lists none", () => {
    const listed = [{ level: 1 }, { level: 2, elo: 1400, games: 30 }];
    expect(levelsOf({ levels: listed })).toBe(listed);
    expect(levelsOf({}).map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(levelsOf({ levels: [] })).toHaveLength(8);
  });
});
