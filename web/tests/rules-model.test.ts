import { describe, expect, it } from "vitest";
import { parsePicture, pictureFlipped, pictureOf, picturePath, pictureView, rulesHtml, splitRules } from "../src/rules-model";
import type { View } from "../src/types";

const PAGE = [
  "# Zombie Chess",
  "",
  "## How to play",
  "",
  "Take, then bury.",
  "",
  "```board zombie",
  "fen: 4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1",
  "seat: 0",
  "mark: d5",
  "arrow: e4 d5",
  "caption: Take the pawn & bury it.",
  "```",
  "",
  "## For developers",
  "",
  "### Position text",
  "",
  "```",
  "a fen",
  "```",
  "",
].join("\n");

describe("splitRules", () => {
  it("cuts at the developers' heading, which goes", () => {
    const { players, developers } = splitRules(PAGE);
    expect(players).toContain("## How to play");
    expect(players).not.toContain("Position text");
    expect(developers).toContain("### Position text");
    expect(developers).not.toContain("## For developers");
  });
  it("keeps a file without that heading whole", () => {
    expect(splitRules("# A\n\ntext\n")).toEqual({ players: "# A\n\ntext\n", developers: null });
  });
});

describe("parsePicture", () => {
  it("reads a position, a seat, marks, an arrow and a caption", () => {
    expect(parsePicture(" zombie", "fen: 8/8 w\nseat: 1\nmark: a1 h8\narrow: e4 d5\ncaption: Hi: there\n")).toEqual({
      variant: "zombie",
      options: { fen: "8/8 w" },
      seat: 1,
      marks: ["a1", "h8"],
      arrow: { from: "e4", to: "d5" },
      caption: "Hi: there",
    });
  });
  it("takes options as JSON (Golf's board and cards)", () => {
    const p = parsePicture("golf", 'options: {"board": "8/8/8/8/8/8/8/4N3", "cards": "N r", "seed": 1}\ncaption: x');
    expect(p.options).toEqual({ board: "8/8/8/8/8/8/8/4N3", cards: "N r", seed: 1 });
    expect(p.seat).toBeUndefined();
  });
  it.each([
    ["caption: x", "no position"],
    ["fen: a", "no caption"],
    ["fen: a\noptions: {}\ncaption: x", "two positions"],
    ["options: [1]\ncaption: x", "not a JSON object"],
    ["fen: a\nmark: e44x\ncaption: x", "'e44x' is not a square"],
    ["fen: a\narrow: e4\ncaption: x", "two squares"],
    ["fen: a\narrow: e4 e5\narrow: e5 e6\ncaption: x", "one arrow"],
    ["fen: a\nseat: two\ncaption: x", "seat"],
    ["fen: a\ncolour: red\ncaption: x", "unknown line 'colour'"],
  ])("refuses %j naming the fault", (body, fault) => {
    expect(() => parsePicture("zombie", body)).toThrow(fault);
  });
  it("needs a game", () => {
    expect(() => parsePicture("", "fen: a\ncaption: x")).toThrow("names no game");
  });
});

describe("picturePath", () => {
  it("asks the start route for the position and the seat", () => {
    const path = picturePath({ variant: "crowded-house", options: { fen: "8/8 w - - 0 1 k" }, seat: 2, marks: [], caption: "c" });
    const url = new URL(path, "http://x");
    expect(url.pathname).toBe("/api/variants/crowded-house/start");
    expect(JSON.parse(url.searchParams.get("options") ?? "")).toEqual({ fen: "8/8 w - - 0 1 k" });
    expect(url.searchParams.get("seat")).toBe("2");
    expect(new URL(picturePath({ variant: "golf", options: {}, marks: [], caption: "c" }), "http://x").searchParams.has("seat")).toBe(false);
  });
});

describe("rulesHtml", () => {
  const html = rulesHtml(PAGE);
  it("turns a board block into a figure with its caption, not code", () => {
    expect(html).toContain('<figure class="rules-picture"');
    expect(html).toContain("<figcaption>Take the pawn &amp; bury it.</figcaption>");
    expect(html).not.toContain("fen: 4k3");
    const data = /data-picture="([^"]*)"/.exec(html)?.[1] ?? "";
    const unescaped = data.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    expect(pictureOf(unescaped)).toEqual(parsePicture("zombie", "fen: 4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1\nseat: 0\nmark: d5\narrow: e4 d5\ncaption: Take the pawn & bury it."));
  });
  it("folds the developers' part under one summary, after the players' part", () => {
    const details = html.indexOf('<details class="for-developers"><summary>Details for developers</summary>');
    expect(details).toBeGreaterThan(html.indexOf("How to play"));
    expect(html.indexOf("Position text")).toBeGreaterThan(details);
    expect(html.indexOf("<figure")).toBeLessThan(details);
    expect(html).not.toContain("<h2>For developers</h2>");
    expect(html.trimEnd().endsWith("</details>")).toBe(true);
  });
  it("keeps ordinary code blocks as code", () => {
    expect(html).toContain("<pre><code>a fen");
  });
  it("shows a broken picture's fault instead of dropping it", () => {
    const broken = rulesHtml("```board zombie\ncaption: x\n```\n");
    expect(broken).toContain('class="rules-picture-error"');
    expect(broken).toContain("no position");
  });
  it("has no details without a developers' part", () => {
    expect(rulesHtml("# A\n\nplain\n")).not.toContain("<details");
  });
});

describe("pictureView", () => {
  const view = {
    variant: "zombie",
    board: { width: 8, height: 8, markers: { a1: "red" } },
    pieces: [],
    zones: [],
    seats: [{ name: "White", color: "white" }, { name: "Black", color: "black" }],
    history: [],
    last_move: { text: "e2e4", from: "e2", to: "e4" },
    legal: [{ text: "e4d5" }],
  } as unknown as View;
  const p = { variant: "zombie", options: {}, seat: 1, marks: ["d5"], caption: "c" };
  it("highlights the marks, keeps the game's markers, drops moves and the last move", () => {
    const v = pictureView(view, p) as View & { legal?: unknown };
    expect(v.board.markers).toEqual({ a1: "red", d5: "yellow" });
    expect(v.legal).toBeUndefined();
    expect(v.last_move).toBeUndefined();
    expect(view.board.markers).toEqual({ a1: "red" }); // the server's view is left alone
  });
  it("draws Black's view from Black's side", () => {
    expect(pictureFlipped(view, p)).toBe(true);
    expect(pictureFlipped(view, { ...p, seat: 0 })).toBe(false);
    expect(pictureFlipped(view, { ...p, seat: undefined })).toBe(false);
  });
});
