import { describe, expect, it } from "vitest";
import {
  QUICK_CLOCKS,
  QUICK_CLOCK_PREF,
  cardChoices,
  yourGames,
  yourTurn,
  heldSeats,
  cardOptions,
  clockText,
  gameRows,
  quickStartRequest,
  readQuickClock,
  waitingRows,
  writeQuickClock,
} from "../src/lobby-model";
import type { FlagStore } from "../src/prefs";
import type { Game, OptionSpec, Variant } from "../src/types";

class MemoryStore implements FlagStore {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

const game = (over: Partial<Game> = {}): Game => ({
  id: "g1",
  variant: "chess960",
  seats: [
    { kind: "human", name: "Ann", open: false },
    { kind: "computer", level: 3, open: false },
  ],
  clock: null,
  status: "playing",
  result: null,
  created_ms: 0,
  ...over,
});

const names = (id: string) => ({ chess960: "Chess960", golf: "Golf" })[id] ?? id;

describe("time controls as the API sends them", () => {
  it("reads initial_ms and increment_ms", () => {
    expect(clockText({ initial_ms: 180_000, increment_ms: 2_000 })).toBe("3+2");
    expect(clockText({ initial_ms: 600_000, increment_ms: 5_000 })).toBe("10+5");
    expect(clockText({ initial_ms: 30_000, increment_ms: 0 })).toBe("½+0");
    expect(clockText({ initial_ms: 90_000, increment_ms: 500 })).toBe("1.5+0.5");
    expect(clockText(null)).toBe("");
    expect(clockText({ initial_ms: 86_400_000, increment_ms: 0, days_per_move: 1 })).toBe("1 day");
    expect(clockText({ initial_ms: 3 * 86_400_000, increment_ms: 0, days_per_move: 3 })).toBe("3 days");
  });
  it("says the time left on the running clock of a game being played, as the server counts it", () => {
    // A date a day away by the device's clock (which may be off): the server's count decides.
    const ends = Date.now() + 86_400_000;
    const [playing, over, unclocked] = gameRows(
      [game({ turn_ends_ms: ends, turn_left_ms: 2 * 86_400_000 + 3_600_000 }), game({ status: "finished", turn_ends_ms: ends, turn_left_ms: 5 }), game({ turn_ends_ms: null, turn_left_ms: null })],
      names,
    );
    expect(playing.left).toBe("2d 1h left");
    expect(over.left).toBe("");
    expect(unclocked.left).toBe("");
  });
  it("starts one-click games with live clocks only", () => {
    expect(QUICK_CLOCKS.some((c) => c.value !== null && "days_per_move" in c.value)).toBe(false);
    expect(QUICK_CLOCKS.length).toBeGreaterThan(1);
  });
  it("never shows NaN or undefined in a list", () => {
    const rows = gameRows([game({ clock: { initial_ms: 300_000, increment_ms: 3_000 } })], names);
    expect(rows[0].clock).toBe("5+3");
    expect(JSON.stringify(rows)).not.toMatch(/NaN|undefined/);
  });
});

describe("the lists", () => {
  it("names the variant, the players and the state of each game", () => {
    const rows = gameRows([game(), game({ id: "g2", status: "finished", seats: [{ kind: "human", open: true }, { kind: "human", name: "Bo", open: false }, { kind: "human", name: "Cy", open: false }] })], names);
    expect(rows[0]).toMatchObject({ id: "g1", href: "/game/g1", variant: "Chess960", players: "Ann vs Computer (level 3)", status: "playing" });
    expect(rows[1]).toMatchObject({ players: "open seat, Bo, Cy", status: "finished" });
  });
  it("says whether each game is rated or casual", () => {
    const rows = gameRows([game({ rated: true }), game({ id: "g2", rated: false }), game({ id: "g3" })], names);
    expect(rows.map((r) => r.rated)).toEqual(["Rated", "Casual", "Casual"]);
    expect(waitingRows([game({ id: "a", rated: true })], [], names)[0].rated).toBe("Rated");
  });
  it("leaves out of the waiting list the games this browser sits in, and joins the first open seat", () => {
    const open = [game({ id: "a", seats: [{ kind: "human", name: "Ann", open: false }, { kind: "human", open: true }] }), game({ id: "b" })];
    const rows = waitingRows(open, ["b"], names);
    expect(rows.map((r) => r.id)).toEqual(["a"]);
    expect(rows[0].join).toBe(1);
  });
});

describe("the quick starts' time control", () => {
  it("offers untimed and the usual controls", () => {
    expect(QUICK_CLOCKS[0]).toMatchObject({ label: "Untimed", value: null });
    expect(QUICK_CLOCKS.map((c) => c.label)).toEqual(expect.arrayContaining(["3+2", "10+5"]));
  });
  it("is remembered, and a stored value it does not know is the default", () => {
    const s = new MemoryStore();
    expect(readQuickClock(s)).toBe("untimed");
    writeQuickClock(s, "3+2");
    expect(s.data.get(QUICK_CLOCK_PREF)).toBe("3+2");
    expect(readQuickClock(s)).toBe("3+2");
    s.data.set(QUICK_CLOCK_PREF, "7+7");
    expect(readQuickClock(s)).toBe("untimed");
    expect(readQuickClock(null)).toBe("untimed");
  });
  it("goes into the request the card sends", () => {
    const q = { kind: "computer" as const, label: "Play the computer", seats: [{ kind: "human" as const }, { kind: "computer" as const, level: 4 }], take: [0] };
    const timed = quickStartRequest("chess960", q, "10+5", {}, "Ann");
    expect(timed.clock).toEqual({ initial_s: 600, increment_s: 5 });
    expect(timed).toMatchObject({ variant: "chess960", take: [0], name: "Ann", options: {} });
    expect(quickStartRequest("chess960", q, "untimed", {}, "").clock).toBeNull();
    expect(quickStartRequest("chess960", q, "untimed", {}, "")).not.toHaveProperty("name");
  });
});

const objectSpec: OptionSpec = {
  name: "object",
  type: "string",
  description: "the object",
  default: "1",
  suggestions: [
    { value: "1", label: "ODD wins if the last piece captured is White" },
    { value: "5", label: "ODD wins if an odd number of pieces remain" },
  ],
};
const sniderman = { id: "chessence-sniderman", options: [objectSpec, { name: "rounds", type: "integer", description: "", default: 1, min: 1, max: 15 }] } as unknown as Variant;

describe("a card's choices (options the game names in words)", () => {
  it("offers each suggested value by its words, and a made-up one for a text option", () => {
    const c = cardChoices(sniderman);
    expect(c).toHaveLength(1);
    expect(c[0]).toMatchObject({ name: "object", initial: "1", custom: true });
    expect(c[0].items.map((i) => i.label)).toEqual(["ODD wins if the last piece captured is White", "ODD wins if an odd number of pieces remain"]);
    expect(cardChoices({ id: "chess960", options: [{ name: "sp", type: "integer", description: "", default: null }] } as unknown as Variant)).toEqual([]);
  });
  it("sends only what differs from the default, a made-up text trimmed", () => {
    const c = cardChoices(sniderman);
    expect(cardOptions(c, { object: "1" })).toEqual({ options: {} });
    expect(cardOptions(c, { object: "5" })).toEqual({ options: { object: "5" } });
    expect(cardOptions(c, { object: "  odd wins if odd(pieces) " })).toEqual({ options: { object: "odd wins if odd(pieces)" } });
    expect(cardOptions(c, { object: "   " })).toEqual({ error: "Type the object, or choose one of the list." });
  });
});

describe("yourGames", () => {
  const g = (id: string, created_ms: number, more: Partial<Game> = {}): Game => ({ id, variant: "chess960", seats: [], clock: null, status: "playing" as const, result: null, created_ms, ...more });
  it("lists this browser's games and the account's once each, newest first", () => {
    expect(yourGames([g("a", 1), g("b", 3)], [g("b", 3), g("c", 2)]).map((x) => x.id)).toEqual(["b", "c", "a"]);
    expect(yourGames([], [])).toEqual([]);
  });
  it("puts the games where it is your turn first, by the account's seats or this browser's", () => {
    const here = [g("mine-waiting", 5, { acting: [1] }), g("token-turn", 1, { acting: [0] })];
    const account = [g("account-turn", 2, { acting: [1], you: [1] }), g("over", 9, { acting: [], status: "finished", you: [0] })];
    const tokens: Record<string, number[]> = { "mine-waiting": [0], "token-turn": [0] };
    const held = (x: Game) => heldSeats(x, tokens[x.id] ?? []);
    expect(yourGames(here, account, held).map((x) => x.id)).toEqual(["account-turn", "token-turn", "over", "mine-waiting"]);
    const rows = gameRows(yourGames(here, account, held), (v) => v, held);
    expect(rows.map((r) => r.status)).toEqual(["your turn", "your turn", "finished", "playing"]);
  });
  it("knows the seats held from tokens and the account, each once", () => {
    expect(heldSeats(g("x", 1, { you: [2, 0] }), [0, 1])).toEqual([0, 1, 2]);
    expect(heldSeats(g("x", 1), [])).toEqual([]);
    expect(yourTurn(g("x", 1, { acting: [0, 2] }), [2])).toBe(true);
    expect(yourTurn(g("x", 1, { acting: [0, 2], status: "finished" }), [2])).toBe(false);
    expect(yourTurn(g("x", 1), [0])).toBe(false);
  });
});
