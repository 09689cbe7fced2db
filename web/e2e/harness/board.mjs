// Reading and playing on the game page's board the way a person does: squares and zones found by
// their data attributes, read by their accessible text, played by mouse, finger and keyboard.
import { check } from "./check.mjs";
import { STEP_MS, sleep } from "./setup.mjs";

export const square = (page, sq) => page.locator(`svg.board [data-square="${sq}"]`);
export const zone = (page, id) => page.locator(`svg.board [data-zone="${id}"]`);

export async function squareText(page, sq) {
  return (await square(page, sq).getAttribute("aria-label")) ?? "";
}

export async function zoneText(page, id) {
  return (await zone(page, id).getAttribute("aria-label")) ?? "";
}

/** Every square's accessible text: what the board shows, compared across reloads and browsers. */
export async function boardPicture(page) {
  return page.$$eval("svg.board [data-square]", (els) => els.map((e) => e.getAttribute("aria-label")?.replace(/, (selected|possible destination)/g, "")).sort());
}

export async function moves(page) {
  return page.locator(".move-list .move").allTextContents();
}

export async function waitMoves(page, n, what) {
  try {
    await page.waitForFunction((n) => document.querySelectorAll(".move-list .move").length >= n, n, { timeout: STEP_MS });
  } catch {
    throw new Error(`${what}: expected ${n} moves in the move list, saw ${JSON.stringify(await moves(page))}`);
  }
}

export async function waitBoard(page) {
  await page.waitForSelector("svg.board [data-square]", { timeout: STEP_MS });
}

export async function waitMyTurn(page) {
  await page.waitForSelector(".turn.mine", { timeout: STEP_MS });
}

/** Wait until a square's or zone's accessible text matches (the server's answer comes later). */
export async function waitLabel(page, place, re, what) {
  const sel = `svg.board [data-square="${place}"], svg.board [data-zone="${place}"]`;
  try {
    await page.waitForFunction(
      ([sel, src, flags]) => new RegExp(src, flags).test(document.querySelector(sel)?.getAttribute("aria-label") ?? ""),
      [sel, re.source, re.flags],
      { timeout: STEP_MS },
    );
  } catch {
    throw new Error(`${what}: expected ${re} at ${place}, saw "${await page.locator(sel).first().getAttribute("aria-label")}"`);
  }
}

/** The text of the page's alert (an error from the server), once one is shown. */
export async function alertText(page) {
  // A page may have several message areas (the lobby: the page's, the form's, a card's): the one
  // showing a message.
  const el = page.locator("[role=alert]:has(.alert)");
  await el.waitFor({ timeout: STEP_MS });
  return (await el.textContent()) ?? "";
}

/** The picture of one piece in a zone, found by its description ("pawn", "black rook"). */
export async function zoneCell(page, id, what) {
  const cells = zone(page, id).locator("[data-cell]");
  const n = await cells.count();
  for (let i = 0; i < n; ++i) if (((await cells.nth(i).getAttribute("data-piece")) ?? "").includes(what)) return cells.nth(i);
  throw new Error(`no ${what} in zone ${id}: ${await zoneText(page, id)}`);
}

/** Where a drawn thing is on screen. The board is redrawn whole on every state message, so an
 * element found a moment ago may be gone (boundingBox then gives null): look it up again. */
async function box(locator) {
  for (let i = 0; i < 20; ++i) {
    const b = await locator.boundingBox({ timeout: STEP_MS }).catch(() => null);
    if (b) return b;
    await sleep(50);
  }
  return null;
}

const centre = (b) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

export async function clickSquare(page, sq) {
  await square(page, sq).click();
}

/** A mouse drag between any two things drawn on the board (squares, zone cells, zones): press on
 * the first one's centre, move to the second in steps, release. */
export async function dragBetween(page, from, to, what = "drag ends") {
  await page.bringToFront(); // a tab in the background gets its input late
  const a = await box(from);
  const b = await box(to);
  check(a && b, `${what} are not on screen`);
  await page.mouse.move(centre(a).x, centre(a).y);
  await page.mouse.down();
  await page.mouse.move(centre(b).x, centre(b).y, { steps: 8 });
  await page.mouse.up();
}

/** A mouse drag from one square to another. */
export async function drag(page, from, to) {
  await dragBetween(page, square(page, from).locator("rect").first(), square(page, to).locator("rect").first(), `squares ${from}/${to}`);
}

/** A finger drag through the browser's own touch input (pointer events of type "touch"). */
export async function touchDrag(page, from, to) {
  await page.bringToFront();
  await square(page, from).scrollIntoViewIfNeeded();
  const a = await box(square(page, from).locator("rect").first());
  const b = await box(square(page, to).locator("rect").first());
  check(a && b, `squares ${from}/${to} are not on screen`);
  const cdp = await page.context().newCDPSession(page);
  const p0 = centre(a);
  const p1 = centre(b);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: p0.x, y: p0.y }] });
  for (let i = 1; i <= 8; ++i)
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: p0.x + ((p1.x - p0.x) * i) / 8, y: p0.y + ((p1.y - p0.y) * i) / 8 }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** The labels of the moves the chooser dialog offers, once it is open. */
export async function chooserLabels(page) {
  await page.waitForSelector("dialog.chooser", { timeout: STEP_MS });
  return page.locator("dialog.chooser .choice").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
}
