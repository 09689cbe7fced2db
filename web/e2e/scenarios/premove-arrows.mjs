// Board comforts against the computer in Chess960: a premove picked while the computer thinks
// (its reply is held back on the socket, so the premove is made before it arrives, every time),
// cancelled by a right click and picked again, then played by itself when the turn comes; arrows
// and circles drawn with the right button, in colours by modifier keys, wiped by a left click and
// by a move; the engine's best move as an arrow on the analysis board. Desktop (1280x900), then
// phone-sized (390x844).
import { check, clickSquare, createGame, desktop, drag, moves, square, STEP_MS, sleep, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "premove against the computer (Chess960), arrows and circles with the right button, the best move as an arrow in the analysis";

/** The page's socket, with the server's states that give the player the turn held back on demand. */
async function socketGate(page) {
  const gate = { holding: false, held: [], movesSent: [], movesWhileHeld: 0, ws: null };
  await page.routeWebSocket(/\/ws/, (ws) => {
    gate.ws = ws;
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      if (typeof m === "string" && JSON.parse(m).type === "move") {
        gate.movesSent.push(JSON.parse(m).move);
        if (gate.held.length) ++gate.movesWhileHeld;
      }
      server.send(m);
    });
    server.onMessage((m) => {
      const msg = typeof m === "string" ? JSON.parse(m) : null;
      const mine = msg?.type === "state" && msg.view?.to_move === 0 && !msg.view?.over;
      // Once one is held, everything after it waits too: the order stays the server's.
      if ((gate.holding && mine) || gate.held.length) gate.held.push(m);
      else ws.send(m);
    });
  });
  gate.waitHeld = async (what) => {
    for (let t = 0; t < STEP_MS && !gate.held.length; t += 20) await sleep(20);
    check(gate.held.length > 0, `${what}: the computer's reply should have come`);
  };
  gate.release = (holdNext) => {
    gate.holding = holdNext;
    const out = gate.held.splice(0);
    for (const m of out) gate.ws.send(m);
  };
  return gate;
}

const centre = async (page, sq) => {
  const b = await square(page, sq).locator("rect").first().boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

/** A right-button drag between two squares (the same square: a right click). */
async function rightDrag(page, from, to, modifier) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  if (modifier) await page.keyboard.down(modifier);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: "right" });
  if (from !== to) await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up({ button: "right" });
  if (modifier) await page.keyboard.up(modifier);
}

const premoveMarks = (page) => page.$$eval("svg.board [data-premove]", (els) => els.map((e) => `${e.getAttribute("data-square")}:${e.getAttribute("data-premove")}`).sort().join(" "));
const shapes = (page) => page.$$eval("svg.board [data-shape]", (els) => els.map((e) => [e.getAttribute("data-shape"), e.getAttribute("data-from"), e.getAttribute("data-to") ?? "", e.getAttribute("data-brush")].join(":")).sort());

export default async function (t) {
  const page = await t.page(desktop(1280, 900));
  const gate = await socketGate(page);
  await createGame(t, page, { mode: "computer", level: 1, options: { sp: 518 } });
  await waitMyTurn(page);
  gate.holding = true;
  await drag(page, "e2", "e4");
  await waitMoves(page, 1, "after 1. e4");
  await gate.waitHeld("after 1. e4");
  t.step("the computer's reply is held");

  // A premove by drag, shown on its two squares. A right click elsewhere cancels it (as on
  // lichess) and circles a6; right-drags draw arrows, red with Shift.
  await drag(page, "g1", "f3");
  check((await premoveMarks(page)) === "f3:to g1:from", `the premove g1-f3 is shown: ${await premoveMarks(page)}`);
  await rightDrag(page, "a6", "a6");
  check((await premoveMarks(page)) === "", `a right click cancels the premove: ${await premoveMarks(page)}`);
  await rightDrag(page, "d2", "d4");
  await rightDrag(page, "c1", "g5", "Shift");
  const drawn = await shapes(page);
  check(drawn.join(" ") === "arrow:c1:g5:red arrow:d2:d4:green circle:a6::green", `the arrows and the circle: ${drawn}`);
  await t.shot(page, "shapes-desktop");
  // Picked again by two clicks; a left click wipes the drawing.
  await clickSquare(page, "g1");
  check((await shapes(page)).length === 0, `a left click wipes the drawing: ${await shapes(page)}`);
  await clickSquare(page, "f3");
  check((await premoveMarks(page)) === "f3:to g1:from", `the premove picked by clicks: ${await premoveMarks(page)}`);
  check(gate.movesWhileHeld === 0 && gate.movesSent.length === 1, `nothing sent before the turn: ${gate.movesSent}`);
  await t.shot(page, "premove-desktop");

  // The turn comes: the premove is played at once.
  gate.release(true);
  await waitMoves(page, 3, "the premove played");
  check((await moves(page))[2] === "Nf3", `the premove became 2. Nf3: ${await moves(page)}`);
  check(gate.movesSent.join(" ") === "e2e4 g1f3", `moves sent: ${gate.movesSent}`);
  await page.waitForFunction(() => !document.querySelector("svg.board [data-premove]"), null, { timeout: STEP_MS });

  // Phone-sized: the next reply held; a premove, then a blue arrow (Alt) and a circle, which
  // cancel it; the computer's move wipes the drawing, and the cancelled premove is never sent.
  await page.setViewportSize({ width: 390, height: 844 });
  await gate.waitHeld("after 2. Nf3");
  await page.locator("svg.board").scrollIntoViewIfNeeded();
  await drag(page, "b1", "c3");
  check((await premoveMarks(page)) === "b1:from c3:to", `the premove b1-c3 at phone size: ${await premoveMarks(page)}`);
  await t.shot(page, "premove-phone");
  await rightDrag(page, "f1", "c4", "Alt");
  await rightDrag(page, "f7", "f7");
  check((await premoveMarks(page)) === "", "drawing cancels the premove");
  check((await shapes(page)).join(" ") === "arrow:f1:c4:blue circle:f7::green", `phone-size shapes: ${await shapes(page)}`);
  await t.shot(page, "shapes-phone");
  gate.release(false);
  await waitMyTurn(page);
  await page.waitForFunction(() => !document.querySelector("svg.board [data-shape]"), null, { timeout: STEP_MS });
  check(gate.movesSent.length === 2, `the cancelled premove was not sent: ${gate.movesSent}`);
  await drag(page, "b1", "c3");
  await waitMoves(page, 5, "3. Nc3 by hand");
  check((await moves(page))[4] === "Nc3", `3. Nc3: ${await moves(page)}`);

  // The analysis board: the engine's best move (mate in one, Qxf7#) as a blue arrow.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${t.base}/analysis?variant=chess960&options=${encodeURIComponent('{"sp":518}')}&moves=${encodeURIComponent("e2e4 e7e5 f1c4 b8c6 d1h5 g8f6")}&ply=6&depth=3`);
  try {
    await page.waitForSelector('svg.board [data-shape="arrow"][data-from="h5"][data-to="f7"][data-brush="blue"]', { timeout: STEP_MS });
  } catch {
    throw new Error(`the best move h5-f7 as an arrow: ${await shapes(page)}; lines ${await page.locator(".pv-line").allTextContents()}`);
  }
  await t.shot(page, "analysis-best-move");
}
