// The lobby (/): the views over lobby-model.ts. Games others opened and wait for an opponent in (joined in one click), a gallery of
// every game with one-click starts (gallery.ts), the games this browser holds seats in, and the full
// new-game form (the variant's options, seats, a time control) behind "More options".
import { api } from "./api";
import { openImport } from "./import";
import { TIME_CONTROLS } from "./clock";
import { collectOptions, initialValue, type FormValue } from "./options";
import { myGameIds, playerName, rememberTokens, setPlayerName } from "./tokens";
import type { CreateGameRequest, Game, OptionSpec, Variant } from "./types";
import { QUICK_CLOCKS, gameRows, quickStartRequest, readQuickClock, waitingRows, writeQuickClock, type GameRow } from "./lobby-model";
import { browserStore } from "./prefs";
import { Alerts, h, link, navigate } from "./ui";
import { seatPlan, seatsFor, type QuickStart } from "./seat-plan";
import { gallery } from "./gallery";
import { nameOf, teamOf } from "./seats";

type Mode = "computer" | "friend" | "hotseat" | "seats";
type SeatChoice = "you" | "friend" | `computer-${number}`;

export function lobbyPage(root: HTMLElement): () => void {
  const alerts = new Alerts();
  const form = h("form", { class: "new-game", "aria-label": "new game" });
  const mine = h("div", { class: "game-list", "data-list": "mine" }, "Loading…");
  const open = h("div", { class: "game-list", "data-list": "open" }, "Loading…");
  const cards = h("div", { class: "gallery-box" }, "Loading the games…");
  // The one-click starts' time control, remembered in this browser.
  let clockChoice = readQuickClock(browserStore());
  const quickClock = h(
    "select",
    { id: "quick-clock", "aria-label": "time control of the buttons below", onchange: () => { clockChoice = quickClock.value; writeQuickClock(browserStore(), clockChoice); } },
    ...QUICK_CLOCKS.map((c) => h("option", { value: c.id, selected: c.id === clockChoice }, c.label)),
  );
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
        h("label", { class: "name-field" }, "Your name ", nameInput),
        h("button", { type: "button", id: "import-open", class: "import-open", onclick: () => openImport(variants) }, "Analyse / import"),
      ),
      alerts.element,
      h("section", { class: "open-games", "aria-labelledby": "open-title" }, h("h2", { id: "open-title" }, "Waiting for an opponent"), open),
      h(
        "section",
        { class: "games", "aria-labelledby": "games-title" },
        h("div", { class: "games-head" }, h("h2", { id: "games-title" }, "Choose a game"), h("label", { class: "quick-clock" }, "Time control ", quickClock)),
        cards,
      ),
      h("section", { "aria-labelledby": "mine-title" }, h("h2", { id: "mine-title" }, "Your games"), mine),
      more,
    ),
  );
  document.title = "Menagerie";
  let variants: Variant[] = [];
  let alive = true;

  api.variants().then(
    (v) => {
      variants = v;
      cards.replaceChildren(gallery(variants, startFromCard));
      buildForm();
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
      const [my, openGames] = await Promise.all([api.gamesByIds(myGameIds().slice(-50)), api.openGames()]);
      if (!alive) return;
      mine.replaceChildren(gameList(my, "You hold no seat in any game yet."));
      // Games others opened: one you already sit in is under "your games".
      const waiting = waitingRows(openGames, myGameIds(), variantName);
      open.replaceChildren(openList(waiting));
      // Nobody waiting: one quiet line, so the gallery comes first on a phone.
      open.closest("section")?.classList.toggle("quiet", waiting.length === 0);
    } catch (e) {
      alerts.show((e as Error).message);
    }
  }

  function variantName(id: string): string {
    return variants.find((v) => v.id === id)?.name ?? id;
  }

  function gameList(games: Game[], empty: string): HTMLElement {
    if (games.length === 0) return h("p", { class: "empty" }, empty);
    return h(
      "ul",
      {},
      ...gameRows(games, variantName).map((r) =>
        h("li", { "data-game": r.id }, link(r.href, r.variant), " — ", r.players, " — ", h("span", { class: "game-status" }, r.status), r.clock ? h("span", { class: "game-clock", "data-clock": r.clock }, ` (${r.clock})`) : ""),
      ),
    );
  }

  /** Games waiting for an opponent, each joined in one click (the first open seat). */
  function openList(rows: GameRow[]): HTMLElement {
    if (rows.length === 0) return h("p", { class: "empty" }, "Nobody right now. A game opened below with \u201cOpen game\u201d waits here for anyone to join.");
    return h(
      "ul",
      { class: "open-list" },
      ...rows.map((r) => {
        const b: HTMLButtonElement = h("button", { type: "button", class: "primary", "data-join": r.id, onclick: () => void joinOpen(r, b) }, "Join");
        return h(
          "li",
          { "data-game": r.id },
          h("span", { class: "open-game-text" }, h("strong", {}, r.variant), " — ", r.players, r.clock ? h("span", { class: "game-clock", "data-clock": r.clock }, ` (${r.clock})`) : ""),
          b,
        );
      }),
    );
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

  function buildForm(): void {
    const values: Record<string, FormValue> = {};
    const formAlerts = new Alerts();
    const variantSelect = h(
      "select",
      { id: "variant", name: "variant" },
      ...variants.map((v) => h("option", { value: v.id }, v.name)),
    );
    const summary = h("p", { class: "summary" });
    const optionsBox = h("fieldset", { class: "options" });
    const modeBox = h("fieldset", { class: "mode" });
    const seatSelect = h("select", { id: "seat", name: "seat" });
    const levelSelect = h(
      "select",
      { id: "level", name: "level" },
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => h("option", { value: n, selected: n === 4 }, String(n))),
    );
    const clockSelect = h(
      "select",
      { id: "clock", name: "clock" },
      ...TIME_CONTROLS.map((t, i) => h("option", { value: i }, t.label)),
    );
    // Listed among the open games, or only reached by its invitation link.
    const listedBox = h("input", { id: "listed", name: "listed", type: "checkbox" });
    // Per seat (games of more than two): you, a friend by link, or the computer at a level.
    const seatsBox = h("fieldset", { class: "seat-choices", hidden: true });
    let seatChoices: SeatChoice[] = [];
    let mode: Mode = "computer";

    const modes: [Mode, string][] = [
      ["computer", "Play the computer"],
      ["friend", "Invite a friend (link)"],
      ["hotseat", "Hot-seat (all seats on this screen)"],
      ["seats", "Choose each seat (you, a friend, or the computer)"],
    ];
    modeBox.append(
      h("legend", {}, "Opponent"),
      ...modes.map(([m, text]) =>
        h("label", { class: "radio" }, h("input", { type: "radio", name: "mode", value: m, checked: m === mode, onchange: () => { mode = m; refreshMode(); } }), " ", text),
      ),
      h("label", { class: "level-row" }, "Computer level ", levelSelect),
    );

    function current(): Variant {
      return variants.find((v) => v.id === variantSelect.value) ?? variants[0];
    }

    function refreshMode(): void {
      const v = current();
      const computerRadio = modeBox.querySelector<HTMLInputElement>('input[value="computer"]');
      if (computerRadio) computerRadio.disabled = !v.engine;
      if (!v.engine && mode === "computer") {
        mode = "friend";
        modeBox.querySelector<HTMLInputElement>('input[value="friend"]')!.checked = true;
      }
      levelSelect.disabled = mode !== "computer";
      seatSelect.disabled = mode === "hotseat" || mode === "seats";
      const many = v.seats.length > 2 || (v.traits?.seats.max ?? 2) > 2;
      const seatsRadio = modeBox.querySelector<HTMLInputElement>('input[value="seats"]');
      seatsRadio?.closest("label")?.toggleAttribute("hidden", !many);
      if (!many && mode === "seats") {
        mode = "friend";
        modeBox.querySelector<HTMLInputElement>('input[value="friend"]')!.checked = true;
      }
      seatsBox.hidden = mode !== "seats";
      // Per seat, the level and your side are chosen in the seat list instead.
      levelSelect.closest("label")?.toggleAttribute("hidden", mode === "seats");
      seatSelect.closest(".row")?.toggleAttribute("hidden", mode === "seats");
      modeBox.querySelector("legend")!.textContent = many ? "Players" : "Opponent";
      const words: Record<string, string> = many
        ? { computer: "You against the computer in every other seat", friend: "Invite friends (a link for each seat)" }
        : { computer: "Play the computer", friend: "Invite a friend (link)" };
      for (const [m, text] of Object.entries(words)) {
        const label = modeBox.querySelector(`input[value="${m}"]`)?.closest("label");
        if (label?.lastChild) label.lastChild.textContent = ` ${text}`;
      }
      for (const sel of seatsBox.querySelectorAll<HTMLSelectElement>("select"))
        for (const o of sel.options) if (o.value.startsWith("computer")) o.disabled = !v.engine;
    }

    function buildSeats(variant: Variant): void {
      // A game whose options choose its seat count (Golf's `seats`) gets that many.
      const v = { ...variant, seats: seatsFor(variant, values.seats) };
      seatChoices = v.seats.map((_, i) => (i === 0 ? "you" : v.engine ? "computer-4" : "friend"));
      seatsBox.replaceChildren(
        h("legend", {}, "Seats"),
        ...v.seats.map((_, i) => {
          const team = teamOf(v.seats, i, v.traits);
          const sel = h(
            "select",
            { id: `seat-${i}`, "data-seat-choice": i, onchange: (e: Event) => (seatChoices[i] = (e.target as HTMLSelectElement).value as SeatChoice) },
            h("option", { value: "you", selected: seatChoices[i] === "you" }, "You (this screen)"),
            h("option", { value: "friend", selected: seatChoices[i] === "friend" }, "A friend (invitation link)"),
            ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => h("option", { value: `computer-${n}`, selected: seatChoices[i] === `computer-${n}` }, `Computer, level ${n}`)),
          );
          return h("div", { class: "row" }, h("label", { for: `seat-${i}` }, nameOf(v.seats, i), team ? h("small", { class: "muted" }, ` team ${team}`) : null), sel);
        }),
      );
    }

    function optionField(spec: OptionSpec): HTMLElement {
      const fid = `opt-${spec.name}`;
      values[spec.name] = initialValue(spec);
      const set = (v: FormValue) => {
        values[spec.name] = v;
        if (spec.name === "seats") refreshSeats(current());
      };
      let input: HTMLElement;
      if (spec.type === "boolean")
        input = h("input", { id: fid, type: "checkbox", checked: spec.default === true, onchange: (e: Event) => set((e.target as HTMLInputElement).checked) });
      else if (spec.type === "choice")
        input = h(
          "select",
          { id: fid, onchange: (e: Event) => set((e.target as HTMLSelectElement).value) },
          ...(spec.choices ?? []).map((c) => h("option", { value: c, selected: c === spec.default }, c)),
        );
      else if (spec.type === "integer")
        input = h("input", { id: fid, type: "number", step: 1, min: spec.min, max: spec.max, value: initialValue(spec) as string, placeholder: spec.default == null ? "(none)" : undefined, oninput: (e: Event) => set((e.target as HTMLInputElement).value) });
      else if (spec.name === "pgn")
        input = h("textarea", { id: fid, rows: 3, oninput: (e: Event) => set((e.target as HTMLTextAreaElement).value) });
      else
        input = h("input", { id: fid, type: "text", value: initialValue(spec) as string, spellcheck: "false", oninput: (e: Event) => set((e.target as HTMLInputElement).value) });
      input.setAttribute("data-option", spec.name);
      // Values the game names in words (Sniderman's objects) are offered as the field's list.
      const listed = spec.type === "string" && spec.suggestions?.length ? h("datalist", { id: `${fid}-list` }, ...spec.suggestions.map((o) => h("option", { value: o.value, label: o.label }))) : null;
      if (listed) input.setAttribute("list", `${fid}-list`);
      return h("div", { class: `option ${spec.type}` }, h("label", { for: fid }, spec.name), input, listed, h("small", {}, spec.description));
    }

    function refreshSeats(v: Variant): void {
      seatSelect.replaceChildren(
        ...seatsFor(v, values.seats).map((s, i) => h("option", { value: i }, typeof s === "string" ? s : (s?.name ?? `Seat ${i + 1}`))),
        h("option", { value: "random" }, "Random"),
      );
      buildSeats(v);
    }

    function refreshVariant(): void {
      const v = current();
      summary.replaceChildren(v.summary, " ", link(`/rules/${v.id}`, "Rules"));
      if (v.puzzles) summary.append(" · ", link(`/puzzle/${v.id}`, "Puzzles", { class: "puzzles-link" }));
      for (const k of Object.keys(values)) delete values[k];
      refreshSeats(v);
      optionsBox.replaceChildren(
        h("legend", {}, "Options (leave as they are for the usual start)"),
        ...(v.options.length ? v.options.map(optionField) : [h("p", {}, "This game has no options.")]),
      );
      refreshMode();
    }
    variantSelect.addEventListener("change", refreshVariant);

    form.replaceChildren(
      h("div", { class: "row" }, h("label", { for: "variant" }, "Game"), variantSelect),
      summary,
      modeBox,
      seatsBox,
      h("div", { class: "row" }, h("label", { for: "seat" }, "Your side"), seatSelect),
      h("div", { class: "row" }, h("label", { for: "clock" }, "Time control"), clockSelect),
      h("div", { class: "row" }, h("label", { class: "check" }, listedBox, " List it among the open games, for anyone to join (else only by its link)")),
      optionsBox,
      formAlerts.element,
      h("button", { type: "submit", class: "primary", id: "create" }, "Create game"),
    );
    refreshVariant();

    form.addEventListener("submit", (e) => {
      e.preventDefault();
      void create();
    });

    async function create(): Promise<void> {
      const v = current();
      const collected = collectOptions(v.options, values);
      if ("error" in collected) {
        formAlerts.show(collected.error);
        return;
      }
      const seatList = seatsFor(v, values.seats);
      const n = seatList.length;
      let mySeat = seatSelect.value === "random" ? Math.floor(Math.random() * n) : Number(seatSelect.value);
      if (mode === "hotseat") mySeat = 0;
      const level = Number(levelSelect.value);
      let seats: CreateGameRequest["seats"] = seatList.map((_, i) =>
        mode === "computer" && i !== mySeat ? { kind: "computer" as const, level } : { kind: "human" as const },
      );
      let take = mode === "hotseat" ? seats.map((_, i) => i) : [mySeat];
      if (mode === "seats") {
        const plan = seatPlan(seatChoices);
        if ("error" in plan) {
          formAlerts.show(plan.error);
          return;
        }
        ({ seats, take } = plan);
      }
      const name = playerName().trim();
      const button = form.querySelector<HTMLButtonElement>("#create")!;
      await start(
        {
          variant: v.id,
          options: collected.options,
          seats,
          clock: TIME_CONTROLS[Number(clockSelect.value)]?.value ?? null,
          take,
          listed: listedBox.checked,
          ...(name ? { name } : {}),
        },
        button,
        formAlerts,
      );
    }
  }

  return () => {
    alive = false;
    window.clearInterval(refresh);
  };
}
