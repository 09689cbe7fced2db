// Forms (docs/view.md, "Forms"): a view may say how a move text is composed from a few choices,
// so the client can offer a grid instead of a long row of buttons (Masquerade's set-up: 120
// assignments). Pure: checking a choice, writing its text, and knowing which legal moves a form
// stands for. The client still sends only a text that is in `legal`; the form knows no rule.
import type { Form, Move } from "./types";

/** One chosen column index per row (null: nothing chosen in that row yet). */
export type Choice = (number | null)[];

export type Checked = { ok: true; text: string } | { ok: false; message: string };

const rowName = (f: Form, r: number) => f.row_names?.[r] ?? f.rows[r];
const colName = (f: Form, c: number) => f.col_names?.[c] ?? f.cols[c];

/** The move text for a complete choice: `move` with `{}` replaced by the columns in row order. */
export function composeText(form: Form, choice: number[]): string {
  const body = choice.map((c) => form.cols[c]).join(form.sep ?? "");
  return form.move.replace("{}", body);
}

/** Whether a choice is a permutation (every row one column, every column once), and its text. */
export function checkPermutation(form: Form, choice: Choice): Checked {
  const missing = form.rows.map((_, r) => r).filter((r) => choice[r] === null || choice[r] === undefined);
  if (missing.length > 0)
    return { ok: false, message: `Choose one for every row: nothing chosen for ${missing.map((r) => rowName(form, r)).join(", ")}.` };
  const byCol = new Map<number, number[]>();
  choice.forEach((c, r) => byCol.set(c as number, [...(byCol.get(c as number) ?? []), r]));
  const twice = [...byCol.entries()].filter(([, rows]) => rows.length > 1);
  if (twice.length > 0 || choice.length !== form.cols.length) {
    const unused = form.cols.map((_, c) => c).filter((c) => !byCol.has(c));
    const dup = twice.map(([c, rows]) => `"${colName(form, c)}" is chosen ${rows.length} times (${rows.map((r) => rowName(form, r)).join(", ")})`);
    const none = unused.length ? `; ${unused.map((c) => `"${colName(form, c)}"`).join(", ")} not at all` : "";
    return { ok: false, message: `Each column must be chosen exactly once: ${dup.join("; ")}${none}.` };
  }
  return { ok: true, text: composeText(form, choice as number[]) };
}

/** The columns used by more than one row (to mark them while the person chooses). */
export function clashingColumns(choice: Choice): Set<number> {
  const seen = new Set<number>();
  const out = new Set<number>();
  for (const c of choice) {
    if (c === null || c === undefined) continue;
    if (seen.has(c)) out.add(c);
    seen.add(c);
  }
  return out;
}

/** The choice a move text stands for, or null when the form cannot write that text. */
export function parseText(form: Form, text: string): number[] | null {
  const [prefix, suffix = ""] = form.move.split("{}");
  if (!text.startsWith(prefix) || !text.endsWith(suffix) || text.length < prefix.length + suffix.length) return null;
  const body = text.slice(prefix.length, text.length - suffix.length);
  const sep = form.sep ?? "";
  // Columns may be longer than one letter: try each that fits, depth first (rows are few).
  const walk = (rest: string, row: number, used: number[]): number[] | null => {
    if (row === form.rows.length) return rest === "" ? used : null;
    const lead = row > 0 ? sep : "";
    if (!rest.startsWith(lead)) return null;
    const after = rest.slice(lead.length);
    for (let c = 0; c < form.cols.length; ++c) {
      if (used.includes(c) || !after.startsWith(form.cols[c])) continue;
      const found = walk(after.slice(form.cols[c].length), row + 1, [...used, c]);
      if (found) return found;
    }
    return null;
  };
  return walk(body, 0, []);
}

/** The legal moves a form stands for, its shortcut buttons included (the form draws those):
 * none of them is drawn among the move buttons. */
export function coveredMoves(forms: Form[], legal: Move[]): Set<string> {
  const out = new Set<string>();
  for (const f of forms) {
    if (f.kind !== "permutation") continue;
    const shortcuts = new Set(f.buttons ?? []);
    for (const m of legal) if (shortcuts.has(m.text) || parseText(f, m.text)) out.add(m.text);
  }
  return out;
}

/** The forms this client can draw, and only when some legal move is theirs. */
export function usableForms(forms: Form[] | undefined, legal: Move[]): Form[] {
  return (forms ?? []).filter(
    (f) => f.kind === "permutation" && Array.isArray(f.rows) && Array.isArray(f.cols) && legal.some((m) => parseText(f, m.text)),
  );
}

/** The text forms this client can draw: a field whose text, put into `move`, makes a move the
 * legal list cannot hold (Sniderman's made-up object); shown while a legal move has its form. */
export function textForms(forms: Form[] | undefined, legal: Move[]): Form[] {
  return (forms ?? []).filter((f) => {
    if (f.kind !== "text" || typeof f.move !== "string" || !f.move.includes("{}")) return false;
    const prefix = f.move.split("{}")[0];
    return legal.some((m) => m.text.startsWith(prefix));
  });
}

/** The move text a text form sends for what was typed (trimmed), or what is missing. The server
 * judges it: a text it cannot read is refused with its reason, and nothing changes. */
export function textFormMove(form: Form, typed: string): Checked {
  const t = typed.trim();
  if (t === "") return { ok: false, message: `Type it first${form.placeholder ? `, e.g. “${form.placeholder}”` : ""}.` };
  return { ok: true, text: form.move.replace("{}", t) };
}
