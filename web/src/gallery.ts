// The lobby's gallery: one card per game of the catalog, with a picture of its start (the
// spectator's view from GET /api/variants/{id}/start, drawn by the same board renderer as a game,
// so it never goes stale), its name, the catalog's one line on what makes it different, and
// one-click starts (seat-plan.ts: galleryStarts). Everything comes from the catalog and its traits.
import { api } from "./api";
import { BoardView } from "./board/board";
import { galleryStarts, type QuickStart } from "./seat-plan";
import type { Variant } from "./types";
import { h, link } from "./ui";
import { normaliseView } from "./view";

/** Starts a game from a card: its variant and one of galleryStarts (with the chosen level). */
export type StartFrom = (v: Variant, start: QuickStart, button: HTMLButtonElement) => void;

/** What each start does, as a tooltip. */
const HINTS: Record<QuickStart["kind"], string> = {
  computer: "you against the computer at the level beside it",
  friends: "a game with a link to send to a friend; only people with the link can join",
  open: "a game listed under \u201cWaiting for an opponent\u201d for anyone to join",
  hotseat: "every seat on this screen, taking turns",
  solo: "play it alone",
};

/** A few words on what kind of game it is, from its traits and seats. */
export function gameFacts(v: Pick<Variant, "seats" | "traits">): string {
  const n = v.seats.length;
  const facts = [n === 1 ? "1 player" : v.traits?.teams ? `${n} players in teams` : `${n} players`];
  if (v.traits?.cooperative) facts.push("cooperative");
  if (v.traits?.hidden) facts.push("hidden information");
  if (v.traits?.chance) facts.push("chance");
  return facts.join(" · ");
}

/** A static picture of the game's start: the board renderer on a view nobody can move in. */
function startPicture(v: Variant): HTMLElement {
  const box = h("div", { class: "card-picture", "aria-hidden": "true", "data-picture": v.id });
  api.startView(v.id).then(
    (view) => {
      const board = new BoardView({ onMove: () => {}, choose: async () => null });
      board.setView(normaliseView(view), [], false);
      // A picture, not a control: no focus stops, no pointer input.
      board.element.setAttribute("inert", "");
      for (const el of board.element.querySelectorAll("[tabindex]")) el.removeAttribute("tabindex");
      box.replaceChildren(board.element);
      box.dataset.drawn = "true";
    },
    () => box.replaceChildren(h("span", { class: "muted" }, "no picture")),
  );
  return box;
}

export function galleryCard(v: Variant, startFrom: StartFrom): HTMLElement {
  const levelSelect = h(
    "select",
    { "aria-label": `${v.name}: computer level`, "data-level": v.id, title: "the computer's strength: 1 weakest, 8 strongest" },
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => h("option", { value: n, selected: n === 4 }, `Level ${n}`)),
  );
  const buttons = galleryStarts(v).map((q) => {
    const b: HTMLButtonElement = h(
      "button",
      {
        type: "button",
        class: q.kind === "computer" || q.kind === "solo" ? "primary" : "",
        "data-quick": q.kind,
        title: HINTS[q.kind],
        onclick: () => startFrom(v, q.kind === "computer" ? galleryStarts(v, Number(levelSelect.value)).find((s) => s.kind === "computer")! : q, b),
      },
      q.label,
    );
    // The level chooser sits with the button it sets.
    return q.kind === "computer" ? h("span", { class: "computer-start" }, b, levelSelect) : b;
  });
  return h(
    "article",
    { class: "game-card", "data-variant": v.id, "aria-labelledby": `card-${v.id}` },
    startPicture(v),
    h(
      "div",
      { class: "card-text" },
      h("h3", { id: `card-${v.id}` }, v.name),
      h("p", { class: "card-summary" }, v.summary),
      h("p", { class: "card-facts muted" }, gameFacts(v), " · ", link(`/learn/${v.id}`, "Learn", { class: "learn-link" }), " · ", link(`/rules/${v.id}`, "Rules"), v.puzzles ? " · " : "", v.puzzles ? link(`/puzzle/${v.id}`, "Puzzles", { class: "puzzles-link" }) : ""),
    ),
    h("div", { class: "card-actions" }, ...buttons),
  );
}

export function gallery(variants: Variant[], startFrom: StartFrom): HTMLElement {
  return h("div", { class: "gallery" }, ...variants.map((v) => galleryCard(v, startFrom)));
}
