// How the side panel writes a view's `secret` (docs/view.md: free form, "shown as Info when the
// client knows no better") and its Tables: pure, so the wording can be tested without a page.
import type { Table } from "./types";

/** Whether a value has a Table's shape (rows, cols, cells): drawn as a grid. */
export function isTable(v: unknown): v is Table {
  if (!v || typeof v !== "object") return false;
  const t = v as Record<string, unknown>;
  return Array.isArray(t.rows) && Array.isArray(t.cols) && Array.isArray(t.cells);
}

/** A secret value that is not a table, as one line a person can read. */
export function secretText(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return "none";
    // A list of records (Zombie's burials: {square, color, type}): "c6: black pawn".
    return v
      .map((x) => {
        if (!x || typeof x !== "object") return String(x);
        const { square, at, ...rest } = x as Record<string, unknown>;
        const where = square ?? at;
        const what = Object.values(rest).map(String).join(" ");
        return where !== undefined ? `${String(where)}: ${what}` : what;
      })
      .join(", ");
  }
  return Object.entries(v as Record<string, unknown>)
    .map(([k, x]) => `${k}: ${secretText(x)}`)
    .join("; ");
}

/** The secret's key as a heading ("burials" -> "Burials (only you see this)"). */
export function secretLabel(key: string): string {
  return `${key.charAt(0).toUpperCase()}${key.slice(1)} (only you see this)`;
}

/** The line under a table's title: its `note`, or else its other keys as `key: value`. */
export function tableNote(t: Table): string {
  if (typeof t.note === "string") return t.note;
  const known = new Set(["seat", "title", "rows", "cols", "cells", "note", "row_title", "col_title"]);
  return Object.entries(t)
    .filter(([k]) => !known.has(k))
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(", ");
}
