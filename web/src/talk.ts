// Table talk and hints beside the board (docs/api.md, "Table talk" and "Hints"): an "Ask your
// partner" box with the variant's preset questions as suggestions, Yes / No for a question asked
// of you, the exchanges so far, and a Hint button whose move the board highlights. It knows no
// rule: the presets come from the catalog, the exchanges from the server's state messages, and
// whether a game has table talk from its traits.
import { mySeatToAct } from "./acting";
import { seatName } from "./describe";
import type { Game, Move, Question, TalkEntry, View } from "./types";
import { h } from "./ui";

/** The seat a player asks by default: in a game of two seats, the other one, when somebody plays it. */
export function askTarget(game: Game | null, you: number[]): number | null {
  if (!game?.traits?.talk || you.length === 0 || game.status === "finished") return null;
  const others = game.seats.map((_, i) => i).filter((i) => !you.includes(i));
  if (others.length !== 1) return null;
  const seat = game.seats[others[0]];
  return seat && !(seat.kind === "human" && seat.open) ? others[0] : null;
}

/** The message that asks `text`: a preset's id when the words are a preset's, else the words. */
export function askMessage(text: string, presets: Question[]): Record<string, unknown> {
  const words = text.trim();
  const preset = presets.find((q) => q.text.toLowerCase() === words.toLowerCase());
  return preset ? { type: "ask", preset: preset.id } : { type: "ask", text: words };
}

/** The oldest open question asked of one of `you`, not by one of `you`. */
export function openToYou(talk: TalkEntry[], you: number[]): TalkEntry | null {
  return talk.find((x) => x.yes === null && you.includes(x.to) && !you.includes(x.from)) ?? null;
}

/** Whether `you` have a question still waiting for its answer. */
export function waitingForAnswer(talk: TalkEntry[], you: number[]): TalkEntry | null {
  return talk.find((x) => x.yes === null && you.includes(x.from)) ?? null;
}

/** One exchange in words: "White → Black: Do you have a king card? — Yes". */
export function exchangeText(x: TalkEntry, view: View | null): { who: string; question: string; answer: string } {
  return {
    who: `${seatName(view, x.from)} → ${seatName(view, x.to)}`,
    question: x.text,
    answer: x.yes === null ? "waiting for the answer" : x.yes ? "Yes" : "No",
  };
}

/** A suggested move in words: its squares, or its label and places (a zone by its name). */
export function hintCaption(m: Move, view?: View | null): string {
  const place = (id: string) => view?.zones?.find((z) => z.id === id)?.name ?? id;
  if (m.from && m.to && !m.label) return `${place(m.from)} → ${place(m.to)}${m.promotion ? ` (${m.promotion})` : ""}`;
  if (m.label && m.from && m.to) return `${m.label}: ${place(m.from)} → ${place(m.to)}`;
  return m.label ?? m.text;
}

/**
 * Whether the server gives this person a hint now (docs/api.md, "Hints"): their own turn, in a
 * game that gives hints (traits.hints), cooperative, alone, or with a computer seat.
 */
export function hintAllowed(game: Game | null, view: View | null, you: number[]): boolean {
  if (!game || !view || view.over || game.status === "finished" || game.traits?.hints === false) return false;
  // Your seat that may act now (in a race, while the others count too), as the server picks it.
  const seat = mySeatToAct(view, you);
  if (seat === null || game.seats[seat]?.kind === "computer") return false;
  return !!game.traits?.cooperative || game.seats.length === 1 || game.seats.some((s) => s.kind === "computer");
}

export interface TalkCallbacks {
  /** Sends a message over the game's socket; false when it is not connected. */
  send(message: Record<string, unknown>): boolean;
  alert(text: string): void;
}

/** The talk box and the Hint button, redrawn from each state message. */
export class TalkPanel {
  readonly element = h("section", { class: "talk", "aria-label": "table talk", hidden: true });
  private game: Game | null = null;
  private view: View | null = null;
  private you: number[] = [];
  private talk: TalkEntry[] = [];
  private draft = "";
  private hintWaiting = false;
  private hinted: Move | null = null;

  constructor(
    private readonly presets: () => Question[],
    private readonly cb: TalkCallbacks,
  ) {}

  /** Redraw from a state: the game, the view, the seats held, the exchanges, the hinted move. */
  update(game: Game | null, view: View | null, you: number[], talk: TalkEntry[] | undefined, hinted: Move | null): void {
    this.game = game;
    this.view = view;
    this.you = you;
    this.talk = Array.isArray(talk) ? talk : [];
    this.hinted = hinted;
    this.render();
  }

  /** The hint came back or was refused: the button works again. */
  hintDone(): void {
    this.hintWaiting = false;
    this.render();
  }

  /** Nothing of the game may stay in the page (a curtain between seats is up). */
  clear(): void {
    this.element.replaceChildren();
    this.element.hidden = true;
  }

  private render(): void {
    const game = this.game;
    const view = this.view;
    const parts: HTMLElement[] = [];
    if (hintAllowed(game, view, this.you)) {
      parts.push(
        h(
          "div",
          { class: "hint-row" },
          h("button", { type: "button", "data-action": "hint", disabled: this.hintWaiting, onclick: () => this.askHint(), title: "the computer's suggestion for your turn, highlighted on the board (not played)" }, this.hintWaiting ? "Thinking…" : "Hint"),
          this.hinted ? h("span", { class: "hint-text", "data-hint-move": this.hinted.text }, `Suggested: ${hintCaption(this.hinted, view)}`) : null,
        ),
      );
    }
    if (game?.traits?.talk && view) {
      parts.push(h("h2", {}, "Table talk"));
      const asked = openToYou(this.talk, this.you);
      if (asked)
        parts.push(
          h(
            "div",
            { class: "talk-question", "data-question": asked.id },
            h("span", {}, `${seatName(view, asked.from)} asks you: `),
            h("strong", {}, asked.text),
            h(
              "div",
              { class: "talk-answer" },
              h("button", { type: "button", "data-answer": "yes", onclick: () => this.answer(asked, true) }, "Yes"),
              h("button", { type: "button", "data-answer": "no", onclick: () => this.answer(asked, false) }, "No"),
            ),
          ),
        );
      const target = askTarget(game, this.you);
      if (target !== null) parts.push(this.askBox(game, view, target));
      parts.push(this.log(view));
    }
    this.element.hidden = parts.length === 0;
    // A panel only around table talk; a Hint alone is one more control.
    this.element.classList.toggle("with-talk", !!(game?.traits?.talk && view));
    this.element.replaceChildren(...parts);
  }

  private askBox(game: Game, view: View, target: number): HTMLElement {
    const presets = this.presets();
    const computer = game.seats[target]?.kind === "computer";
    const waiting = waitingForAnswer(this.talk, this.you);
    const input = h("input", {
      type: "text",
      maxlength: 140,
      value: this.draft,
      placeholder: presets[0]?.text ?? "A yes/no question",
      "aria-label": `your question to ${seatName(view, target)}`,
      class: "talk-input",
      list: "talk-presets",
      disabled: !!waiting,
    });
    input.addEventListener("input", () => (this.draft = input.value));
    const ask = () => {
      const text = input.value.trim();
      if (!text) return this.cb.alert("Write a question, or choose one of the suggestions.");
      if (this.cb.send(askMessage(text, presets))) this.draft = "";
      else this.cb.alert("Not connected to the server: the question was not sent.");
    };
    input.addEventListener("keydown", (e) => {
      if ((e as KeyboardEvent).key === "Enter") ask();
    });
    const suggestions = h(
      "select",
      { class: "talk-presets", "aria-label": "suggested questions", disabled: !!waiting },
      h("option", { value: "" }, "Suggested questions…"),
      ...presets.map((q) => h("option", { value: q.id }, q.text)),
    );
    suggestions.addEventListener("change", () => {
      const q = presets.find((p) => p.id === suggestions.value);
      if (!q) return;
      input.value = this.draft = q.text;
      input.focus();
    });
    return h(
      "div",
      { class: "talk-ask" },
      h("label", {}, `Ask ${computer ? "your computer partner" : "your partner"} (${seatName(view, target)}) a yes/no question`),
      h("div", { class: "talk-ask-row" }, input, h("button", { type: "button", "data-action": "ask", disabled: !!waiting, onclick: ask }, "Ask")),
      suggestions,
      h("datalist", { id: "talk-presets" }, ...presets.map((q) => h("option", { value: q.text }))),
      waiting
        ? h("p", { class: "muted talk-note" }, `Waiting for ${seatName(view, waiting.to)}'s answer.`)
        : h("p", { class: "muted talk-note" }, computer ? "The computer answers the suggested questions only, truthfully, from its own hand." : "Everyone at the table sees the question and the answer."),
    );
  }

  private log(view: View): HTMLElement {
    if (this.talk.length === 0) return h("p", { class: "muted talk-empty" }, "No questions yet.");
    return h(
      "ol",
      { class: "talk-log", "aria-label": "questions and answers" },
      ...this.talk.map((x) => {
        const t = exchangeText(x, view);
        return h(
          "li",
          { "data-talk": x.id, class: x.yes === null ? "open" : "answered" },
          h("span", { class: "muted talk-who" }, `${t.who}: `),
          h("span", { class: "talk-text" }, t.question),
          h("span", { class: `talk-reply${x.yes === null ? " muted" : x.yes ? " yes" : " no"}`, "data-reply": x.yes === null ? "" : x.yes ? "yes" : "no" }, ` — ${t.answer}`),
        );
      }),
    );
  }

  private answer(x: TalkEntry, yes: boolean): void {
    if (!this.cb.send({ type: "answer", yes, question: x.id })) this.cb.alert("Not connected to the server: the answer was not sent.");
  }

  private askHint(): void {
    if (!this.cb.send({ type: "hint" })) return this.cb.alert("Not connected to the server.");
    this.hintWaiting = true;
    this.render();
  }
}
