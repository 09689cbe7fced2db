// The lobby (/): start a game (computer, friend by link, hot-seat) with the variant's options and
// a time control; the games this browser holds seats in; open games to join.
import { api } from "./api";
import { openImport } from "./import";
import { TIME_CONTROLS } from "./clock";
import { playerLabel } from "./describe";
import { collectOptions, initialValue, type FormValue } from "./options";
import { myGameIds, playerName, rememberTokens, setPlayerName } from "./tokens";
import type { CreateGameRequest, Game, OptionSpec, Variant } from "./types";
import { Alerts, h, link, navigate } from "./ui";
import { seatPlan, quickStarts, type QuickStart } from "./seat-plan";
import { nameOf, teamOf } from "./seats";

type Mode = "computer" | "friend" | "hotseat" | "seats";
type SeatChoice = "you" | "friend" | `computer-${number}`;

export function lobbyPage(root: HTMLElement): () => void {
  const alerts = new Alerts();
  const form = h("form", { class: "new-game", "aria-label": "new game" });
  const mine = h("div", { class: "game-list", "data-list": "mine" }, "Loading…");
  const open = h("div", { class: "game-list", "data-list": "open" }, "Loading…");
  const quick = h("section", { class: "quick", hidden: true, "aria-label": "games for more than two" });
  root.replaceChildren(
    h(
      "main",
      { class: "lobby" },
      h("button", { type: "button", id: "import-open", class: "import-open", onclick: () => openImport(variants) }, "Analyse / import"),
      h("h1", {}, "Menagerie"),
      alerts.element,
      quick,
      h("section", {}, h("h2", {}, "New game"), form),
      h("section", {}, h("h2", {}, "Your games"), mine),
      h("section", {}, h("h2", {}, "Open games to join"), open),
    ),
  );
  document.title = "Menagerie";
  let variants: Variant[] = [];
  let alive = true;

  api.variants().then(
    (v) => {
      variants = v;
      buildQuick();
      buildForm();
      void loadLists(); // names the variants in the lists
    },
    (e: Error) => {
      alerts.show(e.message);
      form.replaceChildren("The catalog could not be loaded.");
    },
  );

  async function loadLists(): Promise<void> {
    try {
      const [my, openGames] = await Promise.all([api.gamesByIds(myGameIds().slice(-50)), api.openGames()]);
      if (!alive) return;
      mine.replaceChildren(gameList(my, "You hold no seat in any game yet."));
      const mineIds = new Set(myGameIds());
      open.replaceChildren(gameList(openGames.filter((g) => !mineIds.has(g.id)), "No game is waiting for a player."));
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
      ...games.map((g) =>
        h(
          "li",
          { "data-game": g.id },
          link(`/game/${g.id}`, variantName(g.variant)),
          " — ",
          g.seats.length > 2 ? g.seats.map((_, i) => playerLabel(g, i)).join(", ") : g.seats.map((_, i) => playerLabel(g, i)).join(" vs "),
          " — ",
          h("span", { class: "game-status" }, g.status === "finished" ? "finished" : "playing"),
          g.clock ? ` (${g.clock.initial_s / 60}+${g.clock.increment_s})` : "",
        ),
      ),
    );
  }

  /** Posts a new game and goes to it; `take` are the seats this browser plays. */
  async function start(req: Parameters<typeof api.createGame>[0], busy: HTMLButtonElement): Promise<void> {
    busy.disabled = true;
    try {
      const answer = await api.createGame(req);
      rememberTokens(answer.id, answer.tokens);
      navigate(answer.url || `/game/${answer.id}`);
    } catch (err) {
      alerts.show((err as Error).message);
    } finally {
      busy.disabled = false;
    }
  }

  // Games of more than two seats, started in one click: with computers, with friends by links, or
  // every seat on this screen. Which variants, and the words, come from their traits and seats.
  function buildQuick(): void {
    const many = variants.filter((v) => v.seats.length > 2);
    if (many.length === 0) return;
    quick.hidden = false;
    quick.replaceChildren(
      h("h2", {}, "Games for more than two"),
      ...many.map((v) => {
        const starts = quickStarts(v);
        return h(
          "div",
          { class: "quick-variant", "data-variant": v.id },
          h("div", {}, h("strong", {}, v.name), ` — ${v.seats.length} players. `, link(`/rules/${v.id}`, "How to play")),
          h(
            "div",
            { class: "quick-buttons" },
            ...starts.map((q: QuickStart) => {
              const b: HTMLButtonElement = h("button", { type: "button", "data-quick": q.kind, onclick: () => {
                const name = playerName().trim();
                void start({ variant: v.id, options: {}, seats: q.seats, clock: null, take: q.take, ...(name ? { name } : {}) }, b);
              } }, q.label);
              return b;
            }),
          ),
        );
      }),
    );
  }

  function buildForm(): void {
    const values: Record<string, FormValue> = {};
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
    const nameInput = h("input", { id: "name", name: "name", type: "text", maxlength: 40, value: playerName(), autocomplete: "nickname", oninput: () => setPlayerName(nameInput.value.trim()) });
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

    function buildSeats(v: Variant): void {
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
      const set = (v: FormValue) => (values[spec.name] = v);
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
      return h("div", { class: `option ${spec.type}` }, h("label", { for: fid }, spec.name), input, h("small", {}, spec.description));
    }

    function refreshVariant(): void {
      const v = current();
      summary.replaceChildren(v.summary, " ", link(`/rules/${v.id}`, "Rules"));
      if (v.puzzles) summary.append(" · ", link(`/puzzle/${v.id}`, "Puzzles", { class: "puzzles-link" }));
      seatSelect.replaceChildren(
        ...v.seats.map((s, i) => h("option", { value: i }, typeof s === "string" ? s : (s?.name ?? `Seat ${i + 1}`))),
        h("option", { value: "random" }, "Random"),
      );
      buildSeats(v);
      for (const k of Object.keys(values)) delete values[k];
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
      h("div", { class: "row" }, h("label", { for: "name" }, "Your name"), nameInput),
      optionsBox,
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
        alerts.show(collected.error);
        return;
      }
      const n = v.seats.length;
      let mySeat = seatSelect.value === "random" ? Math.floor(Math.random() * n) : Number(seatSelect.value);
      if (mode === "hotseat") mySeat = 0;
      const level = Number(levelSelect.value);
      let seats: CreateGameRequest["seats"] = v.seats.map((_, i) =>
        mode === "computer" && i !== mySeat ? { kind: "computer" as const, level } : { kind: "human" as const },
      );
      let take = mode === "hotseat" ? seats.map((_, i) => i) : [mySeat];
      if (mode === "seats") {
        const plan = seatPlan(seatChoices);
        if ("error" in plan) {
          alerts.show(plan.error);
          return;
        }
        ({ seats, take } = plan);
      }
      const name = nameInput.value.trim();
      setPlayerName(name);
      const button = form.querySelector<HTMLButtonElement>("#create")!;
      await start(
        {
          variant: v.id,
          options: collected.options,
          seats,
          clock: TIME_CONTROLS[Number(clockSelect.value)]?.value ?? null,
          take,
          ...(name ? { name } : {}),
        },
        button,
      );
    }
  }

  return () => {
    alive = false;
  };
}
