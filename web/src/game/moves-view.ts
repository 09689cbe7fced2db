// The move list beside the board, its «‹›» buttons, the note under it and the arrow keys: the
// one part of the game page that steps through past positions. It draws what it is given and
// calls goTo; the page keeps which position is shown.
import { MoveList, keyIsTaken, stepFor } from "../move-list";
import type { View } from "../types";
import { button } from "./button";
import { historyNote, moveCounter, rowOfEachPly, turnRows } from "./model";

export interface MovesParts {
  list: MoveList;
  nav: HTMLElement;
  note: HTMLElement;
}

/** What the move list shows: the live view, the position on screen (null: live), whether this page saw it. */
export interface MovesShown {
  live: View;
  viewingPly: number | null;
  seen: (ply: number) => boolean;
}

export function renderMoves(parts: MovesParts, s: MovesShown, goTo: (ply: number | null) => void): void {
  const { live, viewingPly } = s;
  const current = viewingPly ?? live.history.length;
  parts.list.render(live, current);
  const n = live.history.length;
  parts.nav.replaceChildren(
    button("«", () => goTo(0), { "aria-label": "first position", disabled: current === 0 }),
    button("‹", () => goTo(current - 1), { "aria-label": "previous position", disabled: current === 0 }),
    button("›", () => goTo(current + 1), { "aria-label": "next position", disabled: current >= n }),
    button("»", () => goTo(null), { "aria-label": "current position", disabled: current >= n }),
  );
  // In moves (rows of the list), not plies: "move 46 of 47".
  const counter = moveCounter(viewingPly ?? n, rowOfEachPly(turnRows(live.history, live.seats.length, live.history_seats, live.history_groups, live.history_turns), n));
  parts.note.textContent = historyNote(viewingPly, counter, viewingPly !== null && s.seen(viewingPly));
}

/** ←/→/Home/End step through the moves from anywhere but a text field or the board; not under the curtain. */
export function moveKeys(now: () => { live: View | null; curtained: boolean; viewingPly: number | null }, goTo: (ply: number | null) => void): (e: KeyboardEvent) => void {
  return (e) => {
    const { live, curtained, viewingPly } = now();
    if (!live || curtained || e.altKey || e.ctrlKey || e.metaKey || keyIsTaken(e.target)) return;
    const step = stepFor(e.key, viewingPly ?? live.history.length, live.history.length);
    if (step === undefined) return;
    goTo(step);
    e.preventDefault();
  };
}
