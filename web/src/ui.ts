// Small DOM helpers shared by the pages.
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number | boolean | undefined | ((e: Event) => void)> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === "function") el.addEventListener(k.replace(/^on/, ""), v);
    else if (v === true) el.setAttribute(k, "");
    else el.setAttribute(k, String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** The page's message area (role="alert"): errors from the server or the network. */
export class Alerts {
  readonly element = h("div", { class: "alerts", role: "alert", "aria-live": "assertive" });
  private timer: number | undefined;
  private shownAt = 0;

  show(message: string, kind: "error" | "info" = "error"): void {
    this.shownAt = Date.now();
    this.element.replaceChildren(
      h("div", { class: `alert ${kind}` }, h("span", {}, message), h("button", { type: "button", class: "close", "aria-label": "dismiss", onclick: () => this.clear() }, "×")),
    );
    window.clearTimeout(this.timer);
    if (kind === "info") this.timer = window.setTimeout(() => this.clear(), 4000);
  }

  clear(): void {
    this.element.replaceChildren();
  }

  /** Clear a message that has been up long enough to be read (the game went on meanwhile). */
  clearIfOlderThan(ms: number): void {
    if (Date.now() - this.shownAt >= ms) this.clear();
  }
}

export function navigate(path: string): void {
  history.pushState(null, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

/** An in-page link that routes without reloading. */
export function link(path: string, text: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  return h("a", {
    href: path,
    ...attrs,
    onclick: (e: Event) => {
      const me = e as MouseEvent;
      if (me.ctrlKey || me.metaKey || me.shiftKey || me.button !== 0) return;
      e.preventDefault();
      navigate(path);
    },
  }, text);
}
