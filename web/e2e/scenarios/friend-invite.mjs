// Playing a friend: the invitation link opens the game in another browser (a phone), the friend
// takes the free seat and plays by keyboard on the turned board; both see both moves. Until the
// friend joins, the game says it waits for an opponent and offers no draw.
import { boardPicture, check, createGame, desktop, drag, moves, phone, same, square, STEP_MS, waitBoard, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "a friend joins by link in a second browser context (phone, keyboard); both see each other's moves";

export default async function (t) {
  const a = await t.page(desktop());
  const b = await t.page(phone());
  await createGame(t, a, { mode: "friend", options: { sp: 518 } });
  const link = await a.locator(".invite-link").inputValue({ timeout: STEP_MS });
  check(link.startsWith(t.base) && link.includes("/game/"), `invite link looks wrong: ${link}`);
  // Nobody has joined yet: the page says so, and offers no draw to nobody.
  await a.waitForSelector("[data-waiting]", { timeout: STEP_MS });
  check(/Waiting for an opponent/.test((await a.locator("[data-waiting]").textContent()) ?? ""), "the game waits for an opponent");
  check((await a.locator("[data-action=draw]").count()) === 0, "no draw offered while the seat is open");
  await b.goto(link);
  await waitBoard(b);
  await b.click("[data-action=join]", { timeout: STEP_MS });
  await b.waitForSelector('.player-name:has-text("(you)")', { timeout: STEP_MS }); // joined
  await a.waitForSelector(".invite-link", { state: "detached", timeout: STEP_MS }); // seat taken
  await a.waitForSelector("[data-action=draw]", { timeout: STEP_MS }); // now a draw may be offered
  check((await a.locator("[data-waiting]").count()) === 0, "no longer waiting");
  await waitMyTurn(a);
  await drag(a, "e2", "e4");
  await waitMoves(b, 1, "the friend sees White's move");
  await waitMyTurn(b);
  // The friend plays by keyboard on the turned board: e7, two squares up the screen, Enter.
  check((await b.locator("svg.board").getAttribute("viewBox")) !== null, "board drawn");
  await square(b, "e7").focus();
  await b.keyboard.press("Enter");
  await b.keyboard.press("ArrowUp");
  await b.keyboard.press("ArrowUp");
  const focused = await b.evaluate(() => document.activeElement?.getAttribute("data-square"));
  check(focused === "e5", `arrows on the turned board should reach e5, reached ${focused}`);
  await b.keyboard.press("Enter");
  await waitMoves(a, 2, "White sees Black's move");
  await waitMoves(b, 2, "Black sees its own move");
  same(await moves(b), await moves(a), "Black's move list against White's");
  same(await boardPicture(b), await boardPicture(a), "Black's board against White's");
  await t.shot(a, "white");
  await t.shot(b, "black-phone");
}
