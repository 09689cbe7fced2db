// Zombie Chess, hot-seat: both seats share one screen, so the curtain must hide each seat's
// secret (where it buried its captures) from the other. 1.e4 d5 2.exd5: White buries the black
// pawn by clicking one of its own pieces straight away (no graveyard click first); Black's screen,
// under the curtain and after it, holds no trace of the burial square; 3.d6 raises the pawn as a
// black zombie, drawn with its badge.
import { check, clickSquare, createGame, desktop, drag, squareText, STEP_MS, waitLabel, waitMoves, zoneText } from "../harness.mjs";

export const title = "Zombie Chess, hot-seat: bury by one click, the curtain hides the burial square, a zombie rises with its badge";

/** The curtain is up, naming the next seat, and the page holds nothing of the view but names. */
async function curtainUp(page, seat) {
  await page.waitForSelector(".curtain:not([hidden])", { timeout: STEP_MS });
  const text = (await page.locator(".curtain").textContent()) ?? "";
  check(text.includes(`I am ${seat}: show my board`), `the curtain asks for ${seat}: "${text}"`);
  check((await page.locator("svg.board [data-square]").count()) === 0, "no square is drawn under the curtain");
  check((await page.locator(".move-list .move").count()) === 0, "no move list under the curtain");
}

async function reveal(page) {
  await page.click("[data-action=reveal]");
  await page.waitForSelector("svg.board [data-square]", { timeout: STEP_MS });
}

/** Whatever the page holds, visible or not, must not name White's burial. */
async function noBurialIn(page, what) {
  const html = await page.content();
  const leak = html.match(/.{0,60}(buried: |buried-badge|marker-target|d5: black pawn).{0,60}/);
  check(!leak, `${what}: the page shows a burial: ${leak?.[0]}`);
  // Black's own burials (none yet) may be listed; White's never.
  const own = await page.locator('dd[data-secret="burials"]').allTextContents();
  check(own.every((x) => x === "none"), `${what}: the burials listed: ${own}`);
}

export default async function (t) {
  const page = await t.page(desktop(1200, 900));
  await createGame(t, page, { variant: "zombie", mode: "hotseat", engine: true });
  await page.waitForSelector(".turn.mine", { timeout: STEP_MS });
  check((await zoneText(page, "graveyard")).startsWith("Graveyard"), `graveyard zone drawn: ${await zoneText(page, "graveyard")}`);
  check((await zoneText(page, "dust-bin")).startsWith("Dust bin"), "dust bin zone drawn");
  await t.shot(page, "start");

  await drag(page, "e2", "e4");
  await curtainUp(page, "Black");
  await t.shot(page, "curtain");
  await reveal(page);
  await drag(page, "d7", "d5");
  await curtainUp(page, "White");
  await reveal(page);

  // 2.exd5: the capture, then the burial in the same turn (no curtain between).
  await clickSquare(page, "e4");
  await clickSquare(page, "d5");
  await waitLabel(page, "d5", /white pawn/, "exd5");
  await page.waitForSelector(".status .prompt", { timeout: STEP_MS });
  const prompt = (await page.locator(".status .prompt").textContent()) ?? "";
  check(prompt.includes("Choose a piece to bury the captured pawn under"), `the burial prompt: "${prompt}"`);
  check(await page.locator(".curtain").isHidden(), "no curtain between the capture and the burial");
  // Every white piece is offered at once, without picking the graveyard first.
  for (const sq of ["d5", "g1", "e1", "a2"])
    check((await squareText(page, sq)).includes("possible destination"), `${sq} offered for the burial: ${await squareText(page, sq)}`);
  check(!(await squareText(page, "d7")).includes("possible destination"), "an empty square is not offered");
  check((await zoneText(page, "graveyard")).includes("black pawn"), `the captured pawn waits in the graveyard: ${await zoneText(page, "graveyard")}`);
  await t.shot(page, "bury-prompt");
  // A click elsewhere does not lose the offer.
  await clickSquare(page, "e6");
  check((await squareText(page, "g1")).includes("possible destination"), "still offered after a stray click");
  await clickSquare(page, "d5");

  await curtainUp(page, "Black");
  await noBurialIn(page, "under the curtain");
  await t.shot(page, "curtain-after-burial");
  await reveal(page);
  await noBurialIn(page, "Black's board");
  check(/White buried a pawn|buried/i.test((await page.locator(".move-list").textContent()) ?? ""), "Black reads that White buried a piece");
  check(!(await squareText(page, "d5")).includes("buried"), `Black's d5: ${await squareText(page, "d5")}`);
  await t.shot(page, "black-view");
  await drag(page, "g8", "f6");
  await curtainUp(page, "White");
  await reveal(page);

  // White's own board shows where it buried: the badge on d5, the marker, and the secret line.
  check((await squareText(page, "d5")).includes("buried: pawn"), `White's d5 carries its burial: ${await squareText(page, "d5")}`);
  check((await page.locator('svg.board [data-square="d5"] .marker-target').count()) === 1, "d5 marked on White's board");
  const secret = (await page.locator('dd[data-secret="burials"]').textContent()) ?? "";
  check(secret.includes("d5: black pawn"), `White's burials line: "${secret}"`);
  await t.shot(page, "white-burial");

  // 3.d6: the pawn leaves d5 and the black pawn buried there rises as a black zombie.
  await drag(page, "d5", "d6");
  await curtainUp(page, "Black");
  await reveal(page);
  await waitLabel(page, "d5", /black pawn, zombie: true/, "the zombie on d5");
  check((await page.locator('svg.board [data-square="d5"]').count()) === 1, "d5 drawn");
  check((await page.locator("svg.board .zombie-badge").count()) === 1, "one zombie badge");
  const info = (await page.locator("dl.info").textContent()) ?? "";
  check(/zombies to move/i.test(info), `the info names the zombie to move: ${info}`);
  await noBurialIn(page, "Black's board after the rise");
  await t.shot(page, "zombie");
  await drag(page, "d5", "d4");
  await curtainUp(page, "White");
  await reveal(page);
  await waitMoves(page, 7, "the zombie moved");
  // The move list keeps each seat in its column: White's capture and burial share one cell.
  const row2 = await page.locator(".move-list .move-row").nth(1).locator(".move-cell").evaluateAll((cells) => cells.map((c) => c.textContent));
  check(row2.length === 2 && /^exd5White buried the pawn under d5/.test(row2[0] ?? "") && /^Nf6/.test(row2[1] ?? ""), `row 2: ${JSON.stringify(row2)}`);
  await t.shot(page, "after-zombie-move");
}
