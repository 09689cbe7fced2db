// The lobby's pure model: what its lists show of each game (the variant's name, the players, the
// state, the time control as the API sends it), the time control of the gallery's one-click
// starts (remembered in this browser), a card's choices among the values a game names in words
// (Sniderman's objects), and the request a card sends. The views (lobby.ts, gallery.ts) draw it.
import { TIME_CONTROLS, daysText, formatClock, isLive } from "./clock";
import { playerLabel } from "./describe";
import { readChoice, writeChoice, type FlagStore } from "./prefs";
import { ratedLabel } from "./rated-model";
import type { QuickStart } from "./seat-plan";
import type { CreateGameRequest, Game, GameClock, TimeControl, Variant } from "./types";

/** "3+2": minutes and seconds of increment; "½+0" for half a minute; "2 days" a move in
 * correspondence; "" without a clock. */
export function clockText(clock: GameClock | null | undefined): string {
  if (clock?.days_per_move) return daysText(clock.days_per_move);
  if (!clock || !Number.isFinite(clock.initial_ms) || !Number.isFinite(clock.increment_ms)) return "";
  const minutes = clock.initial_ms / 60_000;
  const m = minutes === 0.5 ? "½" : String(Math.round(minutes * 10) / 10);
  return `${m}+${Math.round(clock.increment_ms / 100) / 10}`;
}

export interface GameRow {
  id: string;
  href: string;
  variant: string;
  players: string;
  status: "your turn" | "playing" | "finished";
  /** "3+2", or "" without a clock. */
  clock: string;
  /** The running clock's time left as the server counted it when it answered ("2d 3h left"), else "". */
  left: string;
  /** The seat a click on "Join" takes (the first open one), or null. */
  join: number | null;
  /** A rated game (between signed-in players) or a casual one. */
  rated: "Rated" | "Casual";
}

function row(g: Game, variantName: (id: string) => string, held: readonly number[] = []): GameRow {
  const labels = g.seats.map((_, i) => playerLabel(g, i));
  const open = g.seats.findIndex((s) => s.kind === "human" && s.open);
  return {
    id: g.id,
    href: `/game/${g.id}`,
    variant: variantName(g.variant),
    players: labels.join(g.seats.length > 2 ? ", " : " vs "),
    status: g.status === "finished" ? "finished" : yourTurn(g, held) ? "your turn" : "playing",
    clock: clockText(g.clock),
    // The server's count, not the date read against this device's clock, which may be off.
    left: g.status === "playing" && typeof g.turn_left_ms === "number" ? `${formatClock(g.turn_left_ms)} left` : "",
    join: open >= 0 ? open : null,
    rated: ratedLabel(g),
  };
}

/** "Your games": one row each; `held` gives the seats you hold in a game (none: a list of others'). */
export function gameRows(games: Game[], variantName: (id: string) => string, held: (g: Game) => readonly number[] = () => []): GameRow[] {
  return games.map((g) => row(g, variantName, held(g)));
}

/** Whether one of `seats` may act now in `g`. */
export function yourTurn(g: Game, seats: readonly number[]): boolean {
  return g.status === "playing" && (g.acting ?? []).some((s) => seats.includes(s));
}

/** The seats you hold in `g`: those this browser's tokens name (`tokenSeats`) and the account's. */
export function heldSeats(g: Game, tokenSeats: readonly number[]): number[] {
  return [...new Set([...tokenSeats, ...(g.you ?? [])])].sort((a, b) => a - b);
}

/** "Waiting for an opponent": the open games but those this browser already sits in. */
/** "Your games": those this browser holds seats in and those of the signed-in account (from any
 * device), each once (the account's copy, which names its seats), the games where it is your turn
 * first, then newest first. */
export function yourGames(here: Game[], account: Game[], held: (g: Game) => readonly number[] = (g) => g.you ?? []): Game[] {
  const byId = new Map<string, Game>();
  for (const g of [...here, ...account]) byId.set(g.id, g);
  const turn = (g: Game) => (yourTurn(g, held(g)) ? 0 : 1);
  return [...byId.values()].sort((a, b) => turn(a) - turn(b) || b.created_ms - a.created_ms);
}

export function waitingRows(open: Game[], mine: readonly string[], variantName: (id: string) => string): GameRow[] {
  const own = new Set(mine);
  return open.filter((g) => !own.has(g.id)).map((g) => row(g, variantName));
}

export interface QuickClock {
  id: string;
  label: string;
  value: TimeControl | null;
}

/** The gallery's time controls: untimed first, then the new-game form's own. */
// One-click starts are played now: live clocks only (correspondence is chosen in the full form).
export const QUICK_CLOCKS: QuickClock[] = TIME_CONTROLS.filter((t) => t.value === null || isLive(t.value)).map((t) => (t.value ? { id: t.label, label: t.label, value: t.value } : { id: "untimed", label: "Untimed", value: null }));

export const QUICK_CLOCK_PREF = "menagerie.quickClock";

export function readQuickClock(store: FlagStore | null | undefined): string {
  return readChoice(store, QUICK_CLOCK_PREF, QUICK_CLOCKS.map((c) => c.id), "untimed");
}

export function writeQuickClock(store: FlagStore | null | undefined, id: string): void {
  writeChoice(store, QUICK_CLOCK_PREF, id);
}

/** What a gallery card posts: the start's seats, the card's options, the chosen time control. */
export function quickStartRequest(variant: string, q: QuickStart, clockId: string, options: Record<string, unknown>, name: string): CreateGameRequest {
  const clock = QUICK_CLOCKS.find((c) => c.id === clockId)?.value ?? null;
  return {
    variant,
    options: { ...(q.options ?? {}), ...options },
    seats: q.seats,
    clock,
    take: q.take,
    ...(q.listed === undefined ? {} : { listed: q.listed }),
    ...(name ? { name } : {}),
  };
}

/** An option a card lets the player choose by its words (the catalog's suggestions). */
export interface CardChoice {
  name: string;
  description: string;
  items: { value: string; label: string }[];
  /** The value chosen before the player touches it (the option's default). */
  initial: string;
  /** A text option also takes a value typed in (a made-up Sniderman object). */
  custom: boolean;
}

export function cardChoices(v: Pick<Variant, "options">): CardChoice[] {
  return v.options
    .filter((o) => (o.suggestions?.length ?? 0) > 0 && o.type !== "boolean")
    .map((o) => ({
      name: o.name,
      description: o.description,
      items: o.suggestions ?? [],
      initial: o.default === null || o.default === undefined ? "" : String(o.default),
      custom: o.type === "string",
    }));
}

/** The options a card sends: each choice that differs from its default; a typed value trimmed. */
export function cardOptions(choices: CardChoice[], values: Record<string, string>): { options: Record<string, unknown> } | { error: string } {
  const options: Record<string, unknown> = {};
  for (const c of choices) {
    const v = (values[c.name] ?? c.initial).trim();
    if (v === "") return { error: `Type the ${c.name}, or choose one of the list.` };
    if (v !== c.initial) options[c.name] = v;
  }
  return { options };
}
