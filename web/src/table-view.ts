// A Table (docs/view.md) as an HTML grid: Masquerade's deduction tables ("O" certain, "X"
// impossible, "?" open) and the assignment a seat gave. Each mark gets a class of its own so
// certain and impossible cells read at a glance; the marks themselves stay as the view says.
import { tableNote } from "./secret";
import type { Table } from "./types";
import { h } from "./ui";

const MARK_CLASS: Record<string, string> = { O: "mark-yes", X: "mark-no", "?": "mark-open", "": "mark-empty" };

export function tableView(t: Table, extraTitle = ""): HTMLElement {
  const head = h("tr", {}, h("th", { class: "corner", scope: "col" }, t.row_title ?? ""));
  for (const c of t.cols) head.append(h("th", { scope: "col" }, c));
  const over = t.col_title ? h("tr", {}, h("th", { class: "corner" }, ""), h("th", { class: "col-title", colspan: t.cols.length, scope: "colgroup" }, t.col_title)) : null;
  const body = h("tbody");
  t.rows.forEach((r, ri) => {
    const tr = h("tr", {}, h("th", { scope: "row" }, r));
    t.cols.forEach((_, ci) => {
      const mark = String(t.cells[ri]?.[ci] ?? "");
      tr.append(h("td", { class: MARK_CLASS[mark] ?? "mark-other" }, mark));
    });
    body.append(tr);
  });
  const note = tableNote(t);
  return h(
    "figure",
    { class: "table-view", "data-table-seat": t.seat ?? "" },
    h("figcaption", {}, h("strong", {}, t.title + extraTitle), note ? h("div", { class: "table-note" }, note) : null),
    // Many columns (a race's nine holes and the total) draw closer, to fit beside the board and on
    // a phone without a sideways scroll.
    h("table", { class: `mark-grid${t.cols.length > 6 ? " many-cols" : ""}` }, h("thead", {}, over, head), body),
  );
}
