import { describe, expect, it } from "vitest";
import { seekBannerText, seekNext, seekRequest, seekRows, type ListedSeek } from "../src/seek-model";

describe("seekRequest", () => {
  it("seeks at the lobby's time control, rated when signed in, with a guest's name", () => {
    expect(seekRequest("chess960", "3+2", true, "Ann")).toEqual({ variant: "chess960", clock: { initial_s: 180, increment_s: 2 }, rated: true });
    expect(seekRequest("zombie", "untimed", false, "Ann")).toEqual({ variant: "zombie", clock: null, rated: false, name: "Ann" });
    expect(seekRequest("zombie", "no-such", false, "")).toEqual({ variant: "zombie", clock: null, rated: false });
  });
});

describe("seekNext", () => {
  it("waits, goes to the game with its seat's token, or says why it failed", () => {
    expect(seekNext({ status: "waiting" })).toEqual({ kind: "wait" });
    expect(seekNext({ status: "pairing" })).toEqual({ kind: "wait" });
    expect(seekNext({ status: "paired", game: "g", seat: 1, token: "t" })).toEqual({ kind: "go", game: "g", seat: 1, token: "t" });
    expect(seekNext({ status: "failed", error: "log in" })).toEqual({ kind: "fail", message: "log in" });
    expect(seekNext({ status: "paired" }).kind).toBe("fail");
  });
});

describe("seekBannerText", () => {
  it("names the game, the control, the kind and the time waited", () => {
    expect(seekBannerText("Chess960", { initial_s: 180, increment_s: 2 }, true, 12_400)).toBe("Looking for an opponent: Chess960, 3+2, rated · 0:12");
    expect(seekBannerText("Zombie Chess", null, false, 0)).toBe("Looking for an opponent: Zombie Chess, no clock, casual · 0:00");
  });
});

describe("seekRows", () => {
  const seek = (over: Partial<ListedSeek>): ListedSeek => ({ id: "p1", variant: "chess960", clock: { initial_ms: 180_000, increment_ms: 2_000 }, rated: false, players: 2, name: "Ann", ...over });
  const names = (id: string) => (id === "chess960" ? "Chess960" : id);
  it("lists others' two-player seeks to take with the same control and kind", () => {
    const rows = seekRows([seek({}), seek({ id: "mine" }), seek({ id: "four", players: 4 }), seek({ id: "r", rated: true, rating: 1610 })], names, "mine", true, "");
    expect(rows.map((r) => r.id)).toEqual(["p1", "r"]);
    expect(rows[0].text).toBe("Chess960 — Ann — 3+2, casual");
    expect(rows[1].text).toBe("Chess960 — Ann (1610) — 3+2, rated");
    expect(rows[1].take).toEqual({ variant: "chess960", clock: { initial_s: 180, increment_s: 2 }, rated: true, take: "r" });
  });
  it("shows a guest no rated seek, and takes a casual one under the guest's name", () => {
    const rows = seekRows([seek({ rated: true, id: "r" }), seek({ clock: null })], names, null, false, "Bo");
    expect(rows.map((r) => r.id)).toEqual(["p1"]);
    expect(rows[0].take).toEqual({ variant: "chess960", clock: null, rated: false, take: "p1", name: "Bo" });
  });
});
