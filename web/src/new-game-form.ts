// The lobby's full new-game form ("More options"): a game of the catalog, every option it takes
// (options.ts), who plays each seat (you, a friend by link, the computer at a level; seat-plan.ts),
// your side, a time control and whether it is listed among the open games.
import { api } from "./api";
import { TIME_CONTROLS } from "./clock";
import { DEFAULT_LEVEL, levelsOf, levelText, levelTitle } from "./levels";
import { collectOptions, initialValue, type FormValue } from "./options";
import { canBeRated, withRated } from "./rated-model";
import { othersMayJoin, seatPlan, seatsFor } from "./seat-plan";
import { nameOf, teamOf } from "./seats";
import { playerName } from "./tokens";
import type { CreateGameRequest, OptionSpec, Variant } from "./types";
import { Alerts, h, link } from "./ui";

type Mode = "computer" | "friend" | "hotseat" | "seats";
type SeatChoice = "you" | "friend" | `computer-${number}`;

/** Posts a new game request; `busy` is disabled meanwhile, a refusal shown in `where`. */
export type Start = (req: Parameters<typeof api.createGame>[0], busy: HTMLButtonElement, where: Alerts) => Promise<void>;

/** Fills `form` with the full new-game form over the catalog; `start` posts the request (the
 * lobby's: it goes to the new game, or shows a refusal in `where`). `signedIn`: whether this browser
 * is signed in (then a game between people may be rated). */
export function buildNewGameForm(form: HTMLFormElement, variants: Variant[], start: Start, signedIn: Promise<boolean> = Promise.resolve(false)): void {
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
  const levelSelect = h("select", { id: "level", name: "level" });
  // The variant's levels, with their measured strength where there is one; the choice is kept.
  function refreshLevels(v: Variant): void {
    const chosen = Number(levelSelect.value) || DEFAULT_LEVEL;
    levelSelect.replaceChildren(
      ...levelsOf(v).map((l) => h("option", { value: l.level, selected: l.level === chosen, title: levelTitle(l) }, levelText(l))),
    );
  }
  const clockSelect = h(
    "select",
    { id: "clock", name: "clock" },
    ...TIME_CONTROLS.map((t, i) => h("option", { value: i }, t.label)),
  );
  // Listed among the open games, or only reached by its invitation link.
  const listedBox = h("input", { id: "listed", name: "listed", type: "checkbox" });
  // Rated (rated-model.ts): offered only when signed in and every seat is a person's.
  let signed = false;
  const ratedBox = h("input", { id: "rated", name: "rated", type: "checkbox" });
  const ratedRow = h("div", { class: "row rated-row", hidden: true }, h("label", { class: "check" }, ratedBox, " Rated: the result changes the players' ratings (signed-in players only, one seat each)"));
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
    refreshRated();
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
    refreshSeed();
  }

  // Whether the seats as chosen now may be rated (a random side counts as one seat).
  function ratedOffered(): boolean {
    if (mode === "seats") {
      const plan = seatPlan(seatChoices);
      return !("error" in plan) && canBeRated(signed, plan.seats, plan.take);
    }
    const n = seatsFor(current(), values.seats).length;
    const seats: CreateGameRequest["seats"] = Array.from({ length: n }, (_, i) => ({ kind: mode === "computer" && i > 0 ? "computer" : "human" }));
    return canBeRated(signed, seats, mode === "hotseat" ? seats.map((_, i) => i) : [0]);
  }
  function refreshRated(): void {
    ratedRow.hidden = !ratedOffered();
  }
  void signedIn.then((s) => {
    signed = s;
    refreshRated();
  });

  // A seed chosen by the creator is for games nobody else joins (the server refuses it otherwise:
  // the creator would know what the game hides), so the field is closed, and emptied, while the
  // seats leave a person's seat to others.
  function refreshSeed(): void {
    const input = optionsBox.querySelector<HTMLInputElement>('input[data-option="seed"]');
    if (!input) return;
    const s = seating(current());
    const closed = !("error" in s) && othersMayJoin(s.seats, s.take);
    input.disabled = closed;
    if (closed) {
      input.value = "";
      values.seed = "";
    }
    const note = input.parentElement?.querySelector<HTMLElement>("small.seed-closed");
    note?.toggleAttribute("hidden", !closed);
  }

  // The seats of the game the form describes and those this browser takes (your side drawn now
  // when "Random"), or what is wrong with the per-seat choices.
  function seating(v: Variant): { seats: CreateGameRequest["seats"]; take: number[] } | { error: string } {
    if (mode === "seats") return seatPlan(seatChoices);
    const n = seatsFor(v, values.seats).length;
    const mySeat = mode === "hotseat" ? 0 : seatSelect.value === "random" ? Math.floor(Math.random() * n) : Number(seatSelect.value);
    const level = Number(levelSelect.value);
    const seats: CreateGameRequest["seats"] = Array.from({ length: n }, (_, i) =>
      mode === "computer" && i !== mySeat ? { kind: "computer" as const, level } : { kind: "human" as const },
    );
    return { seats, take: mode === "hotseat" ? seats.map((_, i) => i) : [mySeat] };
  }

  function buildSeats(variant: Variant): void {
    // A game whose options choose its seat count (Golf's `seats`) gets that many.
    const v = { ...variant, seats: seatsFor(variant, values.seats) };
    seatChoices = v.seats.map((_, i) => (i === 0 ? "you" : v.engine ? `computer-${DEFAULT_LEVEL}` : "friend"));
    seatsBox.replaceChildren(
      h("legend", {}, "Seats"),
      ...v.seats.map((_, i) => {
        const team = teamOf(v.seats, i, v.traits);
        const sel = h(
          "select",
          {
            id: `seat-${i}`,
            "data-seat-choice": i,
            onchange: (e: Event) => {
              seatChoices[i] = (e.target as HTMLSelectElement).value as SeatChoice;
              refreshSeed();
              refreshRated();
            },
          },
          h("option", { value: "you", selected: seatChoices[i] === "you" }, "You (this screen)"),
          h("option", { value: "friend", selected: seatChoices[i] === "friend" }, "A friend (invitation link)"),
          ...levelsOf(v).map((l) =>
            h("option", { value: `computer-${l.level}`, selected: seatChoices[i] === `computer-${l.level}`, title: levelTitle(l) }, levelText(l, "Computer, level ")),
          ),
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
      if (spec.name === "seats") {
        refreshSeats(current());
        refreshSeed();
        refreshRated();
      }
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
    const closedNote =
      spec.name === "seed"
        ? h("small", { class: "seed-closed", hidden: true }, "Only when nobody else plays: a seed you choose would tell you what the game hides from them.")
        : null;
    return h("div", { class: `option ${spec.type}` }, h("label", { for: fid }, spec.name), input, listed, h("small", {}, spec.description), closedNote);
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
    refreshLevels(v);
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
    ratedRow,
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
    const plan = seating(v);
    if ("error" in plan) {
      formAlerts.show(plan.error);
      return;
    }
    const { seats, take } = plan;
    const name = playerName().trim();
    const button = form.querySelector<HTMLButtonElement>("#create")!;
    await start(
      withRated(
        {
          variant: v.id,
          options: collected.options,
          seats,
          clock: TIME_CONTROLS[Number(clockSelect.value)]?.value ?? null,
          take,
          listed: listedBox.checked,
          ...(name ? { name } : {}),
        },
        ratedOffered(),
        ratedBox.checked,
      ),
      button,
      formAlerts,
    );
  }
}

