// The lobby (/): views over lobby-model.ts. Games others opened and wait for an opponent in (joined
// in one click), a gallery of every game with one-click starts at a chosen time control
// (gallery.ts), the games this browser holds seats in, and the full new-game form (new-game-form.ts)
// behind "More options".
import { accountBox } from "./account";
import { api } from "./api";
import { gallery } from "./gallery";
import { openImport } from "./import";
import { QUICK_CLOCKS, gameRows, heldSeats, quickStartRequest, readQuickClock, waitingRows, writeQuickClock, yourGames, yourTurn, type GameRow } from "./lobby-model";
import { buildNewGameForm } from "./new-game-form";
import { browserStore } from "./prefs";
import type { QuickStart } from "./seat-plan";
import { myGameIds, playerName, rememberTokens, setPlayerName, tokenSeats } from "./tokens";
import { holderKey, readSeekRated, seekBannerText, seekKind, seekNext, seekRequest, seekRows, writeSeekRated, type ListedSeek, type SeekRequest, type SeekRow } from "./seek-model";
import type { Game, Variant } from "./types";
import { Alerts, h, link, navigate } from "./ui";

export function lobbyPage(root: HTMLElement): () => void {
  const alerts = new Alerts();
  const form = h("form", { class: "new-game", "aria-label": "new game" });
  const mine = h("div", { class: "game-list", "data-list": "mine" }, "Loading…");
  // The games waiting for your move, at the top where a returning player looks first.
  const turns = h("div", { class: "game-list", "data-list": "your-turn" });
  const turnsSection = h("section", { class: "your-turn-games", "aria-labelledby": "turn-title", hidden: true }, h("h2", { id: "turn-title" }, "Your turn"), turns);
  const open = h("div", { class: "game-list", "data-list": "open" }, "Loading…");
  // Quick pairing: the seek this page waits on (at most one), shown at the top with a Cancel.
  let seeking: { id: string; publicId: string; text: (waited: number) => string; since: number; timer: number } | null = null;
  const seekText = h("span", { class: "seek-text" });
  const seekCancel: HTMLButtonElement = h("button", { type: "button", "data-action": "cancel-seek", onclick: () => void stopSeeking(true) }, "Cancel");
  const seekBox = h("section", { class: "seek-box", "data-seek": "", role: "status", hidden: true }, seekText, " ", seekCancel);
  const cards = h("div", { class: "gallery-box" }, "Loading the games…");
  // The one-click starts' time control, remembered in this browser.
  let clockChoice = readQuickClock(browserStore());
  const quickClock = h(
    "select",
    { id: "quick-clock", "aria-label": "time control of the buttons below", onchange: () => { clockChoice = quickClock.value; writeQuickClock(browserStore(), clockChoice); } },
    ...QUICK_CLOCKS.map((c) => h("option", { value: c.id, selected: c.id === clockChoice }, c.label)),
  );
  // Who this browser is (a guest, or signed in): the header's account box and "your games".
  const whoever = api.account.me();
  // Quick pairing's kind: a signed-in player chooses rated or casual (remembered in this browser),
  // a guest plays casual; and this browser's key, so that its tabs are never paired together.
  let ratedChoice = readSeekRated(browserStore());
  const holder = holderKey(browserStore(), () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(""));
  const kindSelect: HTMLSelectElement = h(
    "select",
    { id: "seek-kind", "aria-label": "rated or casual, for “Find an opponent”", disabled: true, onchange: () => { ratedChoice = kindSelect.value === "rated"; writeSeekRated(browserStore(), ratedChoice); } },
    h("option", { value: "casual" }, "Casual"),
    h("option", { value: "rated" }, "Rated"),
  );
  void whoever.then((who) => {
    const kind = seekKind(who.kind === "signed-in", ratedChoice);
    kindSelect.value = kind.rated ? "rated" : "casual";
    kindSelect.disabled = !kind.canChoose;
    kindSelect.title = kind.note;
  });
  const nameInput = h("input", { id: "player-name", type: "text", maxlength: 40, value: playerName(), autocomplete: "nickname", placeholder: "Guest", oninput: () => setPlayerName(nameInput.value.trim()) });
  const more = h("details", { class: "more-options" }, h("summary", {}, "More options: every option of a game, seats, a time control"), form);
  root.replaceChildren(
    h(
      "main",
      { class: "lobby" },
      h(
        "header",
        { class: "lobby-head" },
        h("div", {}, h("h1", {}, "Menagerie"), h("p", { class: "tagline" }, "Ten unusual chess variants. Pick one and play: the computer, a friend, or both sides on this screen.")),
        accountBox(h("label", { class: "name-field" }, "Your name ", nameInput), whoever),
        h("button", { type: "button", id: "import-open", class: "import-open", onclick: () => void catalog.then((v) => { if (alive) openImport(v); }, () => alerts.show("The catalog could not be loaded.")) }, "Analyse / import"),
      ),
      alerts.element,
      seekBox,
      turnsSection,
      h("section", { class: "open-games", "aria-labelledby": "open-title" }, h("h2", { id: "open-title" }, "Waiting for an opponent"), open),
      h(
        "section",
        { class: "games", "aria-labelledby": "games-title" },
        h("div", { class: "games-head" }, h("h2", { id: "games-title" }, "Choose a game"), h("span", { class: "quick-choices" }, h("label", { class: "quick-clock" }, "Time control ", quickClock), " ", h("label", { class: "quick-clock" }, "Find an opponent: ", kindSelect))),
        cards,
      ),
      h("section", { "aria-labelledby": "mine-title" }, h("h2", { id: "mine-title" }, "Your games"), mine),
      more,
    ),
  );
  document.title = "Menagerie";
  let variants: Variant[] = [];
  let alive = true;

  // The import dialog lists the catalog's games: a click before the catalog has arrived opens it
  // once it has (it used to open with an empty list of games).
  const catalog = api.variants();
  catalog.then(
    (v) => {
      variants = v;
      cards.replaceChildren(gallery(variants, startFromCard));
      buildNewGameForm(form, variants, start, whoever.then((w) => w.kind === "signed-in"));
      void loadLists(); // names the variants in the lists
    },
    (e: Error) => {
      alerts.show(e.message);
      cards.replaceChildren("The catalog could not be loaded.");
      form.replaceChildren("The catalog could not be loaded.");
    },
  );
  // Open games come and go: look again every few seconds while the lobby is shown.
  const refresh = window.setInterval(() => void loadLists(), 5000);

  async function loadLists(): Promise<void> {
    try {
      const who = await whoever;
      const [here, theirs, openGames, seeks] = await Promise.all([
        api.gamesByIds(myGameIds().slice(-50)),
        who.kind === "signed-in" ? api.account.games() : Promise.resolve([] as Game[]),
        api.openGames(),
        api.seeks.list().catch(() => [] as ListedSeek[]),
      ]);
      if (!alive) return;
      const held = (g: Game) => heldSeats(g, tokenSeats(g.id));
      const games = yourGames(here, theirs, held);
      mine.replaceChildren(gameList(games, "You hold no seat in any game yet.", held));
      const waitingForYou = games.filter((g) => yourTurn(g, held(g)));
      turns.replaceChildren(gameList(waitingForYou, "", held));
      turnsSection.hidden = waitingForYou.length === 0;
      // Games others opened: one you already sit in is under "your games".
      const waiting = waitingRows(openGames, myGameIds(), variantName);
      const toTake = seekRows(seeks, variantName, seeking?.publicId ?? null, who.kind === "signed-in", playerName().trim(), holder);
      open.replaceChildren(...(toTake.length ? [seekList(toTake)] : []), openList(waiting, toTake.length > 0));
      // Nobody waiting: one quiet line, so the gallery comes first on a phone.
      open.closest("section")?.classList.toggle("quiet", waiting.length === 0 && toTake.length === 0);
    } catch (e) {
      alerts.show((e as Error).message);
    }
  }

  function variantName(id: string): string {
    return variants.find((v) => v.id === id)?.name ?? id;
  }

  function gameList(games: Game[], empty: string, held: (g: Game) => readonly number[]): HTMLElement {
    if (games.length === 0) return h("p", { class: "empty" }, empty);
    return h(
      "ul",
      {},
      ...gameRows(games, variantName, held).map((r) =>
        h("li", { "data-game": r.id }, link(r.href, r.variant), " — ", r.players, " — ", h("span", { class: r.status === "your turn" ? "game-status your-turn" : "game-status" }, r.status), r.left ? h("span", { class: "game-left" }, `, ${r.left}`) : "", r.clock ? h("span", { class: "game-clock", "data-clock": r.clock }, ` (${r.clock})`) : "", " ", ratedTag(r)),
      ),
    );
  }

  function ratedTag(r: GameRow): HTMLElement {
    return h("span", { class: `rated-tag ${r.rated.toLowerCase()}`, "data-rated": r.rated }, r.rated);
  }

  /** Games waiting for an opponent, each joined in one click (the first open seat). */
  function openList(rows: GameRow[], seeksShown = false): HTMLElement {
    if (rows.length === 0)
      return seeksShown ? h("span", {}) : h("p", { class: "empty" }, "Nobody right now. A game opened below with \u201cOpen game\u201d waits here for anyone to join, and \u201cFind an opponent\u201d pairs you with the next player who asks for the same.");
    return h(
      "ul",
      { class: "open-list" },
      ...rows.map((r) => {
        const b: HTMLButtonElement = h("button", { type: "button", class: "primary", "data-join": r.id, onclick: () => void joinOpen(r, b) }, "Join");
        return h(
          "li",
          { "data-game": r.id },
          h("span", { class: "open-game-text" }, h("strong", {}, r.variant), " — ", r.players, r.clock ? h("span", { class: "game-clock", "data-clock": r.clock }, ` (${r.clock})`) : "", " ", ratedTag(r)),
          b,
        );
      }),
    );
  }

  /** Players seeking a game (quick pairing), each taken in one click. */
  function seekList(rows: SeekRow[]): HTMLElement {
    return h(
      "ul",
      { class: "open-list seek-list" },
      ...rows.map((r) => {
        const b: HTMLButtonElement = h("button", { type: "button", class: "primary", "data-take-seek": r.id, onclick: () => void seekWith(r.take, r.text, b) }, "Play");
        return h("li", { "data-seek-row": r.id }, h("span", { class: "open-game-text" }, r.text), b);
      }),
    );
  }

  /** Seeks a game (or takes a listed seek) and waits for the pairing, polling the seek. */
  async function seekWith(req: SeekRequest, what: string, busy: HTMLButtonElement): Promise<void> {
    if (seeking) await stopSeeking(true);
    busy.disabled = true;
    try {
      const answer = await api.seeks.seek(req);
      const name = variantName(req.variant);
      seeking = { id: answer.id, publicId: answer.public_id, text: (waited) => (req.take ? `Joining: ${what}` : seekBannerText(name, req.clock, req.rated, waited, req.players)), since: Date.now(), timer: window.setInterval(() => void poll(), 1000) };
      seekBox.hidden = false;
      seekText.textContent = seeking.text(0);
      void poll();
    } catch (err) {
      alerts.show((err as Error).message);
    } finally {
      busy.disabled = false;
    }
  }

  async function poll(): Promise<void> {
    const now = seeking;
    if (!now) return;
    seekText.textContent = now.text(Date.now() - now.since);
    let next;
    try {
      next = seekNext(await api.seeks.status(now.id));
    } catch (err) {
      next = { kind: "fail" as const, message: (err as Error).message };
    }
    if (seeking !== now || next.kind === "wait") return;
    await stopSeeking(false);
    if (next.kind === "fail") return alerts.show(next.message);
    rememberTokens(next.game, { [String(next.seat)]: next.token });
    navigate(`/game/${next.game}`);
  }

  async function stopSeeking(cancel: boolean): Promise<void> {
    const was = seeking;
    if (!was) return;
    seeking = null;
    window.clearInterval(was.timer);
    seekBox.hidden = true;
    if (cancel) await api.seeks.cancel(was.id).catch(() => undefined);
  }

  async function joinOpen(g: GameRow, busy: HTMLButtonElement): Promise<void> {
    busy.disabled = true;
    try {
      const name = playerName().trim();
      const answer = await api.join(g.id, name || undefined, g.join ?? undefined);
      rememberTokens(g.id, { [String(answer.seat)]: answer.token });
      navigate(`/game/${g.id}`);
    } catch (err) {
      alerts.show((err as Error).message);
      busy.disabled = false;
      void loadLists(); // somebody else was quicker: the list changes
    }
  }

  // A refusal is shown where the person clicked (on a phone the page's own message area may be a
  // screen away): in the card, or above the form's button.
  const cardAlerts = new Map<string, Alerts>();
  function alertsOfCard(v: Variant, button: HTMLButtonElement): Alerts {
    let a = cardAlerts.get(v.id);
    if (!a) {
      a = new Alerts();
      a.element.classList.add("card-alerts");
      cardAlerts.set(v.id, a);
      button.closest(".game-card")?.append(a.element);
    }
    return a;
  }

  /** A gallery card's one-click start: the variant's normal game (the start's own options and
   * the card's choices), at the time control chosen above the gallery. */
  function startFromCard(v: Variant, q: QuickStart, button: HTMLButtonElement, options: Record<string, unknown>): void {
    if (q.kind === "seek") {
      void whoever.then((who) => {
        const kind = { rated: seekKind(who.kind === "signed-in", ratedChoice).rated, signedIn: who.kind === "signed-in" };
        seekWith(seekRequest(v.id, clockChoice, kind, playerName().trim(), { players: q.players, holder }), v.name, button);
      });
      return;
    }
    void start(quickStartRequest(v.id, q, clockChoice, options, playerName().trim()), button, alertsOfCard(v, button));
  }

  /** Posts a new game and goes to it; `take` are the seats this browser plays. */
  async function start(req: Parameters<typeof api.createGame>[0], busy: HTMLButtonElement, where: Alerts = alerts): Promise<void> {
    busy.disabled = true;
    try {
      const answer = await api.createGame(req);
      rememberTokens(answer.id, answer.tokens);
      navigate(answer.url || `/game/${answer.id}`);
    } catch (err) {
      where.show((err as Error).message);
    } finally {
      busy.disabled = false;
    }
  }

  return () => {
    alive = false;
    window.clearInterval(refresh);
    void stopSeeking(true); // leaving the lobby gives the seek up
  };
}
