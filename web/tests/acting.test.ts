import { describe, expect, it } from "vitest";
import { actingSeats, deadlineLeft, mySeatToAct, viewSeat } from "../src/acting";
import type { View } from "../src/types";

const view = (over: Partial<View>): View =>
  ({ variant: "golf", position: "", to_move: 0, over: false, history: [], seats: [], board: { width: 8, height: 8 }, pieces: [], zones: [], check: [], info: [], ...over }) as View;

describe("acting seats", () => {
  it("is the seat to move when the view lists none", () => {
    expect(actingSeats(view({ to_move: 1 }))).toEqual([1]);
    expect(actingSeats(view({ to_move: -1 }))).toEqual([]);
    expect(actingSeats(view({ to_move: 1, over: true }))).toEqual([]);
  });
  it("is the view's list where seats act at once", () => {
    const v = view({ to_move: 0, acting: [0, 2] });
    expect(actingSeats(v)).toEqual([0, 2]);
    expect(viewSeat(v, [2, 1])).toBe(2);
    expect(mySeatToAct(v, [2, 1])).toBe(2);
    expect(mySeatToAct(v, [1])).toBeNull();
    expect(viewSeat(v, [])).toBe(-2);
    expect(viewSeat(v, [0, 2])).toBe(0);
  });
  it("counts a deadline down from when it came", () => {
    const d = { remaining_ms: 5000, total_ms: 60000, what: "x" };
    expect(deadlineLeft(d, 1000, 3000)).toBe(3000);
    expect(deadlineLeft(d, 1000, 9000)).toBe(0);
  });
});
