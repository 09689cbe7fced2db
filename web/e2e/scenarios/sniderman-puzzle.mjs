// Sniderman puzzles: reached from the lobby; a wrong answer is refuted move by move, the right one
// is accepted, and the puzzle opens as a hot-seat game from its position. The right answer comes
// from the API (checking any move lists the winning ones), so the test knows no puzzle by heart.
import { boardPicture, check, clickSquare, getJson, desktop, postJson, squareText, STEP_MS, waitBoard, waitMyTurn, same } from "../harness.mjs";

export const title = "Sniderman puzzles: from the lobby, a wrong answer shows its refutation, the right one is accepted";

export default async function (t) {
  const page = await t.page(desktop(1000, 850));
  const puzzle = await getJson(t, "/api/variants/chessence-sniderman/puzzle?seed=5");
  check(puzzle.view?.legal?.length >= 2, `a puzzle with a choice: ${JSON.stringify(puzzle).slice(0, 200)}`);
  const probe = await postJson(t, "/api/variants/chessence-sniderman/puzzle/check", {
    position: puzzle.position,
    object: puzzle.options.object,
    move: puzzle.view.legal[0].text,
  });
  check(probe.winning_moves?.length === 1, `one winning move: ${JSON.stringify(probe.winning_moves)}`);
  const answer = probe.winning_moves[0]; // "Rb2xb4": the squares are at 1-2 and 4-5
  const right = puzzle.view.legal.find((m) => m.from === answer.slice(1, 3) && m.to === answer.slice(4, 6));
  const wrong = puzzle.view.legal.find((m) => m !== right);
  check(right && wrong, `the answer ${answer} is among the legal moves`);

  await page.goto(t.base + "/");
  // The puzzles are linked from the game's card in the lobby's gallery.
  await page.locator('.game-card[data-variant="chessence-sniderman"] .puzzles-link').click({ timeout: STEP_MS });
  await page.waitForURL(/\/puzzle\/chessence-sniderman/, { timeout: STEP_MS });
  await waitBoard(page);
  await page.goto(`${t.base}/puzzle/chessence-sniderman?seed=5`);
  await waitBoard(page);
  const waitObject = () =>
    page.waitForFunction((d) => document.querySelector(".puzzle-object")?.textContent?.includes(d), puzzle.object.description, { timeout: STEP_MS });
  await waitObject();
  check(((await page.locator(".puzzle-question").textContent()) ?? "").includes("find the only move"), "the question is asked");
  check(!(await squareText(page, wrong.from)).includes("empty"), `a piece on ${wrong.from}`);
  await t.shot(page, "puzzle");
  await clickSquare(page, wrong.from);
  await clickSquare(page, wrong.to);
  await page.waitForSelector(".verdict.wrong", { timeout: STEP_MS });
  const verdict = (await page.locator(".verdict.wrong").textContent()) ?? "";
  check(verdict.includes(answer), `a wrong answer names the winning move ${answer}: "${verdict}"`);
  await page.waitForSelector("#step-forward", { timeout: STEP_MS });
  await page.locator('.puzzle-steps [aria-label="last"]').click();
  const caption = (await page.locator(".step-caption").textContent()) ?? "";
  check(/wins\./.test(caption) && /Move \d+ of \d+/.test(caption), `the end of the refutation says who wins and why: ${caption}`);
  await t.shot(page, "refutation-end");
  await page.locator('.puzzle-steps [aria-label="first"]').click();
  const start = (await page.locator(".step-caption").textContent()) ?? "";
  check(start.includes("puzzle's position"), `back to the start: "${start}"`);
  // The same puzzle again (the address keeps its seed), answered right.
  await page.reload();
  await waitBoard(page);
  await waitObject();
  await clickSquare(page, right.from);
  await clickSquare(page, right.to);
  await page.waitForSelector(".verdict.right", { timeout: STEP_MS });
  await t.shot(page, "right");
  // Open as a game: a hot-seat game from the puzzle's position.
  const before = await boardPicture(page);
  await page.locator("#open-game").click();
  await page.waitForURL(/\/game\//, { timeout: STEP_MS });
  await waitMyTurn(page);
  same(await boardPicture(page), before, "the game's board against the puzzle's position");
}
