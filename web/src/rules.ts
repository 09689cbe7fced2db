// The rules page (/rules/{id}): docs/rules/<id>.md as the server sends it. The pure part
// (rules-model.ts) makes the HTML: the players' part with its pictures, the developers' part
// folded. This file fetches, then fills each picture with the board renderer: a still board, no
// move to make, nothing to click.
import { api } from "./api";
import { BoardView } from "./board/board";
import { pictureFlipped, pictureOf, picturePath, pictureView, rulesHtml, type Picture } from "./rules-model";
import type { View } from "./types";
import { Alerts, h, link } from "./ui";
import { normaliseView } from "./view";

async function fetchView(p: Picture): Promise<View> {
  const res = await fetch(picturePath(p));
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error((body as { error?: string }).error ?? `${res.status}`);
  return normaliseView(body as View);
}

function drawPicture(figure: HTMLElement, alive: () => boolean): void {
  const p = pictureOf(figure.getAttribute("data-picture"));
  const slot = figure.querySelector<HTMLElement>(".rules-board");
  if (!p || !slot) return;
  fetchView(p).then(
    (view) => {
      if (!alive()) return;
      const board = new BoardView({ onMove: () => {}, choose: async () => null });
      board.element.inert = true; // a picture: no focus stop, no click
      board.setFlipped(pictureFlipped(view, p));
      board.setView(pictureView(view, p), [], false);
      if (p.arrow) board.setHint({ text: "arrow", from: p.arrow.from, to: p.arrow.to });
      slot.replaceChildren(board.element);
      figure.setAttribute("data-drawn", "true");
    },
    (e: Error) => {
      slot.replaceChildren(h("p", { class: "rules-picture-error" }, `Picture not shown: ${e.message}`));
      figure.setAttribute("data-drawn", "failed");
    },
  );
}

export function rulesPage(root: HTMLElement, variant: string): () => void {
  let alive = true;
  const alerts = new Alerts();
  const article = h("article", { class: "rules" }, "Loading…");
  root.replaceChildren(h("main", { class: "rules-page" }, h("nav", {}, link("/", "← Lobby"), " · ", link(`/learn/${variant}`, "Learn it by playing", { class: "learn-link" })), alerts.element, article));
  document.title = `Rules: ${variant} — Menagerie`;
  api.rules(variant).then(
    (md) => {
      if (!alive) return;
      article.innerHTML = rulesHtml(md);
      const title = article.querySelector("h1")?.textContent;
      if (title) document.title = `${title} — Menagerie`;
      article.querySelectorAll<HTMLElement>("figure.rules-picture").forEach((f) => drawPicture(f, () => alive));
    },
    (e: Error) => {
      article.replaceChildren("No rules to show.");
      alerts.show(e.message);
    },
  );
  return () => {
    alive = false;
  };
}
