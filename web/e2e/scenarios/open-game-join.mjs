// An open game: one player opens it from a gallery card; it is not in their own "waiting" list, but
// another browser (a phone) sees it under "Waiting for an opponent" and joins with one click,
// landing on the game in the free seat; the first player sees who joined.
import { check, desktop, gameId, phone, startFromCard, STEP_MS, waitMyTurn } from "../harness.mjs";

export const title = "an open game joined from the lobby with one click by a second browser";

export default async function (t) {
  const a = await t.page(desktop());
  const url = await startFromCard(t, a, "chess960", "open");
  const id = gameId(url);
  await a.goto(`${t.base}/`);
  await a.waitForSelector(`[data-list=mine] [data-game="${id}"]`, { timeout: STEP_MS });
  check((await a.locator(`[data-list=open] [data-game="${id}"]`).count()) === 0, "your own game is not offered to you");
  await a.goto(url);

  const b = await t.page(phone(390, 844));
  await b.goto(`${t.base}/`);
  await b.fill("#player-name", "Bea");
  const entry = b.locator(`[data-list=open] [data-game="${id}"]`);
  await entry.waitFor({ timeout: STEP_MS });
  check(/Chess960/.test((await entry.textContent()) ?? ""), `the entry names the game: ${await entry.textContent()}`);
  await t.shot(b, "waiting-phone");
  await entry.locator("[data-join]").click();
  await b.waitForURL(new RegExp(`/game/${id}$`), { timeout: STEP_MS });
  await b.waitForSelector('.player.mine[data-seat="1"]', { timeout: STEP_MS });
  check((await b.locator("[data-action=join]").count()) === 0, "no second join offered: the seat is taken");
  // The opener sees the seat taken, by name, and moves first.
  await a.waitForFunction(() => /Bea/.test(document.querySelector('.player[data-seat="1"]')?.textContent ?? ""), null, { timeout: STEP_MS });
  await waitMyTurn(a);
  await t.shot(a, "joined-desktop");
  await t.shot(b, "joined-phone");
  // Taken: the game is no longer waiting for anyone.
  const c = await t.page(desktop());
  await c.goto(`${t.base}/`);
  await c.waitForSelector("[data-list=open] .empty, [data-list=open] ul", { timeout: STEP_MS });
  check((await c.locator(`[data-list=open] [data-game="${id}"]`).count()) === 0, "a full game leaves the open list");
}
