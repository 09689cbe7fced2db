// Where everything goes on the SVG: squares, and the zones drawn above/below/left/right of the
// board as rows (or columns) of piece cells. Units are squares (1 = one square); pure geometry.
import type { Board, Piece, Zone } from "../types";
import { squareName } from "./squares";

export const ZONE_GAP = 0.2;
/** A zone's cells are smaller than squares: zones are for counting, the board for playing. */
export const ZONE_CELL = 0.75;

export interface SquareBox {
  name: string;
  file: number;
  rank: number;
  x: number;
  y: number;
  dark: boolean;
  marker?: string;
}

export interface ZoneCell {
  index: number;
  piece: Piece;
  x: number;
  y: number;
  size: number;
}

export interface ZoneBox {
  zone: Zone;
  side: Zone["side"]; // where it is drawn on screen (after flipping)
  x: number;
  y: number;
  w: number;
  h: number;
  cells: ZoneCell[];
}

export type Hit = { kind: "square"; name: string } | { kind: "zone"; id: string; index: number };

export interface Layout {
  width: number;
  height: number;
  board: { x: number; y: number; w: number; h: number };
  squares: SquareBox[];
  holes: { name: string; x: number; y: number }[]; // cells that are not squares, drawn as gaps
  zones: ZoneBox[];
  flipped: boolean;
  square(name: string): SquareBox | undefined;
  zone(id: string): ZoneBox | undefined;
  hit(x: number, y: number): Hit | null;
}

const FLIP_SIDE: Record<Zone["side"], Zone["side"]> = {
  above: "below",
  below: "above",
  left: "right",
  right: "left",
};

function zoneExtent(zone: Zone, across: number): { lines: number; per: number } {
  const per = Math.max(1, Math.floor(across / ZONE_CELL + 1e-9));
  const lines = Math.max(1, Math.ceil(zone.pieces.length / per));
  return { lines, per };
}

export function computeLayout(board: Board, zones: Zone[], flipped: boolean): Layout {
  const W = Math.max(1, board.width);
  const H = Math.max(1, board.height);
  const holes = new Set(board.holes ?? []);
  const markers = board.markers ?? {};

  // Zones per screen side, in screen order (top to bottom / left to right). A flipped board is
  // the first seat's picture turned half a turn, so the order on each side reverses too.
  const bySide: Record<Zone["side"], Zone[]> = { above: [], below: [], left: [], right: [] };
  const ordered = flipped ? [...zones].reverse() : zones;
  for (const z of ordered) {
    const side = (FLIP_SIDE[z.side] ? z.side : "below") as Zone["side"];
    bySide[flipped ? FLIP_SIDE[side] : side].push(z);
  }
  const thickness = (list: Zone[], across: number) =>
    list.reduce((t, z) => t + zoneExtent(z, across).lines * ZONE_CELL + ZONE_GAP, 0);
  const top = thickness(bySide.above, W);
  const bottom = thickness(bySide.below, W);
  const left = thickness(bySide.left, H);
  const right = thickness(bySide.right, H);

  const bx = left;
  const by = top;
  const squares: SquareBox[] = [];
  const holeBoxes: Layout["holes"] = [];
  for (let rank = 0; rank < H; ++rank)
    for (let file = 0; file < W; ++file) {
      const name = squareName(file, rank);
      const col = flipped ? W - 1 - file : file;
      const row = flipped ? rank : H - 1 - rank;
      if (holes.has(name)) {
        holeBoxes.push({ name, x: bx + col, y: by + row });
        continue;
      }
      const marker = markers[name];
      let dark = (file + rank) % 2 === 0;
      if (marker === "dark") dark = true;
      if (marker === "light") dark = false;
      squares.push({ name, file, rank, x: bx + col, y: by + row, dark, marker });
    }

  const boxes: ZoneBox[] = [];
  const place = (z: Zone, side: Zone["side"], x: number, y: number, horizontal: boolean) => {
    const across = horizontal ? W : H;
    const { lines, per } = zoneExtent(z, across);
    const w = horizontal ? W : lines * ZONE_CELL;
    const h = horizontal ? lines * ZONE_CELL : H;
    const cells = z.pieces.map((piece, index) => {
      const line = Math.floor(index / per) * ZONE_CELL;
      const pos = (index % per) * ZONE_CELL;
      return horizontal
        ? { index, piece, x: x + pos, y: y + line, size: ZONE_CELL }
        : { index, piece, x: x + line, y: y + pos, size: ZONE_CELL };
    });
    boxes.push({ zone: z, side, x, y, w, h, cells });
    return horizontal ? h : w;
  };
  let y = 0;
  for (const z of bySide.above) y += place(z, "above", bx, y, true) + ZONE_GAP;
  y = by + H + ZONE_GAP;
  for (const z of bySide.below) y += place(z, "below", bx, y, true) + ZONE_GAP;
  let x = 0;
  for (const z of bySide.left) x += place(z, "left", x, by, false) + ZONE_GAP;
  x = bx + W + ZONE_GAP;
  for (const z of bySide.right) x += place(z, "right", x, by, false) + ZONE_GAP;

  const byName = new Map(squares.map((s) => [s.name, s]));
  const byZone = new Map(boxes.map((b) => [b.zone.id, b]));
  return {
    width: left + W + right,
    height: top + H + bottom,
    board: { x: bx, y: by, w: W, h: H },
    squares,
    holes: holeBoxes,
    zones: boxes,
    flipped,
    square: (name) => byName.get(name),
    zone: (id) => byZone.get(id),
    hit(px, py) {
      const col = Math.floor(px - bx);
      const row = Math.floor(py - by);
      if (col >= 0 && col < W && row >= 0 && row < H) {
        const file = flipped ? W - 1 - col : col;
        const rank = flipped ? row : H - 1 - row;
        const name = squareName(file, rank);
        return byName.has(name) ? { kind: "square", name } : null;
      }
      for (const b of boxes) {
        if (px < b.x || px >= b.x + b.w || py < b.y || py >= b.y + b.h) continue;
        const cell = b.cells.find((c) => px >= c.x && px < c.x + c.size && py >= c.y && py < c.y + c.size);
        return { kind: "zone", id: b.zone.id, index: cell ? cell.index : -1 };
      }
      return null;
    },
  };
}

/** The square next to `name` in a screen direction, skipping holes; undefined at the edge. */
export function neighbour(
  layout: Layout,
  name: string,
  dx: number,
  dy: number,
): SquareBox | undefined {
  const from = layout.square(name);
  if (!from) return undefined;
  const at = new Map(layout.squares.map((s) => [`${s.x},${s.y}`, s]));
  const { x: bx, y: by, w, h } = layout.board;
  for (let x = from.x + dx, y = from.y + dy; x >= bx && x < bx + w && y >= by && y < by + h; ) {
    const s = at.get(`${x},${y}`);
    if (s) return s;
    x += dx;
    y += dy;
  }
  return undefined;
}
