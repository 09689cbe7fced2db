// The rules page (/rules/{id}): docs/rules/<id>.md as the server sends it, rendered by marked.
// The markdown is the project's own (docs/rules), so its HTML is trusted.
import { marked } from "marked";
import { api } from "./api";
import { Alerts, h, link } from "./ui";

export function rulesPage(root: HTMLElement, variant: string): () => void {
  const alerts = new Alerts();
  const article = h("article", { class: "rules" }, "Loading…");
  root.replaceChildren(h("main", { class: "rules-page" }, h("nav", {}, link("/", "← Lobby"), " · ", link(`/learn/${variant}`, "Learn it by playing", { class: "learn-link" })), alerts.element, article));
  document.title = `Rules: ${variant} — Menagerie`;
  api.rules(variant).then(
    async (md) => {
      article.innerHTML = await marked.parse(md);
      const title = article.querySelector("h1")?.textContent;
      if (title) document.title = `${title} — Menagerie`;
    },
    (e: Error) => {
      article.replaceChildren("No rules to show.");
      alerts.show(e.message);
    },
  );
  return () => {};
}
