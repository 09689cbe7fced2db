// A correspondence game (issue 29): created with "1 day a move" in the full form, a friend joins
// by link on a phone; once each side has made its free first move, the clock of the side to move
// counts down from a day and the other shows a whole day; the lobby lists the game as "1 day" with
// the time left, "your turn" for the side to move. (The days passing are tested in the server's
// tests on a test clock: tests/server/correspondence_test.cpp.)
import { check, correspondenceUnderWay, desktop, phone, STEP_MS, waitMyTurn } from "../harness.mjs";

export const title = "a correspondence game (1 day a move) with a friend: clocks in days, the lobby says the time left";

export default async function (t) {
  const a = await t.page(desktop());
  const b = await t.page(phone(390, 844));
  const id = await correspondenceUnderWay(t, a, b);
  await waitMyTurn(a);
  // White's clock runs now (first moves are free): under a day, counting; Black has a whole day.
  const clocks = await a.locator(".clock").allTextContents();
  check(clocks.some((c) => /^23:59:\d\d$/.test(c.trim())) && clocks.some((c) => c.trim() === "1d 0h"), `the clocks count a day: ${JSON.stringify(clocks)}`);
  await t.shot(a, "game-desktop");
  await t.shot(b, "game-phone");

  // The phone's lobby: the game, its control in days, whose turn, the time left.
  await b.goto(`${t.base}/`);
  const row = b.locator(`[data-list=mine] [data-game="${id}"]`);
  await row.waitFor({ timeout: STEP_MS });
  const text = (await row.textContent()) ?? "";
  check(/\(1 day\)/.test(text) && /23:59:\d\d left/.test(text) && !/your turn/.test(text), `Black's list: the control, the time left, not its turn: "${text}"`);
  await a.goto(`${t.base}/`);
  const mine = a.locator(`[data-list=your-turn] [data-game="${id}"]`);
  await mine.waitFor({ timeout: STEP_MS });
  check(/your turn/.test((await mine.textContent()) ?? ""), "White's lobby puts the game under Your turn");
  await t.shot(b, "lobby-phone");
  await t.shot(a, "lobby-desktop");
}
