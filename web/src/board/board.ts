// The board component: draws any view (docs/view.md) and turns clicks, drags, touches and keys
// into one of the view's legal moves. It never makes a move up: a person picks a start place and
// a target among those the legal list names, and a chooser settles several moves with the same
// start and target (promotions, drops of different pieces).
import type { Move, Piece, View } from "../types";
import { computeLayout, neighbour, type Layout } from "./layout";
import { destinations, movableFrom, movesForPiece, singleZoneStart } from "./moves";
import { draw } from "./render";
import { svg } from "./svg";

export interface BoardCallbacks {
  /** A person chose this legal move. */
  onMove(move: Move): void;
  /** Several legal moves fit the same gesture: ask which (null = cancelled). */
  choose(moves: Move[], view: View): Promise<Move | null>;
  /** A press on a place that cannot start a move (`interactive`: whether any move may be made
   * now): the page says why in one line rather than doing nothing. */
  refused?(place: string, interactive: boolean): void;
}

interface DragState {
  from: string;
  key: string; // which picture is dragged (a square, or one cell of a zone)
  pointerId: number;
  startX: number;
  startY: number;
  dragging: boolean;
  graphic: SVGGElement | null;
  wasSelected: boolean;
}

const DRAG_START = 0.12; // in squares: less than this is a click, not a drag

export class BoardView {
  readonly element: HTMLDivElement;
  private readonly svgEl: SVGSVGElement;
  private view: View | null = null;
  private legal: Move[] = [];
  private interactive = false;
  private flipped = false;
  private layout: Layout | null = null;
  private selected: string | null = null;
  /** Which picture of the selected zone was pressed (null: the zone as a whole, e.g. by keyboard). */
  private selectedCell: number | null = null;
  /** The one zone every legal move starts from (a burial): always selected, see singleZoneStart. */
  private forced: string | null = null;
  private showPowers = true;
  private focus: string | null = null;
  private drag: DragState | null = null;
  private pieceAt = new Map<string, SVGGElement>();
  /** A suggested move to highlight (a hint), not played; null: none. */
  private hint: Move | null = null;

  constructor(private readonly cb: BoardCallbacks) {
    this.element = document.createElement("div");
    this.element.className = "board-wrap";
    this.svgEl = svg("svg", { class: "board", role: "group", "aria-label": "board" });
    this.element.append(this.svgEl);
    this.svgEl.addEventListener("pointerdown", (e) => this.pointerDown(e));
    this.svgEl.addEventListener("pointermove", (e) => this.pointerMove(e));
    this.svgEl.addEventListener("pointerup", (e) => this.pointerUp(e));
    this.svgEl.addEventListener("pointercancel", () => this.cancelDrag());
    this.svgEl.addEventListener("keydown", (e) => this.keyDown(e));
    this.svgEl.addEventListener("contextmenu", (e) => e.preventDefault());
  }

  /** Show a view; `legal` are the moves this person may make now (empty: look only). */
  setView(view: View, legal: Move[], interactive: boolean): void {
    const sameMoves = this.view && JSON.stringify(this.legal) === JSON.stringify(legal);
    this.view = view;
    this.legal = legal;
    this.interactive = interactive && legal.length > 0;
    this.forced = this.interactive ? singleZoneStart(legal, view.zones.map((z) => z.id)) : null;
    if (!sameMoves || !this.interactive || this.selected === null) this.select(null);
    this.render();
  }

  /** Highlight a suggested move (a hint: its start, its target, an arrow between), or none. */
  setHint(move: Move | null): void {
    if (move?.text === this.hint?.text) return;
    this.hint = move;
    this.render();
  }

  /** Draw nothing (a curtain is up: nothing of the view may stay in the page). */
  clear(): void {
    this.hint = null;
    this.view = null;
    this.legal = [];
    this.interactive = false;
    this.forced = null;
    this.select(null);
    this.layout = null;
    this.pieceAt.clear();
    this.svgEl.replaceChildren();
  }

  /** The zone whose targets are offered at once, if the legal moves all start there. */
  forcedZone(): string | null {
    return this.forced;
  }

  setFlipped(flipped: boolean): void {
    this.flipped = flipped;
    this.render();
  }

  isFlipped(): boolean {
    return this.flipped;
  }

  /** Draw (or not) the icons of each man's powers; the pieces' text names them either way. */
  setShowPowers(on: boolean): void {
    if (on === this.showPowers) return;
    this.showPowers = on;
    this.render();
  }

  private select(place: string | null, cell: number | null = null): void {
    // Letting go falls back on the forced zone: its targets stay offered.
    this.selected = place ?? this.forced;
    this.selectedCell = place === null ? null : cell;
  }

  /** The zone piece a person pressed, when the selection is one picture of a zone. */
  private pickedPiece(): Piece | null {
    if (this.selected === null || this.selectedCell === null) return null;
    const zone = this.view?.zones.find((z) => z.id === this.selected);
    return zone?.pieces[this.selectedCell] ?? null;
  }

  /** The legal moves from `from` that fit the selection: all of them, or those taking the piece
   * picked out of a zone when the moves' labels tell the zone's pieces apart. */
  private movesFrom(from: string): Move[] {
    const all = this.legal.filter((m) => m.from === from);
    return from === this.selected ? movesForPiece(all, this.pickedPiece()) : all;
  }

  private candidates(from: string, target: string): Move[] {
    return destinations(this.movesFrom(from), from).get(target) ?? [];
  }

  private movable(): Set<string> {
    return this.interactive ? movableFrom(this.legal) : new Set();
  }

  private targets(): Map<string, Move[]> {
    return this.selected && this.interactive ? destinations(this.movesFrom(this.selected), this.selected) : new Map();
  }

  render(): void {
    if (!this.view) return;
    if (this.drag?.dragging) {
      return;
    }
    const hadFocus = this.svgEl.contains(document.activeElement);
    const focusedZone = (document.activeElement as Element | null)?.getAttribute?.("data-zone");
    this.layout = computeLayout(this.view.board, this.view.zones ?? [], this.flipped);
    if (!this.focus || !this.layout.square(this.focus)) this.focus = this.layout.squares[0]?.name ?? null;
    const drawn = draw({
      view: this.view,
      layout: this.layout,
      selected: this.selected,
      selectedCell: this.selectedCell,
      showPowers: this.showPowers,
      targets: this.targets(),
      movable: this.movable(),
      focus: this.focus,
      hint: this.hint,
    });
    this.pieceAt = drawn.pieceAt;
    if (this.drag) this.drag.graphic = this.pieceAt.get(this.drag.key) ?? null;
    this.svgEl.setAttribute("viewBox", `0 0 ${this.layout.width} ${this.layout.height}`);
    // As wide as the column allows, but never taller than most of the window.
    this.element.style.maxWidth = `min(100%, calc(85vh * ${(this.layout.width / this.layout.height).toFixed(4)}))`;
    this.svgEl.classList.toggle("interactive", this.interactive);
    this.svgEl.replaceChildren(drawn.root);
    if (hadFocus) {
      const sel = focusedZone ? `[data-zone="${CSS.escape(focusedZone)}"]` : `[data-square="${CSS.escape(this.focus ?? "")}"]`;
      (this.svgEl.querySelector(sel) as SVGGElement | null)?.focus();
    }
  }

  // --- choosing moves -------------------------------------------------------------------------

  /** A click, tap or Enter on a place (square name or zone id). */
  private activate(placeName: string): void {
    if (!this.interactive) {
      this.cb.refused?.(placeName, false);
      return;
    }
    if (this.selected && this.selected !== placeName && this.targets().has(placeName)) {
      void this.attempt(this.selected, placeName);
      return;
    }
    if (this.selected === placeName) this.select(null);
    else this.select(this.movable().has(placeName) ? placeName : null);
    if (!this.movable().has(placeName)) this.cb.refused?.(placeName, true);
    this.render();
  }

  private async attempt(from: string, target: string): Promise<void> {
    const moves = this.candidates(from, target);
    if (moves.length === 0) return;
    const view = this.view as View;
    const move = moves.length === 1 ? moves[0] : await this.cb.choose(moves, view);
    this.select(null);
    if (move) {
      this.interactive = false; // until the server answers with a new state or an error
      this.cb.onMove(move);
    }
    this.render();
  }

  /** The server refused the move: let the person try again on the same view. */
  unlock(): void {
    if (this.view) this.setView(this.view, this.legal, true);
  }

  // --- pointer ------------------------------------------------------------------------------------

  private toUnits(e: PointerEvent): { x: number; y: number } {
    const m = this.svgEl.getScreenCTM();
    if (!m) return { x: -1, y: -1 };
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  private placeAt(x: number, y: number): { name: string; key: string; cell: number | null } | null {
    const hit = this.layout?.hit(x, y);
    if (!hit) return null;
    if (hit.kind === "square") return { name: hit.name, key: hit.name, cell: null };
    return { name: hit.id, key: `zone:${hit.id}:${hit.index}`, cell: hit.index >= 0 ? hit.index : null };
  }

  private pointerDown(e: PointerEvent): void {
    if (e.button !== 0) return;
    const { x, y } = this.toUnits(e);
    const at = this.placeAt(x, y);
    if (!this.interactive) {
      if (at) this.cb.refused?.(at.name, false);
      return;
    }
    if (!at) {
      this.select(null);
      this.render();
      return;
    }
    e.preventDefault();
    if (this.selected && this.selected !== at.name && this.targets().has(at.name)) {
      void this.attempt(this.selected, at.name);
      return;
    }
    if (!this.movable().has(at.name)) {
      this.select(null);
      this.render();
      this.cb.refused?.(at.name, true);
      return;
    }
    const wasSelected = this.selected === at.name && this.selectedCell === at.cell;
    this.select(at.name, at.cell);
    this.render();
    this.drag = { from: at.name, key: at.key, pointerId: e.pointerId, startX: x, startY: y, dragging: false, graphic: this.pieceAt.get(at.key) ?? null, wasSelected };
    this.svgEl.setPointerCapture(e.pointerId);
  }

  private pointerMove(e: PointerEvent): void {
    const d = this.drag;
    if (!d || e.pointerId !== d.pointerId) return;
    const { x, y } = this.toUnits(e);
    if (!d.dragging && Math.hypot(x - d.startX, y - d.startY) < DRAG_START) return;
    d.dragging = true;
    if (d.graphic) {
      d.graphic.classList.add("dragging");
      this.svgEl.append(d.graphic); // on top of everything
      d.graphic.setAttribute("transform", `translate(${x - 0.5} ${y - 0.5})`);
    }
  }

  private pointerUp(e: PointerEvent): void {
    const d = this.drag;
    if (!d || e.pointerId !== d.pointerId) return;
    this.drag = null;
    if (this.svgEl.hasPointerCapture(e.pointerId)) this.svgEl.releasePointerCapture(e.pointerId);
    if (!d.dragging) {
      // A plain click on the selected piece a second time lets it go.
      if (d.wasSelected) {
        this.select(null);
        this.render();
      }
      return;
    }
    const { x, y } = this.toUnits(e);
    const at = this.placeAt(x, y);
    if (at && at.name !== d.from && this.candidates(d.from, at.name).length > 0) {
      void this.attempt(d.from, at.name);
    } else {
      if (!at || at.name !== d.from) this.select(null);
      this.render();
    }
  }

  private cancelDrag(): void {
    this.drag = null;
    this.render();
  }

  // --- keyboard -------------------------------------------------------------------------------------

  private keyDown(e: KeyboardEvent): void {
    const target = e.target as Element;
    const zone = target.getAttribute?.("data-zone");
    const square = target.getAttribute?.("data-square");
    if (e.key === "Enter" || e.key === " ") {
      const name = zone ?? square;
      if (name) {
        e.preventDefault();
        if (square) this.focus = square;
        this.activate(name);
      }
      return;
    }
    if (e.key === "Escape" && this.selected) {
      this.select(null);
      this.render();
      return;
    }
    const dirs: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const dir = dirs[e.key];
    if (!dir || !square || !this.layout) return;
    e.preventDefault();
    const next = neighbour(this.layout, square, dir[0], dir[1]);
    if (!next) return;
    this.focus = next.name;
    for (const el of this.svgEl.querySelectorAll("[data-square]")) el.setAttribute("tabindex", "-1");
    const el = this.svgEl.querySelector(`[data-square="${CSS.escape(next.name)}"]`) as SVGGElement | null;
    el?.setAttribute("tabindex", "0");
    el?.focus();
  }
}
