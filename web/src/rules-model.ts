// The rules page's pure part (no DOM, no fetch): docs/rules/<id>.md turned into HTML. A rules file
// starts with what a player needs ("## How to play"), then everything for developers under one
// heading, "## For developers", which the page folds into a <details>. A picture is a fenced block
//
//   ```board zombie
//   fen: 4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1     (or  options: {"board": "...", "seed": 1})
//   seat: 0                                    (optional: whose view; default the spectator's)
//   mark: d5 e4                                (optional: squares to highlight)
//   arrow: e4 d5                               (optional: one arrow, from and to)
//   caption: Take the pawn, then bury it.
//   ```
//
// which becomes a <figure> the page fills with the board renderer (the view comes from
// GET /api/variants/{id}/start?options=O&seat=S, a table made for the answer and dropped).
// tests/catalog/rules_pictures_test.cpp checks that every block of docs/rules draws.
import { Marked } from "marked";
import type { View } from "./types";

export const DEVELOPERS_HEADING = "## For developers";
export const DEVELOPERS_SUMMARY = "Details for developers";

export interface Picture {
  variant: string;
  options: Record<string, unknown>;
  /** Whose view to draw; undefined: the spectator's. */
  seat?: number;
  marks: string[];
  arrow?: { from: string; to: string };
  caption: string;
}

/** The players' part and the developers' part (null when the file has none). */
export function splitRules(md: string): { players: string; developers: string | null } {
  const lines = md.split("\n");
  const at = lines.findIndex((l) => l.trimEnd() === DEVELOPERS_HEADING);
  if (at < 0) return { players: md, developers: null };
  return { players: lines.slice(0, at).join("\n"), developers: lines.slice(at + 1).join("\n") };
}

const SQUARE = /^[a-z][1-9][0-9]?$/;

/** One ```board block: `variant` is the rest of its fence line. Throws an Error naming the fault. */
export function parsePicture(variant: string, body: string): Picture {
  const pic: Picture = { variant: variant.trim(), options: {}, marks: [], caption: "" };
  let positioned = false;
  if (!pic.variant) throw new Error("a picture names no game (```board <id>)");
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(":");
    const key = colon < 0 ? line : line.slice(0, colon).trim();
    const value = colon < 0 ? "" : line.slice(colon + 1).trim();
    if (key === "fen" || key === "options") {
      if (positioned) throw new Error("a picture has two positions (fen and options)");
      positioned = true;
      if (key === "fen") pic.options = { fen: value };
      else {
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch {
          parsed = null;
        }
        if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error(`options is not a JSON object: ${value}`);
        pic.options = parsed as Record<string, unknown>;
      }
    } else if (key === "seat") {
      if (!/^\d$/.test(value)) throw new Error(`seat is not a seat number: ${value}`);
      pic.seat = Number(value);
    } else if (key === "mark" || key === "arrow") {
      const squares = value.split(/\s+/).filter(Boolean);
      const bad = squares.find((s) => !SQUARE.test(s));
      if (bad !== undefined) throw new Error(`'${bad}' is not a square`);
      if (key === "mark") pic.marks.push(...squares);
      else {
        if (squares.length !== 2) throw new Error(`an arrow is two squares: ${value}`);
        if (pic.arrow) throw new Error("a picture has one arrow at most");
        pic.arrow = { from: squares[0], to: squares[1] };
      }
    } else if (key === "caption") {
      pic.caption = value;
    } else throw new Error(`unknown line '${key}' in a picture`);
  }
  if (!positioned) throw new Error("a picture has no position (fen or options)");
  if (!pic.caption) throw new Error("a picture has no caption");
  return pic;
}

/** The request that fetches a picture's view. */
export function picturePath(p: Picture): string {
  const q = new URLSearchParams({ options: JSON.stringify(p.options) });
  if (p.seat !== undefined) q.set("seat", String(p.seat));
  return `/api/variants/${encodeURIComponent(p.variant)}/start?${q.toString()}`;
}

/** The view to draw: the server's, with the picture's squares highlighted and no move to make. */
export function pictureView(view: View, p: Picture): View {
  const markers = { ...(view.board.markers ?? {}) };
  for (const sq of p.marks) markers[sq] = "yellow";
  const { legal: _legal, ...rest } = view as View & { legal?: unknown };
  return { ...rest, board: { ...view.board, markers }, last_move: undefined } as View;
}

/** Whether a picture drawn from `seat`'s view is best seen from Black's side. */
export function pictureFlipped(view: View, p: Picture): boolean {
  return p.seat !== undefined && view.seats?.[p.seat]?.color === "black";
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/** A picture's placeholder: the page finds it by class and reads the picture from data-picture. A
 * block that does not parse is shown as what is wrong, never silently dropped. */
function pictureHtml(lang: string, body: string): string {
  try {
    const p = parsePicture(lang.slice("board".length), body);
    return `<figure class="rules-picture" data-picture="${escapeHtml(JSON.stringify(p))}"><div class="rules-board" role="img" aria-label="${escapeHtml(p.caption)}"></div><figcaption>${escapeHtml(p.caption)}</figcaption></figure>\n`;
  } catch (e) {
    return `<p class="rules-picture-error">Picture not shown: ${escapeHtml((e as Error).message)}</p>\n`;
  }
}

function markdown(): Marked {
  return new Marked({
    renderer: {
      code({ text, lang }) {
        if (lang && /^board(\s|$)/.test(lang)) return pictureHtml(lang, text);
        return false; // marked's own rendering
      },
    },
  });
}

/** The whole page's HTML: the players' part, then the developers' part folded. The markdown is the
 * project's own (docs/rules), so its HTML is trusted. */
export function rulesHtml(md: string): string {
  const { players, developers } = splitRules(md);
  const m = markdown();
  let html = m.parse(players, { async: false }) as string;
  if (developers !== null)
    html += `<details class="for-developers"><summary>${DEVELOPERS_SUMMARY}</summary>\n${m.parse(developers, { async: false }) as string}</details>\n`;
  return html;
}

/** The pictures a rendered page holds, read back from its placeholders' data (for the page). */
export function pictureOf(data: string | null): Picture | null {
  if (!data) return null;
  try {
    return JSON.parse(data) as Picture;
  } catch {
    return null;
  }
}
