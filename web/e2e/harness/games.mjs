// Making games the way a player does (the lobby's form), and asking the server directly what it
// holds, to check that what the page shows is what the server has.
import { check } from "./check.mjs";
import { drag, waitBoard, waitMoves, waitMyTurn } from "./board.mjs";
import { STEP_MS } from "./setup.mjs";
import { phone } from "./browser.mjs";

/** The game `page` shows, opened on a phone (390×844) holding the same seats: this browser's seat
 * tokens copied into the new page's storage. Returns the phone page with its board drawn. */
export async function sameSeatsOnPhone(t, page) {
  const tokens = await page.evaluate(() => localStorage.getItem("menagerie.tokens"));
  const p = await t.page(phone(390, 844));
  await p.addInitScript((v) => localStorage.setItem("menagerie.tokens", v), tokens);
  await p.goto(page.url());
  await waitBoard(p);
  return p;
}

/** Opens the lobby's full new-game form ("More options"). */
export async function openMoreOptions(page) {
  await page.waitForSelector("details.more-options", { timeout: STEP_MS });
  await page.locator("details.more-options").evaluate((d) => (d.open = true));
  await page.waitForSelector("#create", { state: "visible", timeout: STEP_MS });
}

/** Fills the lobby's full form ("More options") and creates a game; returns the game page's
 * address once its board is drawn. `engine`, when given, is what the catalog says about the
 * computer: the lobby must offer the computer exactly then. */
export async function createGame(t, page, { variant = "chess960", mode, level, options = {}, engine, clock }) {
  await page.goto(`${t.base}/`);
  t.step("lobby loaded");
  await openMoreOptions(page);
  await page.selectOption("#variant", variant);
  if (engine !== undefined) {
    const offered = !(await page.locator("input[name=mode][value=computer]").isDisabled());
    check(offered === engine, `${variant}: the computer should ${engine ? "" : "not "}be offered`);
  }
  await page.check(`input[name=mode][value=${mode}]`);
  if (level) await page.selectOption("#level", String(level));
  for (const [name, value] of Object.entries(options)) await page.fill(`[data-option="${name}"]`, String(value));
  if (clock) await page.selectOption("#clock", { label: clock });
  t.step("form ready");
  await page.click("#create");
  t.step("clicked");
  await page.waitForURL(/\/game\//, { timeout: STEP_MS });
  t.step("at game");
  await waitBoard(page);
  return page.url();
}

export const gameId = (url) => url.split("/game/")[1];

/** The moves the server has recorded for the game at this page address. */
export async function serverHistory(t, url) {
  const id = gameId(url);
  const r = await fetch(`${t.base}/api/games/${id}`);
  check(r.ok, `GET /api/games/${id}: ${r.status}`);
  return (await r.json()).view.history;
}

export async function getJson(t, route, init) {
  const r = await fetch(`${t.base}${route}`, init);
  check(r.ok, `${init?.method ?? "GET"} ${route}: ${r.status}`);
  return r.json();
}

export const postJson = (t, route, body) => getJson(t, route, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** Whether the catalog says the computer plays this variant (undefined when it is not listed). */
export async function catalogEngine(t, variant) {
  const catalog = await getJson(t, "/api/variants");
  return catalog.find((v) => v.id === variant)?.engine;
}

/** Starts a game from the lobby gallery's card of `variant` by its one-click button `kind`
 * ("computer", "friends", "open", "hotseat", "solo"), at `level` for the computer; returns the game
 * page's address once its board is drawn. */
export async function startFromCard(t, page, variant, kind, level) {
  await page.goto(`${t.base}/`);
  const card = page.locator(`.game-card[data-variant="${variant}"]`);
  await card.waitFor({ timeout: STEP_MS });
  if (level) await card.locator("select[data-level]").selectOption(String(level));
  await card.locator(`[data-quick="${kind}"]`).click();
  await page.waitForURL(/\/game\//, { timeout: STEP_MS });
  await waitBoard(page);
  return page.url();
}

/** A correspondence game (1 day a move) of Chess960's classical start under way: `a` creates it
 * for a friend, `b` joins by the invitation link, and each side makes its first move (first
 * moves are not timed), so White's day runs. Returns the game's id. */
export async function correspondenceUnderWay(t, a, b) {
  const url = await createGame(t, a, { mode: "friend", options: { sp: 518 }, clock: "1 day a move" });
  await b.goto(await a.locator(".invite-link").inputValue({ timeout: STEP_MS }));
  await waitBoard(b);
  await b.click("[data-action=join]", { timeout: STEP_MS });
  await b.waitForSelector('.player-name:has-text("(you)")', { timeout: STEP_MS });
  await waitMyTurn(a);
  await drag(a, "e2", "e4");
  await waitMoves(b, 1, "Black sees White's first move");
  await waitMyTurn(b);
  await drag(b, "e7", "e5");
  await waitMoves(a, 2, "White sees Black's first move");
  return gameId(url);
}
