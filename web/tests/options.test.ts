import { describe, expect, it } from "vitest";
import { collectOptions, initialValue } from "../src/options";
import type { OptionSpec } from "../src/types";

const specs: OptionSpec[] = [
  { name: "start", type: "choice", description: "", default: "number", choices: ["number", "random"] },
  { name: "sp", type: "integer", description: "", default: 518, min: 0, max: 959 },
  { name: "seed", type: "integer", description: "", default: null, min: 0, max: 2 ** 40 },
  { name: "fen", type: "string", description: "", default: null },
  { name: "dice", type: "boolean", description: "", default: false },
];

const untouched = () => Object.fromEntries(specs.map((s) => [s.name, initialValue(s)]));

describe("collectOptions", () => {
  it("sends nothing when nothing changed", () => {
    expect(collectOptions(specs, untouched())).toEqual({ options: {} });
  });
  it("sends only what changed, typed", () => {
    const v = { ...untouched(), fen: " 8/8/8/8/8/8/8/K1k5 w - - 0 1 ", sp: "100", dice: true, start: "random" };
    expect(collectOptions(specs, v)).toEqual({
      options: { fen: "8/8/8/8/8/8/8/K1k5 w - - 0 1", sp: 100, dice: true, start: "random" },
    });
  });
  it("names a bad number", () => {
    expect(collectOptions(specs, { ...untouched(), sp: "12a" })).toEqual({ error: "sp must be a whole number" });
    expect(collectOptions(specs, { ...untouched(), sp: "960" })).toEqual({ error: "sp must be from 0 to 959" });
  });
  it("leaves out an emptied field", () => {
    expect(collectOptions(specs, { ...untouched(), seed: "  " })).toEqual({ options: {} });
  });
});
