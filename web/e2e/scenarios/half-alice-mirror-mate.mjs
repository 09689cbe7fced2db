// Half Alice from a set-up position: the rook behind the mirror (on a light checker) slides through
// to a8 on its side and arrives in front, where the black king stands: mate by click-click.
import { check, clickSquare, createGame, desktop, moves, squareText, STEP_MS, waitMyTurn } from "../harness.mjs";

export const title = "Half Alice hot-seat: a rook behind the mirror mates in one, the checkmate banner";

export default async function (t) {
  const page = await t.page(desktop());
  await createGame(t, page, { variant: "half-alice", mode: "hotseat", options: { fen: "7k/6pp/8/8/8/8/8/R*5K1 w - - 0 1 12" } });
  await waitMyTurn(page);
  await t.shot(page, "rook-on-a-checker");
  await clickSquare(page, "a1");
  check((await squareText(page, "a8")).includes("possible destination"), "after selecting a1, a8 should be a destination");
  await clickSquare(page, "a8");
  await page.waitForSelector(".result-banner", { timeout: STEP_MS });
  const banner = (await page.locator(".result-banner").textContent()) ?? "";
  check(/checkmate/i.test(banner), `result banner should say checkmate: "${banner}"`);
  check((await moves(page)).length === 1, `one move played: ${await moves(page)}`);
  await t.shot(page, "checkmate");
}
