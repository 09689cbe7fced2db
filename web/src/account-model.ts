// Accounts on the page (docs/api.md, "Accounts"): who is signed in, and what the sign-up and
// log-in forms check before they ask the server. Pure; account.ts is the view. The server holds
// the rules of names and passwords: its refusal is shown as it says it, so the page repeats none
// of them and only catches an empty field or two different passwords.

/** An account as /api/account/me, signup and login answer it. */
export interface Account {
  id: number;
  name: string;
  created_ms: number;
}

/** Who this browser is: not known yet, a guest (no session), or signed in. */
export type Who = { kind: "unknown" } | { kind: "guest" } | { kind: "signed-in"; account: Account };

export type AccountForm = "login" | "signup";

/** What /api/account/me's answer says of who this is: 200 an account, 401 a guest. */
export function whoFrom(status: number, body: unknown): Who {
  if (status === 401) return { kind: "guest" };
  if (status === 200 && body && typeof body === "object" && typeof (body as Account).name === "string")
    return { kind: "signed-in", account: body as Account };
  return { kind: "unknown" };
}

/** The first thing wrong with a filled form that is worth no trip to the server, else null. */
export function formProblem(form: AccountForm, name: string, password: string, repeat = ""): string | null {
  if (name.trim() === "") return form === "signup" ? "Choose a user name." : "Enter your user name.";
  if (password === "") return form === "signup" ? "Choose a password." : "Enter your password.";
  if (form === "signup" && password !== repeat) return "The two passwords differ: type the same one twice.";
  return null;
}

/** The words of the form's title and button. */
export function formWords(form: AccountForm): { title: string; submit: string; other: string } {
  return form === "signup"
    ? { title: "Sign up: a name others see, and a password", submit: "Sign up", other: "I have an account: log in" }
    : { title: "Log in", submit: "Log in", other: "New here? Sign up" };
}

/** The seats a browser's tokens hold (game id -> tokens), as /api/account/claim takes them: each
 * token of a game once, at most `limit` (the route's bound), the most recent games kept. */
export function seatClaims(held: Record<string, string[]>, limit = 200): { game: string; token: string }[] {
  const out: { game: string; token: string }[] = [];
  for (const [game, tokens] of Object.entries(held)) for (const token of new Set(tokens)) out.push({ game, token });
  return out.slice(-limit);
}
