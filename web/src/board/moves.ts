// The legal moves of a view, grouped the ways a person picks them: by where they start, by where
// they may be dropped (`to`, or `via`), and the ones that are buttons. Grouping only: the moves
// come whole from the server (docs/view.md), the client never makes one up.
import type { Move, Piece } from "../types";

/** Tolerates a legal list of plain texts (shown as buttons then). */
export function normaliseMoves(legal: unknown): Move[] {
  if (!Array.isArray(legal)) return [];
  return legal
    .map((m): Move | null =>
      typeof m === "string" ? { text: m } : m && typeof m === "object" && "text" in m ? (m as Move) : null,
    )
    .filter((m): m is Move => m !== null);
}

const placed = (m: Move) => m.from !== undefined && m.to !== undefined;

/** Every place (square or zone id) a move starts from. */
export function movableFrom(legal: Move[]): Set<string> {
  return new Set(legal.filter(placed).map((m) => m.from as string));
}

/** For a start place: every place a move may be dropped on, with the moves it stands for. */
export function destinations(legal: Move[], from: string): Map<string, Move[]> {
  const out = new Map<string, Move[]>();
  const add = (target: string, m: Move) => {
    const list = out.get(target);
    if (list) {
      if (!list.includes(m)) list.push(m);
    } else out.set(target, [m]);
  };
  for (const m of legal) {
    if (!placed(m) || m.from !== from) continue;
    add(m.to as string, m);
    if (m.via) add(m.via, m);
  }
  return out;
}

/** The moves a drop from `from` on `target` may mean: none, one, or several to choose from. */
export function movesBetween(legal: Move[], from: string, target: string): Move[] {
  return destinations(legal, from).get(target) ?? [];
}

/**
 * Of the moves one gesture may mean, those that take this piece from a zone. docs/view.md labels a
 * move from a zone whose pieces differ like the zone piece it takes (Power Chess: "R4", "P"), so a
 * person who dragged or clicked one picture in the zone means that piece; no match (a zone of one
 * kind, unlabelled moves) keeps them all for the chooser.
 */
export function movesForPiece(moves: Move[], piece: Piece | null | undefined): Move[] {
  if (!piece || moves.length <= 1) return moves;
  const name = (piece.label ?? piece.type).toLowerCase();
  const mine = moves.filter((m) => m.label !== undefined && m.label.toLowerCase() === name);
  return mine.length > 0 ? mine : moves;
}

/** Moves not drawn as from -> to: shown as buttons. */
export function buttonMoves(legal: Move[]): Move[] {
  return legal.filter((m) => !placed(m));
}

/** What to call a move on a button or in a chooser. */
export function moveCaption(m: Move): string {
  return m.label ?? m.promotion ?? m.text;
}

export interface MoveRow {
  number: number;
  /** `col`: the seat's column; one seat's consecutive steps share it (a capture, then a burial). */
  cells: { ply: number; text: string; col: number }[];
}

/**
 * The move list as rows, numbered from 1. With `historySeats` (docs/view.md: who made each entry)
 * each entry goes to its seat's column and a new row starts when the turn comes round again;
 * without it (or with a chance step, seat -1) the rows are plain rounds of `seats` entries.
 */
export function moveRows(history: string[], seats: number, historySeats?: unknown): MoveRow[] {
  const per = Math.max(1, seats);
  const rows: MoveRow[] = [];
  const bySeat =
    Array.isArray(historySeats) &&
    historySeats.length === history.length &&
    historySeats.every((s) => Number.isInteger(s) && s >= 0 && s < per);
  if (!bySeat) {
    history.forEach((text, ply) => {
      const n = Math.floor(ply / per);
      if (!rows[n]) rows[n] = { number: n + 1, cells: [] };
      rows[n].cells.push({ ply, text, col: ply % per });
    });
    return rows;
  }
  let last = -1;
  history.forEach((text, ply) => {
    const seat = historySeats[ply] as number;
    if (rows.length === 0 || seat < last) rows.push({ number: rows.length + 1, cells: [] });
    rows[rows.length - 1].cells.push({ ply, text, col: seat });
    last = seat;
  });
  return rows;
}

/**
 * The zone every legal move starts from, when there is exactly one and it is a zone (Zombie
 * Chess's burial: every move is graveyard -> a square). Picking that zone first would be a
 * pointless click, so the board selects it by itself and its targets can be clicked at once.
 * Null when moves start from squares too, from several places, or some are buttons.
 */
export function singleZoneStart(legal: Move[], zoneIds: Iterable<string>): string | null {
  if (legal.length === 0 || !legal.every(placed)) return null;
  const from = legal[0].from as string;
  if (!legal.every((m) => m.from === from)) return null;
  return new Set(zoneIds).has(from) ? from : null;
}
