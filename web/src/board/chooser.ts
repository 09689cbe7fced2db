// The chooser shown when several legal moves share a start and a target (promotion, or a drop of
// one of several pieces): one button per move, with the promotion's picture when it has one.
import type { Move, View } from "../types";
import { h } from "../ui";
import { moveCaption } from "./moves";
import { pictureUri } from "./pieces";

export function chooseMove(moves: Move[], view: View): Promise<Move | null> {
  return new Promise((resolve) => {
    const colour = view.seats[view.to_move]?.color ?? "white";
    const close = (m: Move | null) => {
      dialog.close();
      dialog.remove();
      resolve(m);
    };
    const buttons = moves.map((m) => {
      const uri = m.promotion ? pictureUri(m.promotion, colour) : null;
      return h(
        "button",
        { type: "button", class: "choice", "data-move": m.text, "aria-label": moveCaption(m), onclick: () => close(m) },
        uri ? h("img", { src: uri, alt: "", width: 56, height: 56 }) : null,
        h("span", {}, moveCaption(m)),
      );
    });
    const dialog = h(
      "dialog",
      { class: "chooser", "aria-label": "choose a move" },
      h("p", {}, moves.some((m) => m.promotion) ? "Promote to" : "Which move?"),
      h("div", { class: "choices" }, ...buttons),
      h("button", { type: "button", class: "cancel", onclick: () => close(null) }, "Cancel"),
    );
    dialog.addEventListener("cancel", (e) => {
      e.preventDefault();
      close(null);
    });
    document.body.append(dialog);
    dialog.showModal();
    buttons[0]?.focus();
  });
}
