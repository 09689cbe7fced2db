// Masquerade Chess, hot-seat: the set-up is a 5×5 grid (a form in the view), not 120 buttons.
// White first picks a queen's pattern twice and is told why that is refused, then gives Black the
// identity; Black takes the balanced assignment with one click. Neither assignment is in the page
// while the other seat looks. 1.e4 d5 2.Bb5: Black's king asks to take b5 by a drag; the answer
// (no: a king-pattern king cannot reach) shows in the status, and the deduction table drops to 72.
import { check, createGame, desktop, drag, STEP_MS, waitLabel, waitMoves } from "../harness.mjs";

export const title = "Masquerade Chess, hot-seat: set-up grid (a wrong pick refused), balanced button, an attempt and its answer, the deduction table";

async function curtainThenReveal(page, seat) {
  await page.waitForSelector(".curtain:not([hidden])", { timeout: STEP_MS });
  check(((await page.locator(".curtain").textContent()) ?? "").includes(`I am ${seat}`), `the curtain asks for ${seat}`);
  check((await page.locator("svg.board [data-square]").count()) === 0, "no board under the curtain");
  await page.click("[data-action=reveal]");
  await page.waitForSelector("svg.board [data-square]", { timeout: STEP_MS });
}

async function notInPage(page, text, what) {
  const html = await page.content();
  check(!html.includes(text), `${what}: the page holds "${text}"`);
}

const cell = (page, row, col) => page.getByLabel(`${row}: captures like a ${col}`, { exact: true });

/** The deduction table of one seat: its note and its cells, row by row. */
async function table(page, seat) {
  const fig = page.locator(`.tables figure[data-table-seat="${seat}"]`).first();
  const note = (await fig.locator(".table-note").textContent()) ?? "";
  const cells = await fig.locator("tbody tr").evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent)));
  return { note, cells };
}

export default async function (t) {
  const page = await t.page(desktop(1200, 950));
  await createGame(t, page, { variant: "masquerade", mode: "hotseat", engine: true });
  await page.waitForSelector(".move-form", { timeout: STEP_MS });
  // The grid replaces the 120 assignment buttons; only the labelled shortcut stays a button.
  check((await page.locator(".move-buttons [data-move]").count()) === 0, "no assignment among the move buttons");
  const buttons = await page.locator(".move-form [data-move]").allTextContents();
  check(buttons.length === 1 && buttons[0].startsWith("balanced"), `one button in the form, the balanced one: ${buttons}`);
  check((await page.locator(".move-form input[type=radio]").count()) === 25, "a 5×5 grid");
  check(((await page.locator(".move-form h2").textContent()) ?? "").includes("Assign Black's capture powers"), "the grid's title");
  const before = await table(page, 1);
  check(before.note.includes("120 of the 120"), `the deduction starts full: ${before.note}`);
  await t.shot(page, "setup-grid");

  // A wrong pick: the queen's pattern for both king and queen, nothing for the knight row.
  await cell(page, "Black's king", "queen").check();
  await cell(page, "Black's queen", "queen").check();
  await cell(page, "Black's rook", "rook").check();
  await cell(page, "Black's bishop", "bishop").check();
  await cell(page, "Black's knight", "knight").check();
  check((await page.locator(".perm-grid td.clash").count()) === 2, "the clash is marked in the grid");
  await page.click("[data-action=form-submit]");
  const refusal = (await page.locator(".form-message").textContent()) ?? "";
  check(/exactly once/.test(refusal) && /captures like a queen/.test(refusal) && /captures like a king/.test(refusal), `the refusal says why: "${refusal}"`);
  await t.shot(page, "setup-refused");
  // On a phone the grid must fit the width (no sideways scrolling to reach the knight's column).
  await page.setViewportSize({ width: 390, height: 844 });
  const grid = await page.locator(".perm-grid").boundingBox();
  const box = await page.locator(".move-form").boundingBox();
  check(grid && box && grid.x >= box.x && grid.x + grid.width <= box.x + box.width, `the grid fits its box on a phone: ${JSON.stringify({ grid, box })}`);
  await t.shot(page, "setup-phone");
  await page.setViewportSize({ width: 1200, height: 950 });
  check((await page.locator(".move-list .move").count()) === 0, "nothing was sent");

  // The identity: every piece captures as it moves.
  await cell(page, "Black's king", "king").check();
  check((await page.locator(".perm-grid td.clash").count()) === 0, "no clash any more");
  await page.click("[data-action=form-submit]");
  await curtainThenReveal(page, "Black");
  await notInPage(page, "KK QQ RR BB NN", "Black's set-up");
  check(((await page.locator(".move-form h2").textContent()) ?? "").includes("Assign White's capture powers"), "Black assigns White's powers");
  await t.shot(page, "black-setup");
  await page.click('.move-form [data-move="assign-QNBKR"]');
  await curtainThenReveal(page, "White");
  await notInPage(page, "KQ QN RB BK NR", "White's board");
  check((await page.locator(".move-form").count()) === 0, "the set-up grid is gone");
  // White's own secret: the assignment it gave, drawn as a table.
  check((await page.locator(".tables figure").count()) === 3, "two deduction tables and White's own assignment");

  await drag(page, "e2", "e4");
  await curtainThenReveal(page, "Black");
  await drag(page, "d7", "d5");
  await curtainThenReveal(page, "White");
  await drag(page, "f1", "b5");
  await curtainThenReveal(page, "Black");
  await notInPage(page, "KK QQ RR BB NN", "Black's board");
  await waitLabel(page, "b5", /white bishop/, "Bb5");
  await t.shot(page, "before-attempt");

  // Black's king asks to take the bishop on b5: its pattern is the king's, which cannot.
  await drag(page, "e8", "b5");
  await curtainThenReveal(page, "White");
  await waitMoves(page, 6, "the attempt is in the move list");
  const last = (await page.locator(".status .last-move-entry").last().textContent()) ?? "";
  check(/Ke8xb5\? — no/.test(last), `the answer in the status: "${last}"`);
  await waitLabel(page, "b5", /white bishop/, "the bishop is still on b5");
  const after = await table(page, 1);
  check(after.note.includes("72 of the 120"), `Black's deduction narrowed: ${after.note}`);
  check(after.cells[0][1] === "X" && after.cells[0][3] === "X", `Black's king neither captures like a queen nor like a bishop: ${JSON.stringify(after.cells[0])}`);
  await t.shot(page, "after-attempt");
}
