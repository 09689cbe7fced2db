// The board component: draws any view (docs/view.md) and turns clicks, drags, touches and keys
// into one of the view's legal moves. It never makes a move up: a person picks a start place and
// a target among those the legal list names, and a chooser settles several moves with the same
// start and target (promotions, drops of different pieces). While the opponent is to move, the
// squares the page names may start a premove (premove.ts), kept and drawn until the turn comes and
// then played if the legal list has it. The right mouse button draws arrows and circles (shapes.ts).
import type { Move, Piece, View } from "../types";
import { computeLayout, neighbour, type Layout } from "./layout";
import { destinations, movableFrom, movesForPiece, singleZoneStart } from "./moves";
import { premoveOutcome, type Premove } from "./premove";
import { draw } from "./render";
import { brushFor, positionKey, shapeOf, toggleShape, type Brush, type Shape } from "./shapes";
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
  /** A premove being picked, not a move. */
  pre?: boolean;
}

/** A right-button gesture under way: from a square to the square under the pointer now. */
interface DrawingState {
  from: string;
  to: string;
  brush: Brush;
  pointerId: number;
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
  /** Where a premove may start now (the player's own pieces while the opponent is to move). */
  private premoveFrom = new Set<string>();
  /** The premove picked, waiting for the turn; and the square one is being picked from. */
  private premove: Premove | null = null;
  private preSelected: string | null = null;
  /** The person's arrows and circles, the page's own (the best move), and one being drawn. */
  private shapes: Shape[] = [];
  private autoShapes: Shape[] = [];
  private drawing: DrawingState | null = null;
  /** The position the shapes were drawn on: a move wipes them. */
  private shapesOn: string | null = null;

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

  /**
   * Show a view; `legal` are the moves this person may make now (empty: look only). `premoveFrom`:
   * while looking only, the squares a premove may start from (none: no premove now, and one picked
   * earlier is dropped). When the moves come and a premove waits, it is played if it is legal.
   */
  setView(view: View, legal: Move[], interactive: boolean, premoveFrom: Iterable<string> = []): void {
    const sameMoves = this.view && JSON.stringify(this.legal) === JSON.stringify(legal);
    this.view = view;
    this.legal = legal;
    this.interactive = interactive && legal.length > 0;
    this.forced = this.interactive ? singleZoneStart(legal, view.zones.map((z) => z.id)) : null;
    if (!sameMoves || !this.interactive || this.selected === null) this.select(null);
    const key = positionKey(view);
    if (key !== this.shapesOn) {
      this.shapesOn = key;
      this.shapes = [];
    }
    this.premoveFrom = this.interactive ? new Set() : new Set(premoveFrom);
    if (this.premoveFrom.size === 0) this.preSelected = null;
    const waiting = this.premove;
    if (this.interactive || this.premoveFrom.size === 0) this.premove = null;
    this.render();
    if (this.interactive && waiting) void this.playPremove(waiting);
  }

  /** Shapes the page draws itself (the analysis's best move): kept until replaced, under the
   * person's own. */
  setAutoShapes(shapes: Shape[]): void {
    if (JSON.stringify(shapes) === JSON.stringify(this.autoShapes)) return;
    this.autoShapes = shapes;
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
    this.premoveFrom.clear();
    this.premove = null;
    this.preSelected = null;
    this.shapes = [];
    this.autoShapes = [];
    this.drawing = null;
    this.shapesOn = null;
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
      premove: this.premove,
      premoveSelected: this.preSelected,
      shapes: this.shownShapes(),
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

  private shownShapes(): Shape[] {
    const d = this.drawing;
    return [...this.autoShapes, ...this.shapes, ...(d ? [shapeOf(d.from, d.to, d.brush)] : [])];
  }

  // --- choosing moves -------------------------------------------------------------------------

  /** A click, tap or Enter on a place (square name or zone id). */
  private activate(placeName: string): void {
    if (!this.interactive) {
      if (this.premoveFrom.size > 0) this.premovePress(this.layout?.square(placeName) ? placeName : null);
      else this.cb.refused?.(placeName, false);
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

  // --- premoves ---------------------------------------------------------------------------------

  /**
   * A press while a premove may be picked, on a square (null: elsewhere). With a start picked,
   * another square that is not one of the player's own pieces is the target; one of them picks
   * that start instead (a drag may still end on it); elsewhere lets everything go. True when the
   * press picked a start (a drag may follow). `again`: a press on the start already picked lets it
   * go (a keyboard's Enter; a click lets go only once released without a drag).
   */
  private premovePress(square: string | null, again = true): boolean {
    if (square !== null && this.preSelected !== null && square !== this.preSelected && !this.premoveFrom.has(square)) {
      this.premove = { from: this.preSelected, to: square };
      this.preSelected = null;
      this.render();
      return false;
    }
    this.premove = null; // a new one replaces it, a press elsewhere cancels it
    this.preSelected = square !== null && this.premoveFrom.has(square) && !(again && this.preSelected === square) ? square : null;
    this.render();
    return this.preSelected !== null;
  }

  /** The turn has come with a premove waiting: play it if the legal list has it, else drop it. */
  private async playPremove(premove: Premove): Promise<void> {
    const out = premoveOutcome(this.legal, premove);
    if (out.kind === "drop" || !this.view) return;
    const move = out.kind === "play" ? out.move : await this.cb.choose(out.moves, this.view);
    if (!move || !this.interactive) return;
    this.select(null);
    this.interactive = false; // until the server answers, as for a move made by hand
    this.cb.onMove(move);
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
    if (e.button === 2 && e.pointerType === "mouse") {
      this.drawStart(e);
      return;
    }
    if (e.button !== 0) return;
    const { x, y } = this.toUnits(e);
    const at = this.placeAt(x, y);
    if (this.shapes.length > 0) {
      // A left click wipes the person's drawing.
      this.shapes = [];
      this.render();
    }
    if (!this.interactive) {
      if (this.premoveFrom.size > 0) {
        const square = at && at.key === at.name ? at.name : null;
        const wasSelected = square !== null && this.preSelected === square;
        if (square !== null) e.preventDefault();
        if (this.premovePress(square, false) && square !== null) {
          this.drag = { from: square, key: square, pointerId: e.pointerId, startX: x, startY: y, dragging: false, graphic: this.pieceAt.get(square) ?? null, wasSelected, pre: true };
          this.svgEl.setPointerCapture(e.pointerId);
        }
        return;
      }
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
    if (this.drawing && e.pointerId === this.drawing.pointerId) {
      const { x, y } = this.toUnits(e);
      const at = this.placeAt(x, y);
      if (at && at.key === at.name && at.name !== this.drawing.to) {
        this.drawing.to = at.name;
        this.render();
      }
      return;
    }
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
    if (this.drawing && e.pointerId === this.drawing.pointerId) {
      this.drawEnd(e);
      return;
    }
    const d = this.drag;
    if (!d || e.pointerId !== d.pointerId) return;
    this.drag = null;
    if (this.svgEl.hasPointerCapture(e.pointerId)) this.svgEl.releasePointerCapture(e.pointerId);
    if (d.pre) {
      // A premove dragged to another square (even one of the player's own: it may be taken first).
      const { x, y } = this.toUnits(e);
      const at = d.dragging ? this.placeAt(x, y) : null;
      if (at && at.key === at.name && at.name !== d.from) {
        this.premove = { from: d.from, to: at.name };
        this.preSelected = null;
      } else if (!d.dragging && d.wasSelected) this.preSelected = null; // a second click lets it go
      this.render();
      return;
    }
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
    this.drawing = null;
    this.render();
  }

  // --- arrows and circles ---------------------------------------------------------------------------

  /** A right press: lets go of a selection and a premove, and starts a shape on a square. */
  private drawStart(e: PointerEvent): void {
    e.preventDefault();
    const { x, y } = this.toUnits(e);
    const at = this.placeAt(x, y);
    this.premove = null;
    this.preSelected = null;
    if (this.selected !== this.forced) this.select(null);
    if (at && at.key === at.name) {
      this.drawing = { from: at.name, to: at.name, brush: brushFor(e), pointerId: e.pointerId };
      this.svgEl.setPointerCapture(e.pointerId);
    }
    this.render();
  }

  /** The right button let go: the shape drawn is added, or taken away when it was there. */
  private drawEnd(e: PointerEvent): void {
    const d = this.drawing as DrawingState;
    this.drawing = null;
    if (this.svgEl.hasPointerCapture(e.pointerId)) this.svgEl.releasePointerCapture(e.pointerId);
    this.shapes = toggleShape(this.shapes, shapeOf(d.from, d.to, d.brush));
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
    if (e.key === "Escape" && (this.selected || this.premove || this.preSelected)) {
      this.premove = null;
      this.preSelected = null;
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
