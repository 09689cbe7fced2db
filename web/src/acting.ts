// Who may act now, from the view alone (docs/view.md): the seat to move, or in a game where several
// seats act at once (Golf's race: every golfer counts) the view's `acting` list; and which of the
// seats this page holds it acts as. Pure; the server picks the same seat (docs/api.md).
import type { Deadline, View } from "./types";

/** Every seat that may act now (none once the game is over or while the game itself acts). */
export function actingSeats(view: View): number[] {
  if (view.over) return [];
  if (Array.isArray(view.acting)) return view.acting;
  return view.to_move >= 0 ? [view.to_move] : [];
}

/** The seat whose view the server sends a page holding `you`: the seat to move when held, else
 * the first held seat that may act, else the first held seat (-2: a spectator). */
export function viewSeat(view: View, you: number[]): number {
  if (you.includes(view.to_move)) return view.to_move;
  const acting = actingSeats(view);
  return you.find((s) => acting.includes(s)) ?? you[0] ?? -2;
}

/** The seat this page acts as now, or null when none of its seats may act. */
export function mySeatToAct(view: View, you: number[]): number | null {
  const seat = viewSeat(view, you);
  return actingSeats(view).includes(seat) ? seat : null;
}

/** The time a deadline has left now, counted down from when it was received. */
export function deadlineLeft(d: Deadline, receivedAt: number, now: number): number {
  return Math.max(0, d.remaining_ms - Math.max(0, now - receivedAt));
}
