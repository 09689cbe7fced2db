// Seats and teams in words, from the view's `seats` (docs/view.md) and the variant's traits alone:
// who plays with whom, which side of the board a player sits on, who still has to agree to a draw,
// who won. Pure, so it is tested without a page.
import type { SeatView, Traits } from "./types";

type Seats = readonly (SeatView | string | null | undefined)[];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function seatAt(seats: Seats, seat: number): SeatView | null {
  const s = seats[seat];
  if (typeof s === "string") return { name: s, color: "" };
  return s ?? null;
}

export function nameOf(seats: Seats, seat: number): string {
  return seatAt(seats, seat)?.name ?? `Seat ${seat + 1}`;
}

/**
 * The team of a seat: the view's `team` when it names one; in a game whose traits say `teams`
 * without naming them, the seats of one piece colour ("White"); otherwise none.
 */
export function teamOf(seats: Seats, seat: number, traits?: Pick<Traits, "teams"> | null): string | null {
  const s = seatAt(seats, seat);
  if (!s) return null;
  if (typeof s.team === "string" && s.team) return s.team;
  if (traits?.teams && s.color) return cap(s.color);
  return null;
}

/** Whether any two seats share a team (a game of teams, as far as the seats tell). */
export function hasTeams(seats: Seats, traits?: Pick<Traits, "teams"> | null): boolean {
  const teams = seats.map((_, i) => teamOf(seats, i, traits)).filter((t): t is string => t !== null);
  return new Set(teams).size < teams.length;
}

/** Every seat of the seat's team, the seat itself included, in seat order (just the seat without teams). */
export function teamSeats(seats: Seats, seat: number, traits?: Pick<Traits, "teams"> | null): number[] {
  const team = teamOf(seats, seat, traits);
  if (team === null) return [seat];
  return seats.map((_, i) => i).filter((i) => teamOf(seats, i, traits) === team);
}

/** "A, B and C". */
export function listWords(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/**
 * The board is drawn from the first seat's side; a player sits on the other side when every seat
 * they hold plays the colour of the second seat and the first seat plays another (two seats:
 * holding only the second; Crowded House: holding only Black's seats). A person holding seats of
 * both sides (hot-seat) and a spectator see it unturned.
 */
export function sitsOpposite(seats: Seats, you: readonly number[]): boolean {
  if (you.length === 0 || seats.length < 2) return false;
  if (seats.length === 2) return you.every((s) => s === 1);
  const second = seatAt(seats, 1)?.color;
  if (!second || second === seatAt(seats, 0)?.color) return false;
  return you.every((s) => seatAt(seats, s)?.color === second);
}

/** What resigning costs, for the confirm button: the team loses when there are teams. */
export function resignWarning(seats: Seats, you: readonly number[], seat: number, traits?: Pick<Traits, "teams"> | null): string {
  const team = teamSeats(seats, seat, traits);
  if (team.length < 2) return seats.length > 2 ? `Resign as ${nameOf(seats, seat)}?` : "Really resign?";
  const others = team.filter((s) => s !== seat && !you.includes(s));
  const partner = others.length ? ` — ${listWords(others.map((s) => nameOf(seats, s)))} loses with you` : "";
  return `Really resign? Team ${teamOf(seats, seat, traits)} loses${partner}`;
}

/** The draw offer in words: who agreed and who has still to agree. Null when there is no offer. */
export function drawText(seats: Seats, agreed: readonly number[], offer: "draw" | "rematch" | "takeback" = "draw"): string | null {
  if (agreed.length === 0) return null;
  const names = (list: number[]) => listWords(list.map((s) => nameOf(seats, s)));
  const waiting = seats.map((_, i) => i).filter((i) => !agreed.includes(i));
  if (offer === "takeback" && seats.length <= 2) return `${nameOf(seats, agreed[0])} asks to take back their last move`;
  if (seats.length <= 2) return `${nameOf(seats, agreed[0])} offers a ${offer}`;
  const Offer = offer === "draw" ? "Draw" : offer === "rematch" ? "Rematch" : "Takeback";
  return `${Offer} offered — agreed: ${names([...agreed])}; waiting for ${names(waiting)}`;
}

/**
 * Who won, in words: "White wins"; with a team "Team White wins (White (king side) and White
 * (queen side))"; several winners without a team "A and B win".
 */
export function winnersText(seats: Seats, winners: readonly number[], traits?: Pick<Traits, "teams"> | null): string | null {
  if (winners.length === 0) return null;
  if (winners.length === 1 && teamSeats(seats, winners[0], traits).length < 2) return `${nameOf(seats, winners[0])} wins`;
  const team = teamOf(seats, winners[0], traits);
  const names = listWords(winners.map((s) => nameOf(seats, s)));
  if (team !== null && winners.every((s) => teamOf(seats, s, traits) === team)) return `Team ${team} wins (${names})`;
  return `${names} win`;
}

/** Seat bars: the team sitting at the bottom of the board (as it is drawn) and the others. */
export function seatSides(seats: Seats, flipped: boolean, traits?: Pick<Traits, "teams"> | null): { top: number[]; bottom: number[] } {
  const all = seats.map((_, i) => i);
  if (seats.length === 2) return flipped ? { top: [0], bottom: [1] } : { top: [1], bottom: [0] };
  if (!hasTeams(seats, traits)) return { top: all, bottom: [] };
  const near = teamSeats(seats, flipped ? 1 : 0, traits);
  return { top: all.filter((s) => !near.includes(s)), bottom: near };
}

/** The column heads of an N-seat move list: each seat's name, in seat (turn) order. */
export function moveColumnHeads(seats: Seats): string[] {
  return seats.map((_, i) => nameOf(seats, i));
}
