import { describe, expect, it } from "vitest";
import { othersMove, paced, PACE_MS, type Queued, type Shown } from "../src/game/pace";
import type { View } from "../src/types";

// A race of two: the person holds seat 0, the computer seat 1.
const view = (history: string[], seats: number[]): View =>
  ({ variant: "golf", seats: [{ name: "Golfer 1", color: "blue" }, { name: "Golfer 2", color: "red" }], board: { width: 8, height: 8 }, pieces: [], zones: [], to_move: 1, over: false, history, history_seats: seats }) as unknown as View;

// The hole counted, then the computer's demonstration of three strokes and the next hole's deal
// (no new entry), all arriving within a few milliseconds of each other.
const counted = view(["3 strokes", "4 strokes"], [0, 1]);
const strokes = [1, 2, 3].map((k) => view(["3 strokes", "4 strokes", ...["c1d1", "c7b8", "Bd1xqd8"].slice(0, k)], [0, 1, 1, 1, 1].slice(0, 2 + k)));
const dealt = { ...strokes[2], to_move: 0 } as View;
const queue: Queued[] = [...strokes, dealt].map((v, i) => ({ view: v, at: 1000 + i }));

describe("the pace of the others' moves", () => {
  it("tells another seat's move from one's own and from the game's steps", () => {
    expect(othersMove(counted, strokes[0], [0])).toBe(true);
    expect(othersMove(counted, strokes[0], [1])).toBe(false);
    expect(othersMove(strokes[2], dealt, [0])).toBe(false);
    expect(othersMove(counted, strokes[0], [])).toBe(true);
  });
  it("shows each demonstration stroke PACE_MS before the next, then the next hole", () => {
    const shown: Shown = { view: counted, since: 1000, held: false };
    expect(paced(shown, queue, [0], 1003)).toEqual({ due: 1, next: 1000 + PACE_MS });
    // Halfway through: the first stroke is still on screen.
    expect(paced(shown, queue, [0], 1000 + PACE_MS - 1).due).toBe(1);
    expect(paced(shown, queue, [0], 1000 + PACE_MS)).toEqual({ due: 2, next: 1000 + 2 * PACE_MS });
    expect(paced(shown, queue, [0], 1000 + 2 * PACE_MS).due).toBe(3);
    // The capture stays up PACE_MS too before the next hole is dealt.
    expect(paced(shown, queue, [0], 1000 + 3 * PACE_MS - 1).due).toBe(3);
    expect(paced(shown, queue, [0], 1000 + 3 * PACE_MS)).toEqual({ due: 4, next: null });
  });
  it("shows at once what arrives slower than the pace, and one's own moves", () => {
    const slow = queue.map((q, i) => ({ ...q, at: 1000 + (i + 1) * 2 * PACE_MS }));
    expect(paced({ view: counted, since: 1000, held: false }, slow, [0], 1000 + 2 * PACE_MS)).toEqual({ due: 1, next: 1000 + 4 * PACE_MS });
    // Hot-seat: every seat is this page's; nothing is held.
    expect(paced({ view: counted, since: 1000, held: false }, queue, [0, 1], 1004).due).toBe(4);
  });
  it("holds a move already on screen for the rest of its time", () => {
    const shown: Shown = { view: strokes[0], since: 2000, held: true };
    expect(paced(shown, queue.slice(1), [0], 2100)).toEqual({ due: 0, next: 2000 + PACE_MS });
  });
});
