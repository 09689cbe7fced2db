// Crowded House for one person and three computers (a partner and two opponents), made in one click
// from the lobby: the person moves, the three computers answer in turn, the person moves again.
import { openMoreOptions, check, desktop, phone, same, serverHistory, square, STEP_MS, waitBoard, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "one person with a computer partner against two computers (one click): the three answer in turn; the lobby's per-seat form";

/** Plays the first movable piece to the first square offered for it, by clicking. */
async function playSomething(page) {
  const from = await page.locator("svg.board [data-movable]").first().getAttribute("data-square", { timeout: STEP_MS });
  await square(page, from).click();
  const to = await page.$$eval("svg.board [data-square]", (els) => els.find((e) => e.getAttribute("aria-label")?.includes("possible destination"))?.getAttribute("data-square"));
  check(to, `no destination offered for ${from}`);
  await square(page, to).click();
  return `${from}-${to}`;
}

export default async function (t) {
  const page = await t.page(desktop(1200, 900));
  await page.goto(`${t.base}/`);
  const quick = page.locator('[data-variant="crowded-house"] [data-quick="computer"]');
  const label = (await quick.textContent({ timeout: STEP_MS })) ?? "";
  check(/computer partner against 2 computers/.test(label), `quick start: "${label}"`);
  await t.shot(page, "lobby");
  await quick.click();
  await page.waitForURL(/\/game\//, { timeout: STEP_MS });
  await waitBoard(page);
  const cards = await page.locator(".player").allTextContents();
  check(cards.length === 4 && cards.filter((c) => /Computer \(level 4\)/.test(c)).length === 3, `seat cards: ${JSON.stringify(cards)}`);
  check(/your partner/.test((await page.locator('.player[data-seat="2"]').textContent()) ?? ""), "the computer on White (queen side) is the partner");
  await waitMyTurn(page);
  await page.locator("svg.board [data-square=e2]").click();
  await page.locator("svg.board [data-square=e4]").click();
  await waitMoves(page, 4, "the three computers answer");
  await waitMyTurn(page);
  await t.shot(page, "after-round-1");
  const second = await playSomething(page);
  await waitMoves(page, 8, `after ${second}, the computers answer again`);
  await waitMyTurn(page);
  const history = await serverHistory(t, page.url());
  check(history.length === 8 && history[0] === "e4", `server history: ${JSON.stringify(history)}`);
  same(await page.locator(".move-head").count(), 4, "four move columns");
  await t.shot(page, "after-round-2");
  // The same game on a phone, as a spectator sees it.
  const p = await t.page(phone(390, 844));
  await p.goto(page.url());
  await waitBoard(p);
  await waitMoves(p, 8, "the phone");
  await t.shot(p, "phone");

  // The lobby's general form, seat by seat: you, a friend, the computer at level 1, a friend.
  const f = await t.page(desktop(1100, 900));
  await f.goto(`${t.base}/`);
  await openMoreOptions(f);
  await f.selectOption("#variant", "crowded-house", { timeout: STEP_MS });
  await f.check("input[name=mode][value=seats]");
  await f.selectOption("#seat-1", "friend");
  await f.selectOption("#seat-2", "computer-1");
  await f.selectOption("#seat-3", "friend");
  await t.shot(f, "form-seats");
  await f.click("#create");
  await f.waitForURL(/\/game\//, { timeout: STEP_MS });
  await waitBoard(f);
  await f.waitForSelector('[data-invite-seat="3"]', { timeout: STEP_MS });
  same(await f.locator("[data-invite-seat]").evaluateAll((els) => els.map((e) => e.getAttribute("data-invite-seat"))), ["1", "3"], "an invitation link for each friend's seat");
  check(/Computer \(level 1\)/.test((await f.locator('.player[data-seat="2"]').textContent()) ?? ""), "seat 2 is the computer at level 1");
  await t.shot(f, "form-seats-game");
}
