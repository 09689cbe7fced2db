// Draws one picture of the board from a view and the person's current selection: squares,
// markers, highlights, coordinates, pieces, zones, and the places a selected piece may go.
import type { Move, Piece, View } from "../types";
import type { Layout } from "./layout";
import type { Premove } from "./premove";
import { ARROW_WIDTH, arrowGeometry, type Shape } from "./shapes";
import { countBadge, describePiece, pieceGraphic } from "./pieces";
import { fileName } from "./squares";
import { svg } from "./svg";

export interface DrawState {
  view: View;
  layout: Layout;
  selected: string | null;
  targets: Map<string, Move[]>; // where the selected piece may go
  movable: Set<string>;
  focus: string | null; // the square that takes the tab stop
  selectedCell?: number | null; // which picture of the selected zone was picked, if one was
  showPowers?: boolean; // draw annotations.powers as icons (default: yes)
  hint?: Move | null; // a suggested move: its places outlined, an arrow between squares
  premove?: Premove | null; // a move picked ahead of the turn: its two squares tinted
  premoveSelected?: string | null; // the square a premove is being picked from
  shapes?: Shape[]; // arrows and circles drawn on top: the person's, then the page's own
}

const MARKER_TINTS: Record<string, string> = {
  red: "rgba(220, 50, 50, 0.45)",
  blue: "rgba(50, 100, 220, 0.4)",
  green: "rgba(40, 160, 60, 0.4)",
  yellow: "rgba(240, 210, 40, 0.45)",
};

/** What everyone already knows of every one of these moves (the view's `move_notes`), or null. */
export function moveNote(view: View, moves: Move[]): string | null {
  const notes = view.move_notes ?? {};
  const all = moves.map((m) => notes[m.text]);
  return all.length > 0 && all.every((n) => typeof n === "string" && n) ? (all[0] as string) : null;
}

export interface Drawn {
  root: SVGGElement;
  pieceAt: Map<string, SVGGElement>; // square name or "zone:<id>:<index>" -> piece picture
}

function place(el: SVGElement, x: number, y: number, size = 1): SVGElement {
  el.setAttribute("transform", `translate(${x} ${y})${size !== 1 ? ` scale(${size})` : ""}`);
  return el;
}

export function draw(s: DrawState): Drawn {
  const { view, layout } = s;
  const root = svg("g");
  const pieceAt = new Map<string, SVGGElement>();
  const occupied = new Map<string, Piece>();
  for (const p of view.pieces) if (p.at) occupied.set(p.at, p);
  const last = view.last_move;
  const checks = new Set(view.check ?? []);

  // Squares, each a focusable button carrying what stands on it.
  const squares = svg("g", { class: "squares" });
  for (const q of layout.squares) {
    const piece = occupied.get(q.name);
    const g = svg("g", {
      class: "sq",
      "data-square": q.name,
      ...(s.movable.has(q.name) ? { "data-movable": "true" } : {}),
      ...(q.marker ? { "data-marker": q.marker } : {}),
      role: "button",
      tabindex: q.name === s.focus ? 0 : -1,
      "aria-label": `${q.name}${piece ? ", " + describePiece(piece) : ", empty"}${s.selected === q.name || s.premoveSelected === q.name ? ", selected" : ""}${s.premove?.from === q.name ? ", premove from here" : s.premove?.to === q.name ? ", premove to here" : ""}${s.targets.has(q.name) ? `, possible destination${moveNote(view, s.targets.get(q.name) ?? []) ? ` (${moveNote(view, s.targets.get(q.name) ?? [])})` : ""}` : ""}`,
    });
    g.append(svg("rect", { x: q.x, y: q.y, width: 1, height: 1, class: q.dark ? "dark" : "light" }));
    if (q.marker && !["dark", "light"].includes(q.marker)) {
      if (q.marker === "target")
        g.append(svg("circle", { cx: q.x + 0.5, cy: q.y + 0.5, r: 0.3, class: "marker-target" }));
      else
        g.append(svg("rect", { x: q.x, y: q.y, width: 1, height: 1, fill: MARKER_TINTS[q.marker] ?? q.marker, "fill-opacity": MARKER_TINTS[q.marker] ? 1 : 0.4, class: "marker" }));
    }
    if (last && (last.from === q.name || last.to === q.name))
      g.append(svg("rect", { x: q.x, y: q.y, width: 1, height: 1, class: "last-move" }));
    if (s.hint && (s.hint.from === q.name || s.hint.to === q.name)) {
      g.setAttribute("data-hint", s.hint.from === q.name ? "from" : "to");
      g.append(svg("rect", { x: q.x + 0.04, y: q.y + 0.04, width: 0.92, height: 0.92, class: "hint" }));
    }
    if (s.premove && (s.premove.from === q.name || s.premove.to === q.name)) {
      g.setAttribute("data-premove", s.premove.from === q.name ? "from" : "to");
      g.append(svg("rect", { x: q.x, y: q.y, width: 1, height: 1, class: "premove" }));
    }
    if (s.selected === q.name || s.premoveSelected === q.name)
      g.append(svg("rect", { x: q.x, y: q.y, width: 1, height: 1, class: s.selected === q.name ? "selected" : "premove-selected" }));
    if (checks.has(q.name))
      g.append(svg("circle", { cx: q.x + 0.5, cy: q.y + 0.5, r: 0.5, class: "check" }));
    g.append(svg("rect", { x: q.x + 0.03, y: q.y + 0.03, width: 0.94, height: 0.94, class: "focus-ring" }));
    squares.append(g);
  }
  for (const hole of layout.holes)
    squares.append(svg("rect", { x: hole.x + 0.04, y: hole.y + 0.04, width: 0.92, height: 0.92, rx: 0.08, class: "hole", "aria-hidden": "true" }));
  root.append(squares);

  // Coordinates: files along the bottom screen row, ranks along the left screen column.
  const coords = svg("g", { class: "coords", "aria-hidden": "true" });
  const { x: bx, y: by, w, h } = layout.board;
  for (let col = 0; col < w; ++col) {
    const file = layout.flipped ? w - 1 - col : col;
    coords.append(svg("text", { x: bx + col + 0.95, y: by + h - 0.05, "text-anchor": "end", "font-size": 0.2 }, fileName(file)));
  }
  for (let row = 0; row < h; ++row) {
    const rank = layout.flipped ? row : h - 1 - row;
    coords.append(svg("text", { x: bx + 0.05, y: by + row + 0.22, "font-size": 0.2 }, String(rank + 1)));
  }
  root.append(coords);

  // Zones: a band per zone, one cell per kind of piece with its count.
  const zones = svg("g", { class: "zones" });
  for (const z of layout.zones) {
    const cls = ["zone"];
    if (s.targets.has(z.zone.id)) cls.push("target");
    if (s.selected === z.zone.id) cls.push("selected");
    if (s.movable.has(z.zone.id)) cls.push("movable");
    const hinted = s.hint && (s.hint.from === z.zone.id || s.hint.to === z.zone.id);
    if (hinted) cls.push("hint");
    const g = svg("g", {
      class: cls.join(" "),
      "data-zone": z.zone.id,
      role: "button",
      tabindex: 0,
      "aria-label": `${z.zone.name}: ${z.zone.pieces.length ? z.zone.pieces.map(describePiece).join("; ") : "empty"}`,
    });
    g.append(svg("rect", { x: z.x, y: z.y, width: z.w, height: z.h, rx: 0.08, class: "zone-bg" }));
    const vertical = z.side === "left" || z.side === "right";
    if (z.zone.pieces.length === 0 && !vertical)
      g.append(svg("text", { x: z.x + z.w / 2, y: z.y + z.h / 2, "text-anchor": "middle", "dominant-baseline": "central", "font-size": 0.22, class: "zone-name" }, z.zone.name));
    else if (vertical) {
      // A side column is narrower than its name: write the name upwards, below the pictures
      // (centred when there are none), where it fits.
      const used = z.zone.pieces.length ? Math.max(...z.cells.map((c) => c.y + c.size)) - z.y : 0;
      const room = z.h - used;
      const size = Math.min(0.22, z.w * 0.4);
      if (room >= size * 0.55 * z.zone.name.length + 0.2) {
        const cx = z.x + z.w / 2;
        const cy = z.zone.pieces.length ? z.y + z.h - 0.12 : z.y + z.h / 2;
        g.append(svg("text", { x: cx, y: cy, transform: `rotate(-90 ${cx} ${cy})`, "text-anchor": z.zone.pieces.length ? "start" : "middle", "dominant-baseline": "central", "font-size": size, class: "zone-name" }, z.zone.name));
      }
    } else if (z.side === "above" || z.side === "below") {
      // Still name a band that holds pieces (Power Chess has two per side) where its cells leave room.
      const used = Math.max(...z.cells.map((c) => c.x + c.size)) - z.x;
      if (z.w - used >= 0.12 * z.zone.name.length + 0.3)
        g.append(svg("text", { x: z.x + z.w - 0.12, y: z.y + z.h / 2, "text-anchor": "end", "dominant-baseline": "central", "font-size": 0.2, class: "zone-name" }, z.zone.name));
    }
    g.append(svg("title", {}, z.zone.name));
    for (const c of z.cells) {
      const pg = pieceGraphic(c.piece, { powers: s.showPowers ?? true });
      pg.setAttribute("data-cell", String(c.index));
      pg.setAttribute("data-piece", describePiece(c.piece));
      if (s.selected === z.zone.id && s.selectedCell === c.index) pg.classList.add("picked");
      // The hinted piece of a zone: the one the move's label names (a card in a hand).
      if (s.hint?.from === z.zone.id && s.hint.label !== undefined && (c.piece.label ?? c.piece.type) === s.hint.label) {
        pg.classList.add("hinted");
        pg.setAttribute("data-hint", "from");
      }
      if (c.piece.count !== undefined && c.piece.count !== 1) pg.append(countBadge(c.piece.count));
      place(pg, c.x, c.y, c.size);
      pieceAt.set(`zone:${z.zone.id}:${c.index}`, pg);
      g.append(pg);
    }
    zones.append(g);
  }
  root.append(zones);

  // Pieces on the board.
  const pieces = svg("g", { class: "pieces" });
  for (const p of view.pieces) {
    const q = p.at ? layout.square(p.at) : undefined;
    if (!q) continue;
    const pg = pieceGraphic(p, { powers: s.showPowers ?? true });
    if (s.movable.has(q.name)) pg.classList.add("movable");
    place(pg, q.x, q.y);
    pieceAt.set(q.name, pg);
    pieces.append(pg);
  }
  root.append(pieces);

  // Where the selected piece may go: a dot on an empty square, a ring around a piece.
  const dests = svg("g", { class: "dests", "aria-hidden": "true" });
  for (const [target, moves] of s.targets) {
    const q = layout.square(target);
    if (!q) continue;
    // A move everyone already knows the answer to (Masquerade: an attempt answered no) is drawn
    // as known, not as a live capture.
    const note = moveNote(view, moves);
    if (occupied.has(target)) dests.append(svg("circle", { cx: q.x + 0.5, cy: q.y + 0.5, r: 0.46, class: `dest-ring${note ? " known" : ""}`, ...(note ? { "data-note": note } : {}) }));
    else dests.append(svg("circle", { cx: q.x + 0.5, cy: q.y + 0.5, r: 0.16, class: "dest-dot" }));
  }
  root.append(dests);

  // A hint between two squares: an arrow from start to target.
  const from = s.hint?.from ? layout.square(s.hint.from) : undefined;
  const to = s.hint?.to ? layout.square(s.hint.to) : undefined;
  if (from && to) {
    const arrow = svg("g", { class: "hint-arrow", "aria-hidden": "true" });
    arrow.append(svg("line", { x1: from.x + 0.5, y1: from.y + 0.5, x2: to.x + 0.5, y2: to.y + 0.5 }));
    arrow.append(svg("circle", { cx: to.x + 0.5, cy: to.y + 0.5, r: 0.12 }));
    root.append(arrow);
  }
  if (s.shapes?.length) root.append(drawShapes(s.shapes, layout));
  return { root, pieceAt };
}

/** Arrows and circles over everything, each naming its squares and colour (for tests and for
 * a screen reader's sake, hidden from it: they are a person's own notes). */
function drawShapes(shapes: Shape[], layout: Layout): SVGGElement {
  const g = svg("g", { class: "shapes", "aria-hidden": "true" });
  for (const sh of shapes) {
    const a = layout.square(sh.from);
    const b = sh.to ? layout.square(sh.to) : undefined;
    if (!a) continue;
    if (!b) {
      g.append(svg("circle", { cx: a.x + 0.5, cy: a.y + 0.5, r: 0.46, class: `shape circle brush-${sh.brush}`, "data-shape": "circle", "data-from": sh.from, "data-brush": sh.brush }));
      continue;
    }
    const geo = arrowGeometry(a.x + 0.5, a.y + 0.5, b.x + 0.5, b.y + 0.5);
    const arrow = svg("g", { class: `shape arrow brush-${sh.brush}`, "data-shape": "arrow", "data-from": sh.from, "data-to": sh.to, "data-brush": sh.brush });
    arrow.append(svg("line", { ...geo.shaft, "stroke-width": ARROW_WIDTH }));
    arrow.append(svg("polygon", { points: geo.head.map((p) => p.join(",")).join(" ") }));
    g.append(arrow);
  }
  return g;
}
