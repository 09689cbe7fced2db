// Where each part of the game page sits: the board column (the seat strips, the board, the move
// buttons) and the side column (status, forms, buttons, talk, invitations, info, tables, moves,
// links), under the curtain of a shared screen. The views fill the parts; this only places them.
import { h } from "../ui";

export interface GameParts {
  topBar: HTMLElement;
  bottomBar: HTMLElement;
  moveButtons: HTMLElement;
  formsBox: HTMLElement;
  tables: HTMLElement;
  status: HTMLElement;
  controls: HTMLElement;
  invite: HTMLElement;
  info: HTMLElement;
  historyNote: HTMLElement;
  nav: HTMLElement;
  links: HTMLElement;
  curtain: HTMLElement;
}

/** Builds the page into `root`; `given`: the parts other modules own (alerts, board, talk, move list). */
export function gameLayout(root: HTMLElement, given: { alerts: HTMLElement; board: HTMLElement; talk: HTMLElement; moveList: HTMLElement }): GameParts {
  const p: GameParts = {
    topBar: h("div", { class: "players top" }),
    bottomBar: h("div", { class: "players bottom" }),
    moveButtons: h("div", { class: "move-buttons" }),
    formsBox: h("div", { class: "move-forms" }),
    tables: h("div", { class: "tables" }),
    status: h("div", { class: "status", role: "status", "aria-live": "polite" }),
    controls: h("div", { class: "controls" }),
    invite: h("div", { class: "invite" }),
    info: h("dl", { class: "info" }),
    historyNote: h("p", { class: "history-note" }),
    nav: h("div", { class: "move-nav" }),
    links: h("div", { class: "links" }),
    curtain: h("div", { class: "curtain", hidden: true, role: "dialog", "aria-modal": "true" }),
  };
  root.replaceChildren(
    h(
      "main",
      { class: "game-page" },
      given.alerts,
      h(
        "div",
        { class: "game-layout" },
        p.curtain,
        h("section", { class: "board-col", "aria-label": "board" }, p.topBar, given.board, p.bottomBar, p.moveButtons),
        // A form (Masquerade's set-up) beside the board, not above it: the board stays in sight.
        h("aside", { class: "side" }, p.status, p.formsBox, p.controls, given.talk, p.invite, p.info, p.tables, h("h2", {}, "Moves"), p.nav, given.moveList, p.historyNote, p.links),
      ),
    ),
  );
  return p;
}
