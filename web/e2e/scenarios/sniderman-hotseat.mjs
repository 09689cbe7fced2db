// Sniderman's Chessence in a hot-seat game dealt from a fixed seed: the 4×4 board with its red
// squares, the seats Odd and Even, the info lines, and a capture by click that updates them.
import { catalogEngine, check, clickSquare, createGame, desktop, squareText, STEP_MS, waitLabel, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "Sniderman's Chessence, hot-seat: 4×4 board, red squares, Odd/Even, info lines, a capture";

export default async function (t) {
  const page = await t.page(desktop(1000, 800));
  // Whether a computer plays it is the catalog's word (a solver-backed engine is on its way).
  const engine = await catalogEngine(t, "chessence-sniderman");
  check(typeof engine === "boolean", "the catalog lists chessence-sniderman with an engine flag");
  // Seed 42 deals NRrQ/kbrR/BNbn/qnKB: White's king on c1 may take Black's knight on b1.
  await createGame(t, page, { variant: "chessence-sniderman", mode: "hotseat", options: { seed: 42 }, engine });
  await waitMyTurn(page);
  check((await page.locator("svg.board [data-square]").count()) === 16, "4×4 board");
  check((await page.locator("svg.board .sq .marker").count()) === 8, "8 red squares");
  check((await page.locator('svg.board [data-square="b1"] .marker').count()) === 1, "b1 is red");
  const seats = await page.locator(".player .seat-name").allTextContents();
  check(seats.includes("Odd") && seats.includes("Even"), `seats Odd and Even: ${seats}`);
  const info = async () => (await page.locator("dl.info").textContent()) ?? "";
  check(/Object/.test(await info()) && /Move/.test(await info()) && /none yet/.test(await info()), `info lines: ${await info()}`);
  check((await squareText(page, "c1")).includes("white king") && (await squareText(page, "b1")).includes("black knight"), "the dealt position (seed 42)");
  await t.shot(page, "start");
  await clickSquare(page, "c1");
  await clickSquare(page, "b1");
  await waitMoves(page, 1, "Kc1xb1");
  await waitLabel(page, "b1", /white king/, "the king on b1");
  check((await squareText(page, "c1")).includes("empty"), "c1 empty");
  await page.waitForFunction(() => !/none yet/.test(document.querySelector("dl.info")?.textContent ?? ""), null, { timeout: STEP_MS });
  check(/\(EVEN to move\)/.test(await info()), `info names the next seat: ${await info()}`);
  await t.shot(page, "moved");
}
