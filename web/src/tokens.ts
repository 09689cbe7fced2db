// Seat tokens this browser holds, by game id, kept in localStorage. A token is the only proof
// that a request acts for a seat (docs/api.md), so it never leaves this browser except to the
// server in a `watch` message.
const KEY = "menagerie.tokens";
const NAME_KEY = "menagerie.name";

type Store = Record<string, Record<string, string>>; // game id -> seat -> token

function load(): Store {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === "object" ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

function save(s: Store): void {
  localStorage.setItem(KEY, JSON.stringify(s));
}

export function rememberTokens(game: string, tokens: Record<string, string>): void {
  const s = load();
  s[game] = { ...(s[game] ?? {}), ...tokens };
  save(s);
}

/** The tokens held for a game, seat order; usually one (hot-seat may give one per seat). */
export function tokensFor(game: string): string[] {
  const seats = load()[game] ?? {};
  return Object.keys(seats)
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => seats[k])
    .filter((t, i, all) => all.indexOf(t) === i);
}

/** The seats this browser's tokens hold in a game, as far as it knows them (a rematch's token is
 * filed under "rematch" until its page learns the seat: settleRematchToken). */
export function tokenSeats(game: string): number[] {
  return Object.keys(load()[game] ?? {})
    .filter((k) => /^\d+$/.test(k))
    .map(Number);
}

/** Files a game's "rematch" token under the seats the server says it holds. */
export function settleRematchToken(game: string, token: string, seats: readonly number[]): void {
  const s = load();
  const held = s[game];
  if (!held || held.rematch !== token || seats.length === 0) return;
  delete held.rematch;
  for (const seat of seats) held[String(seat)] = token;
  save(s);
}

/** Every game this browser holds a token for, most recently added last. */
export function myGameIds(): string[] {
  return Object.keys(load());
}

export function forgetGame(game: string): void {
  const s = load();
  delete s[game];
  save(s);
}

export function playerName(): string {
  return localStorage.getItem(NAME_KEY) ?? "";
}

export function setPlayerName(name: string): void {
  localStorage.setItem(NAME_KEY, name);
}
