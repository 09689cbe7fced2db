// Rated games on the page (docs/api.md, "Rated games"): whether the new-game form offers "Rated",
// what a request sends, what the lobby and the game page call a game, and each player's rating
// change once a rated game is over. Pure; new-game-form.ts, lobby.ts and game/status-view.ts show
// it. The server decides who may play a rated game: the page only hides a choice it would refuse.
import type { Profile } from "./profile-model";
import type { CreateGameRequest, Game, RatingLine } from "./types";

/** Whether the new-game form offers "Rated": signed in, every seat a person's, two seats or more,
 * and this browser taking one of them (a rated game is between accounts, one seat each). */
export function canBeRated(signedIn: boolean, seats: CreateGameRequest["seats"], take: number[]): boolean {
  return signedIn && seats.length >= 2 && seats.every((s) => s.kind === "human") && take.length === 1;
}

/** The request as sent: "rated" only when it is offered and ticked. */
export function withRated(req: CreateGameRequest, offered: boolean, ticked: boolean): CreateGameRequest {
  return offered && ticked ? { ...req, rated: true } : req;
}

/** "Rated" or "Casual", as a game's lists and page call it. */
export function ratedLabel(game: Pick<Game, "rated"> | null | undefined): "Rated" | "Casual" {
  return game?.rated ? "Rated" : "Casual";
}

/** The game page's line: "Rated game", "Casual game" for a game between people, none for a game
 * against the computer or alone (which could never be rated). */
export function gameKindLine(game: Pick<Game, "rated" | "seats"> | null | undefined): string | null {
  if (!game) return null;
  if (game.rated) return "Rated game";
  const people = game.seats.filter((s) => s.kind === "human").length;
  return people >= 2 && people === game.seats.length ? "Casual game" : null;
}

/** "+12", "−12" (a true minus sign), "±0". */
export function changeText(before: number, after: number): string {
  const d = Math.round(after) - Math.round(before);
  return d > 0 ? `+${d}` : d < 0 ? `\u2212${-d}` : "\u00b10";
}

export interface RatingChange {
  seat: number;
  name: string;
  before: number;
  after: number;
  /** "+12" / "−12" */
  change: string;
  /** The rating after the game is still provisional ("?" beside it). */
  provisional: boolean;
}

/** Each seat's rating change in a rated game that is over and rated (the server's "ratings"), else
 * none. `name`: how the page names a seat. */
export function ratingChanges(game: Game | null | undefined, name: (seat: number) => string): RatingChange[] {
  const lines: RatingLine[] | undefined = game?.ratings ?? undefined;
  if (!game?.rated || !Array.isArray(lines)) return [];
  return lines.map((l, seat) => ({
    seat,
    name: name(seat),
    before: l.before,
    after: l.after,
    change: changeText(l.before, l.after),
    provisional: !!l.provisional,
  }));
}

/** "Ada 1488? (−12), Bob 1512? (+12)": the result line's words. */
export function ratingChangeText(changes: RatingChange[]): string {
  return changes.map((c) => `${c.name} ${c.after}${c.provisional ? "?" : ""} (${c.change})`).join(", ");
}

/** The players whose ratings a rated game shows beside their names while it is played: each seat
 * held by a person (in a rated game, an account: its name is its profile's), with its seat. None
 * for a casual game, or once it is over (the changes show then). */
export function ratedSeatsToLookUp(game: Pick<Game, "rated" | "status" | "seats"> | null | undefined): { seat: number; name: string }[] {
  if (!game?.rated || game.status !== "playing") return [];
  return game.seats.flatMap((s, seat) => (s.kind === "human" && !s.open && s.name ? [{ seat, name: s.name }] : []));
}

/** Where everyone's rating in a game starts (Glicko-2's new player), provisional. */
export const NEW_PLAYER_RATING = 1500;

/** A player's rating in `variant` as their profile gives it, "1523" or "1500?" (provisional): a
 * player not yet rated there starts at 1500, provisional. */
export function ratingShown(profile: Pick<Profile, "games">, variant: string): string {
  const g = profile.games.find((x) => x.game === variant);
  if (!g || g.rating === null) return `${NEW_PLAYER_RATING}?`;
  return `${Math.round(g.rating)}${g.provisional ? "?" : ""}`;
}
