// A rating history drawn as an inline SVG from profile-model.ts's ratingChart: the rating axis's
// round values with faint lines, the first and last games' dates, the line and a dot per game
// (each with its rating and date as a tooltip). Scales with its box; the numbers are the model's.
import { dateText, ratingChart } from "./profile-model";

const NS = "http://www.w3.org/2000/svg";

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

/** The chart of `history` ([time_ms, rating] per rated game), labelled for `title`. */
export function ratingChartView(history: [number, number][], title: string): SVGSVGElement {
  // A narrower picture on a phone, so that its labels are not shrunk to specks with it.
  const c = window.innerWidth < 600 ? ratingChart(history, 360, 180) : ratingChart(history);
  const picture = svg("svg", { viewBox: `0 0 ${c.width} ${c.height}`, class: "rating-chart", role: "img", "aria-label": `${title}: rating after each of ${history.length} rated games` });
  picture.setAttribute("data-points", String(c.points.length));
  for (const t of c.yTicks) {
    picture.append(
      svg("line", { x1: c.plot.left, y1: t.at, x2: c.plot.right, y2: t.at, class: "rating-chart-grid" }),
      svg("text", { x: c.plot.left - 6, y: t.at, class: "rating-chart-label", "text-anchor": "end", "dominant-baseline": "middle" }, t.label),
    );
  }
  c.xTicks.forEach((t, i) => {
    // The first date starts at its game, the last ends at its own: neither runs off the picture.
    const anchor = c.xTicks.length === 1 ? "middle" : i === 0 ? "start" : "end";
    picture.append(svg("text", { x: t.at, y: c.height - 6, class: "rating-chart-label", "text-anchor": anchor }, t.label));
  });
  picture.append(svg("path", { d: c.path, class: "rating-chart-line" }));
  for (const p of c.points) {
    const dot = svg("circle", { cx: p.x, cy: p.y, r: 3.5, class: "rating-chart-dot" });
    dot.append(svg("title", {}, `${Math.round(p.rating)} on ${dateText(p.at_ms)}`));
    picture.append(dot);
  }
  return picture;
}
