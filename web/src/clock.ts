// Clocks: the server sends {remaining_ms, running} with each state; the client counts the running
// seat down from the moment it received it.
import type { Clock } from "./types";

/** "1:05:09", "4:59", "0:09.3" (tenths under ten seconds), never negative. */
export function formatClock(ms: number): string {
  const t = Math.max(0, ms);
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

export const TIME_CONTROLS: { label: string; value: { initial_s: number; increment_s: number } | null }[] = [
  { label: "No clock", value: null },
  { label: "1+0", value: { initial_s: 60, increment_s: 0 } },
  { label: "3+2", value: { initial_s: 180, increment_s: 2 } },
  { label: "5+3", value: { initial_s: 300, increment_s: 3 } },
  { label: "10+5", value: { initial_s: 600, increment_s: 5 } },
  { label: "15+10", value: { initial_s: 900, increment_s: 10 } },
];
