// The lobby on a phone: a friend's game made from a gallery card is under "your games", and, being
// for the friend with the link, not offered to a stranger; the full form behind "More options"
// reports a FEN the rules refuse and makes no game; a card's rules link renders the rules page.
import { alertText, check, desktop, gameId, openMoreOptions, phone, startFromCard, STEP_MS } from "../harness.mjs";

export const title = "the lobby on a phone: your game listed, an invitation kept off the open list, a bad FEN refused, the rules page";

export default async function (t) {
  const page = await t.page(phone(390, 844));
  const url = await startFromCard(t, page, "chess960", "friends");
  const id = gameId(url);
  await page.waitForSelector(".invite-link", { timeout: STEP_MS });
  await page.goto(`${t.base}/`);
  await page.waitForSelector(`[data-list=mine] [data-game="${id}"]`, { timeout: STEP_MS });
  // A stranger's lobby, refreshed: the invitation is for the friend holding the link only.
  const stranger = await t.page(desktop());
  await stranger.goto(`${t.base}/`);
  await stranger.waitForSelector("[data-list=open] .empty, [data-list=open] ul", { timeout: STEP_MS });
  check((await stranger.locator(`[data-list=open] [data-game="${id}"]`).count()) === 0, "an invitation by link is not among the open games");
  await stranger.context().close();
  await t.shot(page, "lobby-phone");
  // The full form: a FEN the rules refuse is reported, and no game is made.
  await openMoreOptions(page);
  await page.check("input[name=mode][value=hotseat]");
  await page.fill('[data-option="fen"]', "not a position");
  await page.click("#create");
  const refused = await alertText(page);
  check(/fen/i.test(refused), `the refusal should name the FEN: "${refused}"`);
  check(new URL(page.url()).pathname === "/", `still in the lobby: ${page.url()}`);
  await t.shot(page, "bad-fen");
  await page.locator('.game-card[data-variant="chess960"] a', { hasText: "Rules" }).click();
  await page.waitForSelector("article.rules h1", { timeout: STEP_MS });
  const heading = (await page.locator("article.rules h1").textContent()) ?? "";
  check(/chess960/i.test(heading), `rules page title: "${heading}"`);
  await t.shot(page, "rules-phone");
}
