// Moves that are not drawn as from -> to on the board (a pass, a choice): buttons under the board,
// and the forms beside it that compose a move (Masquerade's set-up grid instead of 120 buttons; a
// made-up Sniderman object typed in). Apart from the board because it knows nothing of squares.
import { moveCaption, buttonMoves } from "../board/moves";
import { permutationForm, textForm } from "../form-view";
import { coveredMoves, textForms, usableForms, type Choice } from "../forms";
import type { Move, View } from "../types";
import { button } from "./button";

export interface MoveInputParts {
  buttons: HTMLElement;
  forms: HTMLElement;
}

/** `legal`: the moves this page may make now (none while it may not); `choices`: what was ticked, by form and position. */
export function renderMoveInputs(parts: MoveInputParts, view: View, legal: Move[], ply: number, choices: Map<string, Choice>, send: (m: Move) => void): void {
  const forms = usableForms(view.forms, legal);
  const covered = coveredMoves(forms, legal);
  const extra = buttonMoves(legal).filter((m) => !covered.has(m.text));
  // A text form (a made-up Sniderman object) follows the buttons it is the alternative to.
  parts.buttons.replaceChildren(
    ...extra.map((m) => button(moveCaption(m), () => send(m), { "data-move": m.text })),
    ...textForms(view.forms, legal).map((f, i) => textForm(f, forms.length + i, send)),
  );
  parts.forms.replaceChildren(
    ...forms.map((f, i) => {
      const key = `${ply}:${i}:${f.move}`;
      let choice = choices.get(key);
      if (!choice) choices.set(key, (choice = f.rows.map(() => null)));
      return permutationForm(f, i, choice, legal, send);
    }),
  );
}
