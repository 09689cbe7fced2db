// The game page (/game/{id}): follows the game over the WebSocket, draws the view the server
// sends, and sends the person's moves and offers. It knows no rule: past positions can be shown
// only when this page saw them live (the server sends only the current view). This file holds the
// page's state and wiring; what to show is decided in game/model.ts and drawn by the small views
// in game/ (layout, players, status, controls, result, move inputs, moves, share, curtain).
import { mySeatToAct, viewSeat } from "./acting";
import { api } from "./api";
import { BoardView } from "./board/board";
import { chooseMove } from "./board/chooser";
import { premoveSeat, premoveStarts, rememberTurn } from "./board/premove";
import type { Choice } from "./forms";
import { agreedSeats, boardView, drawNews, takebackNews, isNotice, isOver, refusalText, shownHint, waitingText } from "./game/model";
import { sitsOpposite } from "./seats";
import { GameSocket } from "./socket";
import { playerName, rememberTokens, settleRematchToken, tokensFor } from "./tokens";
import type { Clock, Deadline, Game, Move, StateMessage, View } from "./types";
import { SHOW_POWERS, SHOW_POWERS_DEFAULT, SOUND, SOUND_DEFAULT, browserStore, readFlag, writeFlag } from "./prefs";
import { MoveList } from "./move-list";
import { renderClocks as renderClocksView, renderPlayers as renderPlayersView } from "./game/players-view";
import { Confirm, renderControls as renderControlsView, type ControlsActions } from "./game/controls-view";
import { renderStatus as renderStatusView } from "./game/status-view";
import { renderMoveInputs } from "./game/move-input-view";
import { renderResult } from "./game/result-view";
import { renderInvite as renderInviteView, renderLinks as renderLinksView } from "./game/share-view";
import { Pacer } from "./game/connection";
import { ratedSeatsToLookUp, ratingShown } from "./rated-model";
import { gameLayout } from "./game/layout";
import { renderCurtain as renderCurtainView } from "./game/curtain-view";
import { moveKeys, renderMoves as renderMovesView } from "./game/moves-view";
import { Sounds, soundFor } from "./sound";
import { Alerts, h, navigate } from "./ui";
import { normaliseView } from "./view";
import { TalkPanel } from "./talk";
import type { Question, TalkEntry, Variant } from "./types";

export function gamePage(root: HTMLElement, id: string): () => void {
  const alerts = new Alerts();
  let game: Game | null = null;
  const ratings = new Map<number, string>(); // a rated game's players' ratings, by seat
  const lookedUp = new Map<number, string>(); // the name each seat's rating was asked for
  let you: number[] = [];
  let live: View | null = null;
  let clock: Clock | null = null;
  let clockAt = 0;
  // A phase the game times (a race's counts): its time left when received, counted down here.
  let deadline: Deadline | null = null;
  let deadlineAt = 0;
  let drawAgreed: number[] = []; // every seat that has offered or accepted the draw
  let takebackAgreed: number[] = []; // every seat that asked for or accepted the standing takeback
  let rematchAgreed: number[] = []; // every seat that has asked for a rematch
  let viewingPly: number | null = null; // null: the live position
  let flipChosen = false;
  let lastYou = "";
  let connected = true;
  // A button that asked "are you sure?" (resign; a draw offer on a shared screen) until its second click.
  const confirm = new Confirm();
  let ply = 0; // moves played: what a move is sent against
  // Hot-seat in a game with secrets: whose view is on screen, and whether the screen is covered
  // until the next person says they are at the device.
  let shownSeat: number | null = null;
  let curtained = false;
  const snapshots = new Map<number, View>(); // positions seen here, by number of moves played
  // What the person has ticked in a form, per form and position, so a redraw does not lose it.
  const formChoices = new Map<string, Choice>();
  // Table talk and hints (talk.ts): the variant's preset questions, the exchanges, the hinted move.
  let variants: Variant[] = [];
  let talkLog: TalkEntry[] = [];
  let hint: { ply: number; move: string } | null = null;
  // How this page's last turn began (board/premove.ts): whether a premove makes sense meanwhile.
  let lastTurnOnBoard: boolean | null = null;
  const presets = (): Question[] => variants.find((v) => v.id === (game?.variant ?? live?.variant))?.questions ?? [];
  const talk = new TalkPanel(presets, {
    send: (m) => socket.send(m),
    alert: (text) => alerts.show(text),
  });

  const board = new BoardView({
    onMove: (m) => sendMove(m),
    choose: (moves, view) => chooseMove(moves, view),
    refused: (place, interactive) => {
      if (!live) return;
      const text = refusalText(live, you, mySeatToAct(live, you), place, interactive && viewingPly === null, isOver(live, game) || viewingPly !== null);
      if (text) alerts.show(text, "info");
    },
  });
  // The powers overlay (Winslow's men): one choice for every game, remembered by this browser.
  let showPowers = readFlag(browserStore(), SHOW_POWERS, SHOW_POWERS_DEFAULT);
  board.setShowPowers(showPowers);

  const moves = new MoveList((p) => goTo(p));
  const moveList = moves.element;
  // Sounds on moves, captures and checks (sound.ts), on until turned off, remembered.
  const sounds = new Sounds(readFlag(browserStore(), SOUND, SOUND_DEFAULT));
  const unlockSound = () => sounds.unlock();
  document.addEventListener("pointerdown", unlockSound, { once: true });
  document.addEventListener("keydown", unlockSound, { once: true });
  const { topBar, bottomBar, moveButtons, formsBox, tables, status, controls, invite, info, historyNote, nav, links, curtain } = gameLayout(root, { alerts: alerts.element, board: board.element, talk: talk.element, moveList });

  // States waiting for their turn on screen (game/connection.ts): a run of the others' moves (Golf's
  // race: the computer's demonstration) is shown move by move, with a Skip button.
  const pacer = new Pacer({ you: () => you, show: (m, at) => onState(m, at), after: () => renderStatus() });
  const tokens = tokensFor(id);
  // An invitation link may name the seat it is for (/game/{id}?seat=2).
  const seatParam = new URLSearchParams(location.search).get("seat");
  const invitedSeat = seatParam !== null && /^\d+$/.test(seatParam) ? Number(seatParam) : null;
  const socket = new GameSocket(id, tokens[0], {
    state: (m) => pacer.arrive(m),
    error: (m) => {
      alerts.show(m.message, isNotice(m.message) ? "info" : "error");
      if (m.request === "move" || !m.request) board.unlock();
      if (m.request === "hint") talk.hintDone();
    },
    hint: (m) => {
      hint = m.ply === ply ? { ply: m.ply, move: m.move } : null;
      talk.hintDone();
      renderAll();
    },
    rematch: (m) => {
      // A player following with their session (another device) holds no token: none to keep.
      if (m.token) rememberTokens(m.id, { rematch: m.token });
      navigate(`/game/${m.id}`);
    },
    connection: (up) => {
      connected = up;
      renderStatus();
    },
  });
  socket.connect();

  const timer = window.setInterval(renderClocks, 100);
  void api.variants().then(
    (list) => {
      variants = list;
      if (live) renderAll();
    },
    () => {}, // no suggestions: questions in one's own words still work
  );

  function onState(m: StateMessage, at = performance.now()): void {
    const first = game === null;
    const before = live;
    game = m.game;
    lookUpRatings(m.game);
    you = m.you ?? [];
    if (first && tokens[0]) settleRematchToken(id, tokens[0], you);
    live = normaliseView(m.view);
    lastTurnOnBoard = rememberTurn(lastTurnOnBoard, before, live, you);
    const sound = soundFor(before, live);
    if (sound && sounds.enabled) document.documentElement.dataset.lastSound = sound; // for the browser tests
    sounds.play(sound);
    clock = m.clock ?? null;
    clockAt = at; // when it was sent, however long it waited for its turn on screen
    deadline = m.deadline ?? null;
    deadlineAt = clockAt;
    takeOffers(m, first);
    ply = m.ply ?? live.history.length;
    talkLog = Array.isArray(m.talk) ? m.talk : [];
    if (hint && hint.ply !== ply) hint = null; // the position moved on: the hint is stale
    coverOnSeatChange(game, live);
    snapshots.set(live.history.length, live);
    if (viewingPly !== null && viewingPly >= live.history.length) viewingPly = null;
    if (first) document.title = `${live.variant} — Menagerie`;
    // Sit on your own side (after joining too): a player holding only the second side's seats (the
    // second seat of two; Black's seats of Crowded House) sees the board turned.
    if (!flipChosen && you.join() !== lastYou && shownSeat === null) board.setFlipped(sitsOpposite(live.seats, you));
    lastYou = you.join();
    alertsClearOnProgress();
    renderAll();
  }

  // The offers standing (draw, takeback, rematch); a change this page did not make is news.
  function takeOffers(m: StateMessage, first: boolean): void {
    const agreed = agreedSeats(m);
    // A declined offer is news, not an error.
    const news = first ? null : drawNews(drawAgreed, agreed.draw, you, isOver(live, m.game));
    if (news) alerts.show(news, "info");
    const takebackSaid = first ? null : takebackNews(takebackAgreed, agreed.takeback, you, ply, m.ply ?? ply);
    if (takebackSaid) alerts.show(takebackSaid, "info");
    ({ draw: drawAgreed, takeback: takebackAgreed, rematch: rematchAgreed } = agreed);
  }

  // Hot-seat with secrets: the curtain comes down when the seat on screen changes.
  function coverOnSeatChange(game: Game, live: View): void {
    if (game.traits?.hidden && you.length > 1 && !live.over) {
      // One screen, several seats, secrets: cover the board when the seat to act changes, and
      // forget the positions the previous seat saw, so nobody can step back to them.
      const seat = viewSeat(live, you);
      if (shownSeat !== null && seat !== shownSeat) {
        curtained = true;
        snapshots.clear();
        viewingPly = null;
      }
      shownSeat = seat;
      // Each person sees the board from their own side, as across a real table.
      if (!flipChosen) board.setFlipped(seat === 1 && live.seats.length === 2);
    } else curtained = false;
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
      mySeatToAct(live, you) !== null &&
      (live.legal?.length ?? 0) > 0
    );
  }

  /** Where a premove may start now: the player's pieces, on the live position, while the
   * opponent is to move in a game against the computer or the clock (board/premove.ts). */
  function premoveSquares(): Set<string> {
    if (!live || !game || viewingPly !== null || game.status === "finished") return new Set();
    const pressing = game.clock !== null || game.seats.some((s) => s.kind === "computer");
    const seat = premoveSeat({ view: live, you, pressing, lastTurnOnBoard });
    return seat === null ? new Set() : premoveStarts(live, seat);
  }

  function sendMove(m: Move): void {
    if (!live) return;
    // Where seats act at once, the move says which of this page's seats makes it.
    const seat = Array.isArray(live.acting) ? mySeatToAct(live, you) : null;
    if (!socket.send({ type: "move", move: m.text, ply, ...(seat !== null ? { seat } : {}) })) {
      alerts.show("Not connected to the server: the move was not sent.");
      board.unlock();
    }
  }

  function act(type: string, extra: Record<string, string> = {}): void {
    if (!socket.send({ type, ...extra })) alerts.show("Not connected to the server.");
  }

  function renderCurtain(): void {
    renderCurtainView(curtain, curtained, live, shownSeat, () => {
      curtained = false;
      renderAll();
    });
  }

  function renderAll(): void {
    if (!live) return;
    renderCurtain();
    if (curtained) {
      // Under the curtain nothing of the view may stay in the page: the person still at the
      // device could read it in the DOM (the board, its secrets, the move list as this seat knows it).
      board.clear();
      for (const el of [info, tables, moveList, moveButtons, formsBox, historyNote, nav]) el.replaceChildren();
      talk.clear();
      renderPlayers();
      renderClocks();
      status.replaceChildren(h("div", { class: "turn" }, waitingText(live, live.to_move)));
      controls.replaceChildren();
      return;
    }
    const shown = viewingPly === null ? live : snapshots.get(viewingPly);
    if (shown) board.setView(boardView(shown), canMove() ? (live.legal ?? []) : [], canMove(), premoveSquares());
    renderPlayers();
    renderClocks();
    renderStatus();
    renderControls();
    renderInvite();
    renderInfo(shown ?? live);
    renderMoves();
    renderLinks();
    renderTalk();
  }

  function renderTalk(): void {
    // The hint is drawn on the live position only, and only while it is still this position.
    const hinted = shownHint(hint, live?.legal ?? [], viewingPly === null && canMove());
    board.setHint(hinted);
    for (const b of moveButtons.querySelectorAll<HTMLElement>("[data-move]")) b.classList.toggle("hinted", !!hinted && b.dataset.move === hinted.text);
    talk.update(game, live, you, talkLog, hinted);
  }

  function renderPlayers(): void {
    if (!live) return;
    const values = variants.find((v) => v.id === (game?.variant ?? live?.variant))?.material;
    renderPlayersView({ top: topBar, bottom: bottomBar }, { live, game, you, clock, values, curtained, flipped: board.isFlipped(), ratings });
  }

  // A rated game being played shows each player's rating beside their name, read once from their
  // profiles (as it stood when the page opened).
  function lookUpRatings(g: Game): void {
    for (const { seat, name } of ratedSeatsToLookUp(g)) {
      if (lookedUp.get(seat) === name) continue; // once per player (a seat taken later: then)
      lookedUp.set(seat, name);
      api
        .player(name)
        .then((p) => {
          ratings.set(seat, ratingShown(p, g.variant));
          renderPlayers();
          renderClocks();
        })
        .catch(() => {});
    }
  }

  function renderClocks(): void {
    renderClocksView(root, { clock, clockAt, deadline, deadlineAt });
  }

  function renderStatus(): void {
    renderStatusView(status, {
      live, game, you, viewingPly, connected, deadline, deadlineAt, drawAgreed, takebackAgreed, rematchAgreed,
      canMove: canMove(),
      forcedZone: () => board.forcedZone(),
      queued: pacer.waiting,
      skip: () => pacer.pump(true),
    });
  }

  function renderControls(): void {
    if (!live || !game) return;
    const analysis = variants.find((v) => v.id === game?.variant)?.analysis;
    const shown = { id, live, game, you, drawAgreed, takebackAgreed, rematchAgreed, analysis, invitedSeat, showPowers, sound: sounds.enabled };
    renderControlsView(controls, shown, controlActions, confirm);
  }
  const controlActions: ControlsActions = {
    act,
    join: (seat) => void join(seat),
    flip: () => {
      flipChosen = true;
      board.setFlipped(!board.isFlipped());
      renderPlayers();
      renderClocks();
    },
    togglePowers: () => {
      showPowers = !showPowers;
      writeFlag(browserStore(), SHOW_POWERS, showPowers);
      board.setShowPowers(showPowers);
    },
    toggleSound: () => {
      sounds.enabled = !sounds.enabled;
      writeFlag(browserStore(), SOUND, sounds.enabled);
      sounds.unlock();
    },
    redraw: () => renderControls(),
  };

  async function join(seatWanted?: number): Promise<void> {
    try {
      const { seat, token } = await api.join(id, playerName() || undefined, seatWanted);
      rememberTokens(id, { [String(seat)]: token });
      socket.setToken(token);
    } catch (e) {
      alerts.show((e as Error).message);
    }
  }

  function renderInvite(): void {
    renderInviteView(invite, game, live, you, id, () => alerts.show("Link copied.", "info"));
  }

  function renderInfo(view: View): void {
    renderResult({ info, tables }, view, game, you);
    const legal = canMove() && viewingPly === null ? (live?.legal ?? []) : [];
    renderMoveInputs({ buttons: moveButtons, forms: formsBox }, view, legal, ply, formChoices, sendMove);
  }

  function goTo(ply: number | null): void {
    if (!live) return;
    viewingPly = ply === null || ply >= live.history.length ? null : Math.max(0, ply);
    renderAll();
  }

  function renderMoves(): void {
    if (live) renderMovesView({ list: moves, nav, note: historyNote }, { live, viewingPly, seen: (p) => snapshots.has(p) }, goTo);
  }

  const onKey = moveKeys(() => ({ live, curtained, viewingPly }), goTo);
  document.addEventListener("keydown", onKey);

  function renderLinks(): void {
    if (live) renderLinksView(links, live, id);
  }

  return () => {
    window.clearInterval(timer);
    pacer.close();
    document.removeEventListener("keydown", onKey);
    document.removeEventListener("pointerdown", unlockSound);
    document.removeEventListener("keydown", unlockSound);
    socket.close();
  };
}
