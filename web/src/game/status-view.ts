// The status box above the buttons: the result or whose turn it is, the prompts for this seat, the
// last moves in words, a timed phase's countdown, standing offers, the connection, and the Skip of
// moves shown one by one. Its words come from game/model.ts; this lays them out.
import { actingSeats, deadlineLeft, mySeatToAct } from "../acting";
import { formatClock } from "../clock";
import { playerLabel, seatName } from "../describe";
import { gameKindLine, ratingChanges } from "../rated-model";
import { drawText, teamSeats } from "../seats";
import type { Deadline, Game, View } from "../types";
import { h } from "../ui";
import { button } from "./button";
import { banner, lastMoves, waitingText } from "./model";

export interface StatusShown {
  /** Null: no view yet. */
  live: View | null;
  game: Game | null;
  you: number[];
  viewingPly: number | null;
  connected: boolean;
  /** Whether this page may move now (on the live position). */
  canMove: boolean;
  /** The squares one must click first (the board's forced zone), asked only when it matters. */
  forcedZone: () => string | null;
  deadline: Deadline | null;
  deadlineAt: number;
  drawAgreed: number[];
  takebackAgreed: number[];
  rematchAgreed: number[];
  /** States waiting for their turn on screen (game/pace.ts). */
  queued: number;
  skip: () => void;
}

/** Whose turn: yours (as which seat), or who is awaited and whether on your side. */
function turnLines(live: View, game: Game | null, you: number[]): HTMLElement[] {
  if (live.to_move < 0) return [];
  const acting = actingSeats(live);
  const mySeat = mySeatToAct(live, you);
  const mine = mySeat !== null;
  const seat = mySeat ?? live.to_move;
  let text = mine ? (live.seats.length > 2 ? `Your move, as ${seatName(live, seat)}` : `Your move (${seatName(live, seat)})`) : waitingText(live, seat);
  // Several seats acting at once (a race's counts): name them all.
  if (!mine && acting.length > 1) text = `${acting.map((s) => seatName(live, s)).join(", ")} to act`;
  else if (live.seats.length > 2 && !mine) {
    // Who that is, and whether it is on your side: a player of four waits for three others.
    const partner = you.some((y) => teamSeats(live.seats, y, game?.traits).includes(seat));
    text += ` (${playerLabel(game, seat)}${partner ? ", your partner" : ""})`;
  }
  const out = [h("div", { class: `turn${mine ? " mine" : ""}`, "data-to-move": seat }, text)];
  if (live.seats.length > 2 && !mine && you.length > 0) out.push(h("div", { class: "muted waiting" }, `Not your turn: you play ${you.map((s) => seatName(live, s)).join(" and ")}.`));
  return out;
}

/** The standing offers (draw, takeback, rematch): the first two only while the game is on. */
function offerLines(live: View, s: StatusShown, over: boolean): HTMLElement[] {
  const out: HTMLElement[] = [];
  const draw = drawText(live.seats, s.drawAgreed);
  if (draw && !over) out.push(h("div", { class: "offer", "data-draw": s.drawAgreed.join(",") }, draw));
  const takeback = drawText(live.seats, s.takebackAgreed, "takeback");
  if (takeback && !over) out.push(h("div", { class: "offer", "data-takeback": s.takebackAgreed.join(",") }, takeback));
  const rematch = drawText(live.seats, s.rematchAgreed, "rematch");
  if (rematch) out.push(h("div", { class: "offer", "data-rematch": s.rematchAgreed.join(",") }, rematch));
  return out;
}

export function renderStatus(el: HTMLElement, s: StatusShown): void {
  const live = s.live;
  if (!live) {
    el.replaceChildren(s.connected ? "Connecting…" : "Reconnecting…");
    return;
  }
  const end = banner(live, s.game, s.you);
  const result = end?.text ?? null;
  const parts: (Node | string)[] = [];
  // Rated or casual, above everything (rated-model.ts); once rated, each player's change.
  const kind = gameKindLine(s.game);
  if (kind) parts.push(h("div", { class: `game-kind${s.game?.rated ? " rated" : ""}`, "data-rated": kind }, kind));
  if (end) parts.push(h("div", { class: `result-banner ${end.tone}`, "data-tone": end.tone }, end.text));
  const changes = ratingChanges(s.game, (seat) => playerLabel(s.game, seat));
  // Over: the result (and a rated game's changes) instead of whose turn it was.
  if (end) {
    if (changes.length)
      parts.push(
      h(
        "div",
        { class: "rating-changes", "data-rating-changes": "" },
        ...changes.map((c) =>
          h(
            "span",
            { class: `rating-change ${c.after >= c.before ? "up" : "down"}`, "data-seat": c.seat, "data-change": c.change },
            `${c.name} ${c.after}${c.provisional ? "?" : ""} `,
            h("strong", {}, `(${c.change})`),
          ),
        ),
      ),
    );
  } else if (live.to_move < 0) parts.push("The game acts next…");
  else parts.push(...turnLines(live, s.game, s.you));
  const mine = !result && mySeatToAct(live, s.you) !== null;
  const prompts = mine && s.viewingPly === null ? (live.info ?? []).filter((i) => i.prompt) : [];
  for (const p of prompts) parts.push(h("div", { class: "prompt" }, p.text));
  const zone = mine && s.canMove ? s.forcedZone() : null;
  if (zone && prompts.length === 0) {
    const label = live.legal?.[0]?.label ?? "move";
    parts.push(h("div", { class: "prompt" }, `${label[0].toUpperCase()}${label.slice(1)}: click one of the highlighted squares`));
  }
  // The last round of moves in words: in a game of questions (Masquerade) they carry the
  // answers, and the person's own question must stay readable after the opponent's reply.
  const round = lastMoves(live);
  if (round.length && s.viewingPly === null)
    parts.push(
      h(
        "div",
        { class: "last-move-text" },
        h("span", { class: "muted" }, round.length > 1 ? "Last moves: " : "Last move: "),
        // More than two seats: say whose move each was, as the colour does not.
        ...round.map((m) => h("strong", { class: "last-move-entry" }, m.by !== null ? h("span", { class: "muted by" }, `${seatName(live, m.by)}: `) : null, m.text)),
      ),
    );
  // The timed phase's countdown (the 100 ms tick updates the time).
  if (s.deadline && !result)
    parts.push(h("div", { class: "deadline", "data-deadline": "" }, h("strong", { "data-deadline-time": "" }, formatClock(deadlineLeft(s.deadline, s.deadlineAt, performance.now()))), ` left, then ${s.deadline.what}`));
  parts.push(...offerLines(live, s, !!result));
  if (!s.connected) parts.push(h("div", { class: "offline" }, "Connection lost — reconnecting…"));
  if (s.queued > 0)
    parts.push(h("div", { class: "pacing", "data-pacing": s.queued }, h("span", { class: "muted" }, "Showing the moves one by one "), button("Skip", s.skip, { "data-action": "skip" })));
  el.replaceChildren(...parts);
}
