// Premoves: while the opponent is to move, a player picks one move of their own, played at once
// when the turn comes back if it is legal then, else dropped without a word. Pure decisions from
// what the server sends (docs/view.md) and nothing else: whether a premove may be picked now, from
// which squares, and what a picked one comes to once the legal moves are known. The page never
// names a game here and never judges a premove itself: only the legal list of the next turn does.
import type { Move, View } from "../types";

/** A premove: a start square and a target square, as a person picked them. */
export interface Premove {
  from: string;
  to: string;
}

/** What the page knows besides the view. */
export interface PremoveInput {
  view: View;
  /** The seats this page plays. */
  you: number[];
  /** The game is played against the computer or on a clock (where waiting costs). */
  pressing: boolean;
  /** Whether this seat's last turn began with a move on the board (see turnBeganOnBoard); null
   * before its first turn. */
  lastTurnOnBoard: boolean | null;
}

/**
 * The seat that may pick a premove now, or null. Only where the player's next turn is sure to be
 * theirs alone and an ordinary move: two seats that take turns (no seats acting at once, not the
 * game itself acting now), one of them held by this page (not a spectator, not one screen for both), the
 * other to move, the game running; the player's own pieces are on the board; and the player's
 * last turn, if any, began with a move on the board (not a set-up form, not a step from a zone),
 * and the next is not a set-up the view announces (refusalText says why to a player who presses).
 */
export function premoveSeat(input: PremoveInput): number | null {
  const { view, you } = input;
  if (!input.pressing || view.over || view.seats.length !== 2 || you.length !== 1) return null;
  if (Array.isArray(view.acting)) return null;
  const seat = you[0];
  if (view.to_move < 0 || view.to_move === seat || !view.seats[view.to_move]) return null;
  if (input.lastTurnOnBoard === false) return null;
  if (nextTurnIsSetUp(view, seat)) return null;
  return premoveStarts(view, seat).size > 0 ? seat : null;
}

/** Whether the view says `seat`'s next turn is a set-up, not a move on the board (`set_up`,
 * docs/view.md: Masquerade's assignment): a premove would only be dropped when it comes. */
export function nextTurnIsSetUp(view: View, seat: number): boolean {
  return Array.isArray(view.set_up) && view.set_up.includes(seat);
}

/** The squares a premove of `seat` may start from: its own pieces, seen, on the board. */
export function premoveStarts(view: View, seat: number): Set<string> {
  const colour = view.seats[seat]?.color;
  const out = new Set<string>();
  if (!colour) return out;
  for (const p of view.pieces) if (p.at && !p.hidden && p.color === colour) out.add(p.at);
  return out;
}

/** Whether a turn whose first legal list is `legal` began with a move on the board: some legal
 * move goes from a square to a square (not from a zone, not a button, not a form's text). */
export function turnBeganOnBoard(legal: Move[], zoneIds: Iterable<string>): boolean {
  const zones = new Set(zoneIds);
  return legal.some((m) => m.from !== undefined && m.to !== undefined && !zones.has(m.from) && !zones.has(m.to));
}

/** What a premove comes to once its turn has come: one legal move to play, several to choose
 * from (a promotion), or nothing (it is not legal now: dropped). */
export type PremoveOutcome = { kind: "play"; move: Move } | { kind: "choose"; moves: Move[] } | { kind: "drop" };

export function premoveOutcome(legal: Move[], premove: Premove): PremoveOutcome {
  const moves = legal.filter((m) => m.from === premove.from && (m.to === premove.to || m.via === premove.to));
  if (moves.length === 0) return { kind: "drop" };
  if (moves.length === 1) return { kind: "play", move: moves[0] };
  return { kind: "choose", moves };
}

/**
 * What the page remembers of the player's last turn after a new view: when a turn of the player
 * begins (it may act now and could not before), whether it began on the board; else unchanged.
 */
export function rememberTurn(remembered: boolean | null, before: View | null, after: View, you: number[]): boolean | null {
  const mine = (v: View | null) => !!v && !v.over && !Array.isArray(v.acting) && you.includes(v.to_move) && (v.legal?.length ?? 0) > 0;
  if (!mine(after) || (before !== null && mine(before) && sameTurn(before, after))) return remembered;
  return turnBeganOnBoard(after.legal ?? [], after.zones.map((z) => z.id));
}

/** Whether two views where the player may act are one turn: every step since is the player's own
 * (Zombie: a capture, then its burial). */
function sameTurn(before: View, after: View): boolean {
  if (before.to_move !== after.to_move) return false;
  const seats = after.history_seats;
  if (!Array.isArray(seats) || seats.length !== after.history.length) return before.history.length === after.history.length;
  return seats.slice(before.history.length).every((s) => s === after.to_move);
}
