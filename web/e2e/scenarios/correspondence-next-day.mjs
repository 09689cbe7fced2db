// A correspondence game across days (issue 29), on a server of the scenario's own whose clock is
// moved on by restarting it with `--clock-offset-hours`: the same port and data, so the pages keep
// their seats and reconnect by themselves. Day 1: both sides make their free first moves, White's
// day starts. "20 hours later": White's page shows four hours left, its lobby says so under "Your
// turn"; White moves, and Black's phone shows Black a whole day. "Two days later": Black never
// moved, and the restarted server finds Black's day over: both pages say White won on time.
import { startServer } from "../harness/server.mjs";
import { check, correspondenceUnderWay, desktop, drag, phone, STEP_MS, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "a correspondence game resumed the next day (a server clock moved on by restarts): time left, a move in time, a flag a day late";

/** The clocks as shown, trimmed. */
const clocks = async (page) => (await page.locator(".clock").allTextContents()).map((c) => c.trim());

export default async function (t) {
  let server = await startServer({ log: "correspondence-server.log" });
  // The scenario's pages talk to this server: `u` is the session with its address.
  const u = Object.create(t);
  u.base = server.base;
  const restart = async (hours) => {
    await server.stop();
    server = await startServer({ again: server, args: ["--clock-offset-hours", String(hours)], log: "correspondence-server.log" });
  };
  try {
    const a = await t.page(desktop());
    const b = await t.page(phone(390, 844));
    const id = await correspondenceUnderWay(u, a, b);
    t.step("day 1: both first moves made, White's day runs");

    // Twenty hours later: the restarted server still counts White's day from when it began.
    await restart(20);
    await a.waitForFunction(() => [...document.querySelectorAll(".clock")].some((c) => /^0?3:5\d:\d\d$/.test(c.textContent.trim())), null, { timeout: STEP_MS });
    check((await clocks(a)).includes("1d 0h"), `Black still has a whole day: ${JSON.stringify(await clocks(a))}`);
    await t.shot(a, "next-day-game-desktop");
    const lobby = await t.page(a.context());
    await lobby.goto(`${server.base}/`);
    const row = lobby.locator(`[data-list=your-turn] [data-game="${id}"]`);
    await row.waitFor({ timeout: STEP_MS });
    const text = (await row.textContent()) ?? "";
    check(/your turn/.test(text) && /\b0?3:5\d:\d\d left/.test(text), `White's lobby: your turn, about four hours left: "${text}"`);
    await t.shot(lobby, "next-day-lobby-desktop");
    await lobby.close();

    // White moves in time; Black's phone shows Black's own whole day running.
    await waitMyTurn(a);
    await drag(a, "g1", "f3");
    await waitMoves(b, 3, "Black's phone sees White's move of the next day");
    await b.waitForFunction(() => [...document.querySelectorAll(".clock")].some((c) => /^23:5\d:\d\d$/.test(c.textContent.trim())), null, { timeout: STEP_MS });
    await t.shot(b, "next-day-game-phone");

    // Two days after the start (a day and more since White's move): Black's day is over.
    await restart(46);
    for (const [page, who, outcome] of [
      [a, "White", /You won/],
      [b, "Black", /You lost/],
    ]) {
      await page.waitForSelector(".result-banner", { timeout: STEP_MS });
      const banner = (await page.locator(".result-banner").textContent()) ?? "";
      check(outcome.test(banner) && /time/i.test(banner), `${who}'s page: White won on time: "${banner}"`);
      const status = (await page.locator(".status").textContent()) ?? "";
      check(!/to move|your move/i.test(status), `${who}'s page says nobody's turn once the game is over: "${status}"`);
    }
    await t.shot(a, "flag-desktop");
    await t.shot(b, "flag-phone");
    const game = await (await fetch(`${server.base}/api/games/${id}`)).json();
    check(game.game.status === "finished" && game.game.result?.reason === "time" && game.game.result?.winner === 0, `the server's record: White on time: ${JSON.stringify(game.game.result)}`);
  } finally {
    await server.stop();
    // While the server restarted, the pages' sockets were refused (chromium logs each as an
    // error): that is the restart, not a fault of the page.
    const refused = (e) => /WebSocket connection to .* failed: .*ERR_CONNECTION_REFUSED/.test(e);
    t.pageErrors.splice(0, t.pageErrors.length, ...t.pageErrors.filter((e) => !refused(e)));
  }
}
