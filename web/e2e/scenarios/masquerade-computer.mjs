// Masquerade Chess against the computer (level 1): the person assigns the computer's capture
// powers with the grid, the computer assigns theirs in secret; a black knight on d3 lets White's
// bishop ask to take it by a knight's jump: the answer (yes or no) shows in the status and the
// move list, White's deduction table learns from it, and the computer answers.
import { check, createGame, desktop, drag, STEP_MS, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "Masquerade Chess against the computer (level 1): set-up grid, an attempt answered, the deduction table, the reply";

export default async function (t) {
  const page = await t.page(desktop(1200, 950));
  const fen = "rnbqkb1r/pppppppp/8/8/8/3n4/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  await createGame(t, page, { variant: "masquerade", mode: "computer", level: 1, options: { fen }, engine: true });
  await page.waitForSelector(".move-form", { timeout: STEP_MS });
  for (const [row, col] of [["king", "knight"], ["queen", "rook"], ["rook", "king"], ["bishop", "queen"], ["knight", "bishop"]])
    await page.getByLabel(`Black's ${row}: captures like a ${col}`, { exact: true }).check();
  await t.shot(page, "setup");
  await page.click("[data-action=form-submit]");
  // The computer gives White's powers; then it is White's move, with the grid gone.
  await waitMoves(page, 2, "both set-up moves");
  await waitMyTurn(page);
  check((await page.locator(".move-form").count()) === 0, "no grid after the set-up");
  check(((await page.locator('dd[data-secret="assigned"]').textContent()) ?? "") === "KN QR RK BQ NB", "White's own assignment of Black's powers");
  const history = (await page.locator(".move-list").textContent()) ?? "";
  check(/Black assigned White's capture powers/.test(history) && !/Black assigned White's capture powers:/.test(history), `the computer's assignment stays secret: ${history}`);

  // Bc1xd3?: a knight's jump, so only the knight pattern could make it.
  await drag(page, "c1", "d3");
  await waitMoves(page, 3, "the attempt");
  const attempt = (await page.locator(".move-list .move").nth(2).textContent()) ?? "";
  check(/^Bc1xd3\? — (yes|no)/.test(attempt), `the attempt and its answer: "${attempt}"`);
  const note = (await page.locator('.tables figure[data-table-seat="0"] .table-note').first().textContent()) ?? "";
  check(/^(24|96) of the 120/.test(note), `White's table learns from the answer: "${note}"`);
  const bishopRow = await page.locator('.tables figure[data-table-seat="0"]').first().locator("tbody tr").nth(3).locator("td").allTextContents();
  check(bishopRow[4] === (attempt.includes("yes") ? "O" : "X"), `the bishop's knight cell: ${bishopRow}`);
  await t.shot(page, "attempt");
  await waitMoves(page, 4, "the computer replies");
  await waitMyTurn(page);
  // The answer stays in the status after the computer's reply.
  const round = await page.locator(".status .last-move-entry").allTextContents();
  check(round.length === 2 && round[0] === attempt, `the last round in the status: ${round}`);
  await t.shot(page, "reply");
}
