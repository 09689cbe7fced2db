import { describe, expect, it } from "vitest";
import { holderKey, raceSizes, readSeekRated, seekBannerText, seekKind, seekNext, seekRequest, seekRows, writeSeekRated, type ListedSeek } from "../src/seek-model";

const memory = (init: Record<string, string> = {}) => {
  const items = new Map(Object.entries(init));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
};

describe("seekRequest", () => {
  it("seeks at the lobby's time control, rated only when a signed-in player chose it, with a guest's name", () => {
    expect(seekRequest("chess960", "3+2", { rated: true, signedIn: true }, "Ann")).toEqual({ variant: "chess960", clock: { initial_s: 180, increment_s: 2 }, rated: true });
    expect(seekRequest("chess960", "3+2", { rated: false, signedIn: true }, "Ann")).toEqual({ variant: "chess960", clock: { initial_s: 180, increment_s: 2 }, rated: false });
    expect(seekRequest("zombie", "untimed", { rated: true, signedIn: false }, "Ann")).toEqual({ variant: "zombie", clock: null, rated: false, name: "Ann" });
    expect(seekRequest("zombie", "no-such", { rated: false, signedIn: false }, "")).toEqual({ variant: "zombie", clock: null, rated: false });
  });
  it("carries a race's size and this browser's holder key", () => {
    expect(seekRequest("golf", "untimed", { rated: false, signedIn: false }, "", { players: 3, holder: "h1" })).toEqual({ variant: "golf", clock: null, rated: false, players: 3, holder: "h1" });
    expect(seekRequest("golf", "untimed", { rated: false, signedIn: false }, "", { players: "any" }).players).toBe("any");
  });
});

describe("seekKind", () => {
  it("lets a signed-in player choose rated or casual (rated unless they chose casual), a guest only casual", () => {
    expect(seekKind(true, readSeekRated(memory()))).toEqual({ rated: true, canChoose: true, note: "" });
    const store = memory();
    writeSeekRated(store, false);
    expect(readSeekRated(store)).toBe(false);
    expect(seekKind(true, readSeekRated(store))).toEqual({ rated: false, canChoose: true, note: "" });
    expect(seekKind(false, true)).toEqual({ rated: false, canChoose: false, note: "Sign in to play rated games" });
  });
});

describe("raceSizes", () => {
  const golf = { seats: [{ name: "Golfer", color: "blue" }], options: [{ name: "seats", type: "integer" as const, description: "", default: 1, min: 1, max: 8 }] };
  it("asks a race's size, 2 to its most, or any", () => {
    const sizes = raceSizes(golf);
    expect(sizes?.map((s) => s.value)).toEqual(["any", "2", "3", "4", "5", "6", "7", "8"]);
    expect(sizes?.[0].label).toBe("Any number");
    expect(sizes?.[2].label).toBe("3 players");
  });
  it("asks nothing of a game of fixed seats", () => {
    expect(raceSizes({ seats: [{ name: "White", color: "white" }, { name: "Black", color: "black" }], options: [] })).toBeNull();
    expect(raceSizes({ ...golf, options: [{ ...golf.options[0], max: 1 }] })).toBeNull();
  });
});

describe("holderKey", () => {
  it("keeps one random key per browser, so that its tabs are one holder", () => {
    const store = memory();
    let n = 0;
    const fresh = () => `key-${++n}`;
    expect(holderKey(store, fresh)).toBe("key-1");
    expect(holderKey(store, fresh)).toBe("key-1");
    expect(holderKey(memory({ "menagerie-seek-holder": "not a key!" }), fresh)).toBe("key-2");
    expect(holderKey(null, fresh)).toBe("key-3");
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
  it("names a race's size", () => {
    expect(seekBannerText("Chess Golf", null, false, 61_000, 3)).toBe("Looking for a race of 3 players: Chess Golf, no clock, casual · 1:01");
    expect(seekBannerText("Chess Golf", null, false, 0, "any")).toBe("Looking for a race: Chess Golf, no clock, casual · 0:00");
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
  it("takes a seek with this browser's holder key, and lists no race (races fill from the queue)", () => {
    const rows = seekRows([seek({}), seek({ id: "race", variant: "golf", players: 8, any: true })], names, null, false, "", "h1");
    expect(rows.map((r) => r.id)).toEqual(["p1"]);
    expect(rows[0].take.holder).toBe("h1");
  });
});
