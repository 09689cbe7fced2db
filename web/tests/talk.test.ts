import { describe, expect, it } from "vitest";
import { askMessage, askTarget, exchangeText, hintAllowed, hintCaption, openToYou, waitingForAnswer } from "../src/talk";
import type { Game, TalkEntry, View } from "../src/types";

const traits = { hidden: true, chance: true, teams: false, cooperative: true, scores: true, talk: true, seats: { min: 2, max: 2 } };

function game(seats: Game["seats"], extra: Partial<Game> = {}): Game {
  return { id: "g", variant: "cooperative", seats, clock: null, status: "playing", result: null, created_ms: 0, traits, ...extra };
}
const person = (open = false) => ({ kind: "human" as const, name: "Ann", open });
const computer = { kind: "computer" as const, name: "Computer level 4", level: 4, open: false };
const view = { seats: [{ name: "White", color: "white" }, { name: "Black", color: "black" }], to_move: 0, over: false } as unknown as View;

const presets = [
  { id: "card-knight", text: "Do you have a knight card?" },
  { id: "card-king", text: "Do you have a king card?" },
];

describe("table talk", () => {
  it("asks the other seat of two, once somebody plays it, in a game with table talk", () => {
    expect(askTarget(game([person(), person()]), [0])).toBe(1);
    expect(askTarget(game([person(), computer]), [0])).toBe(1);
    expect(askTarget(game([person(), person()]), [1])).toBe(0);
    expect(askTarget(game([person(), person(true)]), [0])).toBeNull(); // nobody there yet
    expect(askTarget(game([person(), person()]), [0, 1])).toBeNull(); // hot-seat: talk aloud
    expect(askTarget(game([person(), person()]), [])).toBeNull(); // a spectator
    expect(askTarget(game([person(), person()], { traits: { ...traits, talk: false } }), [0])).toBeNull();
    expect(askTarget(game([person(), person()], { status: "finished" }), [0])).toBeNull();
  });

  it("sends a preset's id when the words are a preset's, else the words", () => {
    expect(askMessage("  do you have a KNIGHT card? ", presets)).toEqual({ type: "ask", preset: "card-knight" });
    expect(askMessage("Can you take on e5?", presets)).toEqual({ type: "ask", text: "Can you take on e5?" });
  });

  it("finds the question open to you and the one you wait on", () => {
    const talk: TalkEntry[] = [
      { id: 3, from: 0, to: 1, text: "Knight?", yes: true },
      { id: 5, from: 1, to: 0, text: "King?", yes: null },
      { id: 8, from: 0, to: 1, text: "Queen?", yes: null },
    ];
    expect(openToYou(talk, [0])?.id).toBe(5);
    expect(openToYou(talk, [1])?.id).toBe(8);
    expect(openToYou(talk, [])).toBeNull();
    expect(waitingForAnswer(talk, [0])?.id).toBe(8);
    expect(waitingForAnswer(talk.slice(0, 2), [0])).toBeNull();
    expect(exchangeText(talk[0], view)).toEqual({ who: "White → Black", question: "Knight?", answer: "Yes" });
    expect(exchangeText(talk[1], view).answer).toBe("waiting for the answer");
  });
});

describe("hints", () => {
  it("are offered on your own turn in cooperative games and against the computer only", () => {
    expect(hintAllowed(game([person(), person()]), view, [0])).toBe(true);
    expect(hintAllowed(game([person(), person()]), view, [1])).toBe(false); // not your turn
    const rival = { ...traits, cooperative: false, talk: false };
    expect(hintAllowed(game([person(), person()], { traits: rival }), view, [0])).toBe(false);
    expect(hintAllowed(game([person(), computer], { traits: rival }), view, [0])).toBe(true);
    expect(hintAllowed(game([person(), person()]), { ...view, over: true }, [0])).toBe(false);
    // A race: the person's seat 1 may act (counts) although the referee names seat 0 to move.
    const race = { ...view, to_move: 0, acting: [1] } as View;
    expect(hintAllowed(game([computer, person()], { traits: rival }), race, [1])).toBe(true);
    expect(hintAllowed(game([computer, person()], { traits: rival }), { ...race, acting: [0] }, [1])).toBe(false);
    // A game that gives no hints (a Chess Golf race), even against the computer; a person alone gets them.
    expect(hintAllowed(game([computer, person()], { traits: { ...rival, hints: false } }), race, [1])).toBe(false);
    expect(hintAllowed(game([person()], { traits: { ...rival, hints: true } }), view, [0])).toBe(true);
  });

  it("say what they suggest", () => {
    expect(hintCaption({ text: "e2e4", from: "e2", to: "e4" })).toBe("e2 → e4");
    const zones = { ...view, zones: [{ id: "white-hand", name: "White's hand", owner: 0, side: "below", pieces: [] }, { id: "white-stack", name: "White's stack", owner: 0, side: "below", pieces: [] }] } as View;
    expect(hintCaption({ text: "card-N", from: "white-hand", to: "white-stack", label: "N" }, zones)).toBe("N: White's hand → White's stack");
    expect(hintCaption({ text: "end", label: "end turn" })).toBe("end turn");
  });
});
