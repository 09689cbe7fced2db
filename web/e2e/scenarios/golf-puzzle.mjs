// Chess Golf alone, dealt from a fixed seed: the hole's sixteen pieces and its turned cards, a
// stroke played by click-click on a piece the page marks as able to move, and the stroke counted;
// the hole given up, and the proved optimum with its line shown after the attempt; the second hole
// given up too: the move list by hole, the score card with each hole's strokes, optimum and totals.
import { check, clickSquare, createGame, desktop, moves, STEP_MS, waitMoves, waitMyTurn, sameSeatsOnPhone } from "../harness.mjs";

export const title = "Chess Golf alone: the dealt hole, its cards, one stroke by click-click, the count, the optimum after giving up, the course by hole in the move list and its score card; desktop and phone";

export default async function (t) {
  const page = await t.page(desktop(1280, 900));
  await createGame(t, page, { variant: "golf", mode: "hotseat", options: { seed: 5, holes: 2 } });
  await waitMyTurn(page);
  const occupied = await page.$$eval("svg.board [data-square]", (els) =>
    els.filter((e) => !/empty/.test(e.getAttribute("aria-label") ?? "")).map((e) => e.getAttribute("data-square")),
  );
  check(occupied.length === 16, `the layout puts 16 pieces on the board: ${occupied.length}`);
  const info = (await page.locator("dl.info").textContent()) ?? "";
  check(/card/i.test(info) || (await page.locator("svg.board [data-zone]").count()) > 0, `the turned cards are shown: ${info}`);
  check((await page.locator("[data-action=draw]").count()) === 0, "no draw offer in a game played alone");
  check((await page.locator("[data-action=hint]").count()) === 1, "a puzzle alone keeps its Hint button");
  await t.shot(page, "hole");
  // The first piece that, once selected, offers a destination: the page, not this test, knows how.
  let stroke = null;
  for (const from of occupied) {
    await clickSquare(page, from);
    const targets = await page.$$eval("svg.board [data-square]", (els) =>
      els.filter((e) => /possible destination/.test(e.getAttribute("aria-label") ?? "")).map((e) => e.getAttribute("data-square")),
    );
    if (targets.length) {
      stroke = [from, targets[0]];
      break;
    }
    await clickSquare(page, from); // unselect
  }
  check(stroke !== null, "some piece can move");
  await clickSquare(page, stroke[1]);
  await waitMoves(page, 1, `the stroke ${stroke.join("-")}`);
  check((await moves(page)).length >= 1, "the stroke is in the move list");
  const card = async () => (await page.locator(".game-table", { hasText: "Score card" }).textContent()) ?? "";
  check(/1 so far/.test(await card()), `the score card as it goes: ${await card()}`);
  await t.shot(page, "after-stroke");
  check(!/Optimum/.test((await page.locator("dl.info").textContent()) ?? ""), "no optimum before the attempt ends");
  // Hole 1 given up (10 strokes): its optimum is shown while hole 2 is played; hole 2 given up
  // at once ends the course.
  await page.click('[data-move="give-up"]', { timeout: STEP_MS });
  await page.waitForFunction(() => /Optimum/.test(document.querySelector("dl.info")?.textContent ?? ""), null, { timeout: STEP_MS });
  const after = (await page.locator("dl.info").textContent()) ?? "";
  check(/Optimum\s*hole 1: \d+ strokes?: /.test(after), `the optimum after the attempt: ${after}`);
  await t.shot(page, "optimum");
  await page.click('[data-move="give-up"]', { timeout: STEP_MS });
  await page.waitForSelector(".result-banner", { timeout: STEP_MS });
  // The course by hole in the move list, and the score card: strokes, optimum and totals.
  const heads = await page.locator(".move-list .move-group").allTextContents();
  check(heads.join(",") === "Hole 1,Hole 2", `the move list by hole: ${JSON.stringify(heads)}`);
  const rows = await page.locator(".move-list .move-row .move-number").allTextContents();
  check(rows.join(" ") === "1. 2. 1.", `strokes numbered within each hole: ${JSON.stringify(rows)}`);
  const final = await card();
  check(/strokes\s*10\s*10\s*20/.test(final) && /optimum\s*\d+\s*\d+\s*\d+/.test(final), `the score card at the end: ${final}`);
  await t.shot(page, "course-over");
  const p = await sameSeatsOnPhone(t, page);
  await p.waitForSelector(".result-banner", { timeout: STEP_MS });
  await t.shot(p, "phone-course-over");
}
