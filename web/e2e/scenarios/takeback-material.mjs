// Takeback and material in a hot-seat game: a pawn taken shows beside the side ahead ("♟ +1"), and
// taking the capture back (one screen holds both sides: at once) puts the position and the
// material line back as they were.
import { check, clickSquare, createGame, desktop, moves, phone, STEP_MS, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "Hot-seat Chess960: a capture shows the material ahead beside the player, Take back undoes it";

async function play(page, from, to, n) {
  await clickSquare(page, from);
  await clickSquare(page, to);
  await waitMoves(page, n, `${from}-${to}`);
}

export default async function (t) {
  for (const size of [desktop(1280, 900), phone(390, 844)]) {
    const page = await t.page(size);
    await createGame(t, page, { mode: "hotseat", options: { sp: 518 } });
    await waitMyTurn(page);
    check((await page.locator("[data-action=takeback]").count()) === 0, "no takeback before any move");
    check((await page.locator(".material").count()) === 0, "level material shows nothing");
    await play(page, "e2", "e4", 1);
    await play(page, "d7", "d5", 2);
    await play(page, "e4", "d5", 3);
    await page.waitForSelector(".player[data-seat='0'] .material", { timeout: STEP_MS });
    const ahead = (await page.locator(".player[data-seat='0'] .material").textContent()) ?? "";
    check(ahead.includes("♟") && ahead.includes("+1"), `White is a pawn ahead: "${ahead}"`);
    await t.shot(page, `material-${size.viewport.width}`);
    const label = (await page.locator("[data-action=takeback]").textContent()) ?? "";
    check(label === "Take back", `one screen takes back at once: "${label}"`);
    await page.click("[data-action=takeback]");
    await page.waitForFunction(() => document.querySelectorAll(".move-list .move").length === 2, null, { timeout: STEP_MS });
    check((await page.locator(".material").count()) === 0, "the material is level again");
    const list = await moves(page);
    check(list.join(" ") === "e4 d5", `the capture is taken back: ${list}`);
    await t.shot(page, `taken-back-${size.viewport.width}`);
  }
}
