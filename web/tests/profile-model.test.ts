import { describe, expect, it } from "vitest";
import { dateText, leaderboardPath, profilePath, ratingChart, ratingText, recordText, resultText } from "../src/profile-model";

const DAY = 24 * 3600 * 1000;
const T0 = Date.UTC(2026, 10, 1); // 2026-11-01

describe("ratingText", () => {
  it("rounds, marks a provisional rating with ?, and says unrated for none", () => {
    expect(ratingText({ rating: 1580.6, provisional: false })).toBe("1581");
    expect(ratingText({ rating: 1500, provisional: true })).toBe("1500?");
    expect(ratingText({ rating: null, provisional: true })).toBe("unrated");
  });
});

describe("recordText and resultText", () => {
  it("counts in words, singular for one", () => {
    expect(recordText({ wins: 3, losses: 1, draws: 0 })).toBe("3 wins, 1 loss, 0 draws");
    expect(recordText({ wins: 1, losses: 2, draws: 1 })).toBe("1 win, 2 losses, 1 draw");
  });
  it("names a recent game's result for the player", () => {
    expect(resultText("win")).toBe("Won");
    expect(resultText("loss")).toBe("Lost");
    expect(resultText("playing")).toBe("Playing");
    expect(resultText("something new")).toBe("something new");
  });
});

describe("paths", () => {
  it("encodes names and games", () => {
    expect(profilePath("Ada_1")).toBe("/player/Ada_1");
    expect(profilePath("a b")).toBe("/player/a%20b");
    expect(leaderboardPath("crowded_house")).toBe("/leaderboard/crowded_house");
  });
});

describe("ratingChart", () => {
  it("draws nothing for no history", () => {
    const c = ratingChart([]);
    expect(c.path).toBe("");
    expect(c.points).toEqual([]);
    expect(c.yTicks).toEqual([]);
  });

  it("puts the first game at the left, the last at the right, a higher rating higher up", () => {
    const c = ratingChart(
      [
        [T0, 1500],
        [T0 + DAY, 1540],
        [T0 + 4 * DAY, 1520],
      ],
      600,
      200,
    );
    const { left, right, top, bottom } = c.plot;
    expect(c.points.map((p) => p.x)).toEqual([left, left + (right - left) / 4, right]);
    // Round bounds around 1500..1540 in steps of 10: 1500 at the bottom, 1540 at the top.
    expect(c.points[0].y).toBe(bottom);
    expect(c.points[1].y).toBe(top);
    expect(c.points[2].y).toBe((top + bottom) / 2);
    expect(c.path).toBe(`M${left} ${bottom} L${c.points[1].x} ${top} L${right} ${(top + bottom) / 2}`);
    expect(c.yTicks.map((t) => t.label)).toEqual(["1500", "1510", "1520", "1530", "1540"]);
    expect(c.yTicks[0].at).toBe(bottom);
    expect(c.xTicks).toEqual([
      { at: left, label: "2026-11-01" },
      { at: right, label: "2026-11-05" },
    ]);
  });

  it("keeps the ticks few over a wide range", () => {
    const c = ratingChart([
      [T0, 1210],
      [T0 + DAY, 1790],
    ]);
    expect(c.yTicks.map((t) => t.label)).toEqual(["1200", "1400", "1600", "1800"]);
  });

  it("centres a single game between round bounds", () => {
    const c = ratingChart([[T0, 1500]], 600, 200);
    expect(c.points[0].x).toBe((c.plot.left + c.plot.right) / 2);
    expect(c.points[0].y).toBe((c.plot.top + c.plot.bottom) / 2);
    expect(c.yTicks.map((t) => t.label)).toEqual(["1490", "1500", "1510"]);
    expect(c.xTicks).toEqual([{ at: (c.plot.left + c.plot.right) / 2, label: dateText(T0) }]);
  });
});
