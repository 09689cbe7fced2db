// The puzzle page (/puzzle/{variant}?seed=&difficulty=): a position in which exactly one move wins.
// The page knows no rule: the server sends the position's view with its legal moves, checks the
// answer, and for a wrong one sends the refutation with a view after every move, which the page
// steps through on the board (or plays out).
import { api } from "./api";
import { BoardView } from "./board/board";
import { chooseMove } from "./board/chooser";
import { DIFFICULTIES, Steps, objectLine, pagePath, puzzleFacts, shownSeed, verdict } from "./puzzle-steps";
import { rememberTokens } from "./tokens";
import type { Move, Puzzle, View } from "./types";
import { Alerts, h, link, navigate } from "./ui";
import { normaliseView } from "./view";

const PLAY_MS = 900; // between moves when a refutation is played out

export function puzzlePage(root: HTMLElement, variant: string, query: URLSearchParams): () => void {
  const alerts = new Alerts();
  let puzzle: Puzzle | null = null;
  let seedShown = "";
  let steps: Steps | null = null;
  let answered = false;
  let timer: number | undefined;
  let alive = true;

  const board = new BoardView({ onMove: (m) => void answer(m), choose: (moves, view) => chooseMove(moves, view) });
  const difficulty = h(
    "select",
    { id: "difficulty", "aria-label": "difficulty" },
    ...DIFFICULTIES.map((d) => h("option", { value: d, selected: d === (query.get("difficulty") ?? "any") }, d)),
  );
  const nextButton = h("button", { type: "button", class: "primary", id: "next-puzzle", onclick: () => load() }, "Next puzzle");
  const objectText = h("p", { class: "puzzle-object" });
  const question = h("p", { class: "puzzle-question" });
  const facts = h("p", { class: "puzzle-facts" });
  const result = h("div", { class: "puzzle-result", role: "status", "aria-live": "polite" });
  const stepper = h("div", { class: "puzzle-steps" });
  const caption = h("p", { class: "step-caption" });
  const openGame = h("button", { type: "button", id: "open-game", onclick: () => void openAsGame() }, "Open as a game");

  root.replaceChildren(
    h(
      "main",
      { class: "puzzle-page" },
      h("nav", {}, link("/", "← Lobby"), " · ", link(`/rules/${variant}`, "Rules")),
      h("h1", {}, "Puzzle"),
      alerts.element,
      h("div", { class: "row" }, h("label", { for: "difficulty" }, "Difficulty "), difficulty, " ", nextButton, " ", openGame),
      h(
        "div",
        { class: "game-layout" },
        h("section", { class: "board-col", "aria-label": "board" }, board.element, stepper),
        h("section", { class: "side-col" }, objectText, question, facts, result, caption),
      ),
    ),
  );
  document.title = "Puzzle — Menagerie";

  function show(): void {
    if (!puzzle) return;
    objectText.textContent = objectLine(puzzle);
    question.textContent = puzzle.question;
    facts.textContent = puzzleFacts(puzzle, seedShown);
    const view = normaliseView(puzzle.view);
    board.setView(view, answered ? [] : (view.legal ?? []), !answered);
  }

  async function load(seed?: string): Promise<void> {
    stop();
    steps = null;
    answered = false;
    result.replaceChildren();
    stepper.replaceChildren();
    caption.textContent = "";
    alerts.clear();
    nextButton.disabled = true;
    try {
      const p = await api.puzzle(variant, seed, difficulty.value);
      if (!alive) return;
      puzzle = p;
      seedShown = shownSeed(seed, p.seed);
      history.replaceState(null, "", pagePath(variant, seedShown, difficulty.value));
      show();
    } catch (e) {
      alerts.show((e as Error).message);
    } finally {
      nextButton.disabled = false;
    }
  }

  async function answer(m: Move): Promise<void> {
    if (!puzzle || answered) return;
    answered = true;
    show(); // no more moves on this board
    try {
      const c = await api.checkPuzzle(variant, { position: puzzle.position, object: puzzle.options.object, move: m.text });
      if (!alive) return;
      result.replaceChildren(h("p", { class: c.correct ? "verdict right" : "verdict wrong" }, verdict(c)));
      if (!c.correct && c.refutation?.length) {
        steps = new Steps(normaliseView(puzzle.view), c);
        // The refutation starts with the move tried: show the board after it.
        showStep(steps.go(1));
        stepper.replaceChildren(
          h("button", { type: "button", "aria-label": "first", onclick: () => showStep(steps!.go(0)) }, "« Start"),
          h("button", { type: "button", "aria-label": "back", onclick: () => showStep(steps!.prev()) }, "‹ Back"),
          h("button", { type: "button", "aria-label": "forward", id: "step-forward", onclick: () => showStep(steps!.next()) }, "Forward ›"),
          h("button", { type: "button", "aria-label": "last", onclick: () => showStep(steps!.go(steps!.count - 1)) }, "End »"),
          h("button", { type: "button", id: "play-out", onclick: () => playOut() }, "Play it out"),
        );
      }
    } catch (e) {
      answered = false;
      show();
      alerts.show((e as Error).message);
    }
  }

  function showStep(view: View): void {
    board.setView(normaliseView(view), [], false);
    caption.textContent = steps?.caption() ?? "";
  }

  function playOut(): void {
    stop();
    if (!steps) return;
    if (steps.atEnd) showStep(steps.go(0));
    timer = window.setInterval(() => {
      if (!steps || steps.atEnd) return stop();
      showStep(steps.next());
    }, PLAY_MS);
  }

  function stop(): void {
    window.clearInterval(timer);
    timer = undefined;
  }

  async function openAsGame(): Promise<void> {
    if (!puzzle) return;
    try {
      const seats = puzzle.view.seats.map(() => ({ kind: "human" as const }));
      const a = await api.createGame({ variant, options: puzzle.options, seats, clock: null, take: seats.map((_, i) => i) });
      rememberTokens(a.id, a.tokens);
      navigate(a.url || `/game/${a.id}`);
    } catch (e) {
      alerts.show((e as Error).message);
    }
  }

  void load(query.get("seed") ?? undefined);
  return () => {
    alive = false;
    stop();
  };
}
