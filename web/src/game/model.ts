// The game page's model: what the server last said (the game, the view, the offers) and what this
// page holds (its seats, the position on screen, a pending confirmation) in; what to draw out: the
// result in the player's words, the lines beside the board, the secrets a finished game reveals,
// the buttons to show, the move counter. Pure, so every choice is tested without a page
// (tests/game-model.test.ts); the views (game.ts and its helpers) only draw what it says.
import { nextTurnIsSetUp } from "../board/premove";
import { teamSeats, listWords, nameOf } from "../seats";
import type { Game, Info, Move, Piece, Table, View } from "../types";

/** What the page holds besides the server's state. */
export interface GameInput {
  game: Game | null;
  view: View;
  /** The seats this page plays (several: hot-seat; none: a spectator). */
  you: number[];
  drawAgreed?: number[];
  /** Every seat that agreed to the standing takeback request (docs/api.md, Takeback). */
  takebackAgreed?: number[];
  /** A button that asked "are you sure?" and waits for the second click. */
  confirming?: "resign" | "draw" | null;
  /** The seat this page acts as now (null: none of its seats may act). */
  acting?: number | null;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Whether the game is over, as the view or the game record says (an abandoned game, a flag). */
export function isOver(view: View | null, game: Game | null): boolean {
  return !!view?.over || game?.status === "finished";
}

/** The end of the game from where the player sits: whose result, why, and the score. */
export interface Banner {
  text: string;
  /** For the colour of the banner: the player's own result, or "neutral" for a spectator. */
  tone: "win" | "loss" | "draw" | "neutral";
}

/** The seats that won, from the view (once over) or the game record. */
function winnersOf(view: View, game: Game | null): number[] {
  if (Array.isArray(view.winners)) return view.winners;
  const r = game?.result ?? {};
  if (Array.isArray(r.winners)) return r.winners as number[];
  const w = view.over ? view.winner : (r.winner as number | undefined);
  return typeof w === "number" && w >= 0 ? [w] : [];
}

/**
 * The result in a player's words: "You won — checkmate", "Your team won", "You lost — Golfer 2
 * won", a cooperative game's "You both scored 4"; a spectator, or one screen holding every seat
 * (hot-seat), reads the seats' names ("Checkmate — White wins"). Null while the game runs.
 */
export function banner(view: View, game: Game | null, you: number[]): Banner | null {
  const r = game?.result ?? {};
  if (view.result === "aborted" || r.result === "aborted") return { text: "Game aborted", tone: "neutral" };
  if (!isOver(view, game)) return null;
  const reasonRaw = view.over ? view.reason : typeof r.reason === "string" ? r.reason : undefined;
  const reason = reasonRaw ? cap(reasonRaw) : "";
  const result = view.over ? view.result : (r.result as string | undefined);
  const seats = view.seats;
  const everySeat = seats.length > 0 && seats.every((_, i) => you.includes(i));
  const player = you.length > 0 && !everySeat;
  const scores = Array.isArray((view as { scores?: unknown }).scores) ? ((view as { scores?: number[] }).scores as number[]) : null;
  const cooperative = !!game?.traits?.cooperative;
  // A game played alone (Golf's puzzle course): its end and the score, nobody to beat.
  if (seats.length === 1 && you.includes(0)) {
    const score = scores && scores.length ? `your score: ${scores[0]}` : result === "loss" ? "you lost" : "you won";
    return { text: reason ? `${reason} — ${score}` : cap(score), tone: result === "loss" ? "loss" : "neutral" };
  }
  if (result === "draw") return { text: `Draw${reason ? ` — ${reason}` : ""}`, tone: player ? "draw" : "neutral" };
  if (cooperative) {
    const who = you.length > 0 ? (seats.length === 2 ? "You both" : "You all") : "The team";
    const score = scores && scores.length ? scores[0] : null;
    const won = result !== "loss" && winnersOf(view, game).length > 0;
    const what = won ? (score !== null ? `${who} scored ${score}` : `${who === "The team" ? "The team" : "You"} won`) : `${who} lost${score !== null ? ` — score ${score}` : ""}`;
    return { text: reasonRaw ? `${what} — ${reasonRaw}` : what, tone: you.length ? (won ? "win" : "loss") : "neutral" };
  }
  const winners = winnersOf(view, game);
  const names = listWords(winners.map((s) => nameOf(seats, s)));
  const scoreText = scores && scores.length > 1 && player ? ` (${scores.map((s, i) => `${nameOf(seats, i)} ${s}`).join(", ")})` : "";
  if (player) {
    const mine = winners.some((w) => you.includes(w));
    const team = you.some((y) => teamSeats(seats, y, game?.traits).length > 1);
    if (winners.length === 0) return { text: reason ? `Game over — ${reason}` : "Game over", tone: "neutral" };
    const head = mine ? (team ? "Your team won" : "You won") : team ? "Your team lost" : "You lost";
    // Who beat you, where the seats do not say it already (several players, or a score).
    const named = !team && (seats.length > 2 || !!scores);
    const tail = mine ? (reasonRaw ? ` — ${reasonRaw}` : "") : named ? ` — ${names} won${reasonRaw ? `, ${reasonRaw}` : ""}` : reasonRaw ? ` — ${reasonRaw}` : "";
    return { text: head + tail + scoreText, tone: mine ? "win" : "loss" };
  }
  if (winners.length === 0) return { text: reason ? `Game over — ${reason}` : "Game over", tone: "neutral" };
  const who = winners.length === 1 ? `${names} wins` : `${names} win`;
  return { text: reason ? `${reason} — ${who}` : who, tone: "neutral" };
}

/**
 * The view's Info lines to list beside the board: a prompt goes to the status of the seat it is
 * for; a line about the turn in progress (`turn`) goes once the game is over.
 */
export function sideInfo(view: View, game: Game | null, promptShown: boolean): Info[] {
  const over = isOver(view, game);
  return (view.info ?? []).filter((i) => !(i.prompt && promptShown) && !(over && (i as Info & { turn?: boolean }).turn));
}

/** A finished game's secrets (docs/view.md, `revealed`), as the page draws them. */
export interface Revealed {
  /** Squares to mark on the board (Zombie's burials), with what lies there and whose it is. */
  squares: { at: string; seat: number; what: string }[];
  /** Tables to draw (Masquerade's assignments), titled. */
  tables: Table[];
  /** Other secrets as lines: "White's hand: N, p, B". */
  lines: { label: string; text: string }[];
}

const isTableLike = (v: unknown): v is Table => !!v && typeof v === "object" && Array.isArray((v as Table).rows) && Array.isArray((v as Table).cells);

/** What each seat kept secret, once the game is over; nothing while it runs. */
export function revealed(view: View): Revealed {
  const out: Revealed = { squares: [], tables: [], lines: [] };
  const all = (view as { revealed?: unknown }).revealed;
  if (!view.over || !Array.isArray(all)) return out;
  all.forEach((secret, seat) => {
    if (!secret || typeof secret !== "object") return;
    const name = nameOf(view.seats, seat);
    for (const [key, value] of Object.entries(secret as Record<string, unknown>)) {
      if (isTableLike(value)) out.tables.push(value);
      else if (Array.isArray(value) && value.every((x) => x && typeof x === "object" && typeof (x as { square?: unknown }).square === "string")) {
        const list = value as { square: string; color?: string; type?: string }[];
        for (const x of list) out.squares.push({ at: x.square, seat, what: [x.color, x.type].filter(Boolean).join(" ") });
        out.lines.push({ label: `${name}'s ${key}`, text: list.length ? list.map((x) => `${[x.color, x.type].filter(Boolean).join(" ")} under ${x.square}`).join(", ") : "none" });
      } else if (Array.isArray(value)) out.lines.push({ label: `${name}'s ${key}`, text: value.length ? value.map(String).join(" ") : "none" });
      else if (typeof value === "string" || typeof value === "number") {
        // A table of the same secret says it better (Masquerade's "assigned" beside its table).
        if (!Object.values(secret as Record<string, unknown>).some(isTableLike)) out.lines.push({ label: `${name}'s ${key}`, text: String(value) });
      }
    }
  });
  return out;
}

/** The board's pieces with a finished game's burials drawn on them (the `buried` annotation). */
export function piecesWithBurials(pieces: Piece[], r: Revealed): Piece[] {
  if (!r.squares.length) return pieces;
  return pieces.map((p) => {
    const b = r.squares.find((s) => s.at === p.at);
    if (!b) return p;
    const type = b.what.split(" ").pop() ?? b.what;
    return { ...p, annotations: { ...(p.annotations ?? {}), buried: type } };
  });
}

/** The board markers of a finished game's burials ("target", as a seat sees its own). */
export function burialMarkers(r: Revealed): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of r.squares) out[s.at] = "target";
  return out;
}

/** The view as the board draws it: once over, every burial shown. */
export function boardView(view: View): View {
  const r = revealed(view);
  if (!r.squares.length) return view;
  return { ...view, pieces: piecesWithBurials(view.pieces, r), board: { ...view.board, markers: { ...(view.board.markers ?? {}), ...burialMarkers(r) } } };
}

/** The buttons of a game in play, and their words. */
export interface Controls {
  /** Null: no resign button. */
  resign: { label: string; confirming: boolean } | null;
  offerDraw: { label: string; confirming: boolean } | null;
  answerDraw: boolean;
  drawPending: string | null;
  abort: boolean;
  /** A line instead of the draw offer: a listed game that nobody has joined yet. */
  waiting: string | null;
  /** The takeback button's words (null: none): at once against the computer or at one screen,
   * asked of the others between people. */
  takeback: string | null;
  /** Another player asked to take back: accept or decline. */
  answerTakeback: boolean;
  /** This page asked and waits for the others. */
  takebackPending: string | null;
}

/**
 * Which of resign, draw and abort a player is offered. A draw is agreed between people: not
 * against the computer (it declines), not in a game that cannot be drawn (played together, or
 * scored), not while a seat is still open. One screen holding both sides (hot-seat) names the side
 * that resigns or offers, and both ask to be clicked twice.
 */
export function controls(input: GameInput): Controls {
  const { game, view, you } = input;
  const none: Controls = { resign: null, offerDraw: null, answerDraw: false, drawPending: null, abort: false, waiting: null, takeback: null, answerTakeback: false, takebackPending: null };
  if (!game || you.length === 0 || isOver(view, game)) return none;
  const agreed = input.drawAgreed ?? [];
  const open = game.seats.filter((s) => s.kind === "human" && s.open).length;
  const computer = game.seats.some((s) => s.kind === "computer");
  const hotSeat = you.length > 1;
  const side = input.acting ?? (you.includes(view.to_move) ? view.to_move : you[0]);
  const sideName = nameOf(view.seats, side);
  const out: Controls = { ...none };
  const confirmingResign = input.confirming === "resign";
  out.resign = { label: confirmingResign ? (hotSeat ? `Really resign as ${sideName}?` : "Really resign?") : hotSeat ? `Resign as ${sideName}` : "Resign", confirming: confirmingResign };
  if (open > 0) out.waiting = open > 1 ? `Waiting for ${open} players to join` : "Waiting for an opponent to join";
  const drawable = !game.traits?.cooperative && !game.traits?.scores && view.seats.length > 1 && !computer && open === 0;
  if (drawable) {
    if (agreed.length > 0 && you.some((s) => !agreed.includes(s))) out.answerDraw = true;
    else if (agreed.length > 0) out.drawPending = view.seats.length > 2 ? "Draw offered: waiting" : "Draw offered";
    else {
      const confirming = input.confirming === "draw";
      out.offerDraw = { label: confirming ? (hotSeat ? `Really offer a draw as ${sideName}?` : "Really offer a draw?") : hotSeat ? `Offer draw as ${sideName}` : "Offer draw", confirming };
    }
  }
  out.abort = view.history.length < view.seats.length;
  // A takeback where nothing a move showed is secret and nothing was left to chance; only a seat
  // that has moved has a turn to take back.
  if (!game.traits?.hidden && !game.traits?.chance && open === 0) {
    const taken = input.takebackAgreed ?? [];
    const moved = (view.history_seats ?? []).some((s) => you.includes(s));
    const alone = game.seats.every((s, i) => s.kind === "computer" || you.includes(i));
    if (taken.length > 0 && you.some((s) => !taken.includes(s))) out.answerTakeback = true;
    else if (taken.length > 0) out.takebackPending = "Takeback asked: waiting";
    else if (moved) out.takeback = alone ? "Take back" : "Ask to take back";
  }
  return out;
}

/**
 * The position counter in moves, not plies: "move 46 of 47" where a move is one row of the list
 * (a turn of every seat). `rowOfPly[k]` is the row holding the k-th entry (moveRows).
 */
export function moveCounter(current: number, rowOfPly: number[]): string {
  const n = rowOfPly.length;
  const total = n ? rowOfPly[n - 1] : 0;
  if (current >= n) return "";
  if (current === 0) return `the start, before move 1 of ${total}`;
  return `move ${rowOfPly[current - 1]} of ${total}`;
}

/** A declined draw and the like are news, not errors: which server messages are notices. */
export function isNotice(message: string): boolean {
  return /declined/i.test(message);
}

/** One row of the move list: a turn of every seat (number 0: the deal before the first move). */
export interface TurnRow {
  number: number;
  /** The heading this row starts (the view's `history_groups`: Golf's "Hole 2"); its numbers
   * start again from 1. */
  group?: string;
  /** What this turn is, where the game names its turns (the view's `history_turns`: a race's
   * "counts", "Golfer 1 demonstrates"). */
  caption?: string;
  /** `col`: the seat's column; a seat's steps of one turn, and the chance steps after them (the
   * cards it draws), share its cell. */
  cells: { ply: number; text: string; col: number; chance?: boolean }[];
}

/**
 * The move list as turns. With `historySeats` (docs/view.md: who made each entry, -1 for the game
 * itself) each entry goes to its seat's column, a new row starts when the turn comes round again,
 * and a chance step joins the step before it (Cooperative: a card drawn after the turn's card;
 * the deal before the first move is a row of its own, number 0). Without it, plain rounds. One
 * seat alone (Golf's course) makes a row of each entry. With `historyGroups` (docs/view.md: the
 * heading of each entry, Golf's hole) a new heading starts a row numbered 1 again. With
 * `historyTurns` too (the game's name for the turn of each entry) the game says where a row ends:
 * entries made at once in any order (a race's counts) share a row, each in its seat's column.
 */
export function turnRows(history: string[], seats: number, historySeats?: unknown, historyGroups?: unknown, historyTurns?: unknown): TurnRow[] {
  const per = Math.max(1, seats);
  const rows: TurnRow[] = [];
  const strings = (a: unknown) => (Array.isArray(a) && a.length === history.length && a.every((g) => typeof g === "string") ? (a as string[]) : null);
  const groups = strings(historyGroups);
  const bySeat =
    Array.isArray(historySeats) &&
    historySeats.length === history.length &&
    historySeats.every((s) => Number.isInteger(s) && s >= -1 && s < per);
  const turns = bySeat ? strings(historyTurns) : null;
  if (turns) return rowsByTurn(history, historySeats as number[], groups, turns);
  if (!bySeat) {
    history.forEach((text, ply) => {
      const n = Math.floor(ply / per);
      if (!rows[n]) rows[n] = { number: n + 1, cells: [] };
      rows[n].cells.push({ ply, text, col: ply % per });
    });
    return rows;
  }
  let last = -1; // the seat of the last step a seat made
  let turn = 0;
  let group: string | null = null;
  history.forEach((text, ply) => {
    const seat = historySeats[ply] as number;
    const heading = groups && groups[ply] !== group ? groups[ply] : null;
    if (heading !== null) {
      group = heading;
      turn = 0;
      last = -1;
    }
    if (seat < 0) {
      if (rows.length === 0 || heading !== null) rows.push({ number: 0, cells: [], ...(heading !== null ? { group: heading } : {}) });
      rows[rows.length - 1].cells.push({ ply, text, col: Math.max(0, last), chance: true });
      return;
    }
    if (turn === 0 || seat < last || (per === 1 && seat === last)) {
      // A heading's first row may already hold a chance step before any seat's (the timer).
      const open = rows.length > 0 && heading === null && turn === 0 && rows[rows.length - 1].number === 0 && groups !== null;
      if (open) rows[rows.length - 1].number = ++turn;
      else rows.push({ number: ++turn, cells: [], ...(heading !== null ? { group: heading } : {}) });
    }
    rows[rows.length - 1].cells.push({ ply, text, col: seat });
    last = seat;
  });
  return rows;
}

/** The rows of a history whose game names the turn of each entry: a new name or heading starts a
 * row (numbered from 1 under each heading); a chance step goes in the column of the step before. */
function rowsByTurn(history: string[], seats: number[], groups: string[] | null, turns: string[]): TurnRow[] {
  const rows: TurnRow[] = [];
  let group: string | null = null;
  let number = 0;
  history.forEach((text, ply) => {
    const heading = groups && groups[ply] !== group ? groups[ply] : null;
    if (heading !== null) {
      group = heading;
      number = 0;
    }
    if (heading !== null || ply === 0 || turns[ply] !== turns[ply - 1])
      rows.push({ number: ++number, caption: turns[ply], cells: [], ...(heading !== null ? { group: heading } : {}) });
    const row = rows[rows.length - 1];
    const seat = seats[ply];
    const before = row.cells.length ? row.cells[row.cells.length - 1].col : 0;
    row.cells.push(seat < 0 ? { ply, text, col: before, chance: true } : { ply, text, col: seat });
  });
  return rows;
}

/** The row of each history entry (its number), for the counter. */
export function rowOfEachPly(rows: TurnRow[], n: number): number[] {
  const out = new Array<number>(n).fill(0);
  // Counted through the whole list: a list under headings numbers each heading's rows afresh.
  let seq = 0;
  for (const r of rows) {
    if (r.number > 0 || r.group !== undefined) ++seq;
    for (const c of r.cells) out[c.ply] = r.number > 0 || r.group !== undefined ? seq : 0;
  }
  return out;
}

/**
 * Whose turn it is, for those who wait on `seat` (the seat to act): the game's own words where the
 * view gives them (`turn`, docs/view.md: Golf's dealer "chooses: 3 cards or 4", a turn that is no
 * move on the board), else "<seat> to move".
 */
export function waitingText(view: View, seat: number): string {
  if (typeof view.turn === "string" && view.turn) return view.turn;
  return seat >= 0 ? `${nameOf(view.seats, seat)} to move` : "the game acts next";
}

/**
 * Why a press on the board started nothing, in one line (null: nothing worth saying, an empty
 * square). The page knows no rule: it says what the view shows, whose piece it is and whose move,
 * and the game's reason where the view gives one (piece_notes).
 */
export function refusalText(view: View, you: number[], acting: number | null, place: string, interactive: boolean, over: boolean): string | null {
  if (over || you.length === 0) return null;
  const piece = view.pieces.find((p) => p.at === place);
  const zone = view.zones.find((z) => z.id === place);
  if (!piece && !zone) return null;
  if (!interactive || acting === null) {
    // A press that would have started a premove, had the next turn not been a set-up: say why not.
    const setUp = you.length === 1 && nextTurnIsSetUp(view, you[0]) ? " No premove: your next turn is a set-up, not a move on the board." : "";
    return `Not your move: ${waitingText(view, view.to_move)}.${setUp}`;
  }
  const seat = view.seats[acting];
  const what = piece ? `${piece.hidden ? "piece" : piece.type} on ${place}` : (zone?.name ?? place);
  const pieceColours = new Set(view.pieces.map((p) => p.color));
  if (piece && seat && pieceColours.has(seat.color) && piece.color !== seat.color) return `That ${what} is not yours: you play ${seat.name}.`;
  // The game's own reason this piece cannot move (Crowded House: its half rule), where it gives one.
  const note = piece ? view.piece_notes?.[place] : undefined;
  if (typeof note === "string" && note) return `The ${what} cannot move now: ${note}.`;
  const prompt = (view.info ?? []).find((i) => i.prompt);
  if (prompt) return `The ${what} cannot move now: ${prompt.text.charAt(0).toLowerCase()}${prompt.text.slice(1)}.`;
  return `The ${what} has no legal move now.`;
}

/** News of the draw offer between two states: this page's offer was declined (null: nothing new). */
export function drawNews(before: number[], after: number[], you: number[], over: boolean): string | null {
  if (over || after.length > 0 || before.length === 0) return null;
  return before.some((s) => you.includes(s)) ? "Your draw offer was declined: play on." : null;
}

/** News of this page's takeback request between two states: declined, or lapsed because the game
 * moved on (null: nothing new, or it was carried out: the position went back). */
export function takebackNews(before: number[], after: number[], you: number[], plyBefore: number, plyAfter: number): string | null {
  if (after.length > 0 || !before.some((s) => you.includes(s)) || plyAfter < plyBefore) return null;
  return plyAfter > plyBefore ? "The game moved on: your takeback request lapsed." : "Your takeback request was declined: play on.";
}

/**
 * The last round of moves in words, for the status: one entry per seat's latest turn at most, the
 * game's own steps (cards dealt and drawn) left out; `by` names the seat when there are more than
 * two. Empty before the first move.
 */
export function lastMoves(view: View): { text: string; by: number | null }[] {
  const seats = Array.isArray(view.history_seats) && view.history_seats.length === view.history.length ? view.history_seats : null;
  const entries = view.history.map((text, i) => ({ text, seat: seats ? seats[i] : 0 })).filter((e) => e.seat >= 0);
  const round = entries.slice(-Math.max(1, view.seats.length));
  return round.map((e) => ({ text: e.text, by: seats && view.seats.length > 2 ? e.seat : null }));
}

/**
 * The line under the move list while an earlier position is shown (`counter` from moveCounter):
 * empty on the live position; a position this page never saw can be pointed at in the list only,
 * as the server sends the current view alone.
 */
export function historyNote(viewingPly: number | null, counter: string, seen: boolean): string {
  if (viewingPly === null) return "";
  return seen ? `Showing ${counter}.` : `Showing ${counter} in the list: that position was played before this page was opened, and the server sends only the current one.`;
}

/** What a finished game offers under it: an analysis link, and the rematch in its current stage. */
export interface AfterGame {
  analyse: boolean;
  /** go: the rematch exists (its id); accept: another player asked; pending: this page asked; ask: nobody yet. */
  rematch: { kind: "go"; id: string } | { kind: "accept" } | { kind: "pending"; label: string } | { kind: "ask" } | null;
}

/**
 * Once over, a game of perfect information without chance can be analysed where the catalog says
 * its computer evaluates (`analysis`: Sniderman's solver does not, so no link that would only
 * fail); a player (not a spectator) may ask for a rematch, which needs every seat.
 */
export function afterGame(game: Game, view: View, you: number[], rematchAgreed: number[], analysis: boolean | undefined): AfterGame {
  const playing = !view.over && game.status !== "finished";
  const out: AfterGame = { analyse: !playing && !game.traits?.hidden && !game.traits?.chance && analysis === true, rematch: null };
  if (playing || you.length === 0) return out;
  if (game.rematch) out.rematch = { kind: "go", id: game.rematch };
  else if (rematchAgreed.length > 0 && you.some((s) => !rematchAgreed.includes(s))) out.rematch = { kind: "accept" };
  else if (rematchAgreed.length > 0) out.rematch = { kind: "pending", label: view.seats.length > 2 ? "Rematch asked: waiting" : "Rematch offered" };
  else out.rematch = { kind: "ask" };
  return out;
}

/**
 * The seats a spectator may join while the game is played: the open human seats, the one an
 * invitation names (?seat=N) first; with more than two seats the others may be taken too.
 */
export function joinChoices(game: Game, view: View, you: number[], invitedSeat: number | null): { invited: number; others: number[] } | null {
  const playing = !view.over && game.status !== "finished";
  const open = game.seats.flatMap((s, i) => (s.kind === "human" && s.open ? [i] : []));
  if (you.length > 0 || !playing || open.length === 0) return null;
  const invited = open.find((i) => i === invitedSeat) ?? open[0];
  return { invited, others: view.seats.length > 2 ? open.filter((i) => i !== invited) : [] };
}

/** How long a button asking "are you sure?" waits for its second click: longer where more people play. */
export function confirmMs(view: View | null): number {
  return view && view.seats.length > 2 ? 5000 : 3000;
}

/** One invitation link: for the game (seat undefined) or for one open seat. */
export interface Invitation {
  url: string;
  seat?: number;
}

/**
 * The links a player may send to fill the open human seats while the game is not finished: with
 * two seats one link to the game; with more, one per open seat (?seat=N), so every friend lands on
 * the seat meant for them. Empty for a spectator or with no open seat.
 */
export function invitations(game: Game, you: number[], origin: string, id: string): Invitation[] {
  if (you.length === 0 || game.status === "finished") return [];
  const open = game.seats.flatMap((s, i) => (s.kind === "human" && s.open ? [i] : []));
  if (open.length === 0) return [];
  if (game.seats.length <= 2) return [{ url: `${origin}/game/${id}` }];
  return open.map((seat) => ({ url: `${origin}/game/${id}?seat=${seat}`, seat }));
}

/** The hinted move to draw: only on the live position, while this page may move and the move is still legal. */
export function shownHint(hint: { move: string } | null, legal: Move[], onLiveAndMayMove: boolean): Move | null {
  if (!hint || !onLiveAndMayMove) return null;
  return legal.find((m) => m.text === hint.move) ?? null;
}

/** The seats standing behind each offer a state message carries (older servers name one offerer). */
export interface Agreed {
  draw: number[];
  takeback: number[];
  rematch: number[];
}

export function agreedSeats(m: { draw_offer?: number | null; draw_agreed?: unknown; takeback_agreed?: unknown; rematch_offer?: number | null; rematch_agreed?: unknown }): Agreed {
  const list = (v: unknown): number[] | null => (Array.isArray(v) ? (v as number[]) : null);
  const drawOffer = m.draw_offer ?? null;
  return {
    draw: list(m.draw_agreed) ?? (drawOffer !== null ? [drawOffer] : []),
    takeback: list(m.takeback_agreed) ?? [],
    rematch: list(m.rematch_agreed) ?? (m.rematch_offer != null ? [m.rematch_offer] : []),
  };
}
