// What the puzzle page computes without the DOM: the request path, the words for a verdict, and
// stepping through a refutation (the puzzle's position, then one view after each move).
import type { Puzzle, PuzzleCheck, View } from "./types";

export const DIFFICULTIES = ["any", "easy", "medium", "hard"] as const;

/** The API path of a puzzle; a blank seed or "any" difficulty is left out (the server chooses). */
export function puzzlePath(variant: string, seed?: string, difficulty?: string): string {
  const q = new URLSearchParams();
  if (seed && seed.trim()) q.set("seed", seed.trim());
  if (difficulty && difficulty !== "any") q.set("difficulty", difficulty);
  const query = q.toString();
  return `/api/variants/${encodeURIComponent(variant)}/puzzle${query ? "?" + query : ""}`;
}

/** The page's own address for a puzzle, so a reload or a shared link shows the same one. */
export function pagePath(variant: string, seed: number | string, difficulty?: string): string {
  const q = new URLSearchParams({ seed: String(seed) });
  if (difficulty && difficulty !== "any") q.set("difficulty", difficulty);
  return `/puzzle/${encodeURIComponent(variant)}?${q.toString()}`;
}

/** The seed to keep in the address and show: the decimal text asked for, exactly as asked (a
 * JavaScript number rounds seeds above 2^53, so the answer's number may differ from it), else the
 * seed the server drew (below 2^53: exact). */
export function shownSeed(asked: string | undefined, answered: number): string {
  const t = asked?.trim() ?? "";
  return /^\d+$/.test(t) ? t.replace(/^0+(?=\d)/, "") : String(answered);
}

export const sideWord = (side: string): string => side.toUpperCase();

/** "Object p1: EVEN wins if …" (a made-up object has no name: its text is its description). */
export function objectLine(p: Puzzle): string {
  return p.object.name ? `Object ${p.object.name}: ${p.object.description}` : `Object: ${p.object.description}`;
}

export function puzzleFacts(p: Puzzle, seed: string = String(p.seed)): string {
  return `${p.difficulty} · ${p.plausible} of ${p.legal} moves look plausible · seed ${seed}`;
}

/** The verdict in words: right, or wrong with the winning move(s) now that an answer was given. */
export function verdict(c: PuzzleCheck): string {
  if (c.correct) return c.text; // the server says "Right: …"
  const best = c.winning_moves.length ? ` The winning move was ${c.winning_moves.join(" or ")}.` : "";
  return `${c.text}${best}`;
}

/** A walk through a refutation: frame 0 is the puzzle's position, frame i the view after move i. */
export class Steps {
  private index = 0;
  constructor(
    private readonly start: View,
    private readonly check: PuzzleCheck,
  ) {}

  get count(): number {
    return (this.check.refutation?.length ?? 0) + 1;
  }
  get at(): number {
    return this.index;
  }
  get atEnd(): boolean {
    return this.index === this.count - 1;
  }
  go(i: number): View {
    this.index = Math.max(0, Math.min(this.count - 1, i));
    return this.view();
  }
  next(): View {
    return this.go(this.index + 1);
  }
  prev(): View {
    return this.go(this.index - 1);
  }
  view(): View {
    return this.index === 0 ? this.start : this.check.refutation![this.index - 1].view;
  }
  /** "Move 2 of 5: Rb1xb2 (EVEN)", or the start, or the end of the round with why. */
  caption(): string {
    if (this.index === 0) return `The puzzle's position (${this.count - 1} moves to the end).`;
    const s = this.check.refutation![this.index - 1];
    const line = `Move ${this.index} of ${this.count - 1}: ${s.move} (${sideWord(s.by)})`;
    return this.atEnd && this.check.end ? `${line}. ${this.check.end.text}` : line;
  }
}
