// Pure parts of the analysis page: its address (what is analysed, at which position and depth),
// evaluations kept while a deeper analysis replaces them, the words for a judged move, and the game
// that continues from a position against the computer.
import { chances } from "./eval-bar";
import type { AnalysedGame, AnalysisRequest, CreateGameRequest, Evaluation, Judgement, SeatView } from "./types";

export const DEFAULT_DEPTH = 9; // the server's default (docs/api.md)
export const MAX_DEPTH = 20;
export const DEEPER_STEP = 2;

export interface AnalysisQuery {
  request: AnalysisRequest;
  ply: number | null;
  /** The players' names an imported PGN gave, by seat ("" where it gave none). */
  players: string[];
}

/** The analysis page's address: a finished game of this server, or a variant, its options and
 * moves (an imported game); `ply` the position shown, `depth` when not the default. */
export function analysisPath(
  what: { game: string } | { variant: string; options?: Record<string, unknown>; moves?: string[]; players?: string[] },
  ply?: number | null,
  depth?: number,
): string {
  const q = new URLSearchParams();
  if ("game" in what) q.set("game", what.game);
  else {
    q.set("variant", what.variant);
    if (what.options && Object.keys(what.options).length) q.set("options", JSON.stringify(what.options));
    if (what.moves?.length) q.set("moves", what.moves.join(" "));
    if (what.players?.some((p) => p)) for (const p of what.players) q.append("player", p);
  }
  if (ply !== undefined && ply !== null) q.set("ply", String(ply));
  if (depth !== undefined && depth !== DEFAULT_DEPTH) q.set("depth", String(depth));
  return `/analysis?${q.toString()}`;
}

/** Reads the address back; an error names the part that is wrong. */
export function readAnalysisQuery(q: URLSearchParams): AnalysisQuery | { error: string } {
  const request: AnalysisRequest = {};
  const game = q.get("game");
  const variant = q.get("variant");
  if (game) request.game = game;
  else if (variant) {
    request.variant = variant;
    const options = q.get("options");
    if (options) {
      try {
        const parsed: unknown = JSON.parse(options);
        if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { error: "the address's options are not an object" };
        request.options = parsed as Record<string, unknown>;
      } catch {
        return { error: "the address's options are not valid JSON" };
      }
    }
    const moves = q.get("moves");
    request.moves = moves ? moves.split(/\s+/).filter(Boolean) : [];
  } else return { error: "nothing to analyse: the address names no game and no variant" };
  const depth = q.get("depth");
  if (depth !== null) {
    const d = Number(depth);
    if (!Number.isInteger(d) || d < 1 || d > MAX_DEPTH) return { error: `the depth must be a whole number from 1 to ${MAX_DEPTH}` };
    request.depth = d;
  }
  const plyText = q.get("ply");
  const ply = plyText !== null && /^\d+$/.test(plyText) ? Number(plyText) : null;
  return { request, ply, players: request.game ? [] : q.getAll("player") };
}

/** The evaluations to show: the running job's where it has them, else those of the job it
 * replaces (a deeper one keeps the shallower results on screen until it has better). */
export function shownEvaluations(current: (Evaluation | null)[], previous: (Evaluation | null)[]): (Evaluation | null)[] {
  return current.map((e, i) => e ?? previous[i] ?? null);
}

/** Judgements the same way. */
export function shownJudgements(current: (Judgement | null)[], previous: (Judgement | null)[]): (Judgement | null)[] {
  return current.map((j, i) => j ?? previous[i] ?? null);
}

/** "Blunder (??): best was Rxa7+" — or nothing for a move that is not marked. */
export function judgementText(j: Judgement | null | undefined): string {
  if (!j?.judgement) return "";
  const word = j.judgement[0].toUpperCase() + j.judgement.slice(1);
  return `${word} (${j.mark})${j.best && j.best !== j.move ? `: best was ${j.best}` : ""}`;
}

/** The game that goes on from position `ply` against the computer: the seat to move there is
 * the person's, every other seat the computer's at `level`. */
export function continueRequest(game: AnalysedGame, ply: number, level: number): CreateGameRequest {
  const view = game.views[ply];
  const me = view.to_move;
  const options: Record<string, unknown> = { ...game.options };
  if (ply > 0) options.moves = game.moves.slice(0, ply);
  const seats = view.seats.map((_, i) => (i === me ? { kind: "human" as const } : { kind: "computer" as const, level }));
  return { variant: game.variant, options, seats, clock: null, take: [me] };
}

/** Words for where the analysis stands: "Analysing: 34 of 121 positions (depth 9)". */
export function progressText(status: string, done: number, total: number, depth: number): string {
  if (status === "done") return `Analysed ${total} position${total === 1 ? "" : "s"} at depth ${depth}`;
  if (status === "cancelled") return `Analysis stopped after ${done} of ${total} positions`;
  return `Analysing: ${done} of ${total} positions (depth ${depth})`;
}

/** The tags of a PGN's header (`[White "Ann"]`), escapes read; none for a text without them. */
export function pgnTags(text: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const m of text.matchAll(/^\s*\[([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/gm)) tags[m[1]] = m[2].replace(/\\(.)/g, "$1");
  return tags;
}

/** White's and Black's names from the tags ("" for "?" or none); no names, an empty list. */
export function pgnPlayers(tags: Record<string, string>): string[] {
  const name = (t: string | undefined) => (t && t.trim() !== "?" ? t.trim() : "");
  const both = [name(tags.White), name(tags.Black)];
  return both.some((n) => n) ? both : [];
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
/** Names other programs write for a game played here (standard chess is Chess960's start 518). */
const TAG_ALIASES: Record<string, string> = { fischerandom: "chess960", fischerrandom: "chess960", fischerrandomchess: "chess960", standard: "chess960" };

/** The variant a `[Variant]` tag names (by id or name, case and spacing aside), an error for one
 * not played here, or null when there is no tag. */
export function variantOfTag(tag: string | undefined, variants: { id: string; name: string }[]): { id: string } | { error: string } | null {
  if (tag === undefined || tag.trim() === "") return null;
  const key = squash(tag);
  const found = variants.find((v) => squash(v.id) === key || squash(v.name) === key) ?? variants.find((v) => v.id === TAG_ALIASES[key]);
  return found ? { id: found.id } : { error: `The PGN's [Variant "${tag}"] is not a game played here.` };
}

/** "White: Ann · Black: Bo": each seat and who played it (a seat nobody named is left out);
 * "" when none is named. */
export function playersLine(players: string[], seats: string[]): string {
  return seats.flatMap((s, i) => (players[i] ? [`${s}: ${players[i]}`] : [])).join(" · ");
}

export interface EvalGraph {
  points: { ply: number; x: number; y: number }[];
  /** SVG paths: the line through them, and the area under it (the first seat's side's share). */
  line: string;
  area: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The evaluation graph of a game in a `width` x `height` box: a point per evaluated position
 * (x by its ply, y by the first seat's side's winning chances: up is theirs, the middle even). */
export function evalGraph(evals: (Evaluation | null)[], width: number, height: number): EvalGraph {
  const last = Math.max(1, evals.length - 1);
  const points = evals.flatMap((e, ply) => (e ? [{ ply, x: round1((ply / last) * width), y: round1(((1 - chances(e.score)) / 2) * height) }] : []));
  if (points.length === 0) return { points, line: "", area: "" };
  const line = points.map((p, i) => `${i ? "L" : "M"}${p.x},${p.y}`).join(" ");
  const area = `M${points[0].x},${height} ${points.map((p) => `L${p.x},${p.y}`).join(" ")} L${points[points.length - 1].x},${height} Z`;
  return { points, line, area };
}

/** The position a click at `x` on a graph `width` wide points at, from 0 to `lastPly`. */
export function plyAt(x: number, width: number, lastPly: number): number {
  if (lastPly <= 0 || width <= 0) return 0;
  return Math.min(lastPly, Math.max(0, Math.round((x / width) * lastPly)));
}

/** The two sides a score is told between: the first seat (or its team) and the first seat that
 * is not on its side ("White", "Black"; "Team A", "Team B"). */
export function sidesOf(seats: SeatView[]): [string, string] {
  const first = seats[0];
  const other = seats.find((s, i) => i > 0 && (!first?.team || s.team !== first.team));
  return [first?.team ? `Team ${first.team}` : (first?.name ?? "First"), other?.team ? `Team ${other.team}` : (other?.name ?? "Second")];
}

/** The line under the lines: the start, the move that led here, or that move judged. */
export function verdictLine(shown: string[], ply: number, j: Judgement | null | undefined): string {
  if (ply === 0) return "The start position";
  const move = shown[ply - 1];
  return j?.judgement ? `${move}${j.mark} — ${judgementText(j)}` : `After ${move}`;
}
