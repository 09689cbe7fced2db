// Sniderman's pages as a player meets them: a puzzle link gives the same puzzle again, a drawn seed
// and one above 2^53 alike; a single round tells its object in words and, over, offers no
// analysis that would fail; a match's object chooser types a made-up object, the referee's reason
// shown when it does not parse.
import { alertText, boardPicture, check, clickSquare, createGame, desktop, phone, same, STEP_MS, waitBoard, waitMoves } from "../harness.mjs";

export const title = "Sniderman: puzzle links reproduce (seeds kept exact), a round's object in words and no failing analysis, a made-up object typed in a match";

export default async function (t) {
  // A puzzle drawn by the server, then reloaded from its address.
  const page = await t.page(desktop(1280, 900));
  await page.goto(`${t.base}/puzzle/chessence-sniderman`);
  await waitBoard(page);
  await page.waitForURL(/seed=\d+/, { timeout: STEP_MS });
  const drawn = new URL(page.url()).searchParams.get("seed");
  check(BigInt(drawn) < 2n ** 53n, `a drawn seed a page keeps exactly: ${drawn}`);
  const first = await boardPicture(page);
  await page.reload();
  await waitBoard(page);
  same(await boardPicture(page), first, "the same puzzle from its link");
  // A seed above 2^53 stays exactly as asked.
  const big = "18446744073709551557";
  await page.goto(`${t.base}/puzzle/chessence-sniderman?seed=${big}`);
  await waitBoard(page);
  await page.waitForFunction((s) => (document.querySelector(".puzzle-facts")?.textContent ?? "").includes(s), big, { timeout: STEP_MS });
  check(new URL(page.url()).searchParams.get("seed") === big, `the address keeps the seed: ${page.url()}`);
  const bigBoard = await boardPicture(page);
  await page.reload();
  await waitBoard(page);
  same(await boardPicture(page), bigBoard, "the same big-seed puzzle from its link");

  // A single round: object 5 in words; over after two captures, with no "Analyse this game".
  await createGame(t, page, { variant: "chessence-sniderman", mode: "hotseat", options: { position: "..../..../.q../KR.. 0", object: "5" } });
  const info = (await page.locator("dl.info").textContent()) ?? "";
  check(/5: ODD wins if, at the end of the round, there are an odd number of pieces/.test(info), `the object in words: ${info}`);
  await clickSquare(page, "b2");
  await clickSquare(page, "b1");
  await waitMoves(page, 1, "the queen takes the rook");
  await clickSquare(page, "a1");
  await clickSquare(page, "b1");
  await waitMoves(page, 2, "the king takes the queen");
  await page.waitForSelector("[data-action=rematch], .result, .game-over", { timeout: STEP_MS });
  check((await page.locator("[data-action=analyse]").count()) === 0, "no analysis is offered for a Sniderman round");

  // A match of three, hot-seat: First makes up the object of round 1.
  const phonePage = await t.page(phone(390, 844));
  await createGame(t, phonePage, { variant: "chessence-sniderman", mode: "hotseat", options: { rounds: 3 } });
  const field = phonePage.locator('[data-form-text="object {}"]');
  await field.waitFor({ timeout: STEP_MS });
  await field.fill("odd wins if last.colour == whit");
  await phonePage.locator('.text-form [data-action="form-send"]').click();
  const refused = await alertText(phonePage);
  check(/whit/.test(refused), `the referee's reason is shown: "${refused}"`);
  await t.shot(phonePage, "made-up-refused");
  await field.fill("odd wins if odd(pieces)");
  await phonePage.locator('.text-form [data-action="form-send"]').click();
  await waitMoves(phonePage, 1, "the made-up object named");
  const history = (await phonePage.locator(".move-list").textContent()) ?? "";
  check(/odd wins if odd\(pieces\)/.test(history), `the object is the first move: ${history}`);
  await t.shot(phonePage, "made-up-named");
}
