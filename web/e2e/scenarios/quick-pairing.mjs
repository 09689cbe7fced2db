// Quick pairing (issue 29): a player on a desktop asks the Chess960 card to find an opponent and
// waits under a banner with a Cancel button; another on a phone sees the seek in the lobby's
// "Waiting for an opponent" and takes it: both land in the same game on opposite seats. A seek
// cancelled leaves the list.
import { check, desktop, phone, STEP_MS, waitBoard } from "../harness.mjs";

export const title = "find an opponent: a seek waits under a banner, another player takes it from the lobby, both play";

export default async function (t) {
  const a = await t.page(desktop());
  const b = await t.page(phone(390, 844));
  await a.goto(`${t.base}/`);
  await a.waitForSelector('.game-card[data-variant="chess960"] [data-quick="seek"]', { timeout: STEP_MS });
  check((await a.locator('.game-card[data-variant="chessence-sniderman"] [data-quick="seek"]').count()) === 0, "a card with choices of its own offers no seek");
  // A guest seeks casual games only; Golf's card asks the race's size beside its seek.
  await a.waitForSelector("#seek-kind[disabled]", { timeout: STEP_MS });
  check((await a.locator("#seek-kind").inputValue()) === "casual", "a guest's seek is casual, not to be changed");
  const sizes = await a.locator('.game-card[data-variant="golf"] [data-race-size] option').allTextContents();
  check(sizes[0] === "Any number" && sizes.includes("3 players"), `Golf's seek asks the race's size: ${JSON.stringify(sizes)}`);

  // A seek cancelled leaves the list.
  await a.click('.game-card[data-variant="chess960"] [data-quick="seek"]');
  await a.waitForSelector("[data-seek]:not([hidden])", { timeout: STEP_MS });
  await b.goto(`${t.base}/`);
  await b.waitForSelector("[data-seek-row]", { timeout: STEP_MS });
  await a.click("[data-action=cancel-seek]");
  await a.waitForSelector("[data-seek]", { state: "hidden", timeout: STEP_MS });
  await b.reload();
  await b.waitForSelector("[data-list=open]", { timeout: STEP_MS });
  await b.waitForTimeout(500);
  check((await b.locator("[data-seek-row]").count()) === 0, "the cancelled seek is gone from the other lobby");

  // Seek again; the phone takes it.
  await a.click('.game-card[data-variant="chess960"] [data-quick="seek"]');
  await a.waitForSelector("[data-seek]:not([hidden])", { timeout: STEP_MS });
  const banner = (await a.locator("[data-seek]").textContent()) ?? "";
  check(/Looking for an opponent: Chess960, no clock, casual/.test(banner), `the banner says what is sought: "${banner}"`);
  check((await a.locator("[data-seek-row]").count()) === 0, "one's own seek is not offered to oneself");
  await t.shot(a, "seeking-desktop");
  await b.reload();
  const row = b.locator("[data-seek-row]").first();
  await row.waitFor({ timeout: STEP_MS });
  const text = (await row.textContent()) ?? "";
  check(/Chess960 — Guest — no clock, casual/.test(text), `the phone lists the seek: "${text}"`);
  await t.shot(b, "seek-listed-phone");
  await row.locator("[data-take-seek]").click();
  await b.waitForURL(/\/game\//, { timeout: STEP_MS });
  await a.waitForURL(/\/game\//, { timeout: STEP_MS });
  check(a.url() === b.url(), `both are in one game: ${a.url()} and ${b.url()}`);
  await waitBoard(a);
  await waitBoard(b);
  await a.waitForSelector('.player-name:has-text("(you)")', { timeout: STEP_MS });
  await b.waitForSelector('.player-name:has-text("(you)")', { timeout: STEP_MS });
  const seats = async (p) => p.evaluate(() => [...document.querySelectorAll(".player")].map((e) => e.textContent));
  check(JSON.stringify(await seats(a)) !== "" && (await a.locator("[data-action=join]").count()) === 0, "no seat left to join");
  await t.shot(a, "paired-desktop");
  await t.shot(b, "paired-phone");
}
