import { describe, expect, it } from "vitest";
import { canBeRated, changeText, gameKindLine, ratedLabel, ratedSeatsToLookUp, ratingChangeText, ratingChanges, ratingShown, withRated } from "../src/rated-model";
import type { CreateGameRequest, Game } from "../src/types";

const people: CreateGameRequest["seats"] = [{ kind: "human" }, { kind: "human" }];
const request: CreateGameRequest = { variant: "chess960", options: {}, seats: people, clock: null, take: [0] };

const ratedGame = (over: Partial<Game> = {}): Game => ({
  id: "g1",
  variant: "chess960",
  seats: [
    { kind: "human", name: "Ada", open: false },
    { kind: "human", name: "Bob", open: false },
  ],
  clock: null,
  status: "finished",
  result: { result: "win", winner: 1 },
  created_ms: 0,
  rated: true,
  ...over,
});

describe("the Rated choice of the new-game form", () => {
  it("is offered only to a signed-in player taking one seat among people", () => {
    expect(canBeRated(true, people, [0])).toBe(true);
    expect(canBeRated(false, people, [0])).toBe(false);
    expect(canBeRated(true, [{ kind: "human" }, { kind: "computer", level: 3 }], [0])).toBe(false);
    expect(canBeRated(true, people, [0, 1])).toBe(false); // hot-seat
    expect(canBeRated(true, [{ kind: "human" }], [0])).toBe(false); // alone
  });
  it("sends rated only when offered and ticked", () => {
    expect(withRated(request, true, true).rated).toBe(true);
    expect(withRated(request, true, false)).not.toHaveProperty("rated");
    expect(withRated(request, false, true)).not.toHaveProperty("rated");
  });
});

describe("what a rated game says", () => {
  it("calls a game Rated or Casual", () => {
    expect(ratedLabel(ratedGame())).toBe("Rated");
    expect(ratedLabel(ratedGame({ rated: false }))).toBe("Casual");
    expect(ratedLabel({})).toBe("Casual");
    expect(ratedLabel(null)).toBe("Casual");
  });
  it("says Rated or Casual on the game page only where a game could be rated", () => {
    expect(gameKindLine(ratedGame())).toBe("Rated game");
    expect(gameKindLine(ratedGame({ rated: false }))).toBe("Casual game");
    expect(gameKindLine(ratedGame({ rated: false, seats: [{ kind: "human", open: false }, { kind: "computer", level: 2, open: false }] }))).toBeNull();
    expect(gameKindLine(ratedGame({ rated: false, seats: [{ kind: "human", open: false }] }))).toBeNull();
    expect(gameKindLine(null)).toBeNull();
  });
  it("writes a change with its sign", () => {
    expect(changeText(1500, 1512)).toBe("+12");
    expect(changeText(1500, 1488)).toBe("\u221212");
    expect(changeText(1500, 1500)).toBe("\u00b10");
  });
  it("gives each seat's change once rated, and nothing before or for a casual game", () => {
    const names = ["Ada", "Bob"];
    const g = ratedGame({ ratings: [{ before: 1500, after: 1338, provisional: true }, { before: 1500, after: 1662, provisional: false }] });
    const changes = ratingChanges(g, (s) => names[s]);
    expect(changes.map((c) => c.change)).toEqual(["\u2212162", "+162"]);
    expect(ratingChangeText(changes)).toBe("Ada 1338? (\u2212162), Bob 1662 (+162)");
    expect(ratingChanges(ratedGame(), (s) => names[s])).toEqual([]);
    expect(ratingChanges({ ...g, rated: false }, (s) => names[s])).toEqual([]);
  });
});

describe("ratings beside the names while a rated game is played", () => {
  it("looks up each person's seat of a rated game being played, and nobody otherwise", () => {
    expect(ratedSeatsToLookUp(ratedGame({ status: "playing" }))).toEqual([
      { seat: 0, name: "Ada" },
      { seat: 1, name: "Bob" },
    ]);
    expect(ratedSeatsToLookUp(ratedGame({ status: "finished" }))).toEqual([]);
    expect(ratedSeatsToLookUp(ratedGame({ status: "playing", rated: false }))).toEqual([]);
    const waiting = ratedGame({ status: "playing", seats: [{ kind: "human", name: "Ada", open: false }, { kind: "human", name: "", open: true }] });
    expect(ratedSeatsToLookUp(waiting)).toEqual([{ seat: 0, name: "Ada" }]);
    expect(ratedSeatsToLookUp(null)).toEqual([]);
  });
  it("shows the rating in the game's variant, marked when provisional", () => {
    const profile = {
      games: [
        { game: "zombie", title: "Zombie", rating: 1712.4, rd: 60, provisional: false, games: 30, history: [], record: { wins: 1, losses: 0, draws: 0 } },
        { game: "chess960", title: "Chess960", rating: 1499.6, rd: 200, provisional: true, games: 1, history: [], record: { wins: 0, losses: 1, draws: 0 } },
      ],
    };
    expect(ratingShown(profile, "zombie")).toBe("1712");
    expect(ratingShown(profile, "chess960")).toBe("1500?");
    expect(ratingShown(profile, "golf")).toBe("1500?"); // not rated there yet: a new player's
  });
});
