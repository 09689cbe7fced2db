// The game page's move list: rows by turn (one column per seat), the current move highlighted and
// kept in sight inside the list's own scroll area (never scrolling the page), and ←/→/Home/End to
// step through the positions from anywhere on the page but a text field or the board (whose arrows
// move over the squares). Every row is a turn (game/model.ts: turnRows), its columns the same width
// in every row and in the head, and a long entry wraps inside its cell, never cut (style.css).
import { turnRows } from "./game/model";
import { moveColumnHeads } from "./seats";
import type { View } from "./types";
import { h } from "./ui";

/** Which position a key asks for from `current` of `n` moves: a ply, null (the live position), or
 * undefined when the key is not one of the list's. Pure. */
export function stepFor(key: string, current: number, n: number): number | null | undefined {
  if (key === "ArrowLeft") return Math.max(0, current - 1);
  if (key === "ArrowRight") return current + 1 >= n ? null : current + 1;
  if (key === "Home") return 0;
  if (key === "End") return null;
  return undefined;
}

/** Whether a key press aimed at `target` belongs to something else: typing, a menu, the board. */
export function keyIsTaken(target: EventTarget | null): boolean {
  const el = target as Element | null;
  if (!el || typeof el.closest !== "function") return false;
  return !!el.closest("input, textarea, select, [contenteditable], svg.board, dialog");
}

/** A move's text as words that never break inside (a "-" or "/" is no place to wrap), with the
 * spaces between them as the only places a long entry may wrap. */
function wordsOf(text: string): (Node | string)[] {
  return text.split(/(\s+)/).filter(Boolean).map((w) => (/^\s+$/.test(w) ? w : h("span", { class: "word" }, w)));
}

export class MoveList {
  readonly element = h("ol", { class: "move-list", "aria-label": "moves", tabindex: 0 });

  /** `go(ply)` shows the position after `ply` moves (null: the live one). */
  constructor(private readonly go: (ply: number | null) => void) {}

  /** Draws `live`'s history with the position after `current` moves highlighted. */
  render(live: View, current: number): void {
    const seats = Math.max(1, live.seats.length);
    const rows = turnRows(live.history, seats, live.history_seats, live.history_groups, live.history_turns);
    // One grid for the whole list (each row a subgrid of it), so every row and the head share
    // their column widths: each column at least as wide as its longest word.
    this.element.style.gridTemplateColumns = `2.5em repeat(${seats}, minmax(min-content, 1fr))`;
    // More than two columns: a head naming each seat's column (two are White and Black, as usual).
    const heads =
      live.seats.length > 2
        ? [h("li", { class: "move-row move-heads", "aria-hidden": "true" }, h("span", {}), ...moveColumnHeads(live.seats).map((name, i) => h("span", { class: "move-head", style: `grid-column: ${i + 2}` }, name)))]
        : [];
    const moveButton = (c: { ply: number; text: string; chance?: boolean }) => {
      const here = c.ply + 1 === current;
      return h(
        "button",
        { type: "button", class: `move${here ? " current" : ""}${c.chance ? " chance" : ""}`, title: c.text, "data-ply": c.ply + 1, ...(here ? { "aria-current": "step" } : {}), onclick: () => this.go(c.ply + 1 >= live.history.length ? null : c.ply + 1) },
        ...wordsOf(c.text),
      );
    };
    this.element.replaceChildren(
      ...heads,
      ...rows.flatMap((r) => {
        // One cell per seat column, holding that seat's steps of the turn, left to right whatever
        // order they came in (a race's counts): a column before the last placed would start a
        // second line of the row.
        const cols = [...new Set(r.cells.map((c) => c.col))].sort((a, b) => a - b);
        const row = h(
          "li",
          { class: "move-row" },
          h("span", { class: "move-number" }, r.number === 0 ? (r.group !== undefined ? "" : "deal") : `${r.number}.`),
          ...cols.map((col) => h("div", { class: "move-cell", style: `grid-column: ${col + 2}` }, ...r.cells.filter((c) => c.col === col).map(moveButton))),
        );
        // A heading (Golf's "Hole 2") above the rows it starts, and the game's name for the turn
        // (a race's "counts") above its row.
        return [
          ...(r.group !== undefined ? [h("li", { class: "move-group", "data-group": r.group }, r.group)] : []),
          ...(r.caption !== undefined ? [h("li", { class: "move-caption" }, r.caption)] : []),
          row,
        ];
      }),
    );
    this.keepInSight();
  }

  /** Scrolls the list (only the list: scrollIntoView would scroll the page too, on a phone the
   * board away) so the current move is visible; at the live position, to the end. */
  private keepInSight(): void {
    const list = this.element;
    const current = list.querySelector<HTMLElement>(".move.current");
    if (!current) return;
    const box = list.getBoundingClientRect(), cell = current.getBoundingClientRect();
    const top = cell.top - box.top + list.scrollTop;
    const bottom = top + cell.height;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }
}
