// The evaluation bar: the engine's score of a position as the share of a bar the first seat's side
// holds (its winning chances), and the score in words. Scores are always from the first seat's
// side (docs/api.md), so the bar needs no rule: only whether the board is drawn turned round.
import type { Score } from "./types";
import { h } from "./ui";

/** The first seat's side's winning chances, -1 (lost) .. +1 (won), as the server judges moves. */
export function chances(s: Score): number {
  if ("cp" in s) return 2 / (1 + Math.exp(-0.00368208 * s.cp)) - 1;
  if ("mate" in s) return s.mate > 0 ? 1 : -1;
  return s.end === "win" ? 1 : s.end === "loss" ? -1 : 0;
}

/** The part of the bar that is the first seat's side's, 0..1 (half when nothing is known yet). A
 * won position fills it, a mate nearly (the bar still shows who is mated). */
export function barShare(s: Score | null | undefined): number {
  if (!s) return 0.5;
  if ("mate" in s) return s.mate > 0 ? 0.97 : 0.03;
  return (1 + chances(s)) / 2;
}

/** "+0.34", "−1.20", "M3" (the first seat's side mates in 3), "−M2", or the end in words. */
export function scoreText(s: Score, names: [string, string] = ["White", "Black"]): string {
  if ("cp" in s) {
    const pawns = (Math.abs(s.cp) / 100).toFixed(2);
    return s.cp > 0 ? `+${pawns}` : s.cp < 0 ? `−${pawns}` : "0.00";
  }
  if ("mate" in s) return s.mate > 0 ? `M${s.mate}` : `−M${-s.mate}`;
  return s.end === "win" ? `${names[0]} won` : s.end === "loss" ? `${names[1]} won` : "Drawn";
}

/** A vertical bar beside the board: the first seat's side fills it from its own end. */
export class EvalBar {
  readonly element: HTMLDivElement;
  private readonly fill: HTMLDivElement;
  private readonly label: HTMLSpanElement;

  constructor() {
    this.fill = h("div", { class: "eval-fill" });
    this.label = h("span", { class: "eval-label" });
    this.element = h("div", { class: "eval-bar", "data-eval-bar": "", role: "img", "aria-label": "evaluation not known yet" }, this.fill, this.label);
  }

  /** Shows `score` (null: not evaluated yet); `flipped`: the first seat is drawn at the top. */
  set(score: Score | null | undefined, flipped: boolean, names?: [string, string]): void {
    const share = barShare(score);
    this.element.classList.toggle("flipped", flipped);
    this.element.classList.toggle("unknown", !score);
    this.element.dataset.share = share.toFixed(3);
    this.fill.style.height = `${(share * 100).toFixed(1)}%`;
    const text = score ? scoreText(score, names) : "…";
    this.label.textContent = score && "end" in score ? "" : text;
    this.element.setAttribute("aria-label", score ? `evaluation ${text}` : "evaluation not known yet");
  }
}
