// Sounds on a move, a capture and a check, made in the page (WebAudio oscillators: no sound files).
// Which sound a new view calls for is decided from the view alone (its history and the last move's
// `capture`/`check` flags, docs/view.md), never from a rule; the on/off choice is remembered
// (prefs.ts, SOUND).
import type { View } from "./types";

export type SoundKind = "move" | "capture" | "check";

/**
 * The sound for going from `before` to `after` (two views of the same game as this page got them):
 * none for the first view (opening a page is not a move), when no move was added, or when moves
 * were taken away; the last move's check first, then its capture, else a plain move.
 */
export function soundFor(before: Pick<View, "history" | "last_move"> | null, after: Pick<View, "history" | "last_move">): SoundKind | null {
  if (!before || after.history.length <= before.history.length) return null;
  // A step this viewer is not shown on the board (Zombie's secret burial after a capture) keeps the
  // last move it can see: that one has sounded already.
  if (after.last_move && before.last_move && JSON.stringify(after.last_move) === JSON.stringify(before.last_move)) return null;
  if (after.last_move?.check) return "check";
  if (after.last_move?.capture) return "capture";
  return "move";
}

/** One tone: frequency (Hz), start and length (seconds from now), loudness (0..1), wave shape. */
interface Tone {
  hz: number;
  at: number;
  len: number;
  gain: number;
  wave: OscillatorType;
}

/** The notes of each sound: short and soft, told apart by pitch and rhythm as well as by ear. */
export const TONES: Record<SoundKind, Tone[]> = {
  // A wooden tick.
  move: [{ hz: 520, at: 0, len: 0.07, gain: 0.25, wave: "triangle" }],
  // Lower and doubled: something fell.
  capture: [
    { hz: 330, at: 0, len: 0.08, gain: 0.3, wave: "triangle" },
    { hz: 220, at: 0.07, len: 0.12, gain: 0.3, wave: "triangle" },
  ],
  // Two rising notes: a warning.
  check: [
    { hz: 660, at: 0, len: 0.09, gain: 0.22, wave: "square" },
    { hz: 880, at: 0.11, len: 0.12, gain: 0.22, wave: "square" },
  ],
};

type AudioContextClass = typeof AudioContext;

/** Plays the sounds; silent where the browser has no WebAudio. */
export class Sounds {
  private ctx: AudioContext | null = null;

  constructor(public enabled: boolean) {}

  /** Browsers start audio only after a gesture: call this from one (a click, a key) to unlock it. */
  unlock(): void {
    if (!this.enabled) return;
    const ctx = this.context();
    if (ctx && ctx.state === "suspended") void ctx.resume().catch(() => {});
  }

  play(kind: SoundKind | null): void {
    if (!kind || !this.enabled) return;
    const ctx = this.context();
    if (!ctx) return;
    const now = ctx.currentTime;
    for (const t of TONES[kind]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = t.wave;
      osc.frequency.value = t.hz;
      // A quick rise and an exponential fall, so the tone does not click.
      gain.gain.setValueAtTime(0.0001, now + t.at);
      gain.gain.exponentialRampToValueAtTime(t.gain, now + t.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + t.at + t.len);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + t.at);
      osc.stop(now + t.at + t.len + 0.02);
    }
  }

  private context(): AudioContext | null {
    if (this.ctx) return this.ctx;
    const w = globalThis as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
    const Ctor = w.AudioContext ?? w.webkitAudioContext;
    if (!Ctor) return null;
    try {
      this.ctx = new Ctor();
    } catch {
      return null;
    }
    return this.ctx;
  }
}
