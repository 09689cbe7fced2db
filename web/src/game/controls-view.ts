// The buttons beside the board: flip, powers, sound, resign, draw, takeback, abort, rematch,
// analyse, join; and the "are you sure?" of resigning (and of a draw offered on a shared screen).
// Which buttons and their words are decided in game/model.ts (controls, afterGame, joinChoices);
// this draws them and calls back.
import { analysisPath } from "../analysis-model";
import { seatName } from "../describe";
import { resignWarning, teamSeats } from "../seats";
import type { Game, View } from "../types";
import { h, link } from "../ui";
import { hasPowers } from "../view";
import { button } from "./button";
import { afterGame, confirmMs, controls as controlsModel, joinChoices } from "./model";
import { mySeatToAct } from "../acting";

/** A button that asked "are you sure?" until its second click within a few seconds. */
export class Confirm {
  what: "resign" | "draw" | null = null;
  private timer = 0;
  /** The first click asks (and forgets after `ms`): false; the second confirms: true. */
  click(what: "resign" | "draw", ms: number, redraw: () => void): boolean {
    if (this.what !== what) {
      this.what = what;
      window.clearTimeout(this.timer);
      this.timer = window.setTimeout(() => {
        this.what = null;
        redraw();
      }, ms);
      redraw();
      return false;
    }
    this.what = null;
    return true;
  }
}

export interface ControlsShown {
  id: string;
  live: View;
  game: Game;
  you: number[];
  drawAgreed: number[];
  takebackAgreed: number[];
  rematchAgreed: number[];
  /** The catalog's word on whether this variant's computer evaluates. */
  analysis: boolean | undefined;
  invitedSeat: number | null;
  showPowers: boolean;
  sound: boolean;
}

export interface ControlsActions {
  act: (type: string, extra?: Record<string, string>) => void;
  join: (seat: number) => void;
  flip: () => void;
  togglePowers: () => void;
  toggleSound: () => void;
  /** Draw the buttons again (after a toggle or a confirmation's first click). */
  redraw: () => void;
}

export function renderControls(el: HTMLElement, s: ControlsShown, a: ControlsActions, confirm: Confirm): void {
  const { live, game, you } = s;
  const out: HTMLElement[] = [];
  out.push(button("Flip board", a.flip, { "data-action": "flip" }));
  // A toggle keeps the focus through the redraw.
  const toggle = (action: string, change: () => void) => () => {
    change();
    a.redraw();
    el.querySelector<HTMLButtonElement>(`[data-action=${action}]`)?.focus();
  };
  if (hasPowers(live))
    out.push(button("Show powers", toggle("powers", a.togglePowers), { "data-action": "powers", "aria-pressed": String(s.showPowers), class: "toggle", title: "icons on each man for the ways it may move now" }));
  out.push(button("Sound", toggle("sound", a.toggleSound), { "data-action": "sound", "aria-pressed": String(s.sound), class: "toggle", title: "a sound on each move, capture and check" }));
  const c = controlsModel({ game, view: live, you, drawAgreed: s.drawAgreed, takebackAgreed: s.takebackAgreed, confirming: confirm.what, acting: mySeatToAct(live, you) });
  // A second click within a few seconds confirms; the first only asks.
  const confirmThen = (what: "resign" | "draw", type: string) => () => {
    if (confirm.click(what, confirmMs(live), a.redraw)) a.act(type);
  };
  if (c.resign) {
    // In a game of teams the confirmation says who loses with you.
    const team = c.resign.confirming && teamSeats(live.seats, you[0], game.traits).length > 1;
    const label = team ? resignWarning(live.seats, you, you.includes(live.to_move) ? live.to_move : you[0], game.traits) : c.resign.label;
    out.push(button(label, confirmThen("resign", "resign"), { "data-action": "resign", class: c.resign.confirming ? "danger" : "" }));
  }
  // A draw needs every seat: one holding seats that have not agreed yet may accept or decline.
  if (c.answerDraw) {
    out.push(button("Accept draw", () => a.act("draw"), { "data-action": "accept-draw" }));
    out.push(button("Decline draw", () => a.act("decline"), { "data-action": "decline-draw" }));
  } else if (c.drawPending) out.push(button(c.drawPending, () => {}, { disabled: true }));
  else if (c.offerDraw) {
    // One screen holding both sides asks before offering; a player alone offers at once.
    const offer = you.length > 1 ? confirmThen("draw", "draw") : () => a.act("draw");
    out.push(button(c.offerDraw.label, offer, { "data-action": "draw", class: c.offerDraw.confirming ? "danger" : "" }));
  }
  if (c.answerTakeback) {
    out.push(button("Accept takeback", () => a.act("takeback"), { "data-action": "accept-takeback" }));
    out.push(button("Decline takeback", () => a.act("decline", { offer: "takeback" }), { "data-action": "decline-takeback" }));
  } else if (c.takebackPending) out.push(button(c.takebackPending, () => {}, { disabled: true }));
  else if (c.takeback) out.push(button(c.takeback, () => a.act("takeback"), { "data-action": "takeback" }));
  if (c.abort) out.push(button("Abort", () => a.act("abort"), { "data-action": "abort" }));
  if (c.waiting) out.push(h("span", { class: "waiting-note muted", "data-waiting": "" }, `${c.waiting}…`));
  const after = afterGame(game, live, you, s.rematchAgreed, s.analysis);
  if (after.analyse) out.push(link(analysisPath({ game: s.id }), "Analyse this game", { class: "button", "data-action": "analyse" }));
  const r = after.rematch;
  if (r?.kind === "go") out.push(link(`/game/${r.id}`, "Go to the rematch", { class: "button" }));
  else if (r?.kind === "accept") out.push(button("Accept rematch", () => a.act("rematch"), { "data-action": "rematch" }));
  else if (r?.kind === "pending") out.push(button(r.label, () => {}, { disabled: true }));
  else if (r?.kind === "ask") out.push(button("Rematch", () => a.act("rematch"), { "data-action": "rematch" }));
  const j = joinChoices(game, live, you, s.invitedSeat);
  if (j) {
    out.push(button(`Join as ${seatName(live, j.invited)}`, () => a.join(j.invited), { "data-action": "join", "data-join-seat": String(j.invited), class: "primary" }));
    for (const i of j.others) out.push(button(`Join as ${seatName(live, i)}`, () => a.join(i), { "data-action": "join-other", "data-join-seat": String(i) }));
  }
  el.replaceChildren(...out);
}
