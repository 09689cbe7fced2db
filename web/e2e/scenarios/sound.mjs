// Sounds on a move, a capture and a check (decided from the view's last move, docs/view.md), and
// the on/off toggle remembered by the browser across a reload.
import { check, clickSquare, createGame, desktop, STEP_MS, waitMoves } from "../harness.mjs";

export const title = "sound on move, capture and check; the toggle remembered after a reload";

const lastSound = (page) => page.evaluate(() => document.documentElement.dataset.lastSound ?? null);

async function play(page, from, to, n, expected) {
  await clickSquare(page, from);
  await clickSquare(page, to);
  await waitMoves(page, n, `${from}-${to}`);
  if (expected !== undefined) {
    await page.waitForFunction((s) => document.documentElement.dataset.lastSound === s, expected, { timeout: STEP_MS }).catch(() => {});
    check((await lastSound(page)) === expected, `${from}-${to}: sound "${await lastSound(page)}", expected "${expected}"`);
  }
}

export default async function (t) {
  const page = await t.page(desktop());
  await createGame(t, page, { mode: "hotseat", options: { sp: 518 } });
  const toggle = page.locator("[data-action=sound]");
  check((await toggle.getAttribute("aria-pressed")) === "true", "sound is on until turned off");
  check((await lastSound(page)) === null, "opening a game makes no sound");
  await play(page, "e2", "e4", 1, "move");
  await play(page, "d7", "d5", 2, "move");
  await play(page, "e4", "d5", 3, "capture");
  await play(page, "d8", "d5", 4, "capture");
  await play(page, "b1", "c3", 5, "move");
  await play(page, "d5", "e5", 6, "check");
  await t.shot(page, "check");
  // Off, and still off after a reload; a move then makes no sound.
  await toggle.click();
  check((await toggle.getAttribute("aria-pressed")) === "false", "turned off");
  await page.reload();
  await page.waitForSelector("[data-action=sound]", { timeout: STEP_MS });
  check((await page.locator("[data-action=sound]").getAttribute("aria-pressed")) === "false", "still off after a reload");
  await play(page, "g1", "e2", 7);
  await page.waitForTimeout(300);
  check((await lastSound(page)) === null, `no sound while off: ${await lastSound(page)}`);
  await page.locator("[data-action=sound]").click();
  check((await page.locator("[data-action=sound]").getAttribute("aria-pressed")) === "true", "on again");
  await t.shot(page, "sound-on-again");
}
