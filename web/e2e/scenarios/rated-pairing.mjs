// The whole path for two players (issue 29): both sign up (a desktop and a phone), both
// choose Rated beside the seek and ask the Chess960 card to find an opponent, the server pairs them, one resigns
// after a move each, both see the ratings change, and the winner's profile shows the new rating
// with its one point of history and the game among the recent ones.
import { check, clickSquare, desktop, phone, signUp, STEP_MS, waitBoard, waitMyTurn } from "../harness.mjs";

export const title = "two players sign up, seek, are paired, play a rated game and see their ratings change on their profiles";

const seekButton = '.game-card[data-variant="chess960"] [data-quick="seek"]';

export default async function (t) {
  const stamp = Date.now() % 100000;
  const ada = `Ada${stamp}`, bob = `Bob${stamp}`;
  const one = await t.page(desktop());
  const two = await t.page(phone(390, 844));
  await signUp(one, t.base, ada, "correct horse battery");
  await signUp(two, t.base, bob, "correct horse battery");

  // A signed-in player chooses rated or casual beside the seek.
  for (const p of [one, two]) {
    await p.waitForSelector("#seek-kind:not([disabled])", { timeout: STEP_MS });
    await p.selectOption("#seek-kind", "rated");
  }
  await one.click(seekButton);
  await one.waitForSelector("[data-seek]:not([hidden])", { timeout: STEP_MS });
  const banner = (await one.locator("[data-seek]").textContent()) ?? "";
  check(/rated/.test(banner), `a signed-in player seeks a rated game: "${banner}"`);
  await two.click(seekButton);
  await one.waitForURL(/\/game\//, { timeout: STEP_MS });
  await two.waitForURL(/\/game\//, { timeout: STEP_MS });
  check(one.url() === two.url(), "the two are paired into one game");
  await waitBoard(one);
  await waitBoard(two);
  check((await one.locator("[data-rated]").first().textContent()) === "Rated game", "the paired game is rated");

  // Whoever has White moves; the other answers; then the desktop's player resigns.
  const white = (await one.locator(".turn.mine").count()) > 0 ? one : two;
  const black = white === one ? two : one;
  await waitMyTurn(white);
  await clickSquare(white, "e2");
  await clickSquare(white, "e4");
  await waitMyTurn(black);
  await clickSquare(black, "e7");
  await clickSquare(black, "e5");
  await waitMyTurn(white);
  await one.click("[data-action=resign]");
  await one.click("[data-action=resign]");
  for (const [p, who] of [[one, "desktop"], [two, "phone"]]) {
    await p.waitForSelector("[data-rating-changes]", { timeout: STEP_MS });
    const text = (await p.locator("[data-rating-changes]").textContent()) ?? "";
    check(text.includes(ada) && text.includes(bob) && /\+\d+/.test(text) && /\u2212\d+/.test(text), `the ${who} shows both ratings change: "${text}"`);
    await t.shot(p, `paired-result-${who}`);
  }

  // Bob won: his profile has his rating, its first point of history, and the game.
  await two.goto(`${t.base}/player/${bob}`);
  await two.waitForSelector('[data-loaded="true"]', { timeout: STEP_MS });
  const profile = (await two.locator("main").textContent()) ?? "";
  check(/1 win/.test(profile) && /1 rated game\b/.test(profile), `Bob's profile counts the rated win: "${profile.slice(0, 300)}"`);
  const rating = Number(await two.locator("[data-rating]").first().getAttribute("data-rating"));
  check(rating > 1500, `Bob's rating rose above a new player's 1500: ${rating}`);
  await t.shot(two, "profile-phone");
}
