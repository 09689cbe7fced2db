// Arrows and circles a person draws on the board with the right mouse button (a drag: an arrow; a
// click: a circle), and the ones the page draws itself (the analysis's best move). Pure: which
// brush a gesture picks, how a new shape changes the drawn ones, where an arrow's parts go, when
// the drawing is wiped, and which squares a move text names. board.ts keeps them, render.ts draws.
import type { View } from "../types";

/** The four colours, picked by modifier keys as lichess players know them. */
export type Brush = "green" | "red" | "blue" | "yellow";

/** An arrow from `from` to `to`, or a circle on `from` when `to` is absent. */
export interface Shape {
  from: string;
  to?: string;
  brush: Brush;
}

/** The brush of a right-button gesture: Shift or Ctrl red, Alt (or Meta) blue, both yellow,
 * none green. */
export function brushFor(mods: { shiftKey?: boolean; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean }): Brush {
  const a = !!(mods.shiftKey || mods.ctrlKey);
  const b = !!(mods.altKey || mods.metaKey);
  return a && b ? "yellow" : a ? "red" : b ? "blue" : "green";
}

/** A gesture from one square to another (the same square: a circle). */
export function shapeOf(from: string, to: string, brush: Brush): Shape {
  return from === to ? { from, brush } : { from, to, brush };
}

const sameSpot = (a: Shape, b: Shape) => a.from === b.from && (a.to ?? null) === (b.to ?? null);

/**
 * The drawn shapes after one more gesture: the same shape in the same colour again takes it away,
 * in another colour recolours it; a new one is added. One shape per spot, so drawing toggles.
 */
export function toggleShape(shapes: Shape[], shape: Shape): Shape[] {
  const old = shapes.find((s) => sameSpot(s, shape));
  const rest = shapes.filter((s) => !sameSpot(s, shape));
  return old && old.brush === shape.brush ? rest : [...rest, shape];
}

/**
 * What identifies the position on the board: when it changes a move was made (or taken back, or
 * another position is shown), and the drawing belongs to the old one. The move count, the
 * position text where there is one, the last move, and where the pieces stand.
 */
export function positionKey(view: View): string {
  const pieces = view.pieces.map((p) => `${p.at ?? ""}:${p.color}:${p.type}`).join(",");
  return [view.history?.length ?? "", view.position ?? "", view.last_move?.text ?? "", pieces].join("|");
}

/** Where an arrow's parts go, in squares: the shaft from the start's centre to the base of the
 * head, and the head's three corners, its tip short of the target's centre. */
export interface ArrowGeometry {
  shaft: { x1: number; y1: number; x2: number; y2: number };
  head: [number, number][];
}

export const ARROW_WIDTH = 0.16;
const HEAD_LENGTH = 0.36;
const HEAD_HALF_WIDTH = 0.2;
const TIP_SHORT = 0.12; // the tip stops short of the centre, so the piece there stays seen

/** An arrow between two square centres (x, y: the centres, in squares). */
export function arrowGeometry(x1: number, y1: number, x2: number, y2: number): ArrowGeometry {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = len > 0 ? (x2 - x1) / len : 0;
  const uy = len > 0 ? (y2 - y1) / len : 0;
  const tipX = x2 - ux * TIP_SHORT;
  const tipY = y2 - uy * TIP_SHORT;
  const baseX = tipX - ux * HEAD_LENGTH;
  const baseY = tipY - uy * HEAD_LENGTH;
  const r = (n: number) => Math.round(n * 1e4) / 1e4;
  return {
    shaft: { x1: r(x1), y1: r(y1), x2: r(baseX + ux * 0.01), y2: r(baseY + uy * 0.01) },
    head: [
      [r(tipX), r(tipY)],
      [r(baseX - uy * HEAD_HALF_WIDTH), r(baseY + ux * HEAD_HALF_WIDTH)],
      [r(baseX + uy * HEAD_HALF_WIDTH), r(baseY - ux * HEAD_HALF_WIDTH)],
    ],
  };
}

/**
 * The squares a move text names, in order, as far as they are squares of this board: `e2e4` and
 * `e7e8q` name two, a drop `N@e4` one. The page reads no rule here, only square names (docs/view.md),
 * so the engine's best move in machine form can be drawn: two squares an arrow, one a circle.
 */
export function squaresNamed(text: string, isSquare: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/[a-z]+[0-9]+/g)) {
    // "e2e4" reads as "e2", "e4"; a longer run of letters ("white-hand1") names no square unless
    // it is one.
    if (isSquare(m[0])) out.push(m[0]);
  }
  return out.slice(0, 2);
}

/** The shape that shows a move text on the board: an arrow, a circle, or none. */
export function moveShape(text: string, isSquare: (name: string) => boolean, brush: Brush): Shape | null {
  const [from, to] = squaresNamed(text, isSquare);
  if (!from) return null;
  return to && to !== from ? { from, to, brush } : { from, brush };
}
