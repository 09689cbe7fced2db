// Profiles and leaderboards on the page (docs/api.md, "Players"): what /api/players/{name} and
// /api/leaderboard/{game} answer, and how it is shown: a rating with "?" while provisional, a
// record in words, and a rating history chart as numbers for an inline SVG (rating-chart.ts draws
// it). Pure; profile.ts is the view.

export interface GameRecordCount {
  wins: number;
  losses: number;
  draws: number;
}

/** One game of a profile: the rating as it stands now (null: never rated), and the record. */
export interface ProfileGame {
  game: string;
  title: string;
  rating: number | null;
  rd: number | null;
  provisional: boolean;
  games: number;
  history: [number, number][]; // [time_ms, rating] per rated game, oldest first
  record: GameRecordCount;
}

export interface RecentGame {
  id: string;
  game: string;
  title: string;
  opponents: { name: string; account: boolean }[]; // account: a player with a profile
  result: string; // win, loss, draw, aborted, playing
  created_ms: number;
  link: string;
  analysis?: string; // a finished game of a game that is analysed: its analysis page
}

export interface Profile {
  name: string;
  joined_ms: number;
  games: ProfileGame[];
  recent: RecentGame[];
}

export interface LeaderRow {
  rank: number;
  name: string;
  rating?: number;
  rd?: number;
  games?: number;
  score?: number;
  link?: string;
}

export interface Leaderboard {
  game: string;
  title: string;
  kind: "ratings" | "scores";
  since_ms?: number;
  rows: LeaderRow[];
}

export const profilePath = (name: string): string => `/player/${encodeURIComponent(name)}`;
export const leaderboardPath = (game: string): string => `/leaderboard/${encodeURIComponent(game)}`;

/** "1580", "1580?" while provisional (lichess's way), "unrated" when there is none. */
export function ratingText(g: Pick<ProfileGame, "rating" | "provisional">): string {
  if (g.rating === null) return "unrated";
  return `${Math.round(g.rating)}${g.provisional ? "?" : ""}`;
}

/** "3 wins, 1 loss, 2 draws". */
export function recordText(r: GameRecordCount): string {
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${part(r.wins, "win", "wins")}, ${part(r.losses, "loss", "losses")}, ${part(r.draws, "draw", "draws")}`;
}

/** The result of a recent game for the player, in words. */
export function resultText(result: string): string {
  const words: Record<string, string> = { win: "Won", loss: "Lost", draw: "Drawn", aborted: "Aborted", playing: "Playing" };
  return words[result] ?? result;
}

/** "2026-11-29" (UTC: the same on every screen and in tests). */
export function dateText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface ChartTick {
  at: number; // x for a time tick, y for a rating tick
  label: string;
}

/** A rating chart in the SVG's own units: the line, its points, and the axes' labels. */
export interface Chart {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  path: string; // "M x y L x y ..." (empty: no point)
  points: { x: number; y: number; rating: number; at_ms: number }[];
  yTicks: ChartTick[];
  xTicks: ChartTick[];
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** A step for the rating axis that gives a few round ticks over `span` points. */
function ratingStep(span: number): number {
  for (const step of [10, 20, 25, 50, 100, 200, 250, 500]) if (span / step <= 5) return step;
  return 1000;
}

/** The chart of `history` in a width x height box: time along x (the first game at the left, the
 * last at the right; a single game in the middle), rating up y between round bounds. */
export function ratingChart(history: [number, number][], width = 600, height = 200): Chart {
  const plot = { left: 48, top: 10, right: width - 12, bottom: height - 24 };
  const chart: Chart = { width, height, plot, path: "", points: [], yTicks: [], xTicks: [] };
  if (history.length === 0) return chart;
  const ratings = history.map(([, r]) => r);
  const times = history.map(([t]) => t);
  const lowest = Math.min(...ratings);
  const highest = Math.max(...ratings);
  const step = ratingStep(highest - lowest);
  let lo = Math.floor(lowest / step) * step;
  let hi = Math.ceil(highest / step) * step;
  if (lo === hi) {
    lo -= step;
    hi += step;
  }
  const first = Math.min(...times);
  const last = Math.max(...times);
  const x = (t: number) => (last === first ? (plot.left + plot.right) / 2 : plot.left + ((t - first) / (last - first)) * (plot.right - plot.left));
  const y = (r: number) => plot.bottom - ((r - lo) / (hi - lo)) * (plot.bottom - plot.top);
  chart.points = history.map(([t, r]) => ({ x: round1(x(t)), y: round1(y(r)), rating: r, at_ms: t }));
  chart.path = chart.points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ");
  for (let r = lo; r <= hi; r += step) chart.yTicks.push({ at: round1(y(r)), label: String(r) });
  chart.xTicks.push({ at: round1(x(first)), label: dateText(first) });
  if (last !== first) chart.xTicks.push({ at: round1(x(last)), label: dateText(last) });
  return chart;
}
