// The move list: Power Chess's field moves and promotions (the longest move texts) are never cut,
// and a one-word move stays on one line, on a desktop and on a phone; a long history (60 moves, from a game two computers played)
// scrolls inside the list with the current move highlighted and in sight, and ←/→/Home/End step
// through it without scrolling the page.
import { chooserLabels, check, clickSquare, createGame, desktop, drag, dragBetween, getJson, phone, postJson, square, STEP_MS, waitMoves, waitMyTurn, zone, zoneCell } from "../harness.mjs";

export const title = "the move list: no move broken across lines (Power Chess), a long history scrolls, the current move highlighted, arrow keys";

/** Moves cut off, or a one-word move broken across lines (a text of several words may wrap at a
 * space inside its cell). */
async function brokenMoves(page) {
  return page.locator(".move-list .move").evaluateAll((els) =>
    els
      .filter((e) => {
        const line = parseFloat(getComputedStyle(e).lineHeight) || 20;
        const oneWord = !/\s/.test((e.textContent ?? "").trim());
        return (oneWord && e.getBoundingClientRect().height > line * 1.6) || e.scrollWidth > e.clientWidth + 1;
      })
      .map((e) => e.textContent),
  );
}

/** The highlighted move's ply, and whether it is inside the list's visible box. */
async function current(page) {
  return page.evaluate(() => {
    const list = document.querySelector(".move-list");
    const cur = list?.querySelector(".move.current");
    if (!list || !cur) return { ply: null, visible: false };
    const a = list.getBoundingClientRect(), b = cur.getBoundingClientRect();
    return { ply: Number(cur.getAttribute("data-ply")), visible: b.top >= a.top - 1 && b.bottom <= a.bottom + 1 };
  });
}

export default async function (t) {
  // Power Chess: a capture, a field-to-field move, a promotion naming its field, a move onto the board.
  const page = await t.page(desktop(1100, 900));
  await createGame(t, page, { variant: "power-chess", mode: "hotseat", options: { fen: "4k/1P3/5/r34/5/5/R63K w B3/B2 -/- 0 1" } });
  await waitMyTurn(page);
  await drag(page, "a1", "a4");
  await waitMoves(page, 1, "Ra1xa4");
  await waitMyTurn(page);
  await zone(page, "black-back").click();
  await zone(page, "black-near").click();
  await waitMoves(page, 2, "back to near field");
  await waitMyTurn(page);
  await clickSquare(page, "b6");
  await clickSquare(page, "b7");
  await chooserLabels(page);
  await page.click('dialog.chooser .choice[aria-label="B2 from back field"]');
  await waitMoves(page, 3, "the promotion");
  await waitMyTurn(page);
  await dragBetween(page, await zoneCell(page, "black-near", "black rook"), square(page, "d7"));
  await waitMoves(page, 4, "near field to d7");
  const texts = await page.locator(".move-list .move").allTextContents();
  check(texts.some((m) => m.length >= 6), `long move texts to test: ${JSON.stringify(texts)}`);
  check((await brokenMoves(page)).length === 0, `no broken move on a desktop: ${JSON.stringify(await brokenMoves(page))}`);
  check((await current(page)).ply === 4, "the last move is highlighted");
  await t.shot(page, "power-chess-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(100);
  check((await brokenMoves(page)).length === 0, `no broken move on a phone: ${JSON.stringify(await brokenMoves(page))}`);
  await t.shot(page, "power-chess-phone");
  await page.setViewportSize({ width: 320, height: 640 }); // the narrowest phone in use
  await page.waitForTimeout(100);
  check((await brokenMoves(page)).length === 0, `no broken move at 320 px: ${JSON.stringify(await brokenMoves(page))}`);

  // A long game: two computers play 60 moves of standard chess; a hot-seat game continues it.
  // (Level 1 may mate early: then the computers play another game.)
  let history = [];
  for (let attempt = 0; attempt < 3 && history.length < 60; ++attempt) {
    const auto = await postJson(t, "/api/games", { variant: "chess960", options: { sp: 518 }, seats: [{ kind: "computer", level: 1 }, { kind: "computer", level: 1 }] });
    for (const start = Date.now(); Date.now() - start < STEP_MS; await page.waitForTimeout(200)) {
      const g = await getJson(t, `/api/games/${auto.id}`);
      history = g.view.history;
      if (history.length >= 60 || g.view.over) break;
    }
  }
  check(history.length >= 60, `60 moves played: ${history.length}`);
  const pgn = history.slice(0, 60).map((m, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${m}` : m)).join(" ") + " *";
  const long = await t.page(desktop(1100, 850));
  await createGame(t, long, { mode: "hotseat", options: { pgn } });
  await waitMoves(long, 60, "the continued game");
  const scroll = await long.locator(".move-list").evaluate((l) => ({ height: l.clientHeight, content: l.scrollHeight, top: l.scrollTop }));
  check(scroll.content > scroll.height, `the list scrolls: ${JSON.stringify(scroll)}`);
  let c = await current(long);
  check(c.ply === 60 && c.visible, `the last move highlighted and in sight: ${JSON.stringify(c)}`);
  const pageTop = await long.evaluate(() => window.scrollY);
  await long.locator("h1, .status").first().click(); // focus on the page, not a field or the board
  for (let i = 0; i < 3; ++i) await long.keyboard.press("ArrowLeft");
  c = await current(long);
  check(c.ply === 57 && c.visible, `three back: ${JSON.stringify(c)}`);
  // The counter speaks in moves (a row: both sides' turns), not plies: ply 57 of 60 is move 29 of 30.
  const note = (await long.locator(".history-note").textContent()) ?? "";
  check(/move 29 of 30/.test(note), `the counter in moves: "${note}"`);
  await long.keyboard.press("Home");
  check((await long.locator(".move-list .move.current").count()) === 0, "Home: the start, no move highlighted");
  check((await long.locator(".move-list").evaluate((l) => l.scrollTop)) >= 0, "list still there");
  await long.keyboard.press("ArrowRight");
  c = await current(long);
  check(c.ply === 1 && c.visible, `one forward from the start: ${JSON.stringify(c)}`);
  await long.keyboard.press("End");
  c = await current(long);
  check(c.ply === 60 && c.visible, `End: the live position again: ${JSON.stringify(c)}`);
  check((await long.evaluate(() => window.scrollY)) === pageTop, "stepping through the list never scrolled the page");
  await t.shot(long, "long-history");
  // On a phone too: the list keeps the current move in sight inside itself.
  const small = await t.page(phone(390, 844));
  await small.goto(long.url());
  await waitMoves(small, 60, "the phone");
  c = await current(small);
  check(c.ply === 60 && c.visible, `phone: the last move in sight: ${JSON.stringify(c)}`);
  await t.shot(small, "long-history-phone");
}
