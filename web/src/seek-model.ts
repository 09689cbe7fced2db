// Quick pairing on the page (docs/api.md, "Quick pairing"), the pure part: the seek a card sends,
// what a poll's answer means, the words of the waiting banner, and the lobby's rows of seeks to
// take. The views (lobby.ts) draw it and do the requests.
import { clockText, QUICK_CLOCKS } from "./lobby-model";
import type { GameClock, TimeControl } from "./types";

export interface SeekRequest {
  variant: string;
  clock: TimeControl | null;
  rated: boolean;
  name?: string;
  take?: string;
}

/** A seek as GET /api/seeks lists it. */
export interface ListedSeek {
  id: string;
  variant: string;
  clock: GameClock | null;
  rated: boolean;
  players: number;
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

/** The seek a card's "Find an opponent" sends: the lobby's time control, rated when signed in (a
 * guest's games are casual), the guest's name. */
export function seekRequest(variant: string, clockId: string, signedIn: boolean, name: string): SeekRequest {
  const clock = QUICK_CLOCKS.find((c) => c.id === clockId)?.value ?? null;
  return { variant, clock, rated: signedIn, ...(name && !signedIn ? { name } : {}) };
}

/** What to do after a poll. */
export function seekNext(s: SeekStatus): SeekNext {
  if (s.status === "paired" && s.game && s.token !== undefined && s.seat !== undefined) return { kind: "go", game: s.game, seat: s.seat, token: s.token };
  if (s.status === "failed") return { kind: "fail", message: s.error ?? "the game could not be made" };
  if (s.status === "waiting" || s.status === "pairing") return { kind: "wait" };
  return { kind: "fail", message: "the server answered something unexpected" };
}

/** "Looking for an opponent: Chess960, 3+2, rated · 0:12". */
export function seekBannerText(variantName: string, clock: TimeControl | null, rated: boolean, waitedMs: number): string {
  const control = clock === null ? "no clock" : "days_per_move" in clock ? `${clock.days_per_move} d a move` : clockText({ initial_ms: clock.initial_s * 1000, increment_ms: clock.increment_s * 1000 });
  const s = Math.max(0, Math.floor(waitedMs / 1000));
  return `Looking for an opponent: ${variantName}, ${control}, ${rated ? "rated" : "casual"} · ${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export interface SeekRow {
  id: string;
  text: string;
  /** The seek's clock and kind, to take it with the same. */
  take: SeekRequest;
}

/** The lobby's seeks to take: two-player ones (larger games fill from the queue), not one's own. */
export function seekRows(seeks: ListedSeek[], variantName: (id: string) => string, own: string | null, signedIn: boolean, name: string): SeekRow[] {
  return seeks
    .filter((s) => s.players === 2 && s.id !== own && (signedIn || !s.rated))
    .map((s) => {
      const control = clockText(s.clock) || "no clock";
      const who = s.rating === undefined ? s.name : `${s.name} (${s.rating})`;
      const clock: TimeControl | null = !s.clock ? null : s.clock.days_per_move ? { days_per_move: s.clock.days_per_move } : { initial_s: s.clock.initial_ms / 1000, increment_s: s.clock.increment_ms / 1000 };
      return {
        id: s.id,
        text: `${variantName(s.variant)} — ${who} — ${control}, ${s.rated ? "rated" : "casual"}`,
        take: { variant: s.variant, clock, rated: s.rated, take: s.id, ...(name && !signedIn ? { name } : {}) },
      };
    });
}
