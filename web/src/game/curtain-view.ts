// The curtain of a shared screen in a game with secrets: it covers the page when the seat to act
// changes until the next person says they are at the device. Whether it is down is the page's
// state (game.ts onState); this draws it.
import { seatName } from "../describe";
import type { View } from "../types";
import { h } from "../ui";
import { button } from "./button";

export function renderCurtain(curtain: HTMLElement, down: boolean, live: View | null, shownSeat: number | null, reveal: () => void): void {
  curtain.parentElement?.classList.toggle("curtained", down);
  curtain.hidden = !down;
  if (!down || !live || shownSeat === null) return;
  const name = seatName(live, shownSeat);
  curtain.replaceChildren(h("p", {}, `Pass the device to ${name}.`), button(`I am ${name}: show my board`, reveal, { "data-action": "reveal" }));
}
