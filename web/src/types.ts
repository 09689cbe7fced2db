// The contract with the server: docs/api.md (REST, WebSocket) and docs/view.md (the view).
// The client knows no rule of any game; everything it draws comes from these shapes.

import type { LevelInfo } from "./levels";

export interface Move {
  text: string;
  from?: string;
  to?: string;
  promotion?: string;
  via?: string;
  label?: string;
}

export interface Annotations {
  die?: number;
  powers?: string[];
  [key: string]: unknown;
}

export interface Piece {
  at?: string;
  count?: number;
  color: string;
  type: string;
  label?: string;
  annotations?: Annotations;
  hidden?: boolean;
}

export interface Zone {
  id: string;
  name: string;
  owner: number;
  side: "above" | "below" | "left" | "right";
  pieces: Piece[];
}

export interface Board {
  width: number;
  height: number;
  holes?: string[];
  markers?: Record<string, string>;
}

export interface SeatView {
  name: string;
  color: string;
  /** The seat's team in a game of teams (docs/view.md); partners carry the same text. */
  team?: string;
}

export interface Info {
  label: string;
  text: string;
  /** What the seat to move must do now: shown prominently (docs/view.md). */
  prompt?: boolean;
}

/** A grid of short marks (docs/view.md, "Table"): Masquerade's deduction tables. */
export interface Table {
  seat?: number;
  title: string;
  rows: string[];
  cols: string[];
  cells: string[][];
  note?: string;
  row_title?: string;
  col_title?: string;
  [key: string]: unknown;
}

/**
 * A way to compose a move text from choices instead of listing every move as a button
 * (docs/view.md, "Forms"). `permutation`: one column per row, each column once; the move text is
 * `move` with `{}` replaced by the chosen columns in row order, joined by `sep` (default "").
 */
export interface Form {
  /** "permutation" (rows and columns below) or "text" (one field to type in). */
  kind: string;
  title?: string;
  text?: string;
  /** A text form's example of what to type. */
  placeholder?: string;
  rows: string[];
  row_names?: string[];
  cols: string[];
  col_names?: string[];
  row_title?: string;
  col_title?: string;
  move: string;
  sep?: string;
  /** Moves the form covers that stay buttons all the same (labelled shortcuts). */
  buttons?: string[];
}

export interface View {
  variant: string;
  position: string;
  to_move: number;
  over: boolean;
  result?: string;
  winner?: number;
  reason?: string;
  /** Only when over: every seat's result, and the winning seats (a team wins together). */
  results?: string[];
  winners?: number[];
  history: string[];
  /** Who made each history entry (docs/view.md); absent from older servers. */
  history_seats?: number[];
  /** The heading of each history entry (Golf: "Hole 2"), where the game lists in parts. */
  history_groups?: string[];
  history_turns?: string[];
  /** Only in the view of the seat to move: square → why the piece there cannot move now. */
  piece_notes?: Record<string, string>;
  /** The last move; `capture` and `check` are present only when true (docs/view.md). */
  last_move?: Move & { capture?: boolean; check?: boolean };
  legal?: Move[];
  /** The seats that may act now, in games where several may act at once (docs/view.md). */
  acting?: number[];
  seats: SeatView[];
  board: Board;
  pieces: Piece[];
  zones: Zone[];
  check: string[];
  info: Info[];
  secret?: Record<string, unknown>;
  deduction?: Table[];
  forms?: Form[];
  /** Whose turn it is and what they do, in the game's words, where "<seat> to move" would not say
   *  (Golf's dealer: "Golfer 1 chooses: 3 cards or 4"); absent otherwise (docs/view.md). */
  turn?: string;
  /** The seats whose next turn is a set-up, not a move on the board (Masquerade's assignments
   *  still to make): no premove for them (docs/view.md). */
  set_up?: number[];
  /** Legal move text -> what everyone already knows of it (Masquerade: "already answered no"). */
  move_notes?: Record<string, string>;
  /** Other tables drawn beside the board under their titles (Golf's race: counts, score sheet). */
  tables?: Table[];
}

export interface OptionSpec {
  name: string;
  type: "integer" | "string" | "boolean" | "choice";
  description: string;
  default: unknown;
  choices?: string[];
  /** Values to offer by their words (any value of the type is still taken). */
  suggestions?: { value: string; label: string }[];
  min?: number;
  max?: number;
}

/** What kind of game a variant is (docs/api.md): the client acts on these, never on ids. */
export interface Traits {
  hidden: boolean;
  chance: boolean;
  teams: boolean;
  cooperative: boolean;
  scores: boolean;
  multi_step?: boolean;
  /** Table talk: the seats may ask each other yes/no questions (docs/api.md). */
  talk?: boolean;
  /** False where the game gives no hints at all (a Chess Golf race: a hint would decide it). */
  hints?: boolean;
  seats: { min: number; max: number };
}

/** A preset question of table talk, as the catalog lists it. */
export interface Question {
  id: string;
  text: string;
}

/** One question of table talk and its answer (null while open). */
export interface TalkEntry {
  id: number;
  from: number;
  to: number;
  text: string;
  preset?: string;
  yes: boolean | null;
  at_ms?: number;
}

export interface Variant {
  id: string;
  name: string;
  summary: string;
  /** docs/api.md says names; the server sends views' seat objects: both are understood. */
  seats: (string | SeatView)[];
  engine: boolean;
  /** Whether POST /api/analysis takes its games (false: the reason is the server's refusal). */
  analysis?: boolean;
  traits?: Traits;
  /** Whether GET /api/variants/{id}/puzzle serves puzzles. */
  puzzles?: boolean;
  options: OptionSpec[];
  /** Table talk's preset questions (traits.talk). */
  questions?: Question[];
  /** Each piece type's worth where counting material means something (material.ts). */
  material?: Record<string, number>;
  /** The computer's levels (where `engine`), with their measured strength (levels.ts). */
  levels?: LevelInfo[];
}

/** GET /api/variants/{id}/puzzle (docs/api.md; the fields in docs/rules/<id>.md, "Puzzles"). */
export interface Puzzle {
  variant: string;
  seed: number;
  request: Record<string, unknown>;
  difficulty: string;
  legal: number;
  plausible: number;
  position: string;
  to_move: string;
  object: { name: string; text: string; description: string };
  question: string;
  options: Record<string, unknown>;
  view: View;
}

export interface RefutationStep {
  move: string;
  by: string;
  position: string;
  view: View;
}

/** POST /api/variants/{id}/puzzle/check. */
export interface PuzzleCheck {
  move: string;
  correct: boolean;
  to_move: string;
  winning_moves: string[];
  text: string;
  refutation?: RefutationStep[];
  end?: { condition: string; holds: boolean; winner: string; text: string };
}

export interface GameSeat {
  kind: "human" | "computer";
  level?: number;
  name?: string;
  open: boolean;
}

/** A time control as POST /api/games takes it (seconds). */
export interface LiveTimeControl {
  initial_s: number;
  increment_s: number;
}

/** A live clock, or correspondence: days for each move. */
export type TimeControl = LiveTimeControl | { days_per_move: number };

/** A game's time control as the API sends it back (docs/api.md: milliseconds). */
export interface GameClock {
  initial_ms: number;
  increment_ms: number;
  /** Correspondence: every turn has this many days of its own. */
  days_per_move?: number;
}

export interface Game {
  id: string;
  variant: string;
  seats: GameSeat[];
  clock: GameClock | null;
  status: "playing" | "finished";
  result: null | Record<string, unknown>;
  created_ms: number;
  rematch?: string;
  traits?: Traits;
  /** Listed among the open games for anyone to join (false: only by its invitation link). */
  listed?: boolean;
  /** The seats that may act now (empty once over). */
  acting?: number[];
  /** In the signed-in account's list: the seats the account holds. */
  you?: number[];
  /** When the running clock falls (ms since the epoch), or null. */
  turn_ends_ms?: number | null;
  /** The time left on the running clock as the server counted it when it answered, or null. */
  turn_left_ms?: number | null;
  /** Rated (its end changes the players' ratings, or a cooperative game's best scores) or casual. */
  rated?: boolean;
  /** A rated game once over and rated: each seat's rating before and after (rounded). */
  ratings?: RatingLine[] | null;
}

/** One seat's rating in a rated game's data: before and after it, rounded. */
export interface RatingLine {
  before: number;
  after: number;
  provisional?: boolean;
}

export interface Clock {
  remaining_ms: number[];
  running: number | null;
}

/** The time left in a phase the game times (docs/api.md), and what happens when it runs out. */
export interface Deadline {
  remaining_ms: number;
  total_ms: number;
  what: string;
}

export interface StateMessage {
  type: "state";
  game: Game;
  you: number[];
  view: View;
  clock?: Clock | null;
  deadline?: Deadline | null;
  draw_offer?: number | null;
  /** Every seat that has offered or accepted the draw so far (a draw needs every seat). */
  draw_agreed?: number[];
  rematch_offer?: number | null;
  rematch_agreed?: number[];
  /** The seat whose last turn the standing takeback request undoes, and every seat that agreed. */
  takeback_offer?: number | null;
  takeback_agreed?: number[];
  /** Moves played so far (a hidden game's history may leave out steps this seat is not shown). */
  ply?: number;
  /** Table talk, in a game whose traits say so: the last exchanges, oldest first. */
  talk?: TalkEntry[];
}

/** The computer's suggestion for the asker's turn (never played). */
export interface HintMessage {
  type: "hint";
  seat: number;
  ply: number;
  move: string;
}

export interface ErrorMessage {
  type: "error";
  message: string;
  request?: string;
}

export interface RematchMessage {
  type: "rematch";
  id: string;
  token: string;
}

export type ServerMessage =
  | StateMessage
  | ErrorMessage
  | RematchMessage
  | HintMessage
  | { type: "pong" };

export interface CreateGameRequest {
  variant: string;
  options: Record<string, unknown>;
  seats: { kind: "human" | "computer"; level?: number }[];
  clock: TimeControl | null;
  take: number[];
  name?: string;
  /** Whether a game with an open seat is listed for anyone to join (default true). */
  listed?: boolean;
  /** A lesson's game (the Learn page's): never listed, deleted by the server once done with. */
  lesson?: boolean;
  /** A rated game: between signed-in players, one seat each, no computer (docs/api.md). */
  rated?: boolean;
}

export interface CreateGameAnswer {
  id: string;
  tokens: Record<string, string>;
  url: string;
}

/** A score from the first seat's side (docs/api.md, "Analysis and import"). */
export type Score = { cp: number } | { mate: number } | { end: "win" | "loss" | "draw" };

export interface EvalLine {
  score: Score;
  /** Display form. */
  pv: string[];
  /** Machine form. */
  moves: string[];
}

export interface Evaluation {
  ply: number;
  depth: number;
  nodes: number;
  score: Score;
  lines: EvalLine[];
}

export interface Judgement {
  ply: number;
  move: string;
  best: string;
  loss: number;
  judgement: "inaccuracy" | "mistake" | "blunder" | null;
  mark: "" | "?!" | "?" | "??";
}

/** GET /api/analysis/{id}. */
export interface AnalysisProgress {
  id: string;
  status: "running" | "done" | "cancelled";
  done: number;
  total: number;
  depth: number;
  lines: number;
  evaluations: (Evaluation | null)[];
  judgements: (Judgement | null)[];
}

/** The positions of an analysed game: a view before each move and after the last. */
export interface AnalysedGame {
  variant: string;
  options: Record<string, unknown>;
  moves: string[];
  shown: string[];
  movers: number[];
  views: View[];
}

/** POST /api/analysis: the job, and the game's positions. */
export interface AnalysisStart extends AnalysisProgress {
  positions: AnalysedGame;
}

export interface AnalysisRequest {
  variant?: string;
  options?: Record<string, unknown>;
  moves?: string[];
  text?: string;
  game?: string;
  depth?: number;
  lines?: number;
}

/** POST /api/import. */
export interface Imported {
  variant: string;
  kind: "position" | "moves" | "pgn";
  options: Record<string, unknown>;
  moves: string[];
  shown: string[];
  result: string;
  to_move: number;
  over: boolean;
  analysable: boolean;
  why_not?: string;
}
