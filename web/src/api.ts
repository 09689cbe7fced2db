// REST calls (docs/api.md). Every failure becomes an ApiError carrying the server's own message.
import type { AnalysisProgress, AnalysisRequest, AnalysisStart, CreateGameAnswer, CreateGameRequest, Game, Imported, Puzzle, PuzzleCheck, Variant, View } from "./types";
import { puzzlePath } from "./puzzle-steps";
import { whoFrom, type Account, type Who } from "./account-model";
import type { Leaderboard, Profile } from "./profile-model";
import type { ListedSeek, SeekRequest, SeekStatus } from "./seek-model";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError(`cannot reach the server (${path})`, 0);
  }
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text for the message below.
  }
  if (!res.ok) {
    const msg =
      body && typeof body === "object" && "error" in body
        ? String((body as { error: unknown }).error)
        : `${res.status} ${res.statusText}${text ? ": " + text.slice(0, 200) : ""}`;
    throw new ApiError(msg, res.status);
  }
  return body as T;
}

function post<T>(path: string, body: unknown): Promise<T> {
  return call<T>(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

export const api = {
  /** Accounts (docs/api.md): the session is an HttpOnly cookie the browser sends by itself. */
  account: {
    me: async (): Promise<Who> => {
      try {
        return whoFrom(200, await call<Account>("/api/account/me"));
      } catch (e) {
        return whoFrom(e instanceof ApiError ? e.status : 0, undefined);
      }
    },
    signup: (name: string, password: string) => post<Account>("/api/account/signup", { name, password }),
    login: (name: string, password: string) => post<Account>("/api/account/login", { name, password }),
    logout: () => post<{ logged_out: boolean }>("/api/account/logout", {}),
    /** The seats these tokens hold become the signed-in account's (a guest's games kept). */
    claim: (seats: { game: string; token: string }[]) => post<{ seats: number }>("/api/account/claim", { seats }),
    /** The games the signed-in account holds seats in (any device); none for a guest. */
    games: () => call<Game[]>("/api/account/games").catch((e) => (e instanceof ApiError && e.status === 401 ? [] : Promise.reject(e))),
  },
  /** A player's profile, a game's leaderboard (docs/api.md, "Players"): anyone may read them. */
  player: (name: string) => call<Profile>(`/api/players/${encodeURIComponent(name)}`),
  leaderboard: (game: string) => call<Leaderboard>(`/api/leaderboard/${encodeURIComponent(game)}`),
  variants: () => call<Variant[]>("/api/variants"),
  /** A spectator's view of a game of this variant as it starts (the gallery's picture). */
  startView: (variant: string) => call<View>(`/api/variants/${encodeURIComponent(variant)}/start`),
  createGame: (req: CreateGameRequest) => post<CreateGameAnswer>("/api/games", req),
  game: (id: string) => call<{ game: Game; view: View }>(`/api/games/${encodeURIComponent(id)}`),
  join: (id: string, name?: string, seat?: number) =>
    post<{ seat: number; token: string }>(`/api/games/${encodeURIComponent(id)}/join`, {
      ...(seat === undefined ? {} : { seat }),
      ...(name ? { name } : {}),
    }),
  openGames: () => call<Game[]>("/api/games?open=1"),
  /** Quick pairing (docs/api.md): seek, poll one's seek, cancel it, list the seeks waiting. */
  seeks: {
    seek: (req: SeekRequest) => post<{ id: string; public_id: string; status: string }>("/api/seeks", req),
    status: (id: string) => call<SeekStatus>(`/api/seeks/${encodeURIComponent(id)}`),
    cancel: (id: string) => call<{ status: string }>(`/api/seeks/${encodeURIComponent(id)}`, { method: "DELETE" }),
    list: () => call<ListedSeek[]>("/api/seeks"),
  },
  gamesByIds: (ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([] as Game[])
      : call<Game[]>(`/api/games?ids=${ids.map(encodeURIComponent).join(",")}`),
  rules: async (variant: string): Promise<string> => {
    const res = await fetch(`/api/rules/${encodeURIComponent(variant)}`).catch(() => null);
    if (!res) throw new ApiError("cannot reach the server", 0);
    const text = await res.text();
    if (!res.ok) {
      let msg = `${res.status} ${res.statusText}`;
      try {
        msg = JSON.parse(text).error ?? msg;
      } catch {
        // keep the status line
      }
      throw new ApiError(msg, res.status);
    }
    return text;
  },
  puzzle: (variant: string, seed?: string, difficulty?: string) => call<Puzzle>(puzzlePath(variant, seed, difficulty)),
  checkPuzzle: (variant: string, body: { position: string; object: unknown; move: string }) =>
    post<PuzzleCheck>(`/api/variants/${encodeURIComponent(variant)}/puzzle/check`, body),
  recordUrl: (id: string, format?: "json") => `/api/games/${encodeURIComponent(id)}/record${format ? `?format=${format}` : ""}`,
  startAnalysis: (req: AnalysisRequest) => post<AnalysisStart>("/api/analysis", req),
  analysis: (id: string) => call<AnalysisProgress>(`/api/analysis/${encodeURIComponent(id)}`),
  /** Cancels a job; also sent as the page goes away (keepalive), so it is never awaited there. */
  cancelAnalysis: (id: string) =>
    fetch(`/api/analysis/${encodeURIComponent(id)}`, { method: "DELETE", keepalive: true }).then(
      () => undefined,
      () => undefined,
    ),
  importText: (variant: string, text: string, options: Record<string, unknown> = {}) => post<Imported>("/api/import", { variant, text, options }),
};
