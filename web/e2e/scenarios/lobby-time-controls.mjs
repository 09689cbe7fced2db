// The lobby's time controls and a card's choices in words: a quick start at the time control
// chosen above the gallery (remembered after a reload), the lists showing it as "3+2" (the API
// sends milliseconds), and Sniderman's card choosing its object by words or a made-up one typed
// in, whose fault the server names on the card.
import path from "node:path";
import { check, desktop, gameId, getJson, phone, STEP_MS } from "../harness.mjs";

export const title = "the lobby: quick starts at a remembered time control shown right in the lists; Sniderman's object chosen in words or typed";

export default async function (t) {
  const page = await t.page(desktop(1280, 900));
  await page.goto(`${t.base}/`);
  await page.waitForSelector('.game-card[data-variant="chess960"] [data-quick="open"]', { timeout: STEP_MS });
  await page.selectOption("#quick-clock", "3+2");
  await page.locator('.game-card[data-variant="chess960"] [data-quick="open"]').click();
  await page.waitForURL(/\/game\//, { timeout: STEP_MS });
  const id = gameId(page.url());
  const made = await getJson(t, `/api/games/${id}`);
  check(made.game.clock?.initial_ms === 180_000 && made.game.clock?.increment_ms === 2_000, `the game has the 3+2 clock: ${JSON.stringify(made.game.clock)}`);

  // Back in the lobby: the choice is remembered, and "your games" shows the control right.
  await page.goto(`${t.base}/`);
  const mine = page.locator(`[data-list=mine] [data-game="${id}"]`);
  await mine.waitFor({ timeout: STEP_MS });
  const mineText = (await mine.textContent()) ?? "";
  check(/\(3\+2\)/.test(mineText) && !/NaN|undefined/.test(mineText), `your game shows its time control: "${mineText}"`);
  check((await page.locator("#quick-clock").inputValue()) === "3+2", "the time control is remembered");
  await page.waitForSelector('.card-picture[data-drawn="true"]', { timeout: STEP_MS });
  await t.shot(page, "lobby-desktop");
  // The top of the page as it first shows, and Sniderman's card up close.
  await page.screenshot({ path: path.join(t.dir, "lobby-desktop-top.png") });
  await page.locator('.game-card[data-variant="chessence-sniderman"]').screenshot({ path: path.join(t.dir, "sniderman-card-desktop.png") });

  // A stranger on a phone sees it waiting, with its time control.
  const other = await t.page(phone(390, 844));
  await other.goto(`${t.base}/`);
  const waiting = other.locator(`[data-list=open] [data-game="${id}"]`);
  await waiting.waitFor({ timeout: STEP_MS });
  const waitingText = (await waiting.textContent()) ?? "";
  check(/\(3\+2\)/.test(waitingText) && !/NaN|undefined/.test(waitingText), `the open game shows its time control: "${waitingText}"`);
  check((await other.locator("#quick-clock").inputValue()) === "untimed", "another browser starts untimed");
  await other.waitForSelector('.card-picture[data-drawn="true"]', { timeout: STEP_MS });
  await t.shot(other, "lobby-phone");
  await other.screenshot({ path: path.join(t.dir, "lobby-phone-top.png") });

  // Sniderman's card: the object in words.
  await other.selectOption("#quick-clock", "untimed");
  const card = other.locator('.game-card[data-variant="chessence-sniderman"]');
  const choice = card.locator('select[data-card-choice="object"]');
  const labels = await choice.locator("option").allTextContents();
  check(labels.includes("ODD wins if the last piece captured is White") && !labels.some((l) => /==/.test(l)), `the objects in words: ${labels.join(" | ")}`);
  await choice.selectOption("5");
  await card.screenshot({ path: path.join(t.dir, "sniderman-card-phone.png") });
  await card.locator('[data-quick="hotseat"]').click();
  await other.waitForURL(/\/game\//, { timeout: STEP_MS });
  const five = await getJson(t, `/api/games/${gameId(other.url())}`);
  check(five.game.options?.object === "5", `the game plays object 5: ${JSON.stringify(five.game.options)}`);

  // A made-up object that does not parse: the server's reason on the card, and no game.
  await other.goto(`${t.base}/`);
  await choice.waitFor({ timeout: STEP_MS });
  await choice.selectOption({ label: "A made-up one…" });
  const typed = card.locator('input[data-card-text="object"]');
  await typed.fill("odd wins if last.colour == whit");
  await card.scrollIntoViewIfNeeded();
  await card.locator('[data-quick="hotseat"]').click();
  const refusal = card.locator(".card-alerts .alert");
  await refusal.waitFor({ timeout: STEP_MS });
  const said = (await refusal.textContent()) ?? "";
  check(/whit/.test(said), `the refusal names the fault: "${said}"`);
  check(new URL(other.url()).pathname === "/", "no game was made");
  await t.shot(other, "made-up-refused-phone");
  await card.screenshot({ path: path.join(t.dir, "made-up-refused-card.png") });
  await typed.fill("odd wins if odd(pieces)");
  await card.locator('[data-quick="hotseat"]').click();
  await other.waitForURL(/\/game\//, { timeout: STEP_MS });
  const own = await getJson(t, `/api/games/${gameId(other.url())}`);
  check(own.game.options?.object === "odd wins if odd(pieces)", `the game plays the made-up object: ${JSON.stringify(own.game.options)}`);
}
