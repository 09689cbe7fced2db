// Crowded House between four people, each in a browser of their own who joined by the link made for
// their seat: moves in turn order, every page naming the seat to move, a seat not to move unable to
// move, Black's players on the turned board; a draw that needs all four, declined; a resignation
// that loses for the whole team.
import { check, clickSquare, desktop, drag, moves, phone, same, serverHistory, square, squareText, STEP_MS, waitBoard, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "four people by four invite links: turns named on every page, a seat not to move cannot move, four move columns, draw needs all, team resigns, the rematch needs all and all four follow it";

const SEATS = ["White (king side)", "Black (king side)", "White (queen side)", "Black (queen side)"];

/** Every page names the seat to move; only that seat's page says it is its move. */
async function checkTurn(pages, seat, what) {
  for (const [i, p] of pages.entries()) {
    await p.waitForSelector(`.turn[data-to-move="${seat}"]`, { timeout: STEP_MS });
    const text = (await p.locator(".turn").textContent()) ?? "";
    check(text.includes(SEATS[seat]), `${what}: page ${i} should name ${SEATS[seat]}: "${text}"`);
    const mine = (await p.locator(".turn.mine").count()) > 0;
    check(mine === (i === seat), `${what}: page ${i} ${i === seat ? "should" : "should not"} say it is its move: "${text}"`);
    check((await p.locator(`.players .player.to-move[data-seat="${seat}"]`).count()) === 1, `${what}: page ${i} should mark ${SEATS[seat]}'s card`);
  }
}

export default async function (t) {
  const a = await t.page(desktop(1200, 900));
  await a.goto(`${t.base}/`);
  await a.click('[data-variant="crowded-house"] [data-quick="friends"]', { timeout: STEP_MS });
  await a.waitForURL(/\/game\//, { timeout: STEP_MS });
  await waitBoard(a);
  // One invitation link per open seat.
  const links = [];
  for (const seat of [1, 2, 3]) links[seat] = await a.locator(`[data-invite-seat="${seat}"]`).inputValue({ timeout: STEP_MS });
  check(links.every((l, i) => !l || l.endsWith(`?seat=${i}`)), `invite links: ${JSON.stringify(links)}`);
  await t.shot(a, "created");
  const b = await t.page(phone(390, 844));
  const c = await t.page(desktop(1000, 800));
  const d = await t.page(desktop(1000, 800));
  const pages = [a, b, c, d];
  // Each friend opens their own link and takes the seat it names (D before C: the link decides).
  for (const seat of [1, 3, 2]) {
    const p = pages[seat];
    await p.goto(links[seat]);
    await waitBoard(p);
    const join = p.locator("[data-action=join]");
    check((await join.getAttribute("data-join-seat", { timeout: STEP_MS })) === String(seat), `seat ${seat}'s link should offer that seat: ${await join.textContent()}`);
    await join.click();
    await p.waitForSelector(`.player[data-seat="${seat}"] .player-name:has-text("(you)")`, { timeout: STEP_MS });
  }
  await a.waitForSelector(".invite-link", { state: "detached", timeout: STEP_MS }); // every seat taken
  // Black's players see the board from Black's side: a1 at the top, White's seats below.
  for (const [i, p] of pages.entries()) {
    const a1 = await square(p, "a1").boundingBox();
    const a8 = await square(p, "a8").boundingBox();
    const turned = a1.y < a8.y;
    check(turned === (i % 2 === 1), `page ${i}: the board should ${i % 2 ? "" : "not "}be turned`);
    const partner = (i + 2) % 4;
    await p.waitForSelector(`.players.bottom [data-seat="${partner}"]`, { timeout: STEP_MS });
  }
  check(/your partner/.test((await c.locator('.player[data-seat="0"]').textContent()) ?? ""), "White (queen side) should see White (king side) as partner");

  // Round one; before each move the seat after it tries to move and cannot.
  const round = [
    [0, "e2", "e4"],
    [1, "e7", "e5"],
    [2, "d2", "d4"],
    [3, "d7", "d5"],
    [0, "e4", "d5"],
  ];
  for (const [n, [seat, from, to]] of round.entries()) {
    await checkTurn(pages, seat, `before move ${n + 1}`);
    // The king side's half is shaded for a king-side seat, the queen side's for a queen-side seat.
    const shaded = seat < 2 ? "e4" : "d4";
    const plain = seat < 2 ? "d5" : "e5";
    check((await square(a, shaded).getAttribute("data-marker")) !== null, `${SEATS[seat]}: ${shaded} should be shaded`);
    check((await square(a, plain).getAttribute("data-marker")) === null, `${SEATS[seat]}: ${plain} should not be shaded`);
    const next = pages[(seat + 1) % 4];
    check((await next.locator("svg.board [data-movable]").count()) === 0, `page ${(seat + 1) % 4} has movable pieces out of turn`);
    await clickSquare(next, from);
    check(!(await squareText(next, to)).includes("possible destination"), `page ${(seat + 1) % 4} was offered ${to} out of turn`);
    const p = pages[seat];
    await waitMyTurn(p);
    // The phone plays by tapping the piece, then its target; the desktops drag.
    if (p === b) {
      await clickSquare(p, from);
      await clickSquare(p, to);
    } else await drag(p, from, to);
    for (const q of pages) await waitMoves(q, n + 1, `${SEATS[seat]}'s ${from}-${to}`);
  }
  same(await serverHistory(t, a.url()), ["e4", "e5", "d4", "d5", "exd5"], "the server's history");
  for (const p of pages) same(await moves(p), await moves(a), "move lists agree");
  // Four columns, one per seat in turn order; White (king side)'s second move starts row 2.
  same(await a.locator(".move-head").allTextContents(), SEATS, "the move list's heads");
  same(await a.locator(".move-row:not(.move-heads)").count(), 2, "rows");
  await checkTurn(pages, 1, "after the round");
  for (const [i, p] of pages.entries()) await t.shot(p, `round-${i}`);

  // A draw needs all four: A offers, B accepts, C sees both agreed and declines.
  await a.click("[data-action=draw]", { timeout: STEP_MS });
  await b.click("[data-action=accept-draw]", { timeout: STEP_MS });
  await c.waitForSelector('.offer[data-draw="0,1"]', { timeout: STEP_MS });
  const offer = (await c.locator(".offer").textContent()) ?? "";
  check(/agreed: White \(king side\) and Black \(king side\); waiting for White \(queen side\) and Black \(queen side\)/.test(offer), `draw offer: "${offer}"`);
  await b.waitForSelector("button:has-text('Draw offered: waiting')", { timeout: STEP_MS });
  await t.shot(c, "draw-offer");
  await c.click("[data-action=decline-draw]");
  for (const p of pages) await p.waitForSelector(".offer", { state: "detached", timeout: STEP_MS });

  // Black (queen side) resigns: the confirm says the team loses; both White seats win.
  await d.click("[data-action=resign]");
  const confirm = (await d.locator("[data-action=resign]").textContent()) ?? "";
  check(/Team Black loses/.test(confirm) && /Black \(king side\)/.test(confirm), `resign confirm: "${confirm}"`);
  await t.shot(d, "resign-confirm");
  await d.click("[data-action=resign]");
  for (const [seat, p] of pages.entries()) {
    await p.waitForSelector(".result-banner", { timeout: STEP_MS });
    const banner = (await p.locator(".result-banner").textContent()) ?? "";
    // Each player reads their own team's result (seats 0 and 2 play White).
    const words = seat % 2 === 0 ? /^Your team won — resignation/ : /^Your team lost — resignation/;
    check(words.test(banner), `seat ${seat}'s banner: "${banner}"`);
  }
  await t.shot(b, "over-phone");

  // A rematch, like a draw, needs all four: asked by three, it waits for the fourth; once all have
  // asked, all four pages follow it, each player one seat on (seat s plays s + 1): partners stay
  // partners, the teams change colour.
  const old = new URL(a.url()).pathname; // the friends' pages carry ?seat=N besides
  await a.click("[data-action=rematch]", { timeout: STEP_MS });
  await b.click("[data-action=rematch]", { timeout: STEP_MS });
  await c.click("[data-action=rematch]", { timeout: STEP_MS });
  await d.waitForSelector(".offer[data-rematch='0,1,2']", { timeout: STEP_MS });
  const asked = (await d.locator(".offer[data-rematch]").textContent()) ?? "";
  check(/waiting for Black \(queen side\)/.test(asked), `rematch offer: "${asked}"`);
  check(new URL(a.url()).pathname === old, "three of four asked: no rematch yet");
  await t.shot(d, "rematch-offer");
  await d.click("[data-action=rematch]", { timeout: STEP_MS });
  await Promise.all(pages.map((p) => p.waitForURL((u) => u.pathname !== old && u.pathname.startsWith("/game/"), { timeout: STEP_MS })));
  check(pages.every((p) => p.url() === a.url()), `all four follow the same rematch: ${pages.map((p) => p.url())}`);
  for (const [i, p] of pages.entries()) {
    const seat = (i + 1) % 4;
    await p.waitForSelector(`.player[data-seat="${seat}"] .player-name:has-text("(you)")`, { timeout: STEP_MS });
  }
  await waitMyTurn(d); // old Black (queen side) is now White (king side)
  await t.shot(d, "rematch");
}
