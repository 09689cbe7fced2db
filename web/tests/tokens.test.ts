import { beforeEach, describe, expect, it } from "vitest";
import { rememberTokens, settleRematchToken, tokenSeats, tokensFor } from "../src/tokens";

// tokens.ts keeps its store in localStorage: a map stands in for it here.
beforeEach(() => {
  const data = new Map<string, string>();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
});

describe("tokenSeats", () => {
  it("names the seats the tokens are filed under, not a rematch's", () => {
    rememberTokens("g", { "1": "t1", "3": "t3" });
    rememberTokens("r", { rematch: "t" });
    expect(tokenSeats("g")).toEqual([1, 3]);
    expect(tokenSeats("r")).toEqual([]);
    expect(tokenSeats("none")).toEqual([]);
  });
});

describe("settleRematchToken", () => {
  it("files a rematch's token under the seats the server says it holds", () => {
    rememberTokens("r", { rematch: "t" });
    settleRematchToken("r", "t", [1]);
    expect(tokenSeats("r")).toEqual([1]);
    expect(tokensFor("r")).toEqual(["t"]);
  });
  it("leaves the tokens alone for another token or no seats", () => {
    rememberTokens("r", { rematch: "t" });
    settleRematchToken("r", "other", [1]);
    settleRematchToken("r", "t", []);
    expect(tokenSeats("r")).toEqual([]);
    expect(tokensFor("r")).toEqual(["t"]);
  });
});
