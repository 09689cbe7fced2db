// A rated game (issue 29): the new-game form offers "Rated" only to a signed-in player and only
// when every seat is a person's; two signed-in players (a desktop and a phone) find the game marked
// Rated in the lobby, play two moves, one resigns, and both see each player's rating change under
// the result.
import { check, desktop, drag, openMoreOptions, phone, signUp, STEP_MS, touchDrag, waitBoard, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "two signed-in players play a rated game to a resignation and both see the ratings change";

export default async function (t) {
  const stamp = Date.now() % 100000;
  const ada = `Ada${stamp}`, bob = `Bob${stamp}`;
  const password = "correct horse battery";
  const one = await t.page(desktop());
  const two = await t.page(phone(390, 844));

  // A guest is offered no rated game.
  await one.goto(`${t.base}/`);
  await openMoreOptions(one);
  await one.check("input[name=mode][value=friend]");
  check(await one.locator(".rated-row").isHidden(), "a guest's form has no Rated choice");

  await signUp(one, t.base, ada, password);
  await signUp(two, t.base, bob, password);
  await openMoreOptions(one);
  await one.selectOption("#variant", "chess960");
  await one.check("input[name=mode][value=computer]");
  check(await one.locator(".rated-row").isHidden(), "a game against the computer is never rated");
  await one.check("input[name=mode][value=friend]");
  await one.waitForSelector(".rated-row:not([hidden])", { timeout: STEP_MS });
  await one.check("#rated");
  await one.check("#listed");
  await one.fill('[data-option="sp"]', "518");
  await t.shot(one, "rated-form-desktop");
  await one.click("#create");
  await one.waitForURL(/\/game\//, { timeout: STEP_MS });
  await waitBoard(one);
  const id = one.url().split("/game/")[1];
  check((await one.locator("[data-rated]").first().textContent()) === "Rated game", "the game page says Rated");

  // Bob finds it in the lobby, marked Rated, and joins it.
  await two.goto(`${t.base}/`);
  const row = two.locator(`[data-list="open"] li[data-game="${id}"]`);
  await row.waitFor({ timeout: STEP_MS });
  check((await row.locator("[data-rated]").textContent()) === "Rated", "the lobby row says Rated");
  await t.shot(two, "rated-open-game-phone");
  await two.click(`[data-join="${id}"]`);
  await two.waitForURL(/\/game\//, { timeout: STEP_MS });
  await waitBoard(two);

  await waitMyTurn(one);
  await drag(one, "e2", "e4");
  await waitMyTurn(two);
  await touchDrag(two, "e7", "e5");
  await waitMoves(one, 2, "Ada sees Bob's move");
  // While it is played, each player's rating stands beside their name: new players, 1500
  // provisional (Bob joined after Ada's page opened: looked up then).
  for (const [p, who] of [[one, "desktop"], [two, "phone"]]) {
    await p.waitForFunction(() => document.querySelectorAll(".seat-rating").length === 2, null, { timeout: STEP_MS });
    const shown = await p.locator(".seat-rating").evaluateAll((els) => els.map((e) => e.getAttribute("data-rating")));
    check(shown.every((r) => r === "1500?"), `${who}: both players 1500? while playing: ${JSON.stringify(shown)}`);
  }
  await t.shot(two, "rated-playing-phone");
  await one.click("[data-action=resign]");
  await one.click("[data-action=resign]");
  for (const [p, who] of [[one, "desktop"], [two, "phone"]]) {
    await p.waitForSelector("[data-rating-changes]", { timeout: STEP_MS });
    const lose = (await p.locator(`[data-rating-changes] [data-seat="0"]`).getAttribute("data-change")) ?? "";
    const win = (await p.locator(`[data-rating-changes] [data-seat="1"]`).getAttribute("data-change")) ?? "";
    check(lose.startsWith("\u2212") && win.startsWith("+"), `the ${who} shows Ada down and Bob up: ${lose} ${win}`);
    const text = (await p.locator("[data-rating-changes]").textContent()) ?? "";
    check(text.includes(ada) && text.includes(bob), `both players named in the change: "${text}"`);
    await t.shot(p, `rated-result-${who}`);
  }
  await one.context().close();
  await two.context().close();
}
