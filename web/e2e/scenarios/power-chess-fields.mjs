// Power Chess in a hot-seat game from a set-up position: dice on the board and in the fields, a
// capture sending the victim to its owner's back field, moves between fields and onto the board by
// click and drag, a promotion whose chooser names the bishops by label, and a field holding two
// kinds of piece: chosen as a whole (keyboard) it asks which, a dragged picture needs no asking.
import { catalogEngine, check, chooserLabels, clickSquare, createGame, desktop, drag, dragBetween, moves, same, square, squareText, STEP_MS, waitLabel, waitMoves, waitMyTurn, zone, zoneCell } from "../harness.mjs";

export const title = "Power Chess, hot-seat: dice, a capture to the back field, field moves by click and drag, promotion by label";

export default async function (t) {
  const page = await t.page(desktop(1100, 900));
  const engine = await catalogEngine(t, "power-chess");
  check(engine === true, "the catalog should offer the computer for power-chess");
  // White: R6 a1, K e1, pawn b6; bishops B3 (near field) and B2 (back field). Black: k e7, r3 a4.
  const fen = "4k/1P3/5/r34/5/5/R63K w B3/B2 -/- 0 1";
  await createGame(t, page, { variant: "power-chess", mode: "hotseat", options: { fen }, engine });
  await waitMyTurn(page);
  check((await page.locator("svg.board [data-square]").count()) === 35, "5×7 board");
  for (const z of ["black-back", "black-near", "white-near", "white-back"]) check((await zone(page, z).count()) === 1, `zone ${z} drawn`);
  check((await squareText(page, "a1")).includes("die: 6"), `a1's rook shows die 6: ${await squareText(page, "a1")}`);
  // A die badge shows pips (drawn apart from a zone's "×n" count): its number is in data-die.
  const badges = async (sel) => page.locator(`${sel} .die-badge`).evaluateAll((els) => els.map((e) => e.getAttribute("data-die")));
  same((await badges("svg.board .pieces")).sort(), ["3", "6"], "die badges on the board");
  same(await badges('svg.board [data-zone="white-near"]'), ["3"], "B3's badge in the near field");
  await t.shot(page, "start");
  // 1. Ra1xa4 by drag: the rook's die drops to 5; Black's rook goes to Black's back field.
  await drag(page, "a1", "a4");
  await waitMoves(page, 1, "Ra1xa4");
  await waitLabel(page, "a4", /white rook, die: 5/, "the capturing rook");
  await waitLabel(page, "black-back", /black rook.*die: 3/, "the captured rook in its owner's back field");
  same((await badges("svg.board .pieces")).sort(), ["5"], "die badges after the capture");
  same(await badges('svg.board [data-zone="black-back"]'), ["3"], "the captured rook keeps its die badge");
  await t.shot(page, "captured");
  // 2. Black: back field -> near field by click, the near field marked as the target.
  await waitMyTurn(page);
  await zone(page, "black-back").click();
  check(/\btarget\b/.test((await zone(page, "black-near").getAttribute("class")) ?? ""), "the near field is marked as a target");
  await zone(page, "black-near").click();
  await waitMoves(page, 2, "R3@near");
  await waitLabel(page, "black-near", /black rook/, "the rook in the near field");
  await waitLabel(page, "black-back", /: empty$/, "the back field empty again");
  // 3. White: b6-b7 promotes; two bishops fit, told apart by the moves' labels.
  await waitMyTurn(page);
  await clickSquare(page, "b6");
  await clickSquare(page, "b7");
  const choices = await chooserLabels(page);
  same([...choices].sort(), ["B2 from back field", "B3 from near field"], "the promotion chooser's labels");
  await t.shot(page, "promotion-chooser");
  await page.click('dialog.chooser .choice[aria-label="B2 from back field"]');
  await waitMoves(page, 3, "the promotion");
  await waitLabel(page, "b7", /white bishop, die: 6/, "the promoted bishop, die reset to 6");
  await waitLabel(page, "white-back", /: empty$/, "B2 left the back field");
  await waitLabel(page, "white-near", /white pawn/, "the pawn went to the near field");
  check((await moves(page))[2].includes("B2/back") || /=B/.test((await moves(page))[2]), `promotion in the list: ${(await moves(page))[2]}`);
  // 4. Black: near field -> d7 (its first row) by drag.
  await waitMyTurn(page);
  await dragBetween(page, await zoneCell(page, "black-near", "black rook"), square(page, "d7"));
  await waitMoves(page, 4, "R3@d7");
  await waitLabel(page, "d7", /black rook, die: 3/, "the rook back on the board");
  await waitLabel(page, "black-near", /: empty$/, "Black's near field empty");
  // 5. White's near field holds a pawn and a bishop. By keyboard (the field as a whole) the
  // chooser asks which, by label; Escape lets go. Then a drag of the pawn's picture needs no asking.
  await waitMyTurn(page);
  await zone(page, "white-near").focus();
  await page.keyboard.press("Enter");
  await square(page, "c1").focus();
  await page.keyboard.press("Enter");
  const which = await chooserLabels(page);
  same([...which].sort(), ["B3", "P"], "the chooser for the near field lists its pieces");
  await page.keyboard.press("Escape");
  await page.waitForSelector("dialog.chooser", { state: "detached", timeout: STEP_MS });
  check((await moves(page)).length === 4, "cancelling the chooser plays nothing");
  await dragBetween(page, await zoneCell(page, "white-near", "white pawn"), square(page, "c1"));
  await waitMoves(page, 5, "P@c1");
  check((await page.locator("dialog.chooser").count()) === 0, "the dragged picture picked the move");
  await waitLabel(page, "c1", /white pawn/, "the pawn entered on c1");
  await waitLabel(page, "white-near", /white bishop/, "the bishop stays in the near field");
  await t.shot(page, "entered");
}
