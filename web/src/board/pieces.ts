// Piece pictures. Chess types use Colin M.L. Burnett's set as shipped (base64 SVG in a CSS file)
// by @lichess-org/chessground (GPL-3.0-or-later; the set itself is GPL-2+/BSD/GFDL). `man` is a
// plain disc; any other type is a disc with the piece's label. Annotations are drawn over it.
import cburnettCss from "@lichess-org/chessground/assets/chessground.cburnett.css?raw";
import type { Piece } from "../types";
import { svg } from "./svg";

export const PICTURED = ["king", "queen", "rook", "bishop", "knight", "pawn"] as const;

const COLOURS: Record<string, string> = {
  white: "#fafafa",
  black: "#222222",
  red: "#d23c3c",
  blue: "#3a6fd0",
  green: "#3c9a48",
  yellow: "#e8c530",
  orange: "#e8892a",
  purple: "#8a4fc0",
};

export function colourOf(name: string): string {
  return COLOURS[name] ?? name;
}

/** The SVG source of each pictured piece, "king.white" -> svg text, read from the CSS. */
export function parsePieceCss(css: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /piece\.(\w+)\.(\w+)\s*\{\s*background-image:\s*url\('data:image\/svg\+xml;base64,([^']+)'\)/g;
  for (let m = re.exec(css); m; m = re.exec(css)) out.set(`${m[1]}.${m[2]}`, atob(m[3]));
  return out;
}

let sources: Map<string, string> | null = null;
const uris = new Map<string, string>();

/** A data: URI for a pictured type in any colour (other colours repaint the white set). */
export function pictureUri(type: string, color: string): string | null {
  if (!(PICTURED as readonly string[]).includes(type)) return null;
  const key = `${type}.${color}`;
  const known = uris.get(key);
  if (known) return known;
  sources ??= parsePieceCss(cburnettCss);
  let text = sources.get(key);
  if (!text) {
    const white = sources.get(`${type}.white`);
    if (!white) return null;
    text = white.replace(/#fff\b/g, colourOf(color));
  }
  const uri = `data:image/svg+xml;base64,${btoa(text)}`;
  uris.set(key, uri);
  return uri;
}

/** An image of `size` at (x, y). Chromium rounds an SVG image's box to whole user units, so a
 * picture smaller than one unit would vanish: draw it 45 units wide and scale the group down. */
function picture(uri: string, x: number, y: number, size: number): SVGGElement {
  return svg("g", { transform: `translate(${x} ${y}) scale(${size / 45})` }, svg("image", { href: uri, width: 45, height: 45 }));
}

function textColourOn(color: string): string {
  return ["white", "yellow"].includes(color) ? "#222" : "#fff";
}

/** What a piece is, in words, for screen readers and tooltips. */
export function describePiece(p: Piece): string {
  if (p.hidden) return "hidden piece";
  let s = `${p.color} ${p.type}`;
  if (p.label && !(PICTURED as readonly string[]).includes(p.type)) s += ` ${p.label}`;
  const a = p.annotations ?? {};
  for (const [k, v] of Object.entries(a)) s += `, ${k}: ${Array.isArray(v) ? v.join(" ") : String(v)}`;
  if (p.count !== undefined && p.count !== 1) s += ` ×${p.count}`;
  return s;
}

/** What the person chose to see drawn over pieces. */
export interface PieceOptions {
  /** Icons of each man's current powers (annotations.powers); the text names them either way. */
  powers?: boolean;
}

/** The picture of a piece in a 1×1 box at the origin. */
export function pieceGraphic(p: Piece, opts: PieceOptions = {}): SVGGElement {
  const g = svg("g", { class: "piece" });
  const uri = p.hidden ? null : pictureUri(p.type, p.color);
  if (p.annotations?.mirror === true) {
    // Half Alice: a piece behind the mirror stands on a checker of its colour (light for White,
    // dark for Black), drawn under it as on a real board.
    const white = p.color === "white";
    g.append(
      svg("circle", {
        class: "checker",
        cx: 0.5,
        cy: 0.5,
        r: 0.47,
        fill: white ? "#f7efd9" : "#3a3a3a",
        stroke: white ? "#8a7a55" : "#0d0d0d",
        "stroke-width": 0.05,
      }),
      svg("circle", { cx: 0.5, cy: 0.5, r: 0.38, fill: "none", stroke: white ? "#8a7a55" : "#777", "stroke-width": 0.02 }),
    );
  }
  if (uri) {
    g.append(picture(uri, 0.02, 0.02, 0.96));
  } else if (p.type === "man" && !p.hidden) {
    g.append(
      svg("circle", { cx: 0.5, cy: 0.5, r: 0.38, fill: colourOf(p.color), stroke: "#111", "stroke-width": 0.04 }),
      svg("circle", { cx: 0.5, cy: 0.5, r: 0.26, fill: "none", stroke: "#111", "stroke-opacity": 0.5, "stroke-width": 0.025 }),
    );
    if (p.label) g.append(label(p.label, p.color));
  } else {
    g.append(svg("circle", { cx: 0.5, cy: 0.5, r: 0.4, fill: p.hidden ? "#888" : colourOf(p.color), stroke: "#111", "stroke-width": 0.04 }));
    const text = p.hidden ? "?" : (p.label ?? p.type.slice(0, 2));
    g.append(label(text, p.hidden ? "gray" : p.color));
  }
  annotate(g, p, opts.powers ?? true);
  g.append(svg("title", {}, describePiece(p)));
  return g;
}

function label(text: string, color: string): SVGTextElement {
  const size = text.length <= 2 ? 0.36 : text.length <= 3 ? 0.28 : 0.2;
  return svg(
    "text",
    { x: 0.5, y: 0.5, "text-anchor": "middle", "dominant-baseline": "central", "font-size": size, "font-weight": "bold", fill: textColourOn(color), class: "piece-label" },
    text,
  );
}

function annotate(g: SVGGElement, p: Piece, powers: boolean): void {
  const a = p.annotations;
  if (!a) return;
  if (a.die !== undefined) {
    g.append(
      svg(
        "g",
        { class: "die-badge", "data-die": String(a.die) },
        svg("rect", { x: 0.64, y: 0.02, width: 0.34, height: 0.34, rx: 0.07, fill: "#fff", stroke: "#222", "stroke-width": 0.03 }),
        // A die shows pips, so it never reads as a zone's count (a red "×n" pill, countBadge).
        ...diePips(a.die).map(([x, y]) => svg("circle", { cx: 0.64 + x * 0.34, cy: 0.02 + y * 0.34, r: 0.035, fill: "#222", class: "pip" })),
        ...(diePips(a.die).length ? [] : [svg("text", { x: 0.81, y: 0.19, "text-anchor": "middle", "dominant-baseline": "central", "font-size": 0.26, "font-weight": "bold", fill: "#222" }, String(a.die))]),
      ),
    );
  }
  if (a.zombie === true) {
    // Zombie Chess: a green "Z" in the top-left corner; dimmed once the zombie moved this turn.
    g.append(
      svg(
        "g",
        { class: `zombie-badge${a.moved === true ? " moved" : ""}`, opacity: a.moved === true ? 0.45 : 1 },
        svg("circle", { cx: 0.19, cy: 0.19, r: 0.17, fill: "#2e8b3a", stroke: "#0d3b12", "stroke-width": 0.03 }),
        svg("text", { x: 0.19, y: 0.2, "text-anchor": "middle", "dominant-baseline": "central", "font-size": 0.24, "font-weight": "bold", fill: "#eaffea" }, "Z"),
      ),
    );
  }
  if (typeof a.buried === "string" && a.buried) {
    // What lies buried under this piece (only in the view of the seat that buried it): a small
    // picture on a brown mound in the bottom-left corner.
    const mound = svg("g", { class: "buried-badge" }, svg("rect", { x: 0.02, y: 0.62, width: 0.36, height: 0.36, rx: 0.08, fill: "#7a4a1e", stroke: "#3b220c", "stroke-width": 0.03 }));
    const uri = pictureUri(a.buried, "white");
    if (uri) mound.append(picture(uri, 0.04, 0.64, 0.32));
    else mound.append(svg("text", { x: 0.2, y: 0.8, "text-anchor": "middle", "dominant-baseline": "central", "font-size": 0.22, fill: "#fff" }, a.buried.slice(0, 1).toUpperCase()));
    g.append(mound);
  }
  if (powers && Array.isArray(a.powers) && a.powers.length) {
    const n = a.powers.length;
    const size = Math.min(0.3, 0.96 / n);
    const x0 = 0.5 - (n * size) / 2;
    const icons = svg("g", { class: "powers" });
    a.powers.forEach((power, i) => {
      const x = x0 + i * size;
      icons.append(svg("rect", { x, y: 0.98 - size, width: size, height: size, rx: 0.04, fill: "#fffbe6", stroke: "#8a6d00", "stroke-width": 0.02 }));
      const uri = pictureUri(String(power), "black");
      if (uri) icons.append(picture(uri, x, 0.98 - size, size));
      else
        icons.append(
          svg("text", { x: x + size / 2, y: 0.98 - size / 2, "text-anchor": "middle", "dominant-baseline": "central", "font-size": size * 0.7, fill: "#222" }, String(power).slice(0, 1).toUpperCase()),
        );
    });
    g.append(icons);
  }
}

/** Where a die's pips sit in its face (0..1 each way), for 1 to 6; none for another number. */
export function diePips(n: number): [number, number][] {
  const c = 0.5, lo = 0.25, hi = 0.75;
  const faces: Record<number, [number, number][]> = {
    1: [[c, c]],
    2: [[lo, lo], [hi, hi]],
    3: [[lo, lo], [c, c], [hi, hi]],
    4: [[lo, lo], [hi, lo], [lo, hi], [hi, hi]],
    5: [[lo, lo], [hi, lo], [c, c], [lo, hi], [hi, hi]],
    6: [[lo, lo], [hi, lo], [lo, c], [hi, c], [lo, hi], [hi, hi]],
  };
  return faces[n] ?? [];
}

/** The count badge of a zone entry: "×3" in a red pill at the bottom, apart from a die's face. */
export function countBadge(count: number): SVGGElement {
  return svg(
    "g",
    { class: "count-badge" },
    svg("rect", { x: 0.5, y: 0.7, width: 0.48, height: 0.28, rx: 0.14, fill: "#c0392b", stroke: "#fff", "stroke-width": 0.03 }),
    svg("text", { x: 0.74, y: 0.84, "text-anchor": "middle", "dominant-baseline": "central", "font-size": 0.2, "font-weight": "bold", fill: "#fff" }, `×${count}`),
  );
}
