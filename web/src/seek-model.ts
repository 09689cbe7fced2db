// Quick pairing on the page (docs/api.md, "Quick pairing"), the pure part: the seek a card sends,
// what a poll's answer means, the words of the waiting banner, and the lobby's rows of seeks to
// take. The views (lobby.ts) draw it and do the requests.
import { clockText, QUICK_CLOCKS } from "./lobby-model";
import { readFlag, writeFlag, type FlagStore } from "./prefs";
import type { GameClock, TimeControl, Variant } from "./types";

/** A race's size: a number of players, or any number. */
export type RaceSize = number | "any";

export interface SeekRequest {
  variant: string;
  clock: TimeControl | null;
  rated: boolean;
  name?: string;
  take?: string;
  /** A race's size (a game whose `seats` option chooses how many play). */
  players?: RaceSize;
  /** This browser's key: its seeks never pair with each other. */
  holder?: string;
}

/** A seek as GET /api/seeks lists it. */
export interface ListedSeek {
  id: string;
  variant: string;
  clock: GameClock | null;
  rated: boolean;
  players: number;
  /** A race of any size (`players` is the most it seats). */
  any?: boolean;
  name: string;
  rating?: number;
}

/** The answer to a poll of one's seek. */
export interface SeekStatus {
  status: "waiting" | "pairing" | "paired" | "failed";
  game?: string;
  seat?: number;
  token?: string;
  error?: string;
}

export type SeekNext = { kind: "wait" } | { kind: "go"; game: string; seat: number; token: string } | { kind: "fail"; message: string };

/** Rated or casual, as the lobby's chooser beside the seeks says it. */
export interface SeekKind {
  rated: boolean;
  /** A guest plays casual only (a rated game needs two accounts). */
  canChoose: boolean;
  note: string;
}

const SEEK_RATED_PREF = "menagerie-seek-rated";

/** The kind this browser chose last: rated unless it chose casual. */
export function readSeekRated(store: FlagStore | null | undefined): boolean {
  return readFlag(store, SEEK_RATED_PREF, true);
}

export function writeSeekRated(store: FlagStore | null | undefined, rated: boolean): void {
  writeFlag(store, SEEK_RATED_PREF, rated);
}

/** What the chooser offers: a signed-in player's own choice; a guest casual only. */
export function seekKind(signedIn: boolean, chosenRated: boolean): SeekKind {
  return signedIn ? { rated: chosenRated, canChoose: true, note: "" } : { rated: false, canChoose: false, note: "Sign in to play rated games" };
}

/** The seek a card's "Find an opponent" sends: the lobby's time control, rated when a signed-in
 * player chose it (a guest's games are casual), the guest's name, a race's size and this
 * browser's holder key. */
export function seekRequest(variant: string, clockId: string, kind: { rated: boolean; signedIn: boolean }, name: string, more: { players?: RaceSize; holder?: string } = {}): SeekRequest {
  const clock = QUICK_CLOCKS.find((c) => c.id === clockId)?.value ?? null;
  return {
    variant,
    clock,
    rated: kind.signedIn && kind.rated,
    ...(name && !kind.signedIn ? { name } : {}),
    ...(more.players !== undefined ? { players: more.players } : {}),
    ...(more.holder ? { holder: more.holder } : {}),
  };
}

/** The sizes a race may be sought at (a game whose integer option `seats` chooses how many play,
 * as Golf's golfers: docs/api.md): any number first, then 2 to its most; null for a game whose
 * seats are fixed. */
export function raceSizes(v: Pick<Variant, "seats" | "options">): { value: string; label: string }[] | null {
  const spec = v.options.find((o) => o.name === "seats" && o.type === "integer");
  const most = spec?.max ?? 0;
  if (!spec || most < 2) return null;
  const out = [{ value: "any", label: "Any number" }];
  for (let n = Math.max(2, spec.min ?? 2); n <= most; n++) out.push({ value: String(n), label: `${n} players` });
  return out;
}

const HOLDER_PREF = "menagerie-seek-holder";
const HOLDER_FORM = /^[A-Za-z0-9_-]{1,64}$/;

/** This browser's holder key (docs/api.md, "Quick pairing"): made once and kept, so that one guest
 * seeking from two tabs is one holder, never paired with themself. `fresh` makes a random key. */
export function holderKey(store: FlagStore | null | undefined, fresh: () => string): string {
  try {
    const kept = store?.getItem(HOLDER_PREF);
    if (kept && HOLDER_FORM.test(kept)) return kept;
  } catch {
    // unreadable store: a key for this page
  }
  const key = fresh();
  try {
    store?.setItem(HOLDER_PREF, key);
  } catch {
    // unwritable store: the key lasts for this page only
  }
  return key;
}

/** What to do after a poll. */
export function seekNext(s: SeekStatus): SeekNext {
  if (s.status === "paired" && s.game && s.token !== undefined && s.seat !== undefined) return { kind: "go", game: s.game, seat: s.seat, token: s.token };
  if (s.status === "failed") return { kind: "fail", message: s.error ?? "the game could not be made" };
  if (s.status === "waiting" || s.status === "pairing") return { kind: "wait" };
  return { kind: "fail", message: "the server answered something unexpected" };
}

/** "Looking for an opponent: Chess960, 3+2, rated · 0:12" ("Looking for a race of 3 players: ..."). */
export function seekBannerText(variantName: string, clock: TimeControl | null, rated: boolean, waitedMs: number, players?: RaceSize): string {
  const control = clock === null ? "no clock" : "days_per_move" in clock ? `${clock.days_per_move} d a move` : clockText({ initial_ms: clock.initial_s * 1000, increment_ms: clock.increment_s * 1000 });
  const s = Math.max(0, Math.floor(waitedMs / 1000));
  const what = players === undefined ? "an opponent" : players === "any" ? "a race" : `a race of ${players} players`;
  return `Looking for ${what}: ${variantName}, ${control}, ${rated ? "rated" : "casual"} · ${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export interface SeekRow {
  id: string;
  text: string;
  /** The seek's clock and kind, to take it with the same. */
  take: SeekRequest;
}

/** The lobby's seeks to take: two-player ones (larger games and races fill from the queue), not
 * one's own; taken with this browser's `holder` key. */
export function seekRows(seeks: ListedSeek[], variantName: (id: string) => string, own: string | null, signedIn: boolean, name: string, holder?: string): SeekRow[] {
  return seeks
    .filter((s) => s.players === 2 && !s.any && s.id !== own && (signedIn || !s.rated))
    .map((s) => {
      const control = clockText(s.clock) || "no clock";
      const who = s.rating === undefined ? s.name : `${s.name} (${s.rating})`;
      const clock: TimeControl | null = !s.clock ? null : s.clock.days_per_move ? { days_per_move: s.clock.days_per_move } : { initial_s: s.clock.initial_ms / 1000, increment_s: s.clock.increment_ms / 1000 };
      return {
        id: s.id,
        text: `${variantName(s.variant)} — ${who} — ${control}, ${s.rated ? "rated" : "casual"}`,
        take: { variant: s.variant, clock, rated: s.rated, take: s.id, ...(name && !signedIn ? { name } : {}), ...(holder ? { holder } : {}) },
      };
    });
}
