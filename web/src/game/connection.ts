// The game page's side of the server connection: states arrive over the WebSocket and wait in a
// queue for their turn on screen (game/pace.ts decides when: a run of the others' moves is shown
// move by move, with a Skip). Apart from the page so the queue and its timer live in one place.
import type { StateMessage, View } from "../types";
import { normaliseView } from "../view";
import { othersMove, paced, type Shown } from "./pace";

export interface PacerHooks {
  /** The seats this page holds now. */
  you: () => number[];
  /** Put a state on screen; `at`: when it arrived, however long it waited. */
  show: (m: StateMessage, at: number) => void;
  /** After each step (the Skip button comes and goes with the queue). */
  after: () => void;
}

export class Pacer {
  private queue: { m: StateMessage; view: View; at: number }[] = [];
  private onScreen: Shown | null = null;
  private timer = 0;

  constructor(private readonly hooks: PacerHooks) {}

  /** States still waiting for their turn on screen. */
  get waiting(): number {
    return this.queue.length;
  }

  arrive(m: StateMessage): void {
    this.queue.push({ m, view: normaliseView(m.view), at: performance.now() });
    this.pump();
  }

  /** Show what is due (everything when skipping) and wait for the next. */
  pump(skip = false): void {
    window.clearTimeout(this.timer);
    const now = performance.now();
    const { due, next } = skip ? { due: this.queue.length, next: null } : paced(this.onScreen, this.queue, this.hooks.you(), now);
    for (const q of this.queue.splice(0, due)) {
      const held = othersMove(this.onScreen?.view ?? null, q.view, q.m.you ?? []);
      this.onScreen = { view: q.view, since: now, held };
      this.hooks.show(q.m, q.at);
    }
    if (next !== null) this.timer = window.setTimeout(() => this.pump(), Math.max(0, next - now));
    this.hooks.after();
  }

  close(): void {
    window.clearTimeout(this.timer);
  }
}
