// The end of a game between friends: a touch move from a phone, a draw offered and declined, a
// resignation (confirmed), and a rematch both follow with the seats swapped.
import { check, createGame, desktop, drag, phone, squareText, STEP_MS, touchDrag, waitBoard, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "touch drag, draw offer declined, resignation, rematch with seats swapped";

export default async function (t) {
  const a = await t.page(desktop());
  const b = await t.page(phone(390, 800));
  const url = await createGame(t, a, { mode: "friend", options: { sp: 518 } });
  await b.goto(url);
  await waitBoard(b);
  await b.click("[data-action=join]", { timeout: STEP_MS });
  await waitMyTurn(a);
  await drag(a, "e2", "e4");
  await waitMyTurn(b);
  await touchDrag(b, "e7", "e5");
  await waitMoves(a, 2, "White sees Black's touch move");
  check((await squareText(a, "e5")).includes("black pawn"), `e5 should hold Black's pawn: ${await squareText(a, "e5")}`);
  // A draw offer, declined.
  await a.click("[data-action=draw]", { timeout: STEP_MS });
  await b.waitForSelector("[data-action=decline-draw]", { timeout: STEP_MS });
  await t.shot(b, "draw-offer");
  await b.click("[data-action=decline-draw]");
  await a.waitForSelector("[data-action=draw]", { timeout: STEP_MS }); // may offer again
  // The one who offered is told, as news rather than an error.
  await a.waitForSelector(".alert.info", { timeout: STEP_MS });
  check(/declined/.test((await a.locator(".alert.info").textContent()) ?? ""), "the declined offer is a notice");
  check((await a.locator(".alert.error").count()) === 0, "not an error");
  await b.waitForSelector("[data-action=accept-draw]", { state: "detached", timeout: STEP_MS });
  // Black resigns (the button asks once more).
  await b.click("[data-action=resign]");
  await b.click("[data-action=resign]");
  for (const [p, words] of [[a, /^You won — resignation/], [b, /^You lost — resignation/]]) {
    await p.waitForSelector(".result-banner", { timeout: STEP_MS });
    const banner = (await p.locator(".result-banner").textContent()) ?? "";
    check(words.test(banner), `banner after resigning, in each player's words: "${banner}"`);
  }
  // A rematch: asked by White, accepted by Black; both follow it with the seats swapped.
  await a.click("[data-action=rematch]", { timeout: STEP_MS });
  await b.waitForSelector(".offer", { timeout: STEP_MS });
  await b.click("[data-action=rematch]");
  const moved = (p) => p.waitForURL((u) => u.href !== url && u.pathname.startsWith("/game/"), { timeout: STEP_MS });
  await Promise.all([moved(a), moved(b)]);
  check(a.url() === b.url(), `both should follow the same rematch: ${a.url()} vs ${b.url()}`);
  await waitBoard(a);
  await waitMyTurn(b); // Black before, White now
  await a.waitForSelector('.players.bottom [data-seat="1"] .player-name:has-text("(you)")', { timeout: STEP_MS });
  await t.shot(a, "rematch-black");
}
