// The pace of the game page: what the server sends is shown in order, but a move made by a seat
// this page does not hold stays on screen at least PACE_MS before the next state replaces it, so a
// person can follow a run of the others' moves (Golf's race: the computer's demonstration, then
// the next hole, used to come within 300 ms). States that arrive slower than that are shown at
// once; a Skip button shows the latest at once. Pure: which states to show at time `now`, and when
// the next is due (tests/pace.test.ts); game/connection.ts holds the queue and the timer.
import type { View } from "../types";

export const PACE_MS = 700;

/** Whether `after` shows a move someone else made: its last new history entry is by a seat, and
 * not one of `you` (the game's own steps, a dealt card, are no move to follow). */
export function othersMove(before: View | null, after: View, you: number[]): boolean {
  const n = before?.history.length ?? 0;
  if (after.history.length <= n) return false;
  const seats = after.history_seats;
  if (!Array.isArray(seats) || seats.length !== after.history.length) return false;
  for (let i = after.history.length - 1; i >= n; --i) {
    const seat = seats[i];
    if (seat >= 0) return !you.includes(seat);
  }
  return false;
}

/** A state waiting to be shown: its view and when it arrived (ms). */
export interface Queued {
  view: View;
  at: number;
}

/** The state on screen: since when, and whether it is another's move to hold PACE_MS. */
export interface Shown {
  view: View;
  since: number;
  held: boolean;
}

/** What to show at `now`: how many of the queued states are due (shown in order, the last of them
 * on screen), and when the next one is due (null: none is left). */
export function paced(shown: Shown | null, queue: Queued[], you: number[], now: number, pace = PACE_MS): { due: number; next: number | null } {
  let prev = shown?.view ?? null;
  let since = shown?.since ?? -Infinity;
  let hold = shown?.held ?? false;
  let due = 0;
  for (const q of queue) {
    const at = hold ? Math.max(q.at, since + pace) : q.at;
    if (at > now) return { due, next: at };
    ++due;
    hold = othersMove(prev, q.view, you);
    prev = q.view;
    since = at;
  }
  return { due, next: null };
}
