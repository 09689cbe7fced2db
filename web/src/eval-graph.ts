// The evaluation graph under the analysis board: the first seat's side's winning chances over the
// whole game (analysis-model.ts: evalGraph), the position shown marked, and a click or a tap on
// it going to the position under it (plyAt). Arrow keys on it step like the page's.
import { evalGraph, plyAt } from "./analysis-model";
import type { Evaluation } from "./types";
import { h } from "./ui";

const NS = "http://www.w3.org/2000/svg";
const W = 600;
const H = 80;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

export class EvalGraph {
  readonly element: HTMLElement;
  private readonly picture: SVGSVGElement;
  private lastPly = 0;

  constructor(goTo: (ply: number) => void) {
    this.picture = svg("svg", { viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: "none", class: "eval-graph-svg", "aria-hidden": "true" });
    this.element = h("div", { class: "eval-graph", "data-eval-graph": "", role: "img", "aria-label": "evaluation graph" });
    this.element.append(this.picture);
    this.element.addEventListener("click", (e) => {
      const box = this.picture.getBoundingClientRect();
      if (box.width <= 0) return;
      goTo(plyAt(((e.clientX - box.left) / box.width) * W, W, this.lastPly));
    });
  }

  /** Draws `evals` (one per position, null where not known yet) with position `ply` marked. */
  set(evals: (Evaluation | null)[], ply: number): void {
    this.lastPly = Math.max(0, evals.length - 1);
    const g = evalGraph(evals, W, H);
    const x = this.lastPly > 0 ? (ply / this.lastPly) * W : 0;
    // The first seat's side is always up, whichever way the board is turned (as on other sites).
    const body = svg("g", {});
    body.append(
      svg("rect", { x: 0, y: 0, width: W, height: H, class: "eval-graph-bg" }),
      svg("path", { d: g.area, class: "eval-graph-area" }),
      svg("line", { x1: 0, y1: H / 2, x2: W, y2: H / 2, class: "eval-graph-mid" }),
      svg("path", { d: g.line, class: "eval-graph-line" }),
    );
    this.picture.replaceChildren(body, svg("line", { x1: x, y1: 0, x2: x, y2: H, class: "eval-graph-now", "data-ply": ply }));
    this.element.dataset.points = String(g.points.length);
    this.element.setAttribute("aria-label", `evaluation graph: ${g.points.length} of ${evals.length} positions evaluated; click to go to a move`);
  }
}
