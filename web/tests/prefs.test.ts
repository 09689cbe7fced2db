import { describe, expect, it } from "vitest";
import { type FlagStore, readFlag, writeFlag } from "../src/prefs";

class MemoryStore implements FlagStore {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

const broken: FlagStore = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("display flags", () => {
  it("uses the default until a choice is stored, then the choice", () => {
    const s = new MemoryStore();
    expect(readFlag(s, "k", true)).toBe(true);
    expect(readFlag(s, "k", false)).toBe(false);
    writeFlag(s, "k", false);
    expect(s.data.get("k")).toBe("0");
    expect(readFlag(s, "k", true)).toBe(false);
    writeFlag(s, "k", true);
    expect(readFlag(s, "k", false)).toBe(true);
  });
  it("ignores values it did not write", () => {
    const s = new MemoryStore();
    s.setItem("k", "maybe");
    expect(readFlag(s, "k", true)).toBe(true);
    expect(readFlag(s, "k", false)).toBe(false);
  });
  it("survives a missing or failing store", () => {
    expect(readFlag(null, "k", true)).toBe(true);
    expect(readFlag(broken, "k", false)).toBe(false);
    expect(() => writeFlag(broken, "k", true)).not.toThrow();
    expect(() => writeFlag(undefined, "k", true)).not.toThrow();
  });
});
