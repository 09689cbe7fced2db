// docs/view.md promises every required field; a client that meets a view missing one should draw
// what it can rather than fail, so the page fills the gaps once, here, and nowhere else.
import { normaliseMoves } from "./board/moves";
import type { View } from "./types";

const list = <T>(x: unknown): T[] => (Array.isArray(x) ? (x as T[]) : []);

export function normaliseView(raw: View): View {
  const v = raw as Partial<View> & Record<string, unknown>;
  return {
    ...raw,
    history: list<string>(v.history),
    seats: list(v.seats),
    pieces: list(v.pieces),
    zones: list<View["zones"][number]>(v.zones).map((z) => ({ ...z, pieces: list(z.pieces) })),
    check: list(v.check),
    info: list(v.info),
    board: v.board && typeof v.board === "object" ? v.board : { width: 8, height: 8 },
    legal: normaliseMoves(v.legal),
  };
}

/** Whether any piece, on the board or in a zone, carries a list of powers (Winslow's men). */
export function hasPowers(view: View): boolean {
  const withPowers = (p: { annotations?: { powers?: unknown } }) => Array.isArray(p.annotations?.powers);
  return view.pieces.some(withPowers) || view.zones.some((z) => z.pieces.some(withPowers));
}
