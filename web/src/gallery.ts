// The lobby's gallery: one card per game of the catalog, with a picture of its start (the
// spectator's view from GET /api/variants/{id}/start, drawn by the same board renderer as a game,
// so it never goes stale), its name, the catalog's one line on what makes it different, and
// one-click starts (seat-plan.ts: galleryStarts). Everything comes from the catalog and its traits.
import { api } from "./api";
import { BoardView } from "./board/board";
import { DEFAULT_LEVEL, levelsOf, levelText, levelTitle } from "./levels";
import { cardChoices, cardOptions, type CardChoice } from "./lobby-model";
import { leaderboardPath } from "./profile-model";
import { galleryStarts, type QuickStart } from "./seat-plan";
import { raceSizes } from "./seek-model";
import type { Variant } from "./types";
import { h, link } from "./ui";
import { normaliseView } from "./view";

/** Starts a game from a card: its variant, one of galleryStarts (with the chosen level) and the
 * options chosen on the card (lobby-model.ts: cardOptions). */
export type StartFrom = (v: Variant, start: QuickStart, button: HTMLButtonElement, options: Record<string, unknown>) => void;

/** What each start does, as a tooltip. */
const HINTS: Record<QuickStart["kind"], string> = {
  computer: "you against the computer at the level beside it",
  friends: "a game with a link to send to a friend; only people with the link can join",
  open: "a game listed under \u201cWaiting for an opponent\u201d for anyone to join",
  seek: "the server pairs you with the next player who asks for this game at this time control, rated or casual as chosen above",
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

const MADE_UP = "\u0000made-up";

/** A choice by words (Sniderman's object): a list of the game's suggestions and, for a text
 * option, "A made-up one…" with a field to type it in. Writes the value into `values`. */
function choiceField(v: Variant, c: CardChoice, values: Record<string, string>): HTMLElement {
  const id = `card-${v.id}-${c.name}`;
  values[c.name] = c.initial;
  const typed = h("input", {
    type: "text",
    id: `${id}-text`,
    class: "made-up",
    hidden: true,
    spellcheck: "false",
    "aria-label": `${v.name}: your own ${c.name}`,
    placeholder: "odd wins if odd(pieces)",
    "data-card-text": c.name,
    oninput: () => (values[c.name] = typed.value),
  });
  // A select shows its choice on one line, cut on a narrow card: the words in full below it.
  const words = h("small", { class: "choice-words", "data-choice-words": c.name });
  const say = () => {
    const own = select.value === MADE_UP;
    words.textContent = own ? "Your own, written as the rules' object language (e.g. odd wins if odd(pieces))" : (c.items.find((i) => i.value === select.value)?.label ?? "");
  };
  const select = h(
    "select",
    {
      id,
      "data-card-choice": c.name,
      title: c.description,
      onchange: () => {
        const own = select.value === MADE_UP;
        typed.hidden = !own;
        values[c.name] = own ? typed.value : select.value;
        say();
        if (own) typed.focus();
      },
    },
    ...c.items.map((i) => h("option", { value: i.value, selected: i.value === c.initial }, i.label)),
    ...(c.custom ? [h("option", { value: MADE_UP }, "A made-up one…")] : []),
  );
  say();
  return h("div", { class: "card-choice" }, h("label", { for: id }, c.name[0].toUpperCase() + c.name.slice(1)), select, words, typed);
}

export function galleryCard(v: Variant, startFrom: StartFrom): HTMLElement {
  const choices = cardChoices(v);
  const values: Record<string, string> = {};
  const fields = choices.map((c) => choiceField(v, c, values));
  const problem = h("p", { class: "card-problem alert error", role: "alert", hidden: true });
  // The card's options, or a word on what is missing (nothing is sent then).
  const go = (q: QuickStart, b: HTMLButtonElement) => {
    const chosen = cardOptions(choices, values);
    problem.hidden = !("error" in chosen);
    if ("error" in chosen) {
      problem.textContent = chosen.error;
      return;
    }
    startFrom(v, q, b, chosen.options);
  };
  const levelSelect = h(
    "select",
    { "aria-label": `${v.name}: computer level`, "data-level": v.id, title: "the computer's strength: 1 weakest, 8 strongest" },
    ...levelsOf(v).map((l) => h("option", { value: l.level, selected: l.level === DEFAULT_LEVEL, title: levelTitle(l) }, levelText(l, "Level "))),
  );
  // A race (Golf) is sought at a size, or any: chosen beside its button.
  const sizes = raceSizes(v);
  const sizeSelect = h(
    "select",
    { "aria-label": `${v.name}: players in the race`, "data-race-size": v.id, title: "how many race: the race starts full, or after 30 s with those there" },
    ...(sizes ?? []).map((s) => h("option", { value: s.value }, s.label)),
  );
  const sought = (q: QuickStart): QuickStart => (sizes ? { ...q, players: sizeSelect.value === "any" ? "any" : Number(sizeSelect.value) } : q);
  // A seek plays the game's defaults: a card whose options are chosen on it offers none.
  const buttons = galleryStarts(v).filter((q) => q.kind !== "seek" || choices.length === 0).map((q) => {
    const b: HTMLButtonElement = h(
      "button",
      {
        type: "button",
        class: q.kind === "computer" || q.kind === "solo" ? "primary" : "",
        "data-quick": q.kind,
        title: HINTS[q.kind],
        onclick: () => go(q.kind === "computer" ? galleryStarts(v, Number(levelSelect.value)).find((s) => s.kind === "computer")! : q.kind === "seek" ? sought(q) : q, b),
      },
      q.label,
    );
    // The level chooser sits with the button it sets, and so does a race's size.
    if (q.kind === "seek" && sizes) return h("span", { class: "computer-start" }, b, sizeSelect);
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
      h("p", { class: "card-facts muted" }, gameFacts(v), " · ", link(`/learn/${v.id}`, "Learn", { class: "learn-link" }), " · ", link(`/rules/${v.id}`, "Rules"), " · ", link(leaderboardPath(v.id), "Leaderboard", { class: "leaderboard-link" }), v.puzzles ? " · " : "", v.puzzles ? link(`/puzzle/${v.id}`, "Puzzles", { class: "puzzles-link" }) : ""),
    ),
    ...(fields.length ? [h("div", { class: "card-choices" }, ...fields, problem)] : []),
    h("div", { class: "card-actions" }, ...buttons),
  );
}

export function gallery(variants: Variant[], startFrom: StartFrom): HTMLElement {
  return h("div", { class: "gallery" }, ...variants.map((v) => galleryCard(v, startFrom)));
}
