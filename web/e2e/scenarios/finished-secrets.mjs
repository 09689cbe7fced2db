// The end of a hidden game tells the whole story: Zombie (a capture and its secret burial, the
// computer's reply highlighted on the board), Masquerade (the set-up, the computer's move
// highlighted) and Cooperative against the computer, each resigned; then the page says "You lost"
// rather than a seat's name, reveals every seat's secret (the burials on the board, both
// assignments beside the deduction, both hands, the computer's too), drops the turn's
// instructions, offers no draw against the computer, and says why a press started nothing.
// Screenshots at 1280×900 and 390×844.
import { check, clickSquare, createGame, desktop, drag, gameId, STEP_MS, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "finished hidden games (Zombie, Masquerade, Cooperative vs computer): last move highlighted, secrets revealed, 'You lost', no draw offer, no silent refusal; 1280×900 and 390×844";

async function resign(page) {
  await page.click("[data-action=resign]");
  await page.click("[data-action=resign]");
  await page.waitForSelector(".result-banner", { timeout: STEP_MS });
  return (await page.locator(".result-banner").textContent()) ?? "";
}

async function bothSizes(t, page, name) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await t.shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await t.shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function lastMoveSquares(page) {
  return page.locator("svg.board .sq:has(.last-move)").evaluateAll((els) => els.map((e) => e.getAttribute("data-square")));
}

export default async function (t) {
  const page = await t.page(desktop(1280, 900));

  // Zombie: exd5, buried under e1; the computer answers and its move is drawn.
  await createGame(t, page, { variant: "zombie", mode: "computer", level: 1, options: { fen: "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1" } });
  await waitMyTurn(page);
  check((await page.locator("[data-action=draw]").count()) === 0, "no draw offered against the computer");
  // A press on the computer's piece says why nothing happened.
  await clickSquare(page, "e8");
  await page.waitForSelector(".alert.info", { timeout: STEP_MS });
  check(/not yours/.test((await page.locator(".alert").textContent()) ?? ""), "a press on the other side's king says why");
  await drag(page, "e4", "d5");
  await page.waitForSelector(".status .prompt", { timeout: STEP_MS }); // bury the pawn
  await clickSquare(page, "e1");
  await waitMoves(page, 3, "the burial and the computer's reply");
  await waitMyTurn(page);
  const zombieLast = await lastMoveSquares(page);
  check(zombieLast.length === 2 && !zombieLast.includes("e1"), `the computer's move is highlighted: ${zombieLast}`);
  // The record as PGN: while the game is played it names no burial square, not even to White
  // who buried; once over it does.
  const id = gameId(page.url());
  const whiteToken = await page.evaluate((g) => JSON.parse(localStorage.getItem("menagerie.tokens") ?? "{}")[g]?.["0"] ?? "", id);
  check(whiteToken !== "", "White's token in this browser");
  const recordText = async (token) => {
    const r = await fetch(`${t.base}/api/games/${id}/record${token ? `?token=${encodeURIComponent(token)}` : ""}`);
    check(r.ok && /pgn/.test(r.headers.get("content-type") ?? ""), `the record is PGN: ${r.status} ${r.headers.get("content-type")}`);
    return (await r.text()).replace(/\s+/g, " ");
  };
  for (const token of ["", whiteToken]) {
    const running = await recordText(token);
    check(/\[Variant "Zombie Chess"\]/.test(running) && /1\. exd5 \{White buried a pawn\}/.test(running) && !/under e1|e1\}/.test(running), `the running record hides the burial square: ${running}`);
  }
  const zombieEnd = await resign(page);
  check(/^You lost/.test(zombieEnd), `the banner speaks to the player: "${zombieEnd}"`);
  const finished = await recordText("");
  check(/1\. exd5 \{White buried the pawn under e1\}/.test(finished) && /\[Result "0-1"\]/.test(finished), `the finished record names the burial: ${finished}`);
  await page.waitForSelector("[data-revealed=\"White's burials\"]", { timeout: STEP_MS });
  const burials = (await page.locator("[data-revealed=\"White's burials\"]").textContent()) ?? "";
  check(/black pawn under e1/.test(burials), `White's burial revealed: "${burials}"`);
  check((await page.locator('svg.board [data-square="e1"] .marker-target').count()) === 1, "the burial marked on the board");
  await bothSizes(t, page, "zombie");

  // Masquerade: the balanced set-up, a move, the computer's move highlighted; resign.
  await createGame(t, page, { variant: "masquerade", mode: "computer", level: 1 });
  await page.waitForSelector(".move-form [data-move]", { timeout: STEP_MS });
  // The form beside the board leaves the board in sight.
  const boardBox = await page.locator("svg.board").boundingBox();
  check(boardBox && boardBox.y + boardBox.height <= 900, `the set-up form leaves the board in sight: ${JSON.stringify(boardBox)}`);
  await page.click(".move-form [data-move]");
  await page.waitForSelector('svg.board [data-square="e2"][data-movable]', { timeout: STEP_MS });
  await drag(page, "e2", "e4");
  await waitMoves(page, 4, "the computer's reply");
  await waitMyTurn(page);
  check((await lastMoveSquares(page)).length === 2, "the computer's move is highlighted");
  const masqEnd = await resign(page);
  check(/^You lost/.test(masqEnd), `the banner: "${masqEnd}"`);
  await page.waitForSelector("[data-revealed-tables] figure", { timeout: STEP_MS });
  const titles = await page.locator("[data-revealed-tables] figcaption strong").allTextContents();
  check(titles.length === 2 && titles.some((x) => /as Black assigned/.test(x)), `both assignments revealed: ${titles}`);
  const side = (await page.locator(".info").textContent()) ?? "";
  check(!/to move/.test(side), `no stale phase after the end: "${side}"`);
  await bothSizes(t, page, "masquerade");

  // Cooperative with the computer partner: resigned at once, both hands shown, no "Turn" line.
  await createGame(t, page, { variant: "cooperative", mode: "computer", level: 1, options: { seed: 7 } });
  await waitMyTurn(page);
  check((await page.locator("[data-action=draw]").count()) === 0, "no draw in a game played together");
  const coopEnd = await resign(page);
  check(/You both/.test(coopEnd), `the banner speaks to both: "${coopEnd}"`);
  await page.waitForSelector("[data-revealed=\"Black's hand\"]", { timeout: STEP_MS });
  const info = await page.locator(".info dt").allTextContents();
  check(!info.includes("Turn"), `the turn's instructions go after the end: ${info}`);
  check(info.includes("White's hand") && info.includes("Black's hand"), `both hands revealed: ${info}`);
  await bothSizes(t, page, "cooperative");
}
