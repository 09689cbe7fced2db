// The game page (/game/{id}): follows the game over the WebSocket, draws the view the server
// sends, and sends the person's moves and offers. It knows no rule: past positions can be shown
// only when this page saw them live (the server sends only the current view).
import { api } from "./api";
import { BoardView } from "./board/board";
import { chooseMove } from "./board/chooser";
import { buttonMoves, moveCaption, moveRows } from "./board/moves";
import { formatClock, remainingNow } from "./clock";
import { permutationForm } from "./form-view";
import { coveredMoves, usableForms, type Choice } from "./forms";
import { isTable, secretLabel, secretText } from "./secret";
import { tableView } from "./table-view";
import { playerLabel, resultText, seatName } from "./describe";
import { GameSocket } from "./socket";
import { playerName, rememberTokens, tokensFor } from "./tokens";
import type { Clock, Game, Move, StateMessage, View } from "./types";
import { SHOW_POWERS, SHOW_POWERS_DEFAULT, browserStore, readFlag, writeFlag } from "./prefs";
import { Alerts, h, link, navigate } from "./ui";
import { hasPowers, normaliseView } from "./view";

export function gamePage(root: HTMLElement, id: string): () => void {
  const alerts = new Alerts();
  let game: Game | null = null;
  let you: number[] = [];
  let live: View | null = null;
  let clock: Clock | null = null;
  let clockAt = 0;
  let drawOffer: number | null = null;
  let rematchOffer: number | null = null;
  let viewingPly: number | null = null; // null: the live position
  let flipChosen = false;
  let lastYou = "";
  let connected = true;
  let confirmResign = false;
  let ply = 0; // moves played: what a move is sent against
  // Hot-seat in a game with secrets: whose view is on screen, and whether the screen is covered
  // until the next person says they are at the device.
  let shownSeat: number | null = null;
  let curtained = false;
  const snapshots = new Map<number, View>(); // positions seen here, by number of moves played
  // What the person has ticked in a form, per form and position, so a redraw does not lose it.
  const formChoices = new Map<string, Choice>();

  const board = new BoardView({
    onMove: (m) => sendMove(m),
    choose: (moves, view) => chooseMove(moves, view),
  });
  // The powers overlay (Winslow's men): one choice for every game, remembered by this browser.
  let showPowers = readFlag(browserStore(), SHOW_POWERS, SHOW_POWERS_DEFAULT);
  board.setShowPowers(showPowers);

  const topBar = h("div", { class: "players top" });
  const bottomBar = h("div", { class: "players bottom" });
  const moveButtons = h("div", { class: "move-buttons" });
  const formsBox = h("div", { class: "move-forms" });
  const tables = h("div", { class: "tables" });
  const status = h("div", { class: "status", role: "status", "aria-live": "polite" });
  const controls = h("div", { class: "controls" });
  const invite = h("div", { class: "invite" });
  const info = h("dl", { class: "info" });
  const moveList = h("ol", { class: "move-list", "aria-label": "moves", tabindex: 0 });
  const historyNote = h("p", { class: "history-note" });
  const nav = h("div", { class: "move-nav" });
  const links = h("div", { class: "links" });
  const curtain = h("div", { class: "curtain", hidden: true, role: "dialog", "aria-modal": "true" });

  root.replaceChildren(
    h(
      "main",
      { class: "game-page" },
      alerts.element,
      h(
        "div",
        { class: "game-layout" },
        curtain,
        h("section", { class: "board-col", "aria-label": "board" }, formsBox, topBar, board.element, bottomBar, moveButtons),
        h("aside", { class: "side" }, status, controls, invite, info, tables, h("h2", {}, "Moves"), nav, moveList, historyNote, links),
      ),
    ),
  );

  const tokens = tokensFor(id);
  const socket = new GameSocket(id, tokens[0], {
    state: onState,
    error: (m) => {
      alerts.show(m.message);
      if (m.request === "move" || !m.request) board.unlock();
    },
    rematch: (m) => {
      rememberTokens(m.id, { rematch: m.token });
      navigate(`/game/${m.id}`);
    },
    connection: (up) => {
      connected = up;
      renderStatus();
    },
  });
  socket.connect();

  const timer = window.setInterval(renderClocks, 100);

  function onState(m: StateMessage): void {
    const first = game === null;
    game = m.game;
    you = m.you ?? [];
    live = normaliseView(m.view);
    clock = m.clock ?? null;
    clockAt = performance.now();
    drawOffer = m.draw_offer ?? null;
    rematchOffer = m.rematch_offer ?? null;
    ply = m.ply ?? live.history.length;
    if (game.traits?.hidden && you.length > 1 && !live.over) {
      // One screen, several seats, secrets: cover the board when the seat to act changes, and
      // forget the positions the previous seat saw, so nobody can step back to them.
      const seat = you.includes(live.to_move) ? live.to_move : (you[0] ?? -2);
      if (shownSeat !== null && seat !== shownSeat) {
        curtained = true;
        snapshots.clear();
        viewingPly = null;
      }
      shownSeat = seat;
      // Each person sees the board from their own side, as across a real table.
      if (!flipChosen) board.setFlipped(seat === 1 && live.seats.length === 2);
    } else curtained = false;
    snapshots.set(live.history.length, live);
    if (viewingPly !== null && viewingPly >= live.history.length) viewingPly = null;
    if (first) document.title = `${live.variant} — Menagerie`;
    // Sit on your own side (after joining too): a lone second seat of two sees the board turned.
    if (!flipChosen && you.join() !== lastYou && shownSeat === null) board.setFlipped(you.length === 1 && you[0] === 1 && live.seats.length === 2);
    lastYou = you.join();
    alertsClearOnProgress();
    renderAll();
  }

  let lastPly = -1;
  function alertsClearOnProgress(): void {
    const ply = live?.history.length ?? 0;
    if (ply !== lastPly) {
      if (lastPly !== -1) alerts.clearIfOlderThan(4000); // a refusal crossing a move stays up
      lastPly = ply;
    }
  }

  function canMove(): boolean {
    return (
      !!live &&
      !live.over &&
      game?.status !== "finished" &&
      viewingPly === null &&
      you.includes(live.to_move) &&
      (live.legal?.length ?? 0) > 0
    );
  }

  function sendMove(m: Move): void {
    if (!live) return;
    if (!socket.send({ type: "move", move: m.text, ply })) {
      alerts.show("Not connected to the server: the move was not sent.");
      board.unlock();
    }
  }

  function act(type: string): void {
    if (!socket.send({ type })) alerts.show("Not connected to the server.");
  }

  function renderCurtain(): void {
    const layout = curtain.parentElement;
    layout?.classList.toggle("curtained", curtained);
    curtain.hidden = !curtained;
    if (!curtained || !live || shownSeat === null) return;
    const name = seatName(live, shownSeat);
    curtain.replaceChildren(
      h("p", {}, `Pass the device to ${name}.`),
      button(`I am ${name}: show my board`, () => {
        curtained = false;
        renderAll();
      }, { "data-action": "reveal" }),
    );
  }

  function renderAll(): void {
    if (!live) return;
    renderCurtain();
    if (curtained) {
      // Under the curtain nothing of the view may stay in the page: the person still at the
      // device could read it in the DOM (the board, its secrets, the move list as this seat knows it).
      board.clear();
      for (const el of [info, tables, moveList, moveButtons, formsBox, historyNote, nav]) el.replaceChildren();
      renderPlayers();
      renderClocks();
      status.replaceChildren(h("div", { class: "turn" }, `${seatName(live, live.to_move)} to move`));
      controls.replaceChildren();
      return;
    }
    const shown = viewingPly === null ? live : snapshots.get(viewingPly);
    if (shown) board.setView(shown, canMove() ? (live.legal ?? []) : [], canMove());
    renderPlayers();
    renderClocks();
    renderStatus();
    renderControls();
    renderInvite();
    renderInfo(shown ?? live);
    renderMoves();
    renderLinks();
  }

  function seatBar(seat: number): HTMLElement {
    const colour = live?.seats[seat]?.color ?? "gray";
    const toMove = !!live && !live.over && live.to_move === seat;
    return h(
      "div",
      { class: `player${toMove ? " to-move" : ""}`, "data-seat": seat },
      h("span", { class: `swatch c-${colour}`, style: `--swatch: ${colour}` }),
      h("span", { class: "seat-name" }, seatName(live, seat)),
      h("span", { class: "player-name" }, playerLabel(game, seat) + (you.includes(seat) ? " (you)" : "")),
      h("span", { class: "clock", "data-clock": seat, hidden: !clock }),
    );
  }

  function renderPlayers(): void {
    if (!live) return;
    const n = live.seats.length;
    if (n === 2) {
      const topSeat = board.isFlipped() ? 0 : 1;
      topBar.replaceChildren(seatBar(topSeat));
      bottomBar.replaceChildren(seatBar(1 - topSeat));
    } else {
      topBar.replaceChildren(...live.seats.map((_, i) => seatBar(i)));
      bottomBar.replaceChildren();
    }
  }

  function renderClocks(): void {
    if (!clock) return;
    const now = remainingNow(clock, clockAt, performance.now());
    for (const el of root.querySelectorAll<HTMLElement>("[data-clock]")) {
      const seat = Number(el.dataset.clock);
      el.textContent = formatClock(now[seat] ?? 0);
      el.classList.toggle("running", clock.running === seat);
      el.classList.toggle("low", (now[seat] ?? 0) < 10_000);
    }
  }

  function renderStatus(): void {
    if (!live) {
      status.replaceChildren(connected ? "Connecting…" : "Reconnecting…");
      return;
    }
    const result = resultText(live, game);
    const parts: (Node | string)[] = [];
    if (result) parts.push(h("div", { class: "result-banner" }, result));
    else if (live.to_move < 0) parts.push("The game acts next…");
    else {
      const mine = you.includes(live.to_move);
      parts.push(h("div", { class: `turn${mine ? " mine" : ""}` }, mine ? `Your move (${seatName(live, live.to_move)})` : `${seatName(live, live.to_move)} to move`));
    }
    const mine = !result && you.includes(live.to_move);
    const prompts = mine && viewingPly === null ? (live.info ?? []).filter((i) => i.prompt) : [];
    for (const p of prompts) parts.push(h("div", { class: "prompt" }, p.text));
    const zone = mine && canMove() ? board.forcedZone() : null;
    if (zone && prompts.length === 0) {
      const label = live.legal?.[0]?.label ?? "move";
      parts.push(h("div", { class: "prompt" }, `${label[0].toUpperCase()}${label.slice(1)}: click one of the highlighted squares`));
    }
    // The last round of moves in words: in a game of questions (Masquerade) they carry the
    // answers, and the person's own question must stay readable after the opponent's reply.
    const round = live.history.slice(-Math.max(1, live.seats.length));
    if (round.length && viewingPly === null)
      parts.push(
        h("div", { class: "last-move-text" }, h("span", { class: "muted" }, round.length > 1 ? "Last moves: " : "Last move: "), ...round.map((m) => h("strong", { class: "last-move-entry" }, m))),
      );
    if (drawOffer !== null && !result) parts.push(h("div", { class: "offer" }, `${seatName(live, drawOffer)} offers a draw`));
    if (rematchOffer !== null) parts.push(h("div", { class: "offer" }, `${seatName(live, rematchOffer)} offers a rematch`));
    if (!connected) parts.push(h("div", { class: "offline" }, "Connection lost — reconnecting…"));
    status.replaceChildren(...parts);
  }

  function button(text: string, onclick: () => void, attrs: Record<string, string | boolean> = {}): HTMLButtonElement {
    return h("button", { type: "button", onclick, ...attrs }, text);
  }

  function renderControls(): void {
    if (!live || !game) return;
    const player = you.length > 0;
    const playing = !live.over && game.status !== "finished";
    const out: HTMLElement[] = [];
    out.push(button("Flip board", () => {
      flipChosen = true;
      board.setFlipped(!board.isFlipped());
      renderPlayers();
      renderClocks();
    }, { "data-action": "flip" }));
    if (hasPowers(live))
      out.push(button("Show powers", () => {
        showPowers = !showPowers;
        writeFlag(browserStore(), SHOW_POWERS, showPowers);
        board.setShowPowers(showPowers);
        renderControls();
        controls.querySelector<HTMLButtonElement>("[data-action=powers]")?.focus();
      }, { "data-action": "powers", "aria-pressed": String(showPowers), class: "toggle", title: "icons on each man for the ways it may move now" }));
    if (playing && player) {
      out.push(
        button(confirmResign ? "Really resign?" : "Resign", () => {
          if (!confirmResign) {
            confirmResign = true;
            renderControls();
            window.setTimeout(() => {
              confirmResign = false;
              renderControls();
            }, 3000);
            return;
          }
          confirmResign = false;
          act("resign");
        }, { "data-action": "resign", class: confirmResign ? "danger" : "" }),
      );
      if (drawOffer !== null && !you.includes(drawOffer)) {
        out.push(button("Accept draw", () => act("draw"), { "data-action": "accept-draw" }));
        out.push(button("Decline draw", () => act("decline"), { "data-action": "decline-draw" }));
      } else if (drawOffer !== null) out.push(button("Draw offered", () => {}, { disabled: true }));
      // A draw is agreed between players: none alone, none where the players win or lose together.
      else if (!game.traits?.cooperative && live.seats.length > 1) out.push(button("Offer draw", () => act("draw"), { "data-action": "draw" }));
      if (live.history.length < live.seats.length) out.push(button("Abort", () => act("abort"), { "data-action": "abort" }));
    }
    if (!playing && player) {
      if (game.rematch) out.push(link(`/game/${game.rematch}`, "Go to the rematch", { class: "button" }));
      else if (rematchOffer !== null && !you.includes(rematchOffer)) out.push(button("Accept rematch", () => act("rematch"), { "data-action": "rematch" }));
      else if (rematchOffer !== null) out.push(button("Rematch offered", () => {}, { disabled: true }));
      else out.push(button("Rematch", () => act("rematch"), { "data-action": "rematch" }));
    }
    const open = game.seats.map((s, i) => ({ s, i })).filter(({ s }) => s.kind === "human" && s.open);
    if (!player && playing && open.length > 0) out.push(button(`Join as ${seatName(live, open[0].i)}`, () => void join(), { "data-action": "join", class: "primary" }));
    controls.replaceChildren(...out);
  }

  async function join(): Promise<void> {
    try {
      const { seat, token } = await api.join(id, playerName() || undefined);
      rememberTokens(id, { [String(seat)]: token });
      socket.setToken(token);
    } catch (e) {
      alerts.show((e as Error).message);
    }
  }

  function renderInvite(): void {
    if (!game || you.length === 0 || game.status === "finished") {
      invite.replaceChildren();
      return;
    }
    const open = game.seats.some((s) => s.kind === "human" && s.open);
    if (!open) {
      invite.replaceChildren();
      return;
    }
    const url = `${location.origin}/game/${id}`;
    const input = h("input", { type: "text", readonly: true, value: url, "aria-label": "invitation link", class: "invite-link" });
    invite.replaceChildren(
      h("label", {}, "Invite a friend with this link:"),
      h("div", { class: "copy-row" }, input, button("Copy", () => {
        input.select();
        navigator.clipboard?.writeText(url).then(
          () => alerts.show("Link copied.", "info"),
          () => document.execCommand?.("copy"),
        );
      })),
    );
  }

  function renderInfo(view: View): void {
    const rows: HTMLElement[] = [];
    // A prompt is shown in the status, to the seat it is for; the others' lines stay here.
    const promptShown = you.includes(view.to_move);
    for (const i of view.info ?? []) if (!(i.prompt && promptShown)) rows.push(h("dt", {}, i.label), h("dd", {}, i.text));
    const secretTables: HTMLElement[] = [];
    for (const [k, v] of Object.entries(view.secret ?? {})) {
      if (isTable(v)) secretTables.push(tableView(v, " (only you see this)"));
      else rows.push(h("dt", { class: "secret" }, secretLabel(k)), h("dd", { class: "secret", "data-secret": k }, secretText(v)));
    }
    info.replaceChildren(...rows);
    const deduction = (view.deduction ?? []).filter(isTable);
    tables.replaceChildren(
      ...(deduction.length ? [h("h2", {}, "Deduction"), h("div", { class: "table-row" }, ...deduction.map((t) => tableView(t))), h("p", { class: "table-legend" }, "O certain · X impossible · ? still possible")] : []),
      ...secretTables,
    );
    // Moves that are not drawn as from -> to (a pass, a choice) are buttons under the board,
    // except those a form composes (a grid instead of 120 buttons).
    const legal = canMove() && viewingPly === null ? (live?.legal ?? []) : [];
    const forms = usableForms(view.forms, legal);
    const covered = coveredMoves(forms, legal);
    const extra = buttonMoves(legal).filter((m) => !covered.has(m.text));
    moveButtons.replaceChildren(...extra.map((m) => button(moveCaption(m), () => sendMove(m), { "data-move": m.text })));
    formsBox.replaceChildren(
      ...forms.map((f, i) => {
        const key = `${ply}:${i}:${f.move}`;
        let choice = formChoices.get(key);
        if (!choice) formChoices.set(key, (choice = f.rows.map(() => null)));
        return permutationForm(f, i, choice, legal, sendMove);
      }),
    );
  }

  function goTo(ply: number | null): void {
    if (!live) return;
    viewingPly = ply === null || ply >= live.history.length ? null : Math.max(0, ply);
    renderAll();
  }

  function renderMoves(): void {
    if (!live) return;
    const current = viewingPly ?? live.history.length;
    const rows = moveRows(live.history, live.seats.length, live.history_seats);
    const moveButton = (c: { ply: number; text: string }) =>
      h("button", { type: "button", class: `move${c.ply + 1 === current ? " current" : ""}`, "data-ply": c.ply + 1, onclick: () => goTo(c.ply + 1) }, c.text);
    moveList.replaceChildren(
      ...rows.map((r) => {
        // One cell per seat column, holding that seat's steps of the turn.
        const cols = [...new Set(r.cells.map((c) => c.col))];
        return h(
          "li",
          { class: "move-row", style: `grid-template-columns: 2.5em repeat(${Math.max(1, live?.seats.length ?? 2)}, minmax(0, 1fr))` },
          h("span", { class: "move-number" }, `${r.number}.`),
          ...cols.map((col) => h("div", { class: "move-cell", style: `grid-column: ${col + 2}` }, ...r.cells.filter((c) => c.col === col).map(moveButton))),
        );
      }),
    );
    moveList.querySelector(".current")?.scrollIntoView?.({ block: "nearest" });
    const n = live.history.length;
    nav.replaceChildren(
      button("«", () => goTo(0), { "aria-label": "first position", disabled: current === 0 }),
      button("‹", () => goTo(current - 1), { "aria-label": "previous position", disabled: current === 0 }),
      button("›", () => goTo(current + 1), { "aria-label": "next position", disabled: current >= n }),
      button("»", () => goTo(null), { "aria-label": "current position", disabled: current >= n }),
    );
    historyNote.textContent =
      viewingPly === null
        ? ""
        : snapshots.has(viewingPly)
          ? `Showing the position after move ${viewingPly} of ${n}.`
          : `The position after move ${viewingPly} was played before this page was opened; the server sends only the current position, so only the move list can be shown.`;
  }

  moveList.addEventListener("keydown", (e) => {
    if (!live) return;
    const current = viewingPly ?? live.history.length;
    if (e.key === "ArrowLeft") goTo(current - 1);
    else if (e.key === "ArrowRight") goTo(current + 1);
    else if (e.key === "Home") goTo(0);
    else if (e.key === "End") goTo(null);
    else return;
    e.preventDefault();
  });

  function renderLinks(): void {
    if (!live) return;
    links.replaceChildren(
      h("a", { href: api.recordUrl(id), download: true, class: "record-link" }, "Download the record"),
      link(`/rules/${live.variant}`, "Rules of this game"),
      link("/", "Back to the lobby"),
    );
  }

  return () => {
    window.clearInterval(timer);
    socket.close();
  };
}
