// Material beside the players, as lichess shows it: the pieces one side has on the board beyond the
// other's, and their worth ("+3"). The game says what each kind of piece is worth (GET
// /api/variants, "material"); this only counts what the view shows, so a hidden piece or a king
// counts for nothing.
import type { Piece } from "./types";

export interface MaterialSide {
  /** The piece types this colour has more of, one entry per piece, most valuable first. */
  ahead: string[];
  /** How many points this colour is ahead by (0 when level or behind). */
  points: number;
}

/** What each colour is ahead by, keyed by colour; empty when the game counts no material or the
 * board holds other than two colours. */
export function materialBalance(pieces: Piece[], values: Record<string, number> | undefined): Record<string, MaterialSide> {
  if (!values) return {};
  const counts = new Map<string, Map<string, number>>();
  for (const p of pieces) {
    if (p.hidden || !(p.type in values)) continue;
    const byType = counts.get(p.color) ?? new Map<string, number>();
    byType.set(p.type, (byType.get(p.type) ?? 0) + (p.count ?? 1));
    counts.set(p.color, byType);
  }
  const colors = [...new Set(pieces.filter((p) => !p.hidden).map((p) => p.color))];
  if (colors.length !== 2) return {};
  const [a, b] = colors;
  const out: Record<string, MaterialSide> = { [a]: { ahead: [], points: 0 }, [b]: { ahead: [], points: 0 } };
  let balance = 0;
  const types = Object.keys(values).sort((x, y) => values[y] - values[x]);
  for (const type of types) {
    const diff = (counts.get(a)?.get(type) ?? 0) - (counts.get(b)?.get(type) ?? 0);
    const side = diff > 0 ? out[a] : out[b];
    for (let i = 0; i < Math.abs(diff); i++) side.ahead.push(type);
    balance += diff * values[type];
  }
  if (balance > 0) out[a].points = balance;
  if (balance < 0) out[b].points = -balance;
  return out;
}

/** "+3", or nothing when level. */
export function pointsText(side: MaterialSide | undefined): string {
  return side && side.points > 0 ? `+${side.points}` : "";
}

/** A piece type as a small glyph beside a player's name (one shape for both colours). */
export const PIECE_GLYPHS: Record<string, string> = { pawn: "♟", knight: "♞", bishop: "♝", rook: "♜", queen: "♛" };
