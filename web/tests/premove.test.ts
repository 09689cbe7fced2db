import { describe, expect, it } from "vitest";
import { premoveOutcome, premoveSeat, premoveStarts, rememberTurn, turnBeganOnBoard, type PremoveInput } from "../src/board/premove";
import type { Move, View } from "../src/types";
import { normaliseView } from "../src/view";

const view = (over: Partial<View> = {}): View =>
  normaliseView({
    variant: "chess960",
    to_move: 1,
    over: false,
    seats: [
      { name: "White", color: "white" },
      { name: "Black", color: "black" },
    ],
    board: { width: 8, height: 8 },
    pieces: [
      { at: "e2", color: "white", type: "pawn" },
      { at: "g1", color: "white", type: "knight" },
      { at: "e7", color: "black", type: "pawn" },
      { at: "d7", color: "black", type: "unknown", hidden: true },
    ],
    ...over,
  } as unknown as View);

const input = (over: Partial<PremoveInput> = {}): PremoveInput => ({ view: view(), you: [0], pressing: true, lastTurnOnBoard: true, ...over });

describe("premoveSeat", () => {
  it("lets the player premove while the opponent is to move", () => {
    expect(premoveSeat(input())).toBe(0);
    expect(premoveSeat(input({ lastTurnOnBoard: null }))).toBe(0); // before the first turn: Black premoves on move 1
    expect(premoveSeat(input({ view: view({ to_move: 0 }), you: [1] }))).toBe(1);
  });
  it("never on the player's own turn, once over, or while the game itself acts", () => {
    expect(premoveSeat(input({ view: view({ to_move: 0 }) }))).toBeNull();
    expect(premoveSeat(input({ view: view({ over: true }) }))).toBeNull();
    expect(premoveSeat(input({ view: view({ to_move: -1 }) }))).toBeNull();
  });
  it("only where waiting costs: against the computer or the clock", () => {
    expect(premoveSeat(input({ pressing: false }))).toBeNull();
  });
  it("not for a spectator, nor one screen holding both seats", () => {
    expect(premoveSeat(input({ you: [] }))).toBeNull();
    expect(premoveSeat(input({ you: [0, 1] }))).toBeNull();
  });
  it("not where seats act at once or more than two take turns", () => {
    expect(premoveSeat(input({ view: view({ acting: [1] }) }))).toBeNull();
    const three = view({ seats: [{ name: "A", color: "white" }, { name: "B", color: "black" }, { name: "C", color: "red" }] });
    expect(premoveSeat(input({ view: three }))).toBeNull();
  });
  it("not when the player's last turn began off the board (a set-up form, a drop)", () => {
    expect(premoveSeat(input({ lastTurnOnBoard: false }))).toBeNull();
  });
  it("not when the view says the player's next turn is a set-up (Masquerade's assignment: the premove could never be played)", () => {
    expect(premoveSeat(input({ view: view({ set_up: [0, 1] }), lastTurnOnBoard: null }))).toBeNull();
    expect(premoveSeat(input({ view: view({ set_up: [1] }), lastTurnOnBoard: null }))).toBe(0); // only the opponent still sets up
  });
  it("not when no piece on the board is the player's (every seat moves every colour)", () => {
    const colourless = view({ seats: [{ name: "Odd", color: "blue" }, { name: "Even", color: "green" }] });
    expect(premoveSeat(input({ view: colourless }))).toBeNull();
  });
});

describe("premoveStarts", () => {
  it("is the squares of the seat's own seen pieces", () => {
    expect([...premoveStarts(view(), 0)].sort()).toEqual(["e2", "g1"]);
    expect([...premoveStarts(view(), 1)]).toEqual(["e7"]);
    expect(premoveStarts(view(), 5).size).toBe(0);
  });
});

describe("turnBeganOnBoard", () => {
  it("is true for square-to-square moves, false for forms, buttons and zone steps", () => {
    expect(turnBeganOnBoard([{ text: "e2e4", from: "e2", to: "e4" }], [])).toBe(true);
    expect(turnBeganOnBoard([{ text: "assign-QNBKR" }, { text: "balanced", label: "balanced" }], [])).toBe(false);
    expect(turnBeganOnBoard([{ text: "bury-e4", from: "graveyard", to: "e4" }], ["graveyard"])).toBe(false);
    expect(turnBeganOnBoard([], [])).toBe(false);
  });
});

describe("premoveOutcome", () => {
  const legal: Move[] = [
    { text: "g1f3", from: "g1", to: "f3" },
    { text: "e1h1", from: "e1", to: "h1", via: "g1" },
    { text: "a7a8q", from: "a7", to: "a8", promotion: "queen" },
    { text: "a7a8n", from: "a7", to: "a8", promotion: "knight" },
  ];
  it("plays the one legal move the premove names, castling dropped on its via square too", () => {
    expect(premoveOutcome(legal, { from: "g1", to: "f3" })).toEqual({ kind: "play", move: legal[0] });
    expect(premoveOutcome(legal, { from: "e1", to: "g1" })).toEqual({ kind: "play", move: legal[1] });
  });
  it("asks which when several fit (a promotion)", () => {
    expect(premoveOutcome(legal, { from: "a7", to: "a8" })).toEqual({ kind: "choose", moves: [legal[2], legal[3]] });
  });
  it("drops a premove that is not legal now", () => {
    expect(premoveOutcome(legal, { from: "g1", to: "g3" })).toEqual({ kind: "drop" });
    expect(premoveOutcome([], { from: "g1", to: "f3" })).toEqual({ kind: "drop" });
  });
});

describe("rememberTurn", () => {
  const mine = (over: Partial<View>) => view({ to_move: 0, ...over });
  const boardMoves: Move[] = [{ text: "e2e4", from: "e2", to: "e4" }];
  it("notes how a turn of the player began, when it begins", () => {
    expect(rememberTurn(null, view(), mine({ legal: boardMoves, history: ["e4", "e5"], history_seats: [0, 1] }), [0])).toBe(true);
    expect(rememberTurn(true, view(), mine({ legal: [{ text: "assign-QNBKR" }] }), [0])).toBe(false);
    expect(rememberTurn(null, null, mine({ legal: boardMoves }), [0])).toBe(true); // the page opened on the player's turn
  });
  it("keeps it while the opponent moves", () => {
    expect(rememberTurn(true, mine({ legal: boardMoves }), view(), [0])).toBe(true);
    expect(rememberTurn(false, view(), view({ history: ["x"] }), [0])).toBe(false);
  });
  it("a later step of the same turn (a burial after a capture) is no new turn", () => {
    const capture = mine({ legal: boardMoves, history: ["e4"], history_seats: [1] });
    const burial = mine({ legal: [{ text: "bury-e4", from: "graveyard", to: "e4" }], history: ["e4", "dxe4"], history_seats: [1, 0], zones: [{ id: "graveyard", name: "g", owner: -2, side: "below", pieces: [] }] });
    expect(rememberTurn(true, capture, burial, [0])).toBe(true);
  });
});
