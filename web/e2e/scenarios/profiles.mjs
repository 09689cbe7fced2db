// Profiles and leaderboards (issue 29): a player signs up, loses a game to the computer by
// resigning, and opens their profile from the name in the lobby's header: the game's record and the
// recent game linking to its page, and (ratings written beside the server as a rated game writes
// them: the rooms do not rate games yet) the rating with its history chart. From there the game's
// leaderboard ranks the settled players and leaves a provisional one out; a game card in the lobby
// reaches a leaderboard too (Cooperative's best scores). On a desktop and a phone.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { check, desktop, phone, postJson, signUp, startFromCard, STEP_MS } from "../harness.mjs";

export const title = "profile from the header's name: record, recent games, rating chart; leaderboards";

const DAY = 24 * 3600 * 1000;

/** Writes `name`'s chess960 ratings after each of `history` ([days ago, rating, rd]) as rated games
 * would: the history lines and the rating left by the last. */
function seedRatings(t, name, history) {
  const now = Date.now();
  const who = `(SELECT id FROM accounts WHERE name_key = '${name.toLowerCase()}')`;
  const lines = history.map(
    ([daysAgo, rating, rd], i) =>
      `INSERT INTO rating_history (account_id, game, game_id, rating, rd, volatility, at_ms) VALUES (${who}, 'chess960', 'seed-${name}-${i}', ${rating}, ${rd}, 0.06, ${now - daysAgo * DAY});`,
  );
  const [daysAgo, rating, rd] = history.at(-1);
  lines.push(`INSERT INTO ratings (account_id, game, rating, rd, volatility, games, updated_ms) VALUES (${who}, 'chess960', ${rating}, ${rd}, 0.06, ${history.length}, ${now - daysAgo * DAY});`);
  execFileSync("sqlite3", ["-cmd", ".timeout 5000", path.join(t.data, "menagerie.db"), lines.join("\n")]);
}

export default async function (t) {
  const stamp = Date.now() % 100000;
  const name = `Pro${stamp}`;
  const rival = `Rival${stamp}`;
  const newcomer = `New${stamp}`;
  const one = await t.page(desktop());
  await signUp(one, t.base, name, "correct horse battery");

  // A game against the computer, resigned at once: a loss in the record.
  const made = { id: (await startFromCard(t, one, "chess960", "computer", 1)).split("/game/")[1] };
  await one.click("[data-action=resign]", { timeout: STEP_MS });
  await one.click("[data-action=resign]");
  await one.waitForSelector(".result-banner", { timeout: STEP_MS });

  // Two more players; the ratings rated games would have left the three with.
  for (const other of [rival, newcomer]) await postJson(t, "/api/account/signup", { name: other, password: "correct horse battery" });
  seedRatings(t, name, [
    [20, 1640, 260],
    [12, 1580, 180],
    [9, 1610, 140],
    [3, 1560, 105],
    [1, 1585, 92],
  ]);
  seedRatings(t, rival, [[2, 1702, 70]]);
  seedRatings(t, newcomer, [[1, 1800, 240]]); // provisional: not ranked

  // The profile, from the name in the lobby's header.
  await one.goto(`${t.base}/`);
  await one.click("#account-name a", { timeout: STEP_MS });
  await one.waitForURL(`**/player/${name}`, { timeout: STEP_MS });
  await one.waitForSelector(".profile-body[data-loaded]", { timeout: STEP_MS });
  const section = one.locator('.profile-game[data-game="chess960"]');
  const rating = (await section.locator(".profile-rating").textContent()) ?? "";
  check(rating === "1585", `the settled rating, no "?": "${rating}"`);
  const record = (await section.locator(".profile-record").textContent()) ?? "";
  check(record === "0 wins, 1 loss, 0 draws", `the record counts the resigned game: "${record}"`);
  const points = await section.locator("svg.rating-chart").getAttribute("data-points");
  check(points === "5", `one point per rated game on the chart: ${points}`);
  const recent = one.locator(`.recent-games li[data-game="${made.id}"]`);
  check(/Lost/.test((await recent.textContent()) ?? ""), "the recent game says it was lost");
  check((await recent.locator("a").first().getAttribute("href")) === `/game/${made.id}`, "the recent game links to its page");
  check((await recent.locator("a.analysis-link").getAttribute("href")) === `/analysis?game=${made.id}`, "and, over, to its analysis");
  await t.shot(one, "profile-desktop");

  // The newcomer's rating is provisional: shown with "?".
  await one.goto(`${t.base}/player/${newcomer}`);
  await one.waitForSelector(".profile-body[data-loaded]", { timeout: STEP_MS });
  const theirs = (await one.locator('.profile-game[data-game="chess960"] .profile-rating').textContent()) ?? "";
  check(theirs === "1800?", `a provisional rating has a "?": "${theirs}"`);

  // The leaderboard, from the profile: the rival first, the provisional newcomer left out.
  await one.goto(`${t.base}/player/${name}`);
  await one.click('.profile-game[data-game="chess960"] a[href="/leaderboard/chess960"]', { timeout: STEP_MS });
  await one.waitForSelector(".leaderboard-body[data-loaded]", { timeout: STEP_MS });
  const names = await one.locator("table.leaderboard tbody tr td:nth-child(2)").allTextContents();
  check(names[0] === rival && names[1] === name, `ranked by rating: ${JSON.stringify(names)}`);
  check(!names.includes(newcomer), "a provisional rating is not ranked");
  await t.shot(one, "leaderboard-desktop");

  // A game card in the lobby reaches its leaderboard: Cooperative's best scores.
  await one.goto(`${t.base}/`);
  await one.click('.game-card[data-variant="cooperative"] .leaderboard-link', { timeout: STEP_MS });
  await one.waitForSelector(".leaderboard-body[data-loaded]", { timeout: STEP_MS });
  check(/best scores/.test((await one.locator(".leaderboard-body").textContent()) ?? ""), "Cooperative's board is its best scores");

  // On a phone.
  const two = await t.page(phone(390, 844));
  await two.goto(`${t.base}/player/${name}`);
  await two.waitForSelector(".profile-body[data-loaded]", { timeout: STEP_MS });
  await t.shot(two, "profile-phone");
  await two.goto(`${t.base}/leaderboard/chess960`);
  await two.waitForSelector(".leaderboard-body[data-loaded]", { timeout: STEP_MS });
  await t.shot(two, "leaderboard-phone");
  await two.goto(`${t.base}/player/Nobody${stamp}`);
  await two.waitForSelector(".alert", { timeout: STEP_MS });
  check(/no player/.test((await two.locator(".alert").textContent()) ?? ""), "an unknown player is said so");
}
