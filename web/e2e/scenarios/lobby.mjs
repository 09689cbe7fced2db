// The lobby: your own game under "your games" (this browser's tokens), another browser sees it
// under "open games"; a FEN the rules refuse is reported and makes no game; the rules page renders.
import { alertText, check, createGame, gameId, phone, STEP_MS } from "../harness.mjs";

export const title = "the lobby lists your game and open games; the rules page renders; a bad FEN is refused";

export default async function (t) {
  const page = await t.page(phone(360, 740));
  const url = await createGame(t, page, { mode: "friend" });
  const id = gameId(url);
  await page.goto(`${t.base}/`);
  await page.waitForSelector(`[data-list=mine] [data-game="${id}"]`, { timeout: STEP_MS });
  const stranger = await t.page();
  await stranger.goto(`${t.base}/`);
  await stranger.waitForSelector(`[data-list=open] [data-game="${id}"]`, { timeout: STEP_MS });
  await stranger.context().close();
  await t.shot(page, "lobby-phone");
  // A FEN the rules refuse: the server's message is shown and no game is made.
  await page.check("input[name=mode][value=hotseat]");
  await page.fill('[data-option="fen"]', "not a position");
  await page.click("#create");
  const refused = await alertText(page);
  check(/fen/i.test(refused), `the refusal should name the FEN: "${refused}"`);
  check(new URL(page.url()).pathname === "/", `still in the lobby: ${page.url()}`);
  await t.shot(page, "bad-fen");
  await page.click("text=Rules");
  await page.waitForSelector("article.rules h1", { timeout: STEP_MS });
  const title = (await page.locator("article.rules h1").textContent()) ?? "";
  check(/chess960/i.test(title), `rules page title: "${title}"`);
  await t.shot(page, "rules-phone");
}
