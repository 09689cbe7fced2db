// A hot-seat game from a set-up FEN, played by click-click: selecting a piece marks its targets,
// and the mate ends the game with a banner naming how and who.
import { check, clickSquare, createGame, desktop, moves, squareText, STEP_MS, waitMyTurn } from "../harness.mjs";

export const title = "Chess960 hot-seat from a set-up FEN: mate in one by click-click, the checkmate banner";

export default async function (t) {
  const page = await t.page(desktop());
  await createGame(t, page, { mode: "hotseat", options: { fen: "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1" } });
  await waitMyTurn(page);
  // One screen for both sides: Resign and Offer draw name the side, and a draw offer asks first.
  check(((await page.locator("[data-action=resign]").textContent()) ?? "") === "Resign as White", "hot-seat resign names the side");
  await page.click("[data-action=draw]");
  const asked = (await page.locator("[data-action=draw]").textContent()) ?? "";
  check(asked === "Really offer a draw as White?", `the draw offer asks first: "${asked}"`);
  await clickSquare(page, "a1");
  check((await squareText(page, "a8")).includes("possible destination"), "after selecting a1, a8 should be a destination");
  await t.shot(page, "selected");
  await clickSquare(page, "a8");
  await page.waitForSelector(".result-banner", { timeout: STEP_MS });
  const banner = (await page.locator(".result-banner").textContent()) ?? "";
  check(/checkmate/i.test(banner), `result banner should say checkmate: "${banner}"`);
  check(/white wins/i.test(banner), `result banner should name the winner: "${banner}"`);
  check((await moves(page)).length === 1, `one move played: ${await moves(page)}`);
  await t.shot(page, "checkmate");
}
