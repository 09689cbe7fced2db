// Who sits where in a new game: the lobby's per-seat choices and its one-click starts for games of
// more than two seats, turned into the `seats` and `take` of POST /api/games (docs/api.md). Pure.
import { teamSeats } from "./seats";
import type { CreateGameRequest, Variant } from "./types";

type Seats = CreateGameRequest["seats"];

/** Each seat: "you" (this browser plays it), "friend" (an open seat, invited by link) or "computer-N". */
export function seatPlan(choices: readonly string[]): { seats: Seats; take: number[] } | { error: string } {
  const seats: Seats = [];
  const take: number[] = [];
  for (const [i, c] of choices.entries()) {
    const level = /^computer-([1-8])$/.exec(c);
    if (level) seats.push({ kind: "computer", level: Number(level[1]) });
    else if (c === "you" || c === "friend") {
      seats.push({ kind: "human" });
      if (c === "you") take.push(i);
    } else return { error: `seat ${i + 1}: unknown choice "${c}"` };
  }
  if (take.length === 0) return { error: "Choose at least one seat for yourself (\"You\")." };
  return { seats, take };
}

/**
 * Whether a game of these seats leaves a person's seat to others (a friend by link, anyone from the
 * list): then the server refuses a seed chosen by the creator, who would know what the game hides
 * from them (docs/api.md). Pure.
 */
export function othersMayJoin(seats: Seats, take: readonly number[]): boolean {
  return seats.some((s, i) => s.kind === "human" && !take.includes(i));
}

export interface QuickStart {
  kind: "computer" | "friends" | "open" | "seek" | "hotseat" | "solo";
  label: string;
  seats: Seats;
  take: number[];
  /** Listed among the open games for anyone to join; an invitation by link is not. */
  listed?: boolean;
  /** Options the start needs besides the seats (a game of one seat raced with more: `seats`). */
  options?: Record<string, unknown>;
  /** A seek's race size, chosen on the card. */
  players?: number | "any";
}

const plural = (n: number, one: string, many: string) => `${n === 1 ? "a" : n} ${n === 1 ? one : many}`;

/**
 * The one-click starts of a game of more than two seats, from its seats and traits: you in the first
 * seat with the computer (level 4) in every other (named as partners and opponents when there are
 * teams), one invitation link per other seat, or every seat on this screen.
 */
export function quickStarts(v: Pick<Variant, "seats" | "engine" | "traits">, level = 4): QuickStart[] {
  const n = v.seats.length;
  const out: QuickStart[] = [];
  if (v.engine) {
    const team = teamSeats(v.seats, 0, v.traits);
    const partners = team.length - 1;
    const label =
      partners > 0
        ? `Play with ${plural(partners, "computer partner", "computer partners")} against ${n - team.length} computers`
        : `Play against ${n - 1} computers`;
    out.push({ kind: "computer", label, seats: v.seats.map((_, i) => (i === 0 ? { kind: "human" } : { kind: "computer", level })), take: [0] });
  }
  out.push({ kind: "friends", label: `${n} people: invitation links`, seats: v.seats.map(() => ({ kind: "human" })), take: [0], listed: false });
  out.push({ kind: "hotseat", label: `Hot-seat: all ${n} seats on this screen`, seats: v.seats.map(() => ({ kind: "human" })), take: v.seats.map((_, i) => i) });
  return out;
}

/**
 * The lobby gallery's one-click starts for any game, from its seats and traits alone: a game of one
 * seat is played alone; two seats give the computer (at `level`, where the catalog has an engine;
 * "with" it in a cooperative game), a friend invited by link (not listed), an open game anyone may
 * join from the lobby, and hot-seat; more than two are quickStarts plus an open game.
 */
export function galleryStarts(v: Pick<Variant, "seats" | "engine" | "traits"> & Partial<Pick<Variant, "options">>, level = 4): QuickStart[] {
  const n = v.seats.length;
  const humans: Seats = v.seats.map(() => ({ kind: "human" }));
  const open: QuickStart = { kind: "open", label: "Open game", seats: humans, take: [0], listed: true };
  if (n <= 1) {
    const solo: QuickStart[] = [{ kind: "solo", label: "Play", seats: humans, take: [0] }];
    // A game of one seat whose `seats` option allows more (Golf's race) can be raced against the
    // computer, or opened to others.
    const more = v.options?.find((o) => o.name === "seats" && o.type === "integer" && (o.max ?? 1) >= 2);
    if (more && v.engine)
      solo.push({ kind: "computer", label: "Race the computer", seats: [{ kind: "human" }, { kind: "computer", level }], take: [0], options: { seats: 2 } });
    // Quick pairing races others (the card asks the race's size: seek-model.ts, raceSizes).
    if (more) solo.push({ kind: "seek", label: "Find an opponent", seats: humans, take: [0] });
    if (more) solo.push({ ...open, seats: [{ kind: "human" }, { kind: "human" }], options: { seats: 2 } });
    return solo;
  }
  // Quick pairing: the server pairs this player with another who seeks the same (docs/api.md).
  const seek: QuickStart = { kind: "seek", label: "Find an opponent", seats: humans, take: [0] };
  if (n > 2) {
    const quick = quickStarts(v, level);
    return [...quick.filter((q) => q.kind !== "hotseat"), seek, open, ...quick.filter((q) => q.kind === "hotseat")];
  }
  const out: QuickStart[] = [];
  if (v.engine)
    out.push({
      kind: "computer",
      label: v.traits?.cooperative ? "Play with the computer" : "Play the computer",
      seats: [{ kind: "human" }, { kind: "computer", level }],
      take: [0],
    });
  out.push({ kind: "friends", label: "Invite a friend", seats: humans, take: [0], listed: false });
  out.push(seek);
  out.push(open);
  out.push({ kind: "hotseat", label: "Hot-seat", seats: humans, take: v.seats.map((_, i) => i) });
  return out;
}

/**
 * The seats of a new game: the variant's own (those of its default game), or as many as its
 * `seats` option asks when it has one and the value given is in range (docs/api.md: a variant whose
 * options choose the seat count names that option "seats"; Golf: 1 to 8 golfers).
 */
export function seatsFor(v: Pick<Variant, "seats" | "options">, value: unknown): Variant["seats"] {
  const spec = v.options.find((o) => o.name === "seats" && o.type === "integer");
  const text = String(value ?? "").trim();
  const n = Number(text);
  if (!spec || text === "" || !Number.isInteger(n) || n < (spec.min ?? 1) || n > (spec.max ?? n) || n === v.seats.length) return v.seats;
  return Array.from({ length: n }, (_, i) => `Seat ${i + 1}`);
}
