// Words for seats, turns and results, from the view and the game record alone.
import { winnersText } from "./seats";
import type { Game, View } from "./types";

export function seatName(view: View | null, seat: number): string {
  return view?.seats[seat]?.name ?? `Seat ${seat + 1}`;
}

export function playerLabel(game: Game | null, seat: number): string {
  const s = game?.seats[seat];
  if (!s) return "";
  if (s.kind === "computer") return `Computer (level ${s.level ?? "?"})`;
  if (s.open) return "open seat";
  return s.name || "Anonymous";
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Checkmate — White wins", "Draw by stalemate", "Game aborted". */
export function resultText(view: View | null, game: Game | null): string | null {
  const aborted = view?.result === "aborted" || game?.result?.result === "aborted";
  if (aborted) return "Game aborted";
  if (view?.over) {
    const reason = view.reason ? cap(view.reason) : "";
    if (view.result === "draw") return `Draw${reason ? ` — ${reason}` : ""}`;
    const team = Array.isArray(view.winners) ? winnersText(view.seats, view.winners, game?.traits) : null;
    const winner = team ?? (view.winner !== undefined && view.winner >= 0 ? `${seatName(view, view.winner)} wins` : "Game over");
    return reason ? `${reason} — ${winner}` : winner;
  }
  if (game?.status === "finished") {
    const r = game.result ?? {};
    const reason = typeof r.reason === "string" ? cap(r.reason) : "";
    if (r.result === "draw") return `Draw${reason ? ` — ${reason}` : ""}`;
    const team = Array.isArray(r.winners) && view ? winnersText(view.seats, r.winners as number[], game.traits) : null;
    if (team) return `${reason ? reason + " — " : ""}${team}`;
    if (typeof r.winner === "number" && r.winner >= 0) return `${reason ? reason + " — " : ""}${seatName(view, r.winner)} wins`;
    return reason ? `Game over — ${reason}` : "Game over";
  }
  return null;
}
