// The game page's one kind of button (a type="button" with a click handler), shared by its views
// so each does not build its own.
import { h } from "../ui";

export function button(text: string, onclick: () => void, attrs: Record<string, string | boolean> = {}): HTMLButtonElement {
  return h("button", { type: "button", onclick, ...attrs }, text);
}
