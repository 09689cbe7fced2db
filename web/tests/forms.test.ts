import { describe, expect, it } from "vitest";
import { checkPermutation, clashingColumns, composeText, coveredMoves, parseText, textFormMove, textForms, usableForms } from "../src/forms";
import type { Form, Move } from "../src/types";

const form: Form = {
  kind: "permutation",
  rows: ["K", "Q", "R", "B", "N"],
  row_names: ["Black's king", "Black's queen", "Black's rook", "Black's bishop", "Black's knight"],
  cols: ["K", "Q", "R", "B", "N"],
  col_names: ["like a king", "like a queen", "like a rook", "like a bishop", "like a knight"],
  move: "assign-{}",
  buttons: ["assign-QNBKR"],
};

const perms = (letters: string[]): string[] =>
  letters.length <= 1 ? letters : letters.flatMap((l, i) => perms([...letters.slice(0, i), ...letters.slice(i + 1)]).map((p) => l + p));
const legal: Move[] = [
  ...perms(["K", "Q", "R", "B", "N"]).map((p) => ({ text: `assign-${p}`, label: p })),
  { text: "resign-ish", label: "something else" },
];

describe("permutation forms", () => {
  it("writes the chosen columns in row order into the move", () => {
    expect(composeText(form, [1, 4, 3, 0, 2])).toBe("assign-QNBKR");
    expect(composeText({ ...form, move: "x {} y", sep: "," }, [0, 1, 2, 3, 4])).toBe("x K,Q,R,B,N y");
  });
  it("accepts a permutation", () => {
    expect(checkPermutation(form, [0, 1, 2, 3, 4])).toEqual({ ok: true, text: "assign-KQRBN" });
  });
  it("names the rows left empty", () => {
    const c = checkPermutation(form, [0, null, 2, 3, null]);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.message).toBe("Choose one for every row: nothing chosen for Black's queen, Black's knight.");
  });
  it("names a column chosen twice and the one left out", () => {
    const c = checkPermutation(form, [1, 1, 2, 3, 4]);
    expect(c.ok).toBe(false);
    if (!c.ok) {
      expect(c.message).toContain('"like a queen" is chosen 2 times (Black\'s king, Black\'s queen)');
      expect(c.message).toContain('"like a king" not at all');
    }
  });
  it("marks clashing columns as the person picks", () => {
    expect([...clashingColumns([1, 1, null, 3, 3])].sort()).toEqual([1, 3]);
    expect(clashingColumns([0, 1, 2, null, null]).size).toBe(0);
  });
  it("reads a move text back, longer column names and separators included", () => {
    expect(parseText(form, "assign-QNBKR")).toEqual([1, 4, 3, 0, 2]);
    expect(parseText(form, "assign-QQBKR")).toBeNull();
    expect(parseText(form, "assign-QNBK")).toBeNull();
    expect(parseText(form, "balanced")).toBeNull();
    const words: Form = { kind: "permutation", rows: ["a", "b"], cols: ["one", "on"], move: "{}!", sep: "+" };
    expect(parseText(words, "on+one!")).toEqual([1, 0]);
    expect(parseText(words, "one+on!")).toEqual([0, 1]);
  });
  it("covers the 120 assignments and its shortcut, not other moves", () => {
    const covered = coveredMoves([form], legal);
    expect(covered.size).toBe(120);
    expect(covered.has("assign-QNBKR")).toBe(true);
    expect(covered.has("resign-ish")).toBe(false);
  });
  it("is used only when it writes some legal move, and only for kinds this client knows", () => {
    expect(usableForms([form], legal)).toHaveLength(1);
    expect(usableForms([form], [{ text: "e2e4", from: "e2", to: "e4" }])).toHaveLength(0);
    expect(usableForms([{ ...form, kind: "sliders" }], legal)).toHaveLength(0);
    expect(usableForms(undefined, legal)).toHaveLength(0);
  });
});

describe("text forms", () => {
  const made: Form = { kind: "text", title: "A made-up object", move: "object {}", placeholder: "odd wins if odd(pieces)", rows: [], cols: [] };
  const naming = [{ text: "object 1" }, { text: "object p4" }] as Move[];
  it("is drawn while a legal move has its form, and not otherwise", () => {
    expect(textForms([made], naming)).toEqual([made]);
    expect(textForms([made], [{ text: "a1b2" }] as Move[])).toEqual([]);
    expect(textForms([{ ...made, kind: "permutation" }], naming)).toEqual([]);
    expect(textForms(undefined, naming)).toEqual([]);
  });
  it("puts what was typed into the move, and asks for something when nothing was", () => {
    expect(textFormMove(made, "  odd wins if odd(pieces) ")).toEqual({ ok: true, text: "object odd wins if odd(pieces)" });
    expect(textFormMove(made, "   ")).toEqual({ ok: false, message: "Type it first, e.g. \u201codd wins if odd(pieces)\u201d." });
  });
});
