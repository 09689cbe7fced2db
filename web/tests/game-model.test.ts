import { describe, expect, it } from "vitest";
import { afterGame, agreedSeats, banner, boardView, confirmMs, controls, drawNews, historyNote, invitations, joinChoices, shownHint, lastMoves, takebackNews, refusalText, moveCounter, revealed, rowOfEachPly, sideInfo, turnRows, waitingText } from "../src/game/model";
import type { Game, GameSeat, Move, Traits, View } from "../src/types";

const two = [
  { name: "White", color: "white" },
  { name: "Black", color: "black" },
];

function view(extra: Partial<View> & Record<string, unknown> = {}): View {
  return { variant: "chess960", position: "", to_move: 0, over: false, history: [], seats: two, board: { width: 8, height: 8 }, pieces: [], zones: [], check: [], info: [], ...extra } as View;
}

const traits = (t: Partial<Traits> = {}): Traits => ({ hidden: false, chance: false, teams: false, cooperative: false, scores: false, seats: { min: 2, max: 2 }, ...t });
const human = (open = false): GameSeat => ({ kind: "human", open });
const computer: GameSeat = { kind: "computer", level: 1, open: false };

function game(seats: GameSeat[] = [human(), human()], t: Partial<Traits> = {}, extra: Partial<Game> = {}): Game {
  return { id: "g", variant: "chess960", seats, clock: null, status: "playing", result: null, created_ms: 0, traits: traits(t), ...extra };
}

describe("the result in the player's words", () => {
  const mate = view({ over: true, result: "win", winner: 0, winners: [0], reason: "checkmate" });
  it("says you won or lost, and why", () => {
    expect(banner(mate, game(), [0])).toEqual({ text: "You won — checkmate", tone: "win" });
    expect(banner(mate, game(), [1])).toEqual({ text: "You lost — checkmate", tone: "loss" });
  });
  it("names the seats for a spectator and for one screen holding every seat", () => {
    expect(banner(mate, game(), [])?.text).toBe("Checkmate — White wins");
    expect(banner(mate, game(), [0, 1])?.text).toBe("Checkmate — White wins");
  });
  it("says your team won in a game of teams", () => {
    const four = [
      { name: "White (king side)", color: "white", team: "White" },
      { name: "Black (king side)", color: "black", team: "Black" },
      { name: "White (queen side)", color: "white", team: "White" },
      { name: "Black (queen side)", color: "black", team: "Black" },
    ];
    const v = view({ seats: four, over: true, result: "win", winner: 0, winners: [0, 2], reason: "checkmate" });
    expect(banner(v, game([human(), human(), human(), human()], { teams: true }), [2])?.text).toBe("Your team won — checkmate");
    expect(banner(v, game([human(), human(), human(), human()], { teams: true }), [1])?.text).toMatch(/^Your team lost/);
  });
  it("gives a cooperative game's score to both", () => {
    const v = view({ over: true, result: "win", winner: 0, winners: [0, 1], reason: "king captured", scores: [4, 4] });
    expect(banner(v, game([human(), computer], { cooperative: true, scores: true }), [0])?.text).toBe("You both scored 4 — king captured");
  });
  it("says who won a game of several players you lost", () => {
    const three = [
      { name: "Golfer 1", color: "white" },
      { name: "Golfer 2", color: "black" },
      { name: "Golfer 3", color: "red" },
    ];
    const v = view({ seats: three, over: true, result: "win", winner: 1, winners: [1], reason: "fewest strokes", scores: [9, 7, 8] });
    expect(banner(v, game([human(), computer, computer], { scores: true }), [0])?.text).toBe("You lost — Golfer 2 won, fewest strokes (Golfer 1 9, Golfer 2 7, Golfer 3 8)");
  });
  it("gives a game played alone its score", () => {
    const v = view({ seats: [{ name: "Golfer", color: "blue" }], over: true, result: "win", winner: 0, winners: [0], reason: "course played", scores: [10] });
    expect(banner(v, game([human()], { scores: true }), [0])?.text).toBe("Course played — your score: 10");
  });
  it("reads a game finished on the server's side (a flag fall) from its record", () => {
    const g = game(undefined, {}, { status: "finished", result: { result: "win", winner: 1, reason: "time" } });
    expect(banner(view(), g, [0])?.text).toBe("You lost — time");
  });
});

describe("lines beside the board", () => {
  it("drop the turn's instructions once the game is over", () => {
    const info = [
      { label: "Turn", text: "play a card", turn: true },
      { label: "Types gone", text: "4" },
    ];
    expect(sideInfo(view({ info }), game(), false).map((i) => i.label)).toEqual(["Turn", "Types gone"]);
    expect(sideInfo(view({ info, over: true, result: "win", winners: [0] }), game(), false).map((i) => i.label)).toEqual(["Types gone"]);
  });
});

describe("secrets revealed at the end", () => {
  const zombie = view({
    over: true,
    result: "win",
    winners: [0],
    pieces: [{ at: "d1", color: "white", type: "queen" }],
    board: { width: 8, height: 8, markers: {} },
    revealed: [{ burials: [{ square: "d1", color: "black", type: "pawn" }] }, { burials: [] }],
  });
  it("marks the burials of both seats on the board", () => {
    const r = revealed(zombie);
    expect(r.squares).toEqual([{ at: "d1", seat: 0, what: "black pawn" }]);
    const b = boardView(zombie);
    expect(b.board.markers?.d1).toBe("target");
    expect(b.pieces[0].annotations?.buried).toBe("pawn");
    expect(r.lines).toContainEqual({ label: "White's burials", text: "black pawn under d1" });
  });
  it("draws Masquerade's assignments as tables and Cooperative's hands as lines", () => {
    const table = { title: "Black's capture powers, as White assigned them", rows: ["K"], cols: ["K"], cells: [["O"]] };
    const m = revealed(view({ over: true, revealed: [{ assigned: "KQ", table }, null] }));
    expect(m.tables).toEqual([table]);
    expect(m.lines).toEqual([]);
    const c = revealed(view({ over: true, revealed: [{ hand: ["N", "p"] }, { hand: [] }] }));
    expect(c.lines).toEqual([
      { label: "White's hand", text: "N p" },
      { label: "Black's hand", text: "none" },
    ]);
  });
  it("reveals nothing while the game runs", () => {
    expect(revealed({ ...zombie, over: false })).toEqual({ squares: [], tables: [], lines: [] });
  });
});

describe("the buttons of a game in play", () => {
  it("offers a draw between two people only", () => {
    expect(controls({ game: game(), view: view(), you: [0] }).offerDraw?.label).toBe("Offer draw");
    expect(controls({ game: game([human(), computer]), view: view(), you: [0] }).offerDraw).toBeNull();
    expect(controls({ game: game(undefined, { cooperative: true }), view: view(), you: [0] }).offerDraw).toBeNull();
    expect(controls({ game: game(undefined, { scores: true }), view: view(), you: [0] }).offerDraw).toBeNull();
  });
  it("says a listed game waits for an opponent, and offers no draw to nobody", () => {
    const c = controls({ game: game([human(), human(true)]), view: view(), you: [0] });
    expect(c.waiting).toBe("Waiting for an opponent to join");
    expect(c.offerDraw).toBeNull();
  });
  it("names the side in hot-seat and asks to confirm", () => {
    const v = view({ to_move: 1 });
    expect(controls({ game: game(), view: v, you: [0, 1] }).resign?.label).toBe("Resign as Black");
    expect(controls({ game: game(), view: v, you: [0, 1], confirming: "resign" }).resign?.label).toBe("Really resign as Black?");
    expect(controls({ game: game(), view: v, you: [0, 1] }).offerDraw?.label).toBe("Offer draw as Black");
    expect(controls({ game: game(), view: v, you: [0, 1], confirming: "draw" }).offerDraw?.label).toBe("Really offer a draw as Black?");
  });
  it("shows none once over or to a spectator", () => {
    expect(controls({ game: game(), view: view({ over: true }), you: [0] }).resign).toBeNull();
    expect(controls({ game: game(), view: view(), you: [] }).resign).toBeNull();
  });
});

describe("takebacks", () => {
  const played = view({ history: ["e4", "e5"], history_seats: [0, 1] });
  it("are offered to a seat that has moved, at once against the computer, asked of a person", () => {
    expect(controls({ game: game([human(), computer]), view: played, you: [0] }).takeback).toBe("Take back");
    expect(controls({ game: game(), view: played, you: [0] }).takeback).toBe("Ask to take back");
    expect(controls({ game: game(), view: played, you: [0, 1] }).takeback).toBe("Take back");
    expect(controls({ game: game(), view: view({ history: [], history_seats: [] }), you: [0] }).takeback).toBeNull();
  });
  it("are not offered where a move showed a secret or chance decided", () => {
    expect(controls({ game: game(undefined, { hidden: true }), view: played, you: [0] }).takeback).toBeNull();
    expect(controls({ game: game(undefined, { chance: true }), view: played, you: [0] }).takeback).toBeNull();
  });
  it("are answered by the other player and waited for by the asker", () => {
    const asked = { game: game(), view: played, takebackAgreed: [0] };
    expect(controls({ ...asked, you: [1] }).answerTakeback).toBe(true);
    expect(controls({ ...asked, you: [0] }).takebackPending).toBe("Takeback asked: waiting");
    expect(controls({ ...asked, you: [0] }).takeback).toBeNull();
  });
  it("tell the asker when the request was declined or lapsed, not when it was carried out", () => {
    expect(takebackNews([0], [], [0], 2, 2)).toBe("Your takeback request was declined: play on.");
    expect(takebackNews([0], [], [0], 2, 3)).toBe("The game moved on: your takeback request lapsed.");
    expect(takebackNews([0], [], [0], 2, 0)).toBeNull();
    expect(takebackNews([1], [], [0], 2, 2)).toBeNull();
  });
});

describe("the move list as turns", () => {
  it("groups Cooperative's deal and draws with the turn", () => {
    const history = ["White is dealt a card", "Black is dealt a card", "Ke1-f2", "White plays N", "White draws a card", "Ke8-f7", "Black plays n", "Black draws a card"];
    const rows = turnRows(history, 2, [-1, -1, 0, 0, -1, 1, 1, -1]);
    expect(rows.map((r) => r.number)).toEqual([0, 1]);
    expect(rows[1].cells.map((c) => c.col)).toEqual([0, 0, 0, 1, 1, 1]);
    expect(rows[1].cells[2].chance).toBe(true);
  });
  it("lists a Golf course by hole, each stroke of the one golfer its own row", () => {
    const history = ["Be5-g6", "Ng6-h5", "give up", "Rb2-c1", "Bd1xqd8"];
    const rows = turnRows(history, 1, [0, 0, 0, 0, 0], ["Hole 1", "Hole 1", "Hole 1", "Hole 2", "Hole 2"]);
    expect(rows.map((r) => r.group ?? null)).toEqual(["Hole 1", null, null, "Hole 2", null]);
    // Strokes are numbered within their hole.
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3, 1, 2]);
    expect(rows.map((r) => r.cells.map((c) => c.text))).toEqual([["Be5-g6"], ["Ng6-h5"], ["give up"], ["Rb2-c1"], ["Bd1xqd8"]]);
    // The counter counts every row of the course.
    expect(moveCounter(4, rowOfEachPly(rows, 5))).toBe("move 4 of 5");
  });
  it("starts a race's hole afresh: its counts are the first row under its heading", () => {
    const history = ["3 strokes", "4 strokes", "c1d1", "Bd1xqd8", "2 strokes", "Golfer 2 entered a count"];
    const rows = turnRows(history, 2, [0, 1, 0, 0, 0, 1], ["Hole 1", "Hole 1", "Hole 1", "Hole 1", "Hole 2", "Hole 2"]);
    expect(rows.map((r) => [r.group ?? null, r.number])).toEqual([["Hole 1", 1], [null, 2], ["Hole 2", 1]]);
  });
  it("lists a race's counts as one row and each demonstration as another, by the game's turns", () => {
    const history = ["Golfer 2 counts 4", "Golfer 1 counts 3", "Bc1-d1", "Nc7-b8", "Rb2-c1", "Bc1-d1", "Nc7-b8", "Rb2-c1", "Bd1xqd8", "Golfer 2 entered a count", "time: every missing count becomes 0 (impossible)"];
    const seats = [1, 0, 0, 0, 0, 1, 1, 1, 1, 1, -1];
    const groups = [...Array(9).fill("Hole 1"), "Hole 2", "Hole 2"];
    const turns = ["counts", "counts", ...Array(3).fill("Golfer 1 demonstrates"), ...Array(4).fill("Golfer 2 demonstrates"), "counts", "counts"];
    const rows = turnRows(history, 2, seats, groups, turns);
    expect(rows.map((r) => [r.group ?? null, r.number, r.caption])).toEqual([
      ["Hole 1", 1, "counts"],
      [null, 2, "Golfer 1 demonstrates"],
      [null, 3, "Golfer 2 demonstrates"],
      ["Hole 2", 1, "counts"],
    ]);
    // Both counts in one row, each in its golfer's column, whoever entered first.
    expect(rows[0].cells.map((c) => [c.text, c.col])).toEqual([["Golfer 2 counts 4", 1], ["Golfer 1 counts 3", 0]]);
    expect(rows[2].cells.map((c) => c.col)).toEqual([1, 1, 1, 1]);
    // The timer's step joins the turn it closed, in the column before it.
    expect(rows[3].cells.map((c) => [c.col, c.chance ?? false])).toEqual([[1, false], [1, true]]);
    expect(moveCounter(9, rowOfEachPly(rows, 11))).toBe("move 3 of 4");
  });
  it("ignores turns that do not match the history", () => {
    expect(turnRows(["e4", "e5"], 2, [0, 1], undefined, ["a"]).map((r) => r.caption ?? null)).toEqual([null]);
  });
  it("ignores groups that do not match the history", () => {
    expect(turnRows(["e4", "e5"], 2, [0, 1], ["Hole 1"]).map((r) => r.group ?? null)).toEqual([null]);
  });
  it("counts moves, not plies", () => {
    const rows = turnRows(["e4", "e5", "Nf3", "Nc6", "Bb5"], 2, [0, 1, 0, 1, 0]);
    const of = rowOfEachPly(rows, 5);
    expect(moveCounter(4, of)).toBe("move 2 of 3");
    expect(moveCounter(0, of)).toBe("the start, before move 1 of 3");
    expect(moveCounter(5, of)).toBe("");
  });
});

describe("news and refusals in one line", () => {
  it("says a declined draw offer as news", () => {
    expect(drawNews([0], [], [0], false)).toBe("Your draw offer was declined: play on.");
    expect(drawNews([1], [], [0], false)).toBeNull();
    expect(drawNews([0], [], [0], true)).toBeNull();
    expect(drawNews([], [1], [0], false)).toBeNull();
  });
  it("says why a press on a piece started nothing", () => {
    const v = view({ pieces: [{ at: "e2", color: "white", type: "pawn" }, { at: "e7", color: "black", type: "pawn" }], to_move: 0 });
    expect(refusalText(v, [0], 0, "e7", true, false)).toBe("That pawn on e7 is not yours: you play White.");
    expect(refusalText(v, [0], 0, "e2", true, false)).toBe("The pawn on e2 has no legal move now.");
    expect(refusalText(v, [1], null, "e7", false, false)).toBe("Not your move: White to move.");
    expect(refusalText(v, [0], 0, "e4", true, false)).toBeNull();
    const burying = { ...v, info: [{ label: "Burial", text: "Choose a piece to bury the captured pawn under", prompt: true }] };
    expect(refusalText(burying, [0], 0, "e2", true, false)).toBe("The pawn on e2 cannot move now: choose a piece to bury the captured pawn under.");
  });
  it("gives the game's own reason a piece cannot move, where the view has one", () => {
    const seats = [
      { name: "White (king side)", color: "white" },
      { name: "Black (king side)", color: "black" },
    ];
    const v = view({ seats, pieces: [{ at: "b1", color: "white", type: "knight" }, { at: "c1", color: "white", type: "bishop" }], piece_notes: { b1: "its moves neither start nor end on your half (files e-h)" } });
    expect(refusalText(v, [0], 0, "b1", true, false)).toBe("The knight on b1 cannot move now: its moves neither start nor end on your half (files e-h).");
    expect(refusalText(v, [0], 0, "c1", true, false)).toBe("The bishop on c1 has no legal move now.");
    // Not this page's move: the note is not the reason.
    expect(refusalText(v, [1], null, "b1", false, false)).toBe("Not your move: White (king side) to move.");
  });
});

describe("a move everyone already knows the answer to", () => {
  it("is drawn as known only when every move to that square carries a note", async () => {
    const { moveNote } = await import("../src/board/render");
    const v = view({ move_notes: { a1a8: "already answered no" } });
    expect(moveNote(v, [{ text: "a1a8", from: "a1", to: "a8" }])).toBe("already answered no");
    expect(moveNote(v, [{ text: "a1a8" }, { text: "a1a8=Q" }])).toBeNull();
    expect(moveNote(view(), [{ text: "a1a8" }])).toBeNull();
  });
});

describe("Power Chess's die, drawn apart from a count", () => {
  it("shows a die of 1 to 6 as pips", async () => {
    const { diePips } = await import("../src/board/pieces");
    expect(diePips(1)).toHaveLength(1);
    expect(diePips(6)).toHaveLength(6);
    expect(diePips(9)).toEqual([]);
  });
});

describe("the last moves in words", () => {
  it("leave out the game's own steps (cards dealt and drawn)", () => {
    const v = view({ history: ["White is dealt a card", "Ke1-f2", "White plays N", "White draws a card", "Black is dealt a card"], history_seats: [-1, 0, 0, -1, -1] });
    expect(lastMoves(v).map((m) => m.text)).toEqual(["Ke1-f2", "White plays N"]);
    expect(lastMoves(view({ history: ["White is dealt a card"], history_seats: [-1] }))).toEqual([]);
  });
});

describe("whose turn, for those who wait", () => {
  const golfers = [
    { name: "Golfer 1", color: "white" },
    { name: "Golfer 2", color: "black" },
  ];
  it("says the game's own words for a turn that is not a move on the board (Golf's dealer choosing cards)", () => {
    const choosing = view({ seats: golfers, to_move: 0, turn: "Golfer 1 chooses: 3 cards or 4", pieces: [{ at: "e2", color: "white", type: "pawn" }] });
    expect(waitingText(choosing, 0)).toBe("Golfer 1 chooses: 3 cards or 4");
    expect(refusalText(choosing, [1], null, "e2", false, false)).toBe("Not your move: Golfer 1 chooses: 3 cards or 4.");
  });
  it("tells a player pressing a piece before a set-up turn why no premove is taken", () => {
    const setUp = view({ to_move: 0, set_up: [0, 1], pieces: [{ at: "e7", color: "black", type: "pawn" }] });
    expect(refusalText(setUp, [1], null, "e7", false, false)).toBe("Not your move: White to move. No premove: your next turn is a set-up, not a move on the board.");
    expect(refusalText(view({ to_move: 0, pieces: [{ at: "e7", color: "black", type: "pawn" }] }), [1], null, "e7", false, false)).toBe("Not your move: White to move.");
  });
  it("says who is to move otherwise", () => {
    expect(waitingText(view({ seats: golfers, to_move: 1 }), 1)).toBe("Golfer 2 to move");
    expect(waitingText(view({ to_move: -1 }), -1)).toBe("the game acts next");
  });
});

describe("the note under the move list", () => {
  it("is empty on the live position", () => {
    expect(historyNote(null, "", true)).toBe("");
  });
  it("names the position shown, and says when the page never saw it", () => {
    expect(historyNote(3, "move 2 of 5", true)).toBe("Showing move 2 of 5.");
    expect(historyNote(0, "the start, before move 1 of 5", false)).toBe(
      "Showing the start, before move 1 of 5 in the list: that position was played before this page was opened, and the server sends only the current one.",
    );
  });
});

describe("what a finished game offers", () => {
  const done = view({ over: true, result: "draw" });
  it("links the analysis only for a game of perfect information whose computer evaluates", () => {
    expect(afterGame(game(), done, [0], [], true).analyse).toBe(true);
    expect(afterGame(game(), done, [0], [], false).analyse).toBe(false);
    expect(afterGame(game(), done, [0], [], undefined).analyse).toBe(false);
    expect(afterGame(game([human(), human()], { hidden: true }), done, [0], [], true).analyse).toBe(false);
    expect(afterGame(game([human(), human()], { chance: true }), done, [0], [], true).analyse).toBe(false);
    expect(afterGame(game(), view(), [0], [], true)).toEqual({ analyse: false, rematch: null });
  });
  it("walks the rematch from asking to accepting to following it, for players only", () => {
    expect(afterGame(game(), done, [], [], true).rematch).toBeNull();
    expect(afterGame(game(), done, [0], [], true).rematch).toEqual({ kind: "ask" });
    expect(afterGame(game(), done, [0], [1], true).rematch).toEqual({ kind: "accept" });
    expect(afterGame(game(), done, [0], [0], true).rematch).toEqual({ kind: "pending", label: "Rematch offered" });
    expect(afterGame(game(), view({ over: true, seats: [...two, ...two] }), [0], [0], true).rematch).toEqual({ kind: "pending", label: "Rematch asked: waiting" });
    expect(afterGame(game([human(), human()], {}, { rematch: "r1" }), done, [0], [0, 1], true).rematch).toEqual({ kind: "go", id: "r1" });
  });
});

describe("joining a game in play", () => {
  const four = view({ seats: [...two, ...two] });
  const fourSeats = [human(), human(true), human(true), human(true)];
  it("offers a spectator the invited open seat first, the others too where more than two play", () => {
    expect(joinChoices(game(fourSeats), four, [], 2)).toEqual({ invited: 2, others: [1, 3] });
    expect(joinChoices(game(fourSeats), four, [], null)).toEqual({ invited: 1, others: [2, 3] });
    expect(joinChoices(game(fourSeats), four, [], 0)).toEqual({ invited: 1, others: [2, 3] });
    expect(joinChoices(game([human(), human(true)]), view(), [], null)).toEqual({ invited: 1, others: [] });
  });
  it("offers nothing to a player, after the game, or with no open seat", () => {
    expect(joinChoices(game([human(), human(true)]), view(), [0], null)).toBeNull();
    expect(joinChoices(game([human(), human(true)]), view({ over: true }), [], null)).toBeNull();
    expect(joinChoices(game([human(), computer]), view(), [], null)).toBeNull();
  });
  it("gives more people longer to confirm", () => {
    expect(confirmMs(view())).toBe(3000);
    expect(confirmMs(four)).toBe(5000);
  });
});

describe("invitation links", () => {
  it("gives a player of two seats one link to the game", () => {
    expect(invitations(game([human(), human(true)]), [0], "https://m.example", "g7")).toEqual([{ url: "https://m.example/game/g7" }]);
  });
  it("gives one link per open seat where more than two play", () => {
    const seats = [human(), human(true), computer, human(true)];
    expect(invitations(game(seats), [0], "https://m.example", "g7")).toEqual([
      { url: "https://m.example/game/g7?seat=1", seat: 1 },
      { url: "https://m.example/game/g7?seat=3", seat: 3 },
    ]);
  });
  it("gives none to a spectator, once finished, or with every seat taken", () => {
    expect(invitations(game([human(), human(true)]), [], "o", "g")).toEqual([]);
    expect(invitations(game([human(), human(true)], {}, { status: "finished" }), [0], "o", "g")).toEqual([]);
    expect(invitations(game([human(), computer]), [0], "o", "g")).toEqual([]);
  });
});

describe("the hint on the board", () => {
  const legal = [{ text: "e2-e4" }, { text: "d2-d4" }] as Move[];
  it("is the hinted move while it is legal on the live position", () => {
    expect(shownHint({ move: "d2-d4" }, legal, true)).toBe(legal[1]);
  });
  it("is not drawn on a past position, when the page may not move, or once the move is gone", () => {
    expect(shownHint({ move: "d2-d4" }, legal, false)).toBeNull();
    expect(shownHint({ move: "g1-f3" }, legal, true)).toBeNull();
    expect(shownHint(null, legal, true)).toBeNull();
  });
});

describe("the seats behind each offer", () => {
  it("takes the lists the server sends", () => {
    expect(agreedSeats({ draw_agreed: [0, 2], takeback_agreed: [1], rematch_agreed: [3] })).toEqual({ draw: [0, 2], takeback: [1], rematch: [3] });
  });
  it("falls back on the one seat that offered, and on nobody", () => {
    expect(agreedSeats({ draw_offer: 1, rematch_offer: 0 })).toEqual({ draw: [1], takeback: [], rematch: [0] });
    expect(agreedSeats({ draw_offer: null, rematch_offer: null })).toEqual({ draw: [], takeback: [], rematch: [] });
    expect(agreedSeats({ draw_offer: 0, draw_agreed: [] })).toEqual({ draw: [], takeback: [], rematch: [] });
  });
});
