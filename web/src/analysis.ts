// The analysis page (/analysis?game=ID or ?variant=&options=&moves=): a game's positions stepped
// through on the board (←/→, the move list), the engine's evaluation of each as a bar and up to
// three best lines, moves marked ?!, ? and ?? where they threw away winning chances, a progress
// bar while the server analyses, a "deeper" analysis, and a game that continues from the position
// shown against the computer. The server sends every position's view and every evaluation: the
// page knows no rule.
import { api } from "./api";
import {
  DEEPER_STEP,
  DEFAULT_DEPTH,
  MAX_DEPTH,
  analysisPath,
  continueRequest,
  judgementText,
  playersLine,
  progressText,
  readAnalysisQuery,
  shownEvaluations,
  sidesOf,
  verdictLine,
  shownJudgements,
} from "./analysis-model";
import { BoardView } from "./board/board";
import { moveRows } from "./board/moves";
import { moveShape } from "./board/shapes";
import { isSquareOf } from "./board/squares";
import { EvalBar, scoreText } from "./eval-bar";
import { EvalGraph } from "./eval-graph";
import { rememberTokens } from "./tokens";
import type { AnalysedGame, AnalysisProgress, AnalysisRequest, Evaluation, Judgement } from "./types";
import { playerLabel } from "./describe";
import { Alerts, h, link, navigate } from "./ui";
import { normaliseView } from "./view";

const POLL_MS = 400;

export function analysisPage(root: HTMLElement, query: URLSearchParams): () => void {
  const alerts = new Alerts();
  let game: AnalysedGame | null = null;
  let request: AnalysisRequest = {};
  let job: AnalysisProgress | null = null;
  let previous: AnalysisProgress | null = null; // the shallower job a deeper one replaces
  let ply = 0;
  let flipped = false;
  let alive = true;
  let timer: number | undefined;
  let players: string[] = []; // the PGN's names, or the players of this server's game

  const board = new BoardView({ onMove: () => {}, choose: async () => null });
  const bar = new EvalBar();
  const graph = new EvalGraph((n) => goTo(n));
  const title = h("h1", {}, "Analysis");
  const who = h("p", { class: "analysis-players", "data-players": "" });
  const progress = h("progress", { max: 1, value: 0, "aria-label": "analysis progress" });
  const progressWords = h("span", { class: "progress-text", role: "status", "aria-live": "polite" });
  const scoreBox = h("div", { class: "eval-score", "data-eval-score": "" });
  const depthBox = h("span", { class: "eval-depth" });
  const deeper = h("button", { type: "button", id: "deeper", onclick: () => void goDeeper() }, "Deeper");
  const lines = h("ol", { class: "pv-lines", "aria-label": "best lines" });
  const verdict = h("p", { class: "move-verdict" });
  const moveList = h("ol", { class: "move-list", "aria-label": "moves", tabindex: 0 });
  const nav = h("div", { class: "move-nav" });
  const level = h("select", { id: "continue-level", "aria-label": "computer level" }, ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => h("option", { value: n, selected: n === 4 }, `level ${n}`)));
  const continueButton = h("button", { type: "button", id: "continue", class: "primary", onclick: () => void continueHere() }, "Continue from here against the computer");
  const links = h("div", { class: "links" });

  root.replaceChildren(
    h(
      "main",
      { class: "analysis-page" },
      h("nav", {}, link("/", "← Lobby")),
      title,
      who,
      alerts.element,
      h(
        "div",
        { class: "game-layout" },
        h("section", { class: "board-col", "aria-label": "board" }, h("div", { class: "analysis-board" }, bar.element, board.element), nav, graph.element),
        h(
          "aside",
          { class: "side" },
          h("div", { class: "analysis-progress" }, progress, progressWords),
          h("div", { class: "eval-head" }, scoreBox, depthBox, deeper),
          lines,
          verdict,
          h("h2", {}, "Moves"),
          moveList,
          h("div", { class: "continue-row" }, continueButton, level),
          h("div", { class: "controls" }, h("button", { type: "button", "data-action": "flip", onclick: () => { flipped = !flipped; board.setFlipped(flipped); render(); } }, "Flip board")),
          links,
        ),
      ),
    ),
  );
  document.title = "Analysis — Menagerie";

  const parsed = readAnalysisQuery(query);
  if ("error" in parsed) {
    alerts.show(parsed.error);
    progressWords.textContent = "Nothing to analyse.";
  } else {
    request = parsed.request;
    players = parsed.players;
    if (request.game) {
      const gameId = request.game;
      api.game(gameId).then(
        (g) => {
          players = g.game.seats.map((_, i) => playerLabel(g.game, i));
          if (alive) render();
        },
        () => {}, // the seats' own names stay: the players' are only nicer
      );
    }
    void start(request, parsed.ply);
  }

  async function start(req: AnalysisRequest, wantedPly: number | null): Promise<void> {
    try {
      const answer = await api.startAnalysis(req);
      if (!alive) return api.cancelAnalysis(answer.id);
      const { positions, ...progressPart } = answer;
      if (!game) {
        game = { ...positions, views: positions.views.map((v) => normaliseView(v)) };
        ply = Math.min(Math.max(0, wantedPly ?? game.moves.length), game.moves.length);
        title.textContent = `Analysis — ${game.variant}`;
        const id = game.variant;
        api.variants().then(
          (vs) => {
            const name = vs.find((v) => v.id === id)?.name;
            if (name && alive) title.textContent = `Analysis — ${name}`;
          },
          () => {}, // the id stays: a name is only nicer
        );
        // The first seat at the bottom, as the game page draws it.
        board.setFlipped(flipped);
      }
      job = progressPart;
      render();
      poll();
    } catch (e) {
      alerts.show((e as Error).message);
      progressWords.textContent = "The analysis could not start.";
    }
  }

  function poll(): void {
    window.clearTimeout(timer);
    if (!alive || !job || job.status !== "running") return;
    const id = job.id;
    timer = window.setTimeout(async () => {
      try {
        const p = await api.analysis(id);
        if (!alive || job?.id !== id) return;
        job = p;
        render();
      } catch (e) {
        alerts.show((e as Error).message);
        return;
      }
      poll();
    }, POLL_MS);
  }

  async function goDeeper(): Promise<void> {
    if (!job || !game) return;
    const depth = Math.min(MAX_DEPTH, job.depth + DEEPER_STEP);
    if (depth === job.depth) return;
    if (job.status === "running") void api.cancelAnalysis(job.id);
    // Keep what is known on screen until the deeper results replace it.
    previous = { ...job, evaluations: evaluations(), judgements: judgements() };
    job = null;
    deeper.disabled = true;
    request = { ...request, depth };
    history.replaceState(null, "", pathHere());
    await start(request, ply);
  }

  function evaluations(): (Evaluation | null)[] {
    if (!job) return previous?.evaluations ?? [];
    return previous ? shownEvaluations(job.evaluations, previous.evaluations) : job.evaluations;
  }
  function judgements(): (Judgement | null)[] {
    if (!job) return previous?.judgements ?? [];
    return previous ? shownJudgements(job.judgements, previous.judgements) : job.judgements;
  }

  function names(): [string, string] {
    return sidesOf(game?.views[0]?.seats ?? []);
  }

  function pathHere(): string {
    if (request.game) return analysisPath({ game: request.game }, ply, request.depth ?? DEFAULT_DEPTH);
    return analysisPath({ variant: request.variant ?? "", options: request.options, moves: request.moves, players }, ply, request.depth ?? DEFAULT_DEPTH);
  }

  function goTo(n: number): void {
    if (!game) return;
    ply = Math.min(Math.max(0, n), game.moves.length);
    history.replaceState(null, "", pathHere());
    render();
  }

  function render(): void {
    if (!game) return;
    const view = game.views[ply];
    board.setView(view, [], false);
    const evals = evaluations();
    const judged = judgements();
    const e = evals[ply] ?? null;
    // The engine's best move (the first line's first move) as an arrow, as lichess shows it.
    const best = e?.lines[0]?.moves?.[0];
    const bestShape = best ? moveShape(best, (sq) => isSquareOf(view.board, sq), "blue") : null;
    board.setAutoShapes(bestShape ? [bestShape] : []);
    bar.set(e?.score, flipped, names());
    graph.set(evals.length ? evals : game.views.map(() => null), ply);
    const line = playersLine(players, view.seats.map((s, i) => s.name ?? `Seat ${i + 1}`));
    who.textContent = line;
    who.hidden = line === "";
    // Progress.
    if (job) {
      progress.max = Math.max(1, job.total);
      progress.value = job.done;
      progress.hidden = job.status === "done";
      progressWords.textContent = progressText(job.status, job.done, job.total, job.depth);
      deeper.disabled = job.depth >= MAX_DEPTH;
    }
    // This position's score and lines.
    scoreBox.textContent = e ? scoreText(e.score, names()) : "…";
    depthBox.textContent = e && e.depth > 0 ? `depth ${e.depth}` : "";
    lines.replaceChildren(
      ...(e?.lines ?? []).map((l, i) =>
        h("li", { class: "pv-line", "data-line": i + 1 }, h("strong", { class: "pv-score" }, scoreText(l.score, names())), " ", h("span", { class: "pv-moves" }, l.pv.slice(0, 12).join(" "))),
      ),
    );
    if (e && e.lines.length === 0 && "end" in e.score) lines.replaceChildren(h("li", { class: "pv-end" }, view.reason ? `Game over: ${view.reason}` : "Game over"));
    // The move that led here, judged.
    const j = ply > 0 ? judged[ply - 1] : null;
    verdict.textContent = verdictLine(game.shown, ply, j);
    verdict.dataset.judgement = j?.judgement ?? "";
    renderMoves(judged);
    continueButton.disabled = view.over || view.to_move < 0;
    links.replaceChildren(link(`/rules/${game.variant}`, "Rules of this game"), ...(request.game ? [link(`/game/${request.game}`, "Back to the game")] : []));
  }

  function renderMoves(judged: (Judgement | null)[]): void {
    if (!game) return;
    const seats = Math.max(1, game.views[0]?.seats.length ?? 2);
    const rows = moveRows(game.shown, seats, game.movers);
    const columns = `grid-template-columns: 2.5em repeat(${seats}, minmax(0, 1fr))`;
    if (rows.length === 0) {
      moveList.replaceChildren(h("li", { class: "empty" }, "No moves: a position alone."));
      nav.replaceChildren();
      return;
    }
    moveList.replaceChildren(
      ...rows.map((r) =>
        h(
          "li",
          { class: "move-row", style: columns },
          h("span", { class: "move-number" }, `${r.number}.`),
          ...r.cells.map((c) => {
            const j = judged[c.ply];
            return h(
              "button",
              {
                type: "button",
                class: `move${c.ply + 1 === ply ? " current" : ""}${j?.judgement ? ` ${j.judgement}` : ""}`,
                style: `grid-column: ${c.col + 2}`,
                "data-ply": c.ply + 1,
                "data-judgement": j?.judgement ?? undefined,
                title: judgementText(j) || undefined,
                onclick: () => goTo(c.ply + 1),
              },
              c.text,
              j?.mark ? h("span", { class: "mark" }, j.mark) : null,
            );
          }),
        ),
      ),
    );
    moveList.querySelector(".current")?.scrollIntoView?.({ block: "nearest" });
    const n = game.moves.length;
    nav.replaceChildren(
      h("button", { type: "button", "aria-label": "first position", disabled: ply === 0, onclick: () => goTo(0) }, "«"),
      h("button", { type: "button", "aria-label": "previous position", disabled: ply === 0, onclick: () => goTo(ply - 1) }, "‹"),
      h("button", { type: "button", "aria-label": "next position", disabled: ply >= n, onclick: () => goTo(ply + 1) }, "›"),
      h("button", { type: "button", "aria-label": "last position", disabled: ply >= n, onclick: () => goTo(n) }, "»"),
    );
  }

  async function continueHere(): Promise<void> {
    if (!game) return;
    continueButton.disabled = true;
    try {
      const a = await api.createGame(continueRequest(game, ply, Number(level.value)));
      rememberTokens(a.id, a.tokens);
      navigate(a.url || `/game/${a.id}`);
    } catch (e) {
      alerts.show((e as Error).message);
      continueButton.disabled = false;
    }
  }

  function onKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement | null;
    if (!game || (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    if (e.key === "ArrowLeft") goTo(ply - 1);
    else if (e.key === "ArrowRight") goTo(ply + 1);
    else if (e.key === "Home") goTo(0);
    else if (e.key === "End") goTo(game.moves.length);
    else return;
    e.preventDefault();
  }
  document.addEventListener("keydown", onKey);
  // A page closed or left: its job stops at once rather than when its lease runs out.
  const leave = () => {
    if (job?.status === "running") void api.cancelAnalysis(job.id);
  };
  window.addEventListener("pagehide", leave);

  return () => {
    alive = false;
    window.clearTimeout(timer);
    document.removeEventListener("keydown", onKey);
    window.removeEventListener("pagehide", leave);
    leave();
  };
}
