// Winslow's Chessence in a hot-seat game from a set-up position: a board with holes, the hands, a
// drop by each of drag, click and keyboard, a board move, and the powers overlay (on by default,
// off, remembered across a reload, on again by keyboard).
import { catalogEngine, check, clickSquare, createGame, desktop, dragBetween, square, squareText, waitBoard, waitLabel, waitMoves, waitMyTurn, zone, zoneCell, zoneText } from "../harness.mjs";

export const title = "Winslow's Chessence, hot-seat: holes, drops by drag, click and keyboard, a board move, the powers overlay";

export default async function (t) {
  const page = await t.page(desktop(1100, 900));
  const engine = await catalogEngine(t, "chessence-winslow");
  check(engine === true, "the catalog should offer the computer for chessence-winslow");
  // White's men have left d3 and e3: two of White's drop squares are free, three men in hand.
  const fen = "km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*M2M/*2MMM/4MK[MMMmmm] w 0 1";
  await createGame(t, page, { variant: "chessence-winslow", mode: "hotseat", options: { fen }, engine });
  await waitMyTurn(page);
  check((await page.locator("svg.board [data-square]").count()) === 46, "6×9 less 8 holes is 46 squares");
  check((await page.locator("svg.board .hole").count()) === 8, "8 holes drawn as gaps");
  check((await square(page, "a2").count()) === 0, "the hole a2 is no square");
  check(/White's hand: white man ×3/.test(await zoneText(page, "white-hand")), `White's hand: ${await zoneText(page, "white-hand")}`);
  check(/Black's hand: black man ×3/.test(await zoneText(page, "black-hand")), `Black's hand: ${await zoneText(page, "black-hand")}`);
  // A man with at least one power has icons; one with none (no friendly man related) has none.
  const powers = () => page.locator("svg.board .pieces .powers").count();
  const empowered = () => page.$$eval("svg.board [data-square]", (els) => els.filter((e) => /powers: \w/.test(e.getAttribute("aria-label") ?? "")).length);
  check((await powers()) > 0 && (await powers()) === (await empowered()), `the overlay is on by default: ${await powers()} icon groups for ${await empowered()} men with powers`);
  check((await page.locator("[data-action=powers]").getAttribute("aria-pressed")) === "true", "powers button pressed");
  await t.shot(page, "start");
  // 1. M@d3 by drag from White's hand.
  await dragBetween(page, await zoneCell(page, "white-hand", "white man"), square(page, "d3"));
  await waitMoves(page, 1, "the drag drop M@d3");
  await waitLabel(page, "d3", /white man/, "the dropped man");
  await waitLabel(page, "white-hand", /white man ×2/, "White's hand after one drop");
  // 2. ...c7-d6 by click-click.
  await waitMyTurn(page);
  await clickSquare(page, "c7");
  check((await squareText(page, "d6")).includes("possible destination"), "c7 may go to d6");
  await clickSquare(page, "d6");
  await waitMoves(page, 2, "the board move c7-d6");
  await waitLabel(page, "d6", /black man/, "the man moved to d6");
  check((await squareText(page, "c7")).includes("empty"), "c7 is empty after the move");
  // 3. M@e3 by click: the hand, then the one free drop square, which is marked.
  await waitMyTurn(page);
  await zone(page, "white-hand").click();
  check(/\bselected\b/.test((await zone(page, "white-hand").getAttribute("class")) ?? ""), "the hand is selected");
  check((await squareText(page, "e3")).includes("possible destination"), "e3 is a marked drop square");
  check((await page.locator("svg.board .dests circle").count()) === 1, "only e3 is offered (d3 is taken now)");
  await t.shot(page, "hand-selected");
  await clickSquare(page, "e3");
  await waitMoves(page, 3, "the click drop M@e3");
  await waitLabel(page, "e3", /white man/, "the man dropped on e3");
  await waitLabel(page, "white-hand", /^White's hand: white man$/, "White's hand after two drops (one man)");
  // 4. Black drops by keyboard: Enter on the hand, Enter on c7 (freed by the move before).
  await waitMyTurn(page);
  await zone(page, "black-hand").focus();
  await page.keyboard.press("Enter");
  check(/\bselected\b/.test((await zone(page, "black-hand").getAttribute("class")) ?? ""), "Enter selects Black's hand");
  check((await squareText(page, "c7")).includes("possible destination"), "c7 is a marked drop square for Black");
  await square(page, "c7").focus();
  await page.keyboard.press("Enter");
  await waitMoves(page, 4, "the keyboard drop M@c7");
  await waitLabel(page, "c7", /black man/, "Black's man dropped on c7");
  await waitLabel(page, "black-hand", /black man ×2/, "Black's hand after its drop");
  // The powers overlay: off, remembered across a reload, on again.
  const men = await empowered();
  check(men > 0 && (await powers()) === men, `powers on all ${men} men with powers, saw ${await powers()}`);
  await page.click("[data-action=powers]");
  check((await powers()) === 0, "no power icons once the overlay is off");
  check((await page.locator("[data-action=powers]").getAttribute("aria-pressed")) === "false", "button shows off");
  await t.shot(page, "powers-off");
  await page.reload();
  await waitBoard(page);
  await waitMoves(page, 4, "after reload");
  check((await powers()) === 0, "the overlay stays off after a reload (localStorage)");
  await page.locator("[data-action=powers]").focus();
  await page.keyboard.press("Enter"); // the toggle works by keyboard too
  check((await powers()) === men, `icons back on ${men} men, saw ${await powers()}`);
  check((await squareText(page, "e1")).includes("powers:"), "the square's text names the powers");
  await t.shot(page, "powers-on");
}
