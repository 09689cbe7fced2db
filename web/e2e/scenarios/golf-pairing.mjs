// Quick pairing of a Golf race (issue 29): two players ask Golf's card for a race of two golfers
// (the size chosen beside "Find an opponent"); the banner names the race; the server fills it and
// both land in one race of two seats. A guest's two tabs are one holder: shown in the other tab's
// lobby, taking one's own seek is refused with a clear message.
import { check, desktop, phone, STEP_MS, waitBoard } from "../harness.mjs";

export const title = "a Golf race found by quick pairing: the size chosen on the card, both golfers seated in one race";

const card = '.game-card[data-variant="golf"]';

export default async function (t) {
  const a = await t.page(desktop());
  const b = await t.page(phone(390, 844));
  for (const p of [a, b]) {
    await p.goto(`${t.base}/`);
    await p.waitForSelector(`${card} [data-race-size]`, { timeout: STEP_MS });
    await p.selectOption(`${card} [data-race-size]`, "2");
  }
  await a.click(`${card} [data-quick="seek"]`);
  await a.waitForSelector("[data-seek]:not([hidden])", { timeout: STEP_MS });
  const banner = (await a.locator("[data-seek]").textContent()) ?? "";
  check(/Looking for a race of 2 players: Chess Golf/.test(banner), `the banner names the race: "${banner}"`);
  await t.shot(a, "race-seeking-desktop");
  await b.click(`${card} [data-quick="seek"]`);
  await a.waitForURL(/\/game\//, { timeout: STEP_MS });
  await b.waitForURL(/\/game\//, { timeout: STEP_MS });
  check(a.url() === b.url(), `both golfers are in one race: ${a.url()} and ${b.url()}`);
  await waitBoard(a);
  await waitBoard(b);
  const id = a.url().split("/game/")[1];
  const game = await (await fetch(`${t.base}/api/games/${id}`)).json();
  check(game.game.seats.length === 2, `a race of two seats: ${JSON.stringify(game.game.seats)}`);
  await t.shot(a, "race-paired-desktop");
  await t.shot(b, "race-paired-phone");

  // One browser's two tabs: the second tab sees the first tab's seek, and taking it is refused.
  const tab1 = await t.page(desktop());
  await tab1.goto(`${t.base}/`);
  await tab1.waitForSelector('.game-card[data-variant="chess960"] [data-quick="seek"]', { timeout: STEP_MS });
  await tab1.click('.game-card[data-variant="chess960"] [data-quick="seek"]');
  await tab1.waitForSelector("[data-seek]:not([hidden])", { timeout: STEP_MS });
  const tab2 = await t.page(tab1.context());
  await tab2.goto(`${t.base}/`);
  const row = tab2.locator("[data-seek-row]").first();
  await row.waitFor({ timeout: STEP_MS });
  await row.locator("[data-take-seek]").click();
  await tab2.waitForSelector('.alert:has-text("your own")', { timeout: STEP_MS });
  check(tab2.url().endsWith("/"), "the tab stays in the lobby");
  await t.shot(tab2, "own-seek-refused");
  await tab1.click("[data-action=cancel-seek]");
}
