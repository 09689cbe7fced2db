import { describe, expect, it } from "vitest";
import { isTable, secretLabel, secretText, tableNote } from "../src/secret";

describe("secrets and tables in words", () => {
  it("knows a table by its shape", () => {
    expect(isTable({ title: "t", rows: ["K"], cols: ["K"], cells: [["O"]] })).toBe(true);
    expect(isTable({ rows: ["K"] })).toBe(false);
    expect(isTable("KQ QN")).toBe(false);
  });
  it("writes a list of burials by square", () => {
    expect(secretText([{ square: "d5", color: "black", type: "pawn" }, { square: "g1", color: "black", type: "knight" }])).toBe("d5: black pawn, g1: black knight");
    expect(secretText([])).toBe("none");
    expect(secretText("KQ QN RB BK NR")).toBe("KQ QN RB BK NR");
    expect(secretText({ a: 1, b: ["x", "y"] })).toBe("a: 1; b: x, y");
  });
  it("labels a secret as the seat's own", () => {
    expect(secretLabel("burials")).toBe("Burials (only you see this)");
  });
  it("prefers a table's note to its raw keys", () => {
    const t = { title: "t", rows: [], cols: [], cells: [], consistent: 72, row_title: "piece", col_title: "captures like" };
    expect(tableNote(t)).toBe("consistent: 72");
    expect(tableNote({ ...t, note: "72 of the 120 assignments still possible" })).toBe("72 of the 120 assignments still possible");
  });
});
