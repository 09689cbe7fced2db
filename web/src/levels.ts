// The computer's levels as GET /api/variants lists them (docs/api.md): 1 (weakest) to 8, each with
// its measured strength where there is one (Chess960: an estimate on stockfish's UCI_Elo scale).
// Pure: the lobby's level choosers show these words.

export interface LevelInfo {
  level: number;
  /** A short word for people ("beginner" .. "full strength"), where the server gives one. */
  label?: string;
  /** Estimated strength on stockfish 15.1's UCI_Elo scale, from `games` games. */
  elo?: number;
  games?: number;
}

export const DEFAULT_LEVEL = 4;

/** The levels a variant offers: its own list, or 1-8 where the server lists none. */
export function levelsOf(v: { levels?: LevelInfo[] }): LevelInfo[] {
  if (v.levels && v.levels.length > 0) return v.levels;
  return Array.from({ length: 8 }, (_, i) => ({ level: i + 1 }));
}

/** The level's words in a chooser: "4 ≈ 1563" where measured, else "4" (after `prefix`). */
export function levelText(l: LevelInfo, prefix = ""): string {
  return l.elo === undefined ? `${prefix}${l.level}` : `${prefix}${l.level} ≈ ${l.elo}`;
}

/** A level's tooltip: its label, and what its estimate rests on where it was measured. */
export function levelTitle(l: LevelInfo): string {
  if (l.elo === undefined) return l.label ?? "";
  const games = l.games === undefined ? "" : `, from ${l.games} games`;
  const estimate = `about ${l.elo} on Stockfish's UCI_Elo scale (an estimate${games})`;
  return l.label ? `${l.label}: ${estimate}` : estimate;
}
