// The Learn page (/learn/{variant}?lesson=id): a game's short lessons, each one idea of its rules
// on a small position. The page knows no rule: the lesson's options create a real game (every seat
// a human this page holds; a lesson's game: unlisted, no clock, deleted by the server once done
// with), the referee sends the views and legal moves over the usual socket, and the learner's
// moves go back to it. The pure model (model.ts) says whether a move is the lesson's, whose step
// it is and what to say; a move that is not the written one is judged by the server against the
// lesson's goal (the game's own referee) before it is sent, so any move that keeps the goal
// reachable passes, and the page follows the judge's line from there. This file only draws, asks
// and sends.
import { api } from "../api";
import { BoardView } from "../board/board";
import { chooseMove } from "../board/chooser";
import { buttonMoves, moveCaption } from "../board/moves";
import { permutationForm } from "../form-view";
import { coveredMoves, usableForms, type Choice } from "../forms";
import { isTable } from "../secret";
import { GameSocket } from "../socket";
import { tableView } from "../table-view";
import type { Move, StateMessage, View } from "../types";
import { Alerts, h, link, navigate } from "../ui";
import { normaliseView } from "../view";
import {
  FINISHED_KEY,
  START,
  learnPath,
  learnerSeat,
  lessonIndex,
  nextLesson,
  nextStep,
  otherSeats,
  parseFinished,
  seatCount,
  solved,
  statusLine,
  stepPlayed,
  tryMove,
  judged,
  judgeBody,
  type Verdict,
  withFinished,
  type Lesson,
  type LessonList,
  type Progress,
} from "./model";

const REPLY_MS = 700; // the other side's answer comes after a breath, so the learner sees it

function finished(): Record<string, string[]> {
  try {
    return parseFinished(localStorage.getItem(FINISHED_KEY));
  } catch {
    return {};
  }
}

export function learnPage(root: HTMLElement, variant: string, query: URLSearchParams): () => void {
  const alerts = new Alerts();
  let alive = true;
  let lessons: Lesson[] = [];
  let index = 0;
  let gameName = variant;
  let variantSeats = 2;
  // Two sockets: the learner's seat alone (so the board always shows the learner's own view, a
  // hidden game's secrets included), and every other seat, which plays the lesson's replies.
  let socket: GameSocket | null = null;
  let others: GameSocket | null = null;
  let view: View | null = null;
  let ply = 0;
  let learner: number | null = null;
  let progress: Progress = START;
  let pending = false; // a step was sent and its state has not come back yet
  let sentAt = 0;
  let replyTimer: number | undefined;
  let startedAt = 0;
  let formChoice: Choice | null = null;

  const board = new BoardView({ onMove: (m) => learnerMove(m), choose: (moves, v) => chooseMove(moves, v) });
  const title = h("h1", {}, "Learn");
  const lessonTitle = h("h2", { class: "lesson-title" });
  const counter = h("p", { class: "lesson-counter muted" });
  const words = h("p", { class: "lesson-words" });
  const goal = h("p", { class: "lesson-goal" });
  const status = h("p", { class: "lesson-status", role: "status", "aria-live": "polite" });
  const hintText = h("p", { class: "lesson-hint", hidden: true });
  const hintButton = h("button", { type: "button", id: "lesson-hint", onclick: () => showHint() }, "Hint");
  const againButton = h("button", { type: "button", id: "lesson-again", onclick: () => void start() }, "Start again");
  const nextButton = h("button", { type: "button", class: "primary", id: "lesson-next", hidden: true, onclick: () => goNext() }, "Next lesson");
  const moveButtons = h("div", { class: "move-buttons" });
  const formsBox = h("div", { class: "forms" });
  const info = h("dl", { class: "info" });
  const tables = h("div", { class: "tables" });
  const list = h("ol", { class: "lesson-list" });
  const rulesLink = link(`/rules/${variant}`, "Rules");

  root.replaceChildren(
    h(
      "main",
      { class: "learn-page" },
      h("nav", {}, link("/", "← Lobby"), " · ", rulesLink),
      title,
      alerts.element,
      h(
        "div",
        { class: "learn-layout" },
        h("section", { class: "lesson-text", "aria-label": "lesson" }, counter, lessonTitle, words, goal, status, h("div", { class: "lesson-actions" }, hintButton, againButton, nextButton), hintText),
        h("section", { class: "board-col", "aria-label": "board" }, formsBox, board.element, moveButtons),
        // What the game says beside the board (cards, powers, the deduction tables): beside it on
        // a wide screen, under it on a phone.
        h("section", { class: "lesson-extra", "aria-label": "about the position" }, tables, info),
        h("aside", { class: "lesson-aside" }, h("h2", {}, "Lessons"), list),
      ),
    ),
  );
  document.title = "Learn — Menagerie";

  async function load(): Promise<void> {
    try {
      const [got, variants] = await Promise.all([
        fetch(`/api/variants/${encodeURIComponent(variant)}/lessons`).then(async (r) => {
          const body = await r.json().catch(() => ({}));
          if (!r.ok) throw new Error((body as { error?: string }).error ?? `${r.status}`);
          return body as LessonList;
        }),
        api.variants(),
      ]);
      if (!alive) return;
      const v = variants.find((x) => x.id === variant);
      gameName = v?.name ?? variant;
      variantSeats = v?.seats.length ?? 2;
      title.textContent = `Learn ${gameName}`;
      document.title = `Learn ${gameName} — Menagerie`;
      lessons = got.lessons ?? [];
      if (!lessons.length) {
        status.textContent = "This game has no lessons yet: its rules page explains it.";
        return;
      }
      index = lessonIndex(lessons, query.get("lesson"));
      await start();
    } catch (e) {
      alerts.show((e as Error).message);
    }
  }

  function drawList(): void {
    const done = finished()[variant] ?? [];
    list.replaceChildren(
      ...lessons.map((l, i) =>
        h(
          "li",
          { class: i === index ? "current" : "" },
          h("a", { href: learnPath(variant, l.id), "data-lesson": l.id, "aria-current": i === index ? "step" : undefined, onclick: (e: Event) => { e.preventDefault(); index = i; void start(); } }, l.title),
          done.includes(l.id) ? h("span", { class: "done-mark", title: "done" }, " ✓") : null,
        ),
      ),
    );
  }

  async function start(): Promise<void> {
    const lesson = lessons[index];
    if (!lesson) return;
    window.clearTimeout(replyTimer);
    socket?.close();
    others?.close();
    socket = null;
    others = null;
    view = null;
    learner = null;
    progress = START;
    pending = false;
    formChoice = null;
    alerts.clear();
    history.replaceState(null, "", learnPath(variant, lesson.id));
    counter.textContent = `Lesson ${index + 1} of ${lessons.length}`;
    lessonTitle.textContent = lesson.title;
    words.textContent = lesson.words;
    goal.replaceChildren(h("strong", {}, "Goal: "), lesson.goal);
    hintText.textContent = lesson.hint;
    hintText.hidden = true;
    nextButton.hidden = true;
    hintButton.hidden = false;
    againButton.textContent = "Start again";
    drawList();
    drawStatus();
    try {
      const n = seatCount(lesson, variantSeats);
      const seats = Array.from({ length: n }, () => ({ kind: "human" as const }));
      const me = learnerSeat(lesson);
      const rest = otherSeats(lesson, n);
      // The page takes the other seats as it creates the game, then joins the learner's seat.
      const made = await api.createGame({ variant, options: lesson.options, seats, clock: null, take: rest.length ? rest : [me], listed: false, lesson: true, name: "Lesson" });
      const mine = rest.length ? (await api.join(made.id, "Learner", me)).token : Object.values(made.tokens)[0];
      if (!alive || lessons[index] !== lesson) return;
      startedAt = performance.now();
      const onError = (m: { message: string }) => {
        pending = false;
        alerts.show(m.message);
        redraw();
      };
      if (rest.length) {
        others = new GameSocket(made.id, Object.values(made.tokens)[0], { state: () => {}, error: onError, rematch: () => {}, connection: () => {} });
        others.connect();
      }
      socket = new GameSocket(made.id, mine, {
        state: (m) => onState(lesson, m),
        error: onError,
        rematch: () => {},
        connection: (up) => {
          if (!up) alerts.show("Connection lost: reconnecting…", "info");
        },
      });
      socket.connect();
    } catch (e) {
      alerts.show((e as Error).message);
    }
  }

  function onState(lesson: Lesson, m: StateMessage): void {
    if (lessons[index] !== lesson) return;
    const first = view === null;
    view = normaliseView(m.view);
    const newPly = m.ply ?? view.history?.length ?? 0;
    if (first) {
      learner = learnerSeat(lesson);
      board.setFlipped(view.seats[learner]?.color === "black");
    }
    if (pending && newPly > sentAt) {
      pending = false;
      progress = stepPlayed(progress, lesson);
    }
    ply = newPly;
    redraw();
    if (solved(lesson, progress)) return finish(lesson);
    const next = nextStep(lesson, progress);
    if (next.kind === "reply" && !pending) {
      window.clearTimeout(replyTimer);
      replyTimer = window.setTimeout(() => send(next.move, view?.to_move), REPLY_MS);
    }
  }

  function send(move: string, seat: number | undefined): void {
    const through = seat === learner || !others ? socket : others;
    if (!through) return;
    pending = true;
    sentAt = ply;
    if (!through.send({ type: "move", move, ply, ...(seat === undefined ? {} : { seat }) })) {
      pending = false;
      alerts.show("Not connected to the server: try again in a moment.");
    }
    redraw();
  }

  function learnerMove(m: Move): void {
    const lesson = lessons[index];
    if (!lesson || pending || learner === null) return;
    const r = tryMove(lesson, progress, m.text);
    progress = r.progress;
    if (r.send) send(m.text, learner);
    else if (r.judge) void judge(lesson, m.text);
    else redraw(); // the board goes back to the position as it was
  }

  // Asks the server whether the learner's own move meets the lesson's goal; sends it if so, else
  // says no with the hint. The board waits (pending) meanwhile.
  async function judge(lesson: Lesson, move: string): Promise<void> {
    const at = progress.done;
    pending = true;
    redraw();
    let verdict: Verdict = { legal: false, met: false };
    try {
      const r = await fetch(`/api/variants/${encodeURIComponent(variant)}/lessons/${encodeURIComponent(lesson.id)}/judge`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(judgeBody(lesson, progress, move)),
      });
      if (r.ok) verdict = (await r.json()) as Verdict;
      else alerts.show(`The lesson's judge: ${((await r.json().catch(() => ({}))) as { error?: string }).error ?? r.status}`);
    } catch (e) {
      alerts.show((e as Error).message);
    }
    pending = false;
    if (!alive || lessons[index] !== lesson || progress.done !== at) return;
    const j = judged(progress, verdict, lesson, move);
    progress = j.progress;
    if (j.send) return send(move, learner ?? undefined);
    if (progress.hinted) showHint();
    redraw();
  }

  function learnersTurn(): boolean {
    const lesson = lessons[index];
    if (!lesson || !view || learner === null || pending) return false;
    if (nextStep(lesson, progress).kind !== "learner") return false;
    return view.to_move === learner || (view.acting ?? []).includes(learner);
  }

  function redraw(): void {
    drawStatus();
    if (!view) return;
    const legal = learnersTurn() ? (view.legal ?? []) : [];
    board.setView(view, legal, legal.length > 0);
    const forms = usableForms(view.forms, legal);
    const covered = coveredMoves(forms, legal);
    moveButtons.replaceChildren(
      ...buttonMoves(legal)
        .filter((m) => !covered.has(m.text))
        .map((m) => h("button", { type: "button", "data-move": m.text, onclick: () => learnerMove(m) }, moveCaption(m))),
    );
    formsBox.replaceChildren(
      ...forms.map((f, i) => {
        if (!formChoice || formChoice.length !== f.rows.length) formChoice = f.rows.map(() => null);
        return permutationForm(f, i, formChoice, legal, (m) => learnerMove(m));
      }),
    );
    const rows: HTMLElement[] = [];
    for (const i of view.info ?? []) rows.push(h("dt", {}, i.label), h("dd", {}, i.text));
    info.replaceChildren(...rows);
    const deduction = (view.deduction ?? []).filter(isTable);
    tables.replaceChildren(
      ...(deduction.length ? [h("div", { class: "table-row" }, ...deduction.map((t) => tableView(t))), h("p", { class: "table-legend" }, "O certain · X impossible · ? still possible")] : []),
      ...(view.tables ?? []).filter(isTable).map((t) => h("div", { class: "game-table" }, tableView(t))),
    );
  }

  function drawStatus(): void {
    const lesson = lessons[index];
    if (!lesson) return;
    const s = statusLine(lesson, progress);
    status.textContent = s.text;
    status.className = `lesson-status ${s.tone}`;
    // For tests and assistive tools: how many steps are played, and whether the learner may move.
    status.dataset.step = String(progress.done);
    status.dataset.ready = learnersTurn() ? "1" : "0";
  }

  function showHint(): void {
    const lesson = lessons[index];
    if (!lesson) return;
    progress = { ...progress, hinted: true };
    hintText.hidden = false;
    const next = nextStep(lesson, progress);
    const move = next.kind === "learner" ? (view?.legal ?? []).find((m) => m.text === next.move) : undefined;
    // Moves drawn on the board get an arrow; buttons and forms are named in the hint's words.
    board.setHint(move && move.from && move.to ? move : null);
  }

  function finish(lesson: Lesson): void {
    board.setHint(null);
    const seconds = Math.round((performance.now() - startedAt) / 1000);
    status.dataset.seconds = String(seconds);
    try {
      localStorage.setItem(FINISHED_KEY, JSON.stringify(withFinished(finished(), variant, lesson.id)));
    } catch {
      // private mode: nothing remembered
    }
    drawList();
    const next = nextLesson(lessons, index);
    hintButton.hidden = true;
    hintText.hidden = true;
    againButton.textContent = "Play it again";
    nextButton.hidden = false;
    nextButton.textContent = next === null ? `Play ${gameName}` : "Next lesson";
    nextButton.focus({ preventScroll: true });
  }

  function goNext(): void {
    const next = nextLesson(lessons, index);
    if (next === null) return navigate("/");
    index = next;
    void start();
  }

  void load();
  return () => {
    alive = false;
    window.clearTimeout(replyTimer);
    socket?.close();
    others?.close();
  };
}
