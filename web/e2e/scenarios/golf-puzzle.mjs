// Chess Golf alone, dealt from a fixed seed: the hole's sixteen pieces and its turned cards, a
// stroke played by click-click on a piece the page marks as able to move, and the stroke counted;
// the hole given up, and the proved optimum with its line shown after the attempt.
import { check, clickSquare, createGame, desktop, moves, STEP_MS, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "Chess Golf alone: the dealt hole, its cards, one stroke by click-click, the count, the optimum after giving up";

export default async function (t) {
  const page = await t.page(desktop());
  await createGame(t, page, { variant: "golf", mode: "hotseat", options: { seed: 5, holes: 1 } });
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
  await t.shot(page, "after-stroke");
  check(!/Optimum/.test((await page.locator("dl.info").textContent()) ?? ""), "no optimum before the attempt ends");
  await page.click('[data-move="give-up"]', { timeout: STEP_MS });
  await page.waitForSelector(".result-banner", { timeout: STEP_MS });
  const after = (await page.locator("dl.info").textContent()) ?? "";
  check(/Optimum\s*hole 1: \d+ strokes?: /.test(after), `the optimum after the attempt: ${after}`);
  await t.shot(page, "optimum");
}
