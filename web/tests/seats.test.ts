import { describe, expect, it } from "vitest";
import { moveRows } from "../src/board/moves";
import { resultText } from "../src/describe";
import { galleryStarts, othersMayJoin, seatPlan, seatsFor, quickStarts } from "../src/seat-plan";
import { drawText, hasTeams, moveColumnHeads, resignWarning, seatSides, sitsOpposite, teamOf, teamSeats, winnersText } from "../src/seats";
import type { View } from "../src/types";

// Crowded House's view seats: turn order White KS, Black KS, White QS, Black QS.
const four = [
  { name: "White (king side)", color: "white", team: "White" },
  { name: "Black (king side)", color: "black", team: "Black" },
  { name: "White (queen side)", color: "white", team: "White" },
  { name: "Black (queen side)", color: "black", team: "Black" },
];
const two = [
  { name: "White", color: "white" },
  { name: "Black", color: "black" },
];
const teams = { teams: true };

describe("teams", () => {
  it("come from the view's team, else the colour when the traits say teams, else none", () => {
    expect(teamOf(four, 2)).toBe("White");
    const noTeam = four.map(({ name, color }) => ({ name, color }));
    expect(teamOf(noTeam, 3, teams)).toBe("Black");
    expect(teamOf(noTeam, 3, { teams: false })).toBeNull();
    expect(teamOf(two, 0)).toBeNull();
    expect(teamSeats(four, 1)).toEqual([1, 3]);
    expect(teamSeats(two, 1)).toEqual([1]);
    expect(hasTeams(four)).toBe(true);
    expect(hasTeams(two)).toBe(false);
  });
});

describe("sitsOpposite", () => {
  it("turns the board for the second seat of two only", () => {
    expect(sitsOpposite(two, [1])).toBe(true);
    expect(sitsOpposite(two, [0])).toBe(false);
    expect(sitsOpposite(two, [0, 1])).toBe(false);
    expect(sitsOpposite(two, [])).toBe(false);
  });
  it("turns it for a player holding only Black's seats of four", () => {
    expect(sitsOpposite(four, [1])).toBe(true);
    expect(sitsOpposite(four, [3])).toBe(true);
    expect(sitsOpposite(four, [1, 3])).toBe(true);
    expect(sitsOpposite(four, [0])).toBe(false);
    expect(sitsOpposite(four, [0, 1, 2, 3])).toBe(false);
    expect(sitsOpposite(four, [2, 3])).toBe(false);
  });
});

describe("words", () => {
  it("warn that the team loses with a resignation", () => {
    expect(resignWarning(four, [0], 0)).toBe("Really resign? Team White loses — White (queen side) loses with you");
    expect(resignWarning(four, [0, 1, 2, 3], 1)).toBe("Really resign? Team Black loses");
    expect(resignWarning(two, [0], 0)).toBe("Really resign?");
  });
  it("say who agreed to a draw and who is awaited", () => {
    expect(drawText(four, [])).toBeNull();
    expect(drawText(four, [0, 2])).toBe("Draw offered — agreed: White (king side) and White (queen side); waiting for Black (king side) and Black (queen side)");
    expect(drawText(two, [1])).toBe("Black offers a draw");
    expect(drawText(four, [1], "rematch")).toBe("Rematch offered — agreed: Black (king side); waiting for White (king side), White (queen side) and Black (queen side)");
    expect(drawText(two, [0], "rematch")).toBe("White offers a rematch");
  });
  it("name the winning team", () => {
    expect(winnersText(four, [1, 3])).toBe("Team Black wins (Black (king side) and Black (queen side))");
    expect(winnersText(two, [0])).toBe("White wins");
    expect(winnersText(two, [])).toBeNull();
    const view = { seats: four, over: true, result: "win", winner: 0, winners: [0, 2], reason: "resignation" } as unknown as View;
    expect(resultText(view, null)).toBe("Resignation — Team White wins (White (king side) and White (queen side))");
  });
});

describe("seat bars and the move list", () => {
  it("put the team at the bottom of the board below it", () => {
    expect(seatSides(four, false)).toEqual({ top: [1, 3], bottom: [0, 2] });
    expect(seatSides(four, true)).toEqual({ top: [0, 2], bottom: [1, 3] });
    expect(seatSides(two, false)).toEqual({ top: [1], bottom: [0] });
    expect(seatSides(two, true)).toEqual({ top: [0], bottom: [1] });
    const three = [{ name: "A", color: "red" }, { name: "B", color: "blue" }, { name: "C", color: "green" }];
    expect(seatSides(three, false)).toEqual({ top: [0, 1, 2], bottom: [] });
  });
  it("lay four seats' moves out in four columns, in turn order", () => {
    expect(moveColumnHeads(four)).toEqual(four.map((s) => s.name));
    const rows = moveRows(["e4", "e5", "Bc4", "Nc6", "Nf3"], 4, [0, 1, 2, 3, 0]);
    expect(rows.map((r) => r.cells.map((c) => `${c.col}:${c.text}`))).toEqual([["0:e4", "1:e5", "2:Bc4", "3:Nc6"], ["0:Nf3"]]);
    // A pass is a move of its own column.
    const passes = moveRows(["e4", "pass", "d4"], 4, [0, 1, 2]);
    expect(passes[0].cells.map((c) => c.col)).toEqual([0, 1, 2]);
  });
});

describe("seatPlan", () => {
  it("turns per-seat choices into seats and the seats this browser takes", () => {
    expect(seatPlan(["you", "computer-3", "friend", "computer-8"])).toEqual({
      seats: [{ kind: "human" }, { kind: "computer", level: 3 }, { kind: "human" }, { kind: "computer", level: 8 }],
      take: [0],
    });
    expect(seatPlan(["you", "friend", "you", "friend"])).toMatchObject({ take: [0, 2] });
    expect(seatPlan(["friend", "computer-1"])).toHaveProperty("error");
    expect(seatPlan(["you", "computer-9"])).toHaveProperty("error");
  });
});

describe("quickStarts", () => {
  it("offers partners against opponents when there are teams", () => {
    const starts = quickStarts({ seats: four, engine: true, traits: { teams: true } as never });
    expect(starts.map((q) => q.label)).toEqual([
      "Play with a computer partner against 2 computers",
      "4 people: invitation links",
      "Hot-seat: all 4 seats on this screen",
    ]);
    expect(starts[0].seats.map((s) => s.kind)).toEqual(["human", "computer", "computer", "computer"]);
    expect(starts[2].take).toEqual([0, 1, 2, 3]);
  });
  it("has no computer start without an engine, and no partner without teams", () => {
    const three = [{ name: "A", color: "red" }, { name: "B", color: "blue" }, { name: "C", color: "green" }];
    expect(quickStarts({ seats: three, engine: false }).map((q) => q.kind)).toEqual(["friends", "hotseat"]);
    expect(quickStarts({ seats: three, engine: true })[0].label).toBe("Play against 2 computers");
  });
});

describe("galleryStarts", () => {
  const two = [{ name: "White", color: "white" }, { name: "Black", color: "black" }];
  it("offers the computer at the chosen level only where there is an engine", () => {
    const starts = galleryStarts({ seats: two, engine: true }, 6);
    expect(starts.map((q) => q.kind)).toEqual(["computer", "friends", "seek", "open", "hotseat"]);
    expect(starts[0].seats).toEqual([{ kind: "human" }, { kind: "computer", level: 6 }]);
    expect(galleryStarts({ seats: two, engine: false }).map((q) => q.kind)).toEqual(["friends", "seek", "open", "hotseat"]);
  });
  it("lists open games but not invitations; hot-seat takes every seat", () => {
    const starts = galleryStarts({ seats: two, engine: true });
    expect(starts.find((q) => q.kind === "friends")?.listed).toBe(false);
    expect(starts.find((q) => q.kind === "open")?.listed).toBe(true);
    expect(starts.find((q) => q.kind === "hotseat")?.take).toEqual([0, 1]);
  });
  it("plays with the computer in a cooperative game, alone in a game of one seat", () => {
    expect(galleryStarts({ seats: two, engine: true, traits: { cooperative: true } as never })[0].label).toBe("Play with the computer");
    expect(galleryStarts({ seats: [{ name: "Golfer", color: "white" }], engine: false })).toEqual([
      { kind: "solo", label: "Play", seats: [{ kind: "human" }], take: [0] },
    ]);
  });
  it("races the computer in a game of one seat whose seats option allows more", () => {
    const golf = {
      seats: [{ name: "Golfer", color: "white" }],
      engine: true,
      options: [{ name: "seats", type: "integer" as const, description: "", default: 1, min: 1, max: 8 }],
    };
    const starts = galleryStarts(golf, 3);
    expect(starts.map((q) => q.kind)).toEqual(["solo", "computer", "seek", "open"]);
    expect(starts[1]).toMatchObject({ label: "Race the computer", options: { seats: 2 }, seats: [{ kind: "human" }, { kind: "computer", level: 3 }] });
    expect(starts[2]).toMatchObject({ label: "Find an opponent" });
    expect(starts[3]).toMatchObject({ listed: true, options: { seats: 2 } });
  });
  it("gives more than two seats the quick starts, quick pairing and an open game", () => {
    const four = ["a", "b", "c", "d"].map((name) => ({ name, color: "white" }));
    expect(galleryStarts({ seats: four, engine: true }, 2).map((q) => q.kind)).toEqual(["computer", "friends", "seek", "open", "hotseat"]);
    expect(galleryStarts({ seats: four, engine: true }, 2)[0].seats[1]).toEqual({ kind: "computer", level: 2 });
  });
});

describe("seatsFor", () => {
  const golf = {
    seats: [{ name: "Golfer", color: "blue" }],
    options: [{ name: "seats", type: "integer" as const, description: "", default: 1, min: 1, max: 8 }],
  };
  it("follows a seats option in range", () => {
    expect(seatsFor(golf, "3")).toEqual(["Seat 1", "Seat 2", "Seat 3"]);
    expect(seatsFor(golf, 2)).toHaveLength(2);
  });
  it("keeps the variant's seats otherwise", () => {
    for (const v of ["", "1", "9", "x", undefined]) expect(seatsFor(golf, v)).toBe(golf.seats);
    expect(seatsFor({ seats: ["White", "Black"], options: [] }, "4")).toEqual(["White", "Black"]);
  });
});

describe("othersMayJoin", () => {
  const human = { kind: "human" as const };
  const computer = { kind: "computer" as const, level: 4 };
  it("is true when a person's seat is left open, false when you play every one", () => {
    expect(othersMayJoin([human, human], [0])).toBe(true);
    expect(othersMayJoin([human, computer], [0])).toBe(false);
    expect(othersMayJoin([human, human], [0, 1])).toBe(false);
    expect(othersMayJoin([computer, human, computer, human], [1])).toBe(true);
    expect(othersMayJoin([computer, human, computer, human], [1, 3])).toBe(false);
  });
});
