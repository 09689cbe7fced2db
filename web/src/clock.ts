// Clocks: the server sends {remaining_ms, running} with each state; the client counts the running
// seat down from the moment it received it.
import type { Clock, LiveTimeControl, TimeControl } from "./types";

const DAY_MS = 86_400_000;

/** "3d 4h" from a day up (correspondence), "1:05:09", "4:59", "0:09.3" (tenths under ten
 * seconds), never negative. */
export function formatClock(ms: number): string {
  const t = Math.max(0, ms);
  if (t >= DAY_MS) return `${Math.floor(t / DAY_MS)}d ${Math.floor((t % DAY_MS) / 3_600_000)}h`;
  if (t < 10_000) {
    const tenths = Math.floor(t / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const total = Math.floor(t / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** The time each seat has now, given when the clock message arrived. */
export function remainingNow(clock: Clock, receivedAt: number, now: number): number[] {
  return clock.remaining_ms.map((ms, seat) =>
    seat === clock.running ? Math.max(0, ms - Math.max(0, now - receivedAt)) : ms,
  );
}

export const TIME_CONTROLS: { label: string; value: TimeControl | null }[] = [
  { label: "No clock", value: null },
  { label: "1+0", value: { initial_s: 60, increment_s: 0 } },
  { label: "3+2", value: { initial_s: 180, increment_s: 2 } },
  { label: "5+3", value: { initial_s: 300, increment_s: 3 } },
  { label: "10+5", value: { initial_s: 600, increment_s: 5 } },
  { label: "15+10", value: { initial_s: 900, increment_s: 10 } },
  // Correspondence: every turn has its days, played over days or weeks (docs/api.md).
  ...[1, 2, 3, 5, 7, 14].map((days) => ({ label: `${daysText(days)} a move`, value: { days_per_move: days } })),
];

/** "1 day", "3 days". */
export function daysText(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

/** Whether a time control is a live one (minutes and seconds), not days a move. */
export function isLive(t: TimeControl | null): t is LiveTimeControl {
  return t !== null && "initial_s" in t;
}
