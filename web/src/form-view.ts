// The picture of a permutation form (src/forms.ts): a grid with one radio button per cell, a row
// per thing to assign, a column per value; one choice per row is the browser's radio rule, one
// per column is checked on sending (a column chosen twice is marked at once). The person's choice
// lives in `choice`, owned by the page, so a redraw (an offer, a clock) does not lose it. A text form
// is one field whose words make the move (textForm).
import { checkPermutation, clashingColumns, textFormMove, type Choice } from "./forms";
import type { Form, Move } from "./types";
import { h } from "./ui";

export function permutationForm(form: Form, index: number, choice: Choice, legal: Move[], send: (m: Move) => void): HTMLElement {
  // The form's shortcuts (Masquerade's balanced assignment) are drawn with it: one click each.
  const shortcuts = legal
    .filter((m) => (form.buttons ?? []).includes(m.text))
    .map((m) => h("button", { type: "button", "data-move": m.text, onclick: () => send(m) }, m.label ?? m.text));
  const message = h("div", { class: "form-message", role: "alert", "aria-live": "assertive" });
  const grid = h("table", { class: "perm-grid" });
  const mark = () => {
    const clash = clashingColumns(choice);
    for (const cell of grid.querySelectorAll<HTMLElement>("td[data-col]")) {
      const col = Number(cell.dataset.col);
      const row = Number(cell.dataset.row);
      cell.classList.toggle("chosen", choice[row] === col);
      cell.classList.toggle("clash", choice[row] === col && clash.has(col));
    }
  };
  const head = h("tr", {}, h("th", { class: "corner", scope: "col" }, form.row_title ?? ""));
  form.cols.forEach((c, ci) => head.append(h("th", { scope: "col", title: form.col_names?.[ci] ?? c }, c)));
  const over = form.col_title ? h("tr", {}, h("th", { class: "corner" }, ""), h("th", { class: "col-title", colspan: form.cols.length, scope: "colgroup" }, form.col_title)) : null;
  const body = h("tbody");
  form.rows.forEach((r, ri) => {
    const rowName = form.row_names?.[ri] ?? r;
    const tr = h("tr", {}, h("th", { scope: "row", title: rowName }, rowName));
    form.cols.forEach((c, ci) => {
      const input = h("input", {
        type: "radio",
        name: `form${index}-row${ri}`,
        value: String(ci),
        "aria-label": `${rowName}: ${form.col_names?.[ci] ?? c}`,
        checked: choice[ri] === ci,
        onchange: () => {
          choice[ri] = ci;
          message.replaceChildren();
          mark();
        },
      });
      tr.append(h("td", { "data-row": ri, "data-col": ci }, h("label", { class: "cell" }, input)));
    });
    body.append(tr);
  });
  grid.append(h("thead", {}, over, head), body);
  mark();

  const submit = () => {
    const checked = checkPermutation(form, choice);
    if (!checked.ok) {
      message.replaceChildren(h("div", { class: "alert error" }, checked.message));
      return;
    }
    const move = legal.find((m) => m.text === checked.text);
    if (!move) {
      message.replaceChildren(h("div", { class: "alert error" }, `"${checked.text}" is not among the legal moves.`));
      return;
    }
    send(move);
  };
  const clear = () => {
    choice.fill(null);
    for (const input of grid.querySelectorAll<HTMLInputElement>("input")) input.checked = false;
    message.replaceChildren();
    mark();
  };
  return h(
    "section",
    { class: "move-form", "data-form": index, "aria-label": form.title ?? "choose" },
    form.title ? h("h2", {}, form.title) : null,
    form.text ? h("p", { class: "form-text" }, form.text) : null,
    shortcuts.length ? h("div", { class: "form-shortcuts" }, h("span", {}, "In one click: "), ...shortcuts, h("span", {}, " or choose below:")) : null,
    grid,
    message,
    h(
      "div",
      { class: "form-actions" },
      h("button", { type: "button", class: "primary", "data-action": "form-submit", onclick: submit }, "Confirm this choice"),
      h("button", { type: "button", "data-action": "form-clear", onclick: clear }, "Clear"),
    ),
  );
}

// What a person has typed into a text form, kept across redraws (a clock tick redraws the panel).
const drafts = new Map<string, string>();

/** A text form (Sniderman's made-up object): its words, a field and a button that sends the move
 * the field makes. The server reads it and, when it cannot, says why (shown as the page's error). */
export function textForm(form: Form, index: number, send: (m: Move) => void): HTMLElement {
  const message = h("div", { class: "form-message", role: "alert", "aria-live": "assertive" });
  const input = h("input", {
    type: "text",
    class: "form-field",
    spellcheck: "false",
    value: drafts.get(form.move) ?? "",
    placeholder: form.placeholder ?? "",
    "aria-label": form.title ?? "your own",
    "data-form-text": form.move,
    oninput: () => drafts.set(form.move, input.value),
    onkeydown: (e: Event) => {
      if ((e as KeyboardEvent).key === "Enter") submit();
    },
  });
  const submit = () => {
    const made = textFormMove(form, input.value);
    if (!made.ok) {
      message.replaceChildren(h("div", { class: "alert error" }, made.message));
      return;
    }
    message.replaceChildren();
    send({ text: made.text } as Move);
  };
  return h(
    "section",
    { class: "move-form text-form", "data-form": index, "aria-label": form.title ?? "type it" },
    form.title ? h("h2", {}, form.title) : null,
    form.text ? h("p", { class: "form-text" }, form.text) : null,
    h("div", { class: "form-actions" }, input, h("button", { type: "button", class: "primary", "data-action": "form-send", onclick: submit }, "Send")),
    message,
  );
}
