import { describe, expect, it } from "vitest";
import { formatClock, remainingNow } from "../src/clock";

describe("formatClock", () => {
  it("shows minutes and seconds", () => {
    expect(formatClock(300_000)).toBe("5:00");
    expect(formatClock(61_999)).toBe("1:01");
    expect(formatClock(10_000)).toBe("0:10");
  });
  it("shows tenths under ten seconds and never goes negative", () => {
    expect(formatClock(9_999)).toBe("0:09.9");
    expect(formatClock(1_250)).toBe("0:01.2");
    expect(formatClock(-5)).toBe("0:00.0");
  });
  it("shows hours", () => {
    expect(formatClock(3_600_000 + 65_000)).toBe("1:01:05");
  });
  it("shows days and hours from a day up (correspondence)", () => {
    expect(formatClock(86_400_000)).toBe("1d 0h");
    expect(formatClock(3 * 86_400_000 + 5 * 3_600_000 + 59_000)).toBe("3d 5h");
    expect(formatClock(86_399_000)).toBe("23:59:59");
  });
});

describe("remainingNow", () => {
  it("counts down only the running seat, from when the message came", () => {
    expect(remainingNow({ remaining_ms: [60_000, 50_000], running: 1 }, 1000, 3500)).toEqual([60_000, 47_500]);
    expect(remainingNow({ remaining_ms: [60_000, 50_000], running: null }, 0, 99_999)).toEqual([60_000, 50_000]);
    expect(remainingNow({ remaining_ms: [1000, 5], running: 0 }, 0, 5000)).toEqual([0, 5]);
  });
});
