// Chess Golf's race, one person against the computer (level 8), dealt from seed 5 (cards: white
// bishop and black queen; the optimum is 4). The person sees the count buttons and the countdown
// the computer's count started, the computer's count only as "entered"; counts 3 (too few), so the
// person demonstrates first, by click-click, and runs out of strokes; the board goes back as dealt
// and the computer demonstrates its 4. The score sheet (5 and 4, the optimum 4), the optimal line
// and the result close it. The same seat on a phone (390×844) shows the same page.
import { check, clickSquare, createGame, desktop, moves, same, square, STEP_MS, waitMoves, sameSeatsOnPhone } from "../harness.mjs";

export const title = "golf race against the computer: count buttons, countdown, hidden count, the reveal, a failed demonstration by click-click, the computer's, the score sheet with the optimum; desktop and phone";

const countsTable = (page) => page.locator(".game-table").first();
const sheet = (page) => page.locator(".game-table").last();

export default async function (t) {
  const page = await t.page(desktop(1280, 900));
  await createGame(t, page, { variant: "golf", mode: "computer", level: 8, options: { seats: 2, holes: 1, seed: 5 } });
  const players = await page.locator(".player").allTextContents();
  check(players.length === 2 && /Computer \(level 8\)/.test(players.join(" ")), `two golfers, one the computer: ${JSON.stringify(players)}`);

  // Counting: eleven buttons (impossible, 1 to 10 strokes) and the countdown the computer started.
  await page.waitForSelector('[data-move="0:count 3 hole 1"]', { timeout: STEP_MS });
  const labels = await page.locator(".move-buttons button").allTextContents();
  same(labels.length, 11, "count buttons");
  same(labels[0], "impossible", "the first count button");
  same(labels[10], "10 strokes", "the last count button");
  await page.waitForFunction(() => /entered/.test(document.querySelector(".game-table")?.textContent ?? ""), null, { timeout: STEP_MS });
  const counting = (await countsTable(page).textContent()) ?? "";
  check(/Golfer 2\s*entered/.test(counting) && !/\b4\b/.test(counting), `the computer's count is only "entered": ${counting}`);
  const listed = (await page.locator(".move-list").textContent()) ?? "";
  check(/Golfer 2 entered a count/.test(listed) && !/counts 4/.test(listed), `the move list shows the computer's count only as entered: ${listed}`);
  const timer = (await page.locator("[data-deadline]").textContent({ timeout: STEP_MS })) ?? "";
  check(/^\d:\d\d left, then every missing count becomes 0 \(impossible\)$/.test(timer), `countdown: "${timer}"`);
  check((await page.locator("[data-action=draw]").count()) === 0, "no draw offer in a race the strokes decide");
  check((await page.locator("[data-action=hint]").count()) === 0, "no Hint button: a race gives no hints (the solver's count would decide it)");
  await t.shot(page, "counting");

  // The same seat on a phone: the token copied into another browser.
  const p = await sameSeatsOnPhone(t, page);
  await p.waitForSelector('[data-move="0:count 3 hole 1"]', { timeout: STEP_MS });
  await t.shot(p, "phone-counting");

  // The person counts 3: the reveal shows both counts, and the person (the lowest) demonstrates.
  await page.click('[data-move="0:count 3 hole 1"]');
  await page.waitForFunction(() => /demonstrating/.test(document.querySelector(".game-table")?.textContent ?? ""), null, { timeout: STEP_MS });
  const revealed = (await countsTable(page).textContent()) ?? "";
  check(/Golfer 1\s*3\s*demonstrating/.test(revealed) && /Golfer 2\s*4/.test(revealed), `the reveal: ${revealed}`);
  const dealt = await page.$$eval("svg.board [data-square]", (els) => els.map((e) => e.getAttribute("aria-label")).sort());
  await t.shot(page, "demonstrating");

  // Three strokes by click-click (the start of the optimal line): no capture, so it fails.
  for (const [from, to] of [["c1", "d1"], ["c7", "b8"], ["b2", "c1"]]) {
    const n = (await moves(page)).length;
    await clickSquare(page, from);
    await clickSquare(page, to);
    await waitMoves(page, n + 1, `the stroke ${from}-${to}`);
  }

  // The computer demonstrates its four from the board as dealt, stroke by stroke at a pace a
  // person can follow (a Skip button meanwhile): its capture is not on screen at once.
  await page.waitForSelector("[data-action=skip]", { timeout: STEP_MS });
  const during = await moves(page);
  check(!during.includes("Bd1xqd8"), `the demonstration is shown move by move, not at once: ${JSON.stringify(during)}`);
  await t.shot(page, "computer-demonstrating");
  await page.waitForFunction(() => /Bd1xqd8/.test(document.querySelector(".move-list")?.textContent ?? ""), null, { timeout: STEP_MS });
  const heads = await page.locator(".move-list .move-group").allTextContents();
  same(heads.join(","), "Hole 1", "the move list's heading");
  // The hole in the move list: the counts in one row, both in full since the reveal, then each
  // demonstration's strokes in a row of their own under its caption.
  await page.waitForFunction(() => document.querySelectorAll(".move-list .move-caption").length === 3, null, { timeout: STEP_MS });
  const captions = await page.locator(".move-list .move-caption").allTextContents();
  same(captions.join(","), "counts,Golfer 1 demonstrates,Golfer 2 demonstrates", "the move list's turns");
  const listRows = await page.locator(".move-list .move-row").allTextContents();
  check(listRows.length === 3 && /Golfer 1 counts 3\s*Golfer 2 counts 4/.test(listRows[0]), `the counts in one row, revealed, in the golfers' columns: ${JSON.stringify(listRows)}`);
  const countCells = await page.locator(".move-list .move-row").first().locator(".move-cell").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  check(countCells.length === 2 && countCells[0] === countCells[1], `the two counts side by side on one line: ${JSON.stringify(countCells)}`);
  check(/Rb2-c1/.test(listRows[1]) && !/Bd1xqd8/.test(listRows[1]) && /Bd1xqd8/.test(listRows[2]), `each demonstration in its row: ${JSON.stringify(listRows)}`);
  await page.waitForSelector(".result-banner", { timeout: STEP_MS });
  check((await page.locator("[data-action=skip]").count()) === 0, "no Skip button once everything is shown");
  const banner = (await page.locator(".result-banner").textContent()) ?? "";
  check(/^You lost — Golfer 2 won/.test(banner), `result, in the player's words: ${banner}`);
  const final = (await sheet(page).textContent()) ?? "";
  check(/Score sheet/.test(final) && /Golfer 1\s*5\s*5/.test(final) && /Golfer 2\s*4\s*4/.test(final) && /optimum\s*4/.test(final), `the score sheet: ${final}`);
  const info = (await page.locator("dl.info").textContent()) ?? "";
  check(/hole 1: 4 strokes: Bc1-d1 Nc7-b8 Rb2-c1 Bd1xqd8/.test(info), `the optimum after the hole: ${info}`);
  const history = await moves(page);
  check(history.some((m) => /time/.test(m)) === false, "no timeout: everything came in time");
  check(history.includes("Bd1xqd8"), `the computer's capture in the move list: ${JSON.stringify(history)}`);
  // The failed demonstration put the board back as dealt before the computer's line: its capture
  // is on d8, where the black queen stood.
  check(dealt.some((l) => /^d8.*black queen/.test(l ?? "")), "the queen stood on d8 as dealt");
  check(/white bishop/.test((await square(page, "d8").getAttribute("aria-label")) ?? ""), "the bishop took it there");
  await t.shot(page, "over");
  await p.waitForSelector(".result-banner", { timeout: STEP_MS });
  await t.shot(p, "phone-over");
}
