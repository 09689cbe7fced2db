// The Learn page's pure model (no DOM, no socket): a lesson (docs/api.md, GET
// /api/variants/{id}/lessons) is a position made by the game's own options and a solution of
// steps, the learner's moves and the replies the page plays for the other side. The real referee
// plays every move; this model only says what the page shows and does next: whose step it is,
// whether the learner's move is the lesson's, and the words for each moment. A move that is not the
// written one is not refused here: the page asks the server to judge it against the lesson's goal
// (POST /api/variants/{id}/lessons/{lesson}/judge, the game's own referee), so every move that keeps
// the goal reachable passes, and the page then follows the line the judge found (its replies too)
// while staying free of rules.

export interface LessonStep {
  /** A move the learner makes (machine form, as the legal list writes it). */
  move?: string;
  /** A move the page makes for the other side. */
  reply?: string;
}

export interface Lesson {
  id: string;
  title: string;
  words: string;
  goal: string;
  hint: string;
  options: Record<string, unknown>;
  /** The learner's seat; default 0. */
  seat?: number;
  steps: LessonStep[];
  check: unknown[];
  done?: string;
}

export interface LessonList {
  variant: string;
  lessons: Lesson[];
}

/** Where a lesson stands: how many of its steps the referee has played, and what just happened. */
export interface Progress {
  /** Steps played so far. */
  done: number;
  /** The learner's last move was not the lesson's (cleared by the next right move). */
  wrong: boolean;
  /** The learner asked for the hint (or was given it after a move that misses the goal). */
  hinted: boolean;
  /** The learner's own move, judged to meet the goal, is on its way: once played, the lesson is solved. */
  ending?: boolean;
  /** The steps the lesson follows since the learner took another way the judge found right: the
   * ones played, then the judge's line (absent: the written steps). */
  line?: LessonStep[];
}

export const START: Progress = { done: 0, wrong: false, hinted: false };

/** What the server's judge said of a move that is not the written one. */
export interface Verdict {
  legal: boolean;
  /** The goal holds after the move, or can still be met in the steps left. */
  met: boolean;
  /** When met later: the steps after the move on the way to the goal (docs/api.md). */
  line?: LessonStep[];
}

export type Next = { kind: "learner"; move: string } | { kind: "reply"; move: string } | { kind: "end" };

/** The steps the lesson follows now: the written ones, or the line taken since another move. */
export function stepsOf(lesson: Lesson, p?: Progress): LessonStep[] {
  return p?.line ?? lesson.steps;
}

/** What comes after `done` steps (a number: of the written steps; a Progress: of its line). */
export function nextStep(lesson: Lesson, at: number | Progress): Next {
  const step = typeof at === "number" ? lesson.steps[at] : stepsOf(lesson, at)[at.done];
  if (!step) return { kind: "end" };
  if (step.reply !== undefined) return { kind: "reply", move: step.reply };
  return { kind: "learner", move: step.move ?? "" };
}

/** The learner's seat: the lesson's, else the first. */
export function learnerSeat(lesson: Lesson): number {
  return lesson.seat ?? 0;
}

/** The seats the page plays for the lesson (every seat but the learner's). */
export function otherSeats(lesson: Lesson, seats: number): number[] {
  const me = learnerSeat(lesson);
  return Array.from({ length: seats }, (_, i) => i).filter((s) => s !== me);
}

/**
 * The learner tried `text`: the new progress, whether to send it to the referee (the written
 * move), or whether to ask the judge first (any other move: it may meet the goal too).
 */
export function tryMove(lesson: Lesson, p: Progress, text: string): { progress: Progress; send: boolean; judge: boolean } {
  const next = nextStep(lesson, p);
  if (next.kind !== "learner") return { progress: p, send: false, judge: false };
  if (text === next.move) return { progress: { ...p, wrong: false }, send: true, judge: false };
  return { progress: p, send: false, judge: true };
}

/**
 * The judge's verdict on the learner's own `move`: send it (it meets the goal, or keeps it
 * reachable: the lesson then follows the judge's line) or say no, with the hint.
 */
export function judged(p: Progress, verdict: Verdict, lesson?: Lesson, move?: string): { progress: Progress; send: boolean } {
  if (!verdict.legal || !verdict.met) return { progress: { ...p, wrong: true, hinted: true }, send: false };
  if (lesson && move !== undefined && verdict.line && verdict.line.length > 0) {
    const line = [...stepsOf(lesson, p).slice(0, p.done), { move }, ...verdict.line];
    return { progress: { ...p, wrong: false, ending: false, line }, send: true };
  }
  return { progress: { ...p, wrong: false, ending: true }, send: true };
}

/** The body of the judge's request for the learner's `move` now: with the moves played so far
 * when the lesson follows a line of its own (the server replays them). */
export function judgeBody(lesson: Lesson, p: Progress, move: string): { step: number; move: string; played?: string[] } {
  if (!p.line) return { step: p.done, move };
  const played = stepsOf(lesson, p).slice(0, p.done).map((s) => s.move ?? s.reply ?? "");
  return { step: p.done, move, played };
}

/** The referee played the step the page sent (a learner's move or a reply). */
export function stepPlayed(p: Progress, lesson?: Lesson): Progress {
  if (p.ending && lesson) return { ...p, done: stepsOf(lesson, p).length, ending: false };
  return { ...p, done: p.done + 1 };
}

export function solved(lesson: Lesson, p: Progress): boolean {
  return p.done >= stepsOf(lesson, p).length;
}

/** How many of the lesson's steps are the learner's, and how many of those are made. */
export function learnerCount(lesson: Lesson, at: number | Progress): { made: number; total: number } {
  let made = 0;
  let total = 0;
  const done = typeof at === "number" ? at : at.done;
  (typeof at === "number" ? lesson.steps : stepsOf(lesson, at)).forEach((s, i) => {
    if (s.move === undefined) return;
    total++;
    if (i < done) made++;
  });
  return { made, total };
}

/** The line under the goal: what the learner should do now, in a player's words. */
export function statusLine(lesson: Lesson, p: Progress): { text: string; tone: "info" | "wrong" | "right" } {
  if (solved(lesson, p)) return { text: `You've got it! ${lesson.done ?? ""}`.trim(), tone: "right" };
  if (p.wrong && p.hinted) return { text: "Not quite: that move does not reach the goal. The position is as it was; the hint may help.", tone: "wrong" };
  if (p.wrong) return { text: "Not quite: try again. The position is as it was.", tone: "wrong" };
  const next = nextStep(lesson, p);
  if (next.kind === "reply") return { text: "The other side answers…", tone: "info" };
  const { made, total } = learnerCount(lesson, p);
  if (total > 1) return { text: made === 0 ? `Your move (${total} steps to make).` : `Good. Step ${made + 1} of ${total}: go on.`, tone: "info" };
  return { text: "Your move.", tone: "info" };
}

/** The lesson to show for `id` (a URL's ?lesson=), else the first. */
export function lessonIndex(lessons: Lesson[], id: string | null): number {
  const i = id === null ? -1 : lessons.findIndex((l) => l.id === id);
  return i < 0 ? 0 : i;
}

/** The next lesson's index, or null after the last. */
export function nextLesson(lessons: Lesson[], index: number): number | null {
  return index + 1 < lessons.length ? index + 1 : null;
}

/** The page's path for one lesson. */
export function learnPath(variant: string, lessonId?: string): string {
  const base = `/learn/${encodeURIComponent(variant)}`;
  return lessonId ? `${base}?lesson=${encodeURIComponent(lessonId)}` : base;
}

/** The number of seats a lesson's game has: an option `seats` (Golf) or the variant's. */
export function seatCount(lesson: Lesson, variantSeats: number): number {
  const n = lesson.options["seats"];
  return typeof n === "number" && n > 0 ? n : variantSeats;
}

/** Lessons this browser has finished, kept by variant in localStorage. */
const KEY = "menagerie.lessons";

export function parseFinished(raw: string | null): Record<string, string[]> {
  try {
    const v = raw ? JSON.parse(raw) : {};
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

export function withFinished(all: Record<string, string[]>, variant: string, id: string): Record<string, string[]> {
  const had = Array.isArray(all[variant]) ? all[variant] : [];
  return had.includes(id) ? all : { ...all, [variant]: [...had, id] };
}

export const FINISHED_KEY = KEY;
