// The strips above and below the board: each seat's colour, name, player, team, material ahead
// and clock, and the 100 ms tick that counts the clocks and a timed phase down. Apart from the
// rest of the page because the tick redraws only these numbers, not the page.
import { actingSeats, deadlineLeft } from "../acting";
import { formatClock, remainingNow } from "../clock";
import { playerLabel, seatName } from "../describe";
import { materialBalance, pointsText, PIECE_GLYPHS } from "../material";
import { seatSides, teamOf, teamSeats } from "../seats";
import type { Clock, Deadline, Game, View } from "../types";
import { h } from "../ui";

export interface PlayersShown {
  live: View;
  game: Game | null;
  you: number[];
  clock: Clock | null;
  /** The variant's piece values, where it counts material. */
  values: Record<string, number> | undefined;
  curtained: boolean;
  flipped: boolean;
  /** In a rated game being played, each player's rating ("1523", "1500?"), by seat. */
  ratings?: ReadonlyMap<number, string>;
}

function seatBar(s: PlayersShown, seat: number): HTMLElement {
  const { live, game, you } = s;
  const colour = live.seats[seat]?.color ?? "gray";
  const toMove = actingSeats(live).includes(seat);
  const many = live.seats.length > 2;
  const team = teamOf(live.seats, seat, game?.traits);
  // Your partner: a seat of your team you do not hold yourself.
  const partner = !you.includes(seat) && you.some((y) => y !== seat && teamSeats(live.seats, y, game?.traits).includes(seat));
  const rating = s.ratings?.get(seat);
  const who = playerLabel(game, seat);
  const suffix = you.includes(seat) ? " (you)" : partner ? " (your partner)" : "";
  return h(
    "div",
    { class: `player${toMove ? " to-move" : ""}${you.includes(seat) ? " mine" : ""}`, "data-seat": seat, ...(team ? { "data-team": team } : {}) },
    h("span", { class: `swatch c-${colour}`, style: `--swatch: ${colour}` }),
    h(
      "span",
      { class: "seat-names" },
      h("span", { class: "seat-name" }, seatName(live, seat), many && toMove ? h("span", { class: "to-move-tag" }, "to move") : null),
      team && many ? h("span", { class: "team-tag" }, `team ${team}`) : null,
      h("span", { class: "player-name" }, who, rating ? h("span", { class: "seat-rating", "data-rating": rating }, ` ${rating}`) : null, suffix),
      materialLine(s, seat),
    ),
    h("span", { class: "clock", "data-clock": seat, hidden: !s.clock }),
  );
}

// What this seat's colour is ahead by on the board, where the game counts material.
function materialLine(s: PlayersShown, seat: number): HTMLElement | null {
  if (s.curtained) return null; // under the curtain nothing of the view is shown
  const side = materialBalance(s.live.pieces, s.values)[s.live.seats[seat]?.color ?? ""];
  if (!side || (side.ahead.length === 0 && side.points === 0)) return null;
  return h("span", { class: "material", "data-material": side.ahead.join(","), title: "material ahead on the board" }, side.ahead.map((t) => PIECE_GLYPHS[t] ?? "").join(""), pointsText(side) ? ` ${pointsText(side)}` : "");
}

export function renderPlayers(bars: { top: HTMLElement; bottom: HTMLElement }, s: PlayersShown): void {
  // Two seats: the opponent above the board, you below. More: the team sitting at the bottom of
  // the board as drawn below it, the others above; without teams all above, in turn order.
  const { top, bottom } = seatSides(s.live.seats, s.flipped, s.game?.traits);
  bars.top.classList.toggle("many", s.live.seats.length > 2);
  bars.bottom.classList.toggle("many", s.live.seats.length > 2);
  bars.top.replaceChildren(...top.map((seat) => seatBar(s, seat)));
  bars.bottom.replaceChildren(...bottom.map((seat) => seatBar(s, seat)));
}

/** The clocks and a timed phase's countdown, as received at `clockAt`/`deadlineAt`, counted down to now. */
export interface Timing {
  clock: Clock | null;
  clockAt: number;
  deadline: Deadline | null;
  deadlineAt: number;
}

export function renderClocks(root: HTMLElement, t: Timing): void {
  const timeLeft = root.querySelector<HTMLElement>("[data-deadline-time]");
  if (timeLeft && t.deadline) {
    const left = deadlineLeft(t.deadline, t.deadlineAt, performance.now());
    timeLeft.textContent = formatClock(left);
    timeLeft.classList.toggle("low", left < 10_000);
  }
  const clock = t.clock;
  if (!clock) return;
  const now = remainingNow(clock, t.clockAt, performance.now());
  for (const el of root.querySelectorAll<HTMLElement>("[data-clock]")) {
    const seat = Number(el.dataset.clock);
    el.textContent = formatClock(now[seat] ?? 0);
    el.classList.toggle("running", clock.running === seat);
    el.classList.toggle("low", (now[seat] ?? 0) < 10_000);
  }
}
