// Browser end-to-end tests: start the real server (`menagerie serve`) on a free loopback port
// with a fresh data dir and web/dist, then drive Debian's chromium through playwright-core.
//   MENAGERIE_BIN  the server binary (default ../build/release/menagerie)
//   CHROMIUM       the browser (default /usr/bin/chromium)
//   E2E_ONLY       run only the scenarios whose number is listed ("1,3")
// Screenshots and the server's log go to e2e/artifacts/. Exits non-zero on any failure.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, "..");
const bin = path.resolve(web, process.env.MENAGERIE_BIN ?? "../build/release/menagerie");
const dist = path.join(web, "dist");
const artifacts = path.join(here, "artifacts");
const browserPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
const only = process.env.E2E_ONLY ? new Set(process.env.E2E_ONLY.split(",").map(Number)) : null;
const STEP_MS = 15_000; // the longest any single wait may take

function fail(message) {
  console.error(`e2e: ${message}`);
  process.exit(2);
}
if (!fs.existsSync(bin)) fail(`no server binary at ${bin} (build it, or set MENAGERIE_BIN)`);
if (!fs.existsSync(path.join(dist, "index.html"))) fail(`no ${dist}/index.html: run "npm run build" first`);
if (!fs.existsSync(browserPath)) fail(`no browser at ${browserPath}: apt-get install -y chromium (or set CHROMIUM)`);
fs.rmSync(artifacts, { recursive: true, force: true }); // only this run's pictures
fs.mkdirSync(artifacts, { recursive: true });

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function startServer() {
  const port = await freePort();
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "menagerie-e2e-"));
  const log = fs.openSync(path.join(artifacts, "server.log"), "w");
  const child = spawn(bin, ["serve", "--host", "127.0.0.1", "--port", String(port), "--data", data, "--web", dist], {
    stdio: ["ignore", log, log],
  });
  let exited = null;
  child.on("exit", (code, signal) => (exited = { code, signal }));
  // However this script ends (a failure, Ctrl-C, a closed pipe), the server ends with it.
  process.on("exit", () => {
    if (!exited) child.kill("SIGKILL");
    fs.rmSync(data, { recursive: true, force: true });
  });
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(sig, () => process.exit(130));
  const base = `http://127.0.0.1:${port}`;
  for (const start = Date.now(); Date.now() - start < 20_000; await sleep(150)) {
    if (exited) fail(`the server exited (${JSON.stringify(exited)}); see e2e/artifacts/server.log`);
    try {
      const r = await fetch(`${base}/api/variants`);
      if (r.ok) return { base, child, data };
    } catch {
      // not listening yet
    }
  }
  child.kill("SIGKILL");
  fail("the server did not answer GET /api/variants within 20 s; see e2e/artifacts/server.log");
}

// --- page helpers -----------------------------------------------------------------------------

const verbose = !!process.env.E2E_VERBOSE;
let stepClock = Date.now();
function step(what) {
  if (verbose) console.log(`    +${((Date.now() - stepClock) / 1000).toFixed(1)} s  ${what}`);
  stepClock = Date.now();
}

function check(cond, message) {
  if (!cond) throw new Error(message);
}

async function shot(page, name) {
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

const square = (page, sq) => page.locator(`svg.board [data-square="${sq}"]`);

async function squareText(page, sq) {
  return (await square(page, sq).getAttribute("aria-label")) ?? "";
}

/** Every square's accessible text: what the board shows, compared across reloads and browsers. */
async function boardPicture(page) {
  return page.$$eval("svg.board [data-square]", (els) => els.map((e) => e.getAttribute("aria-label")?.replace(/, (selected|possible destination)/g, "")).sort());
}

async function moves(page) {
  return page.locator(".move-list .move").allTextContents();
}

async function waitMoves(page, n, what) {
  try {
    await page.waitForFunction((n) => document.querySelectorAll(".move-list .move").length >= n, n, { timeout: STEP_MS });
  } catch {
    throw new Error(`${what}: expected ${n} moves in the move list, saw ${JSON.stringify(await moves(page))}`);
  }
}

async function waitBoard(page) {
  await page.waitForSelector("svg.board [data-square]", { timeout: STEP_MS });
}

async function waitMyTurn(page) {
  await page.waitForSelector(".turn.mine", { timeout: STEP_MS });
}

/** Where a drawn thing is on screen. The board is redrawn whole on every state message, so an
 * element found a moment ago may be gone (boundingBox then gives null): look it up again. */
async function box(locator) {
  for (let i = 0; i < 20; ++i) {
    const b = await locator.boundingBox({ timeout: STEP_MS }).catch(() => null);
    if (b) return b;
    await sleep(50);
  }
  return null;
}

/** Press on one square's centre, move there in steps, release: a real mouse drag. */
async function drag(page, from, to) {
  await page.bringToFront(); // a tab in the background gets its input late
  const a = await box(square(page, from).locator("rect").first());
  const b = await box(square(page, to).locator("rect").first());
  check(a && b, `squares ${from}/${to} are not on screen`);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** A finger drag through the browser's own touch input (pointer events of type "touch"). */
async function touchDrag(page, from, to) {
  await page.bringToFront();
  await square(page, from).scrollIntoViewIfNeeded();
  const a = await box(square(page, from).locator("rect").first());
  const b = await box(square(page, to).locator("rect").first());
  check(a && b, `squares ${from}/${to} are not on screen`);
  const cdp = await page.context().newCDPSession(page);
  const at = (box, t) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2, t });
  const p0 = at(a), p1 = at(b);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: p0.x, y: p0.y }] });
  for (let i = 1; i <= 8; ++i)
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: p0.x + ((p1.x - p0.x) * i) / 8, y: p0.y + ((p1.y - p0.y) * i) / 8 }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

async function clickSquare(page, sq) {
  await square(page, sq).click();
}

const zone = (page, id) => page.locator(`svg.board [data-zone="${id}"]`);

async function zoneText(page, id) {
  return (await zone(page, id).getAttribute("aria-label")) ?? "";
}

/** The picture of one piece in a zone, found by its description ("pawn", "black rook"). */
async function zoneCell(page, id, what) {
  const cells = zone(page, id).locator("[data-cell]");
  const n = await cells.count();
  for (let i = 0; i < n; ++i) if (((await cells.nth(i).getAttribute("data-piece")) ?? "").includes(what)) return cells.nth(i);
  throw new Error(`no ${what} in zone ${id}: ${await zoneText(page, id)}`);
}

/** A mouse drag between any two things drawn on the board (squares, zone cells, zones). */
async function dragBetween(page, from, to) {
  await page.bringToFront();
  const a = await box(from);
  const b = await box(to);
  check(a && b, "drag ends are not on screen");
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Wait until a square's or zone's accessible text matches (the server's answer comes later). */
async function waitLabel(page, place, re, what) {
  const sel = `svg.board [data-square="${place}"], svg.board [data-zone="${place}"]`;
  try {
    await page.waitForFunction(
      ([sel, src, flags]) => new RegExp(src, flags).test(document.querySelector(sel)?.getAttribute("aria-label") ?? ""),
      [sel, re.source, re.flags],
      { timeout: STEP_MS },
    );
  } catch {
    throw new Error(`${what}: expected ${re} at ${place}, saw "${await page.locator(sel).first().getAttribute("aria-label")}"`);
  }
}

async function alertText(page) {
  const el = page.locator("[role=alert]");
  await el.locator(".alert").waitFor({ timeout: STEP_MS });
  return (await el.textContent()) ?? "";
}

async function createGame(page, base, { variant = "chess960", mode, level, options = {}, engine }) {
  await page.goto(`${base}/`);
  step("lobby loaded");
  await page.waitForSelector("#create", { timeout: STEP_MS });
  await page.selectOption("#variant", variant);
  if (engine !== undefined) {
    // The lobby offers the computer exactly when the catalog says a computer can play.
    const offered = !(await page.locator("input[name=mode][value=computer]").isDisabled());
    check(offered === engine, `${variant}: the computer should ${engine ? "" : "not "}be offered`);
  }
  await page.check(`input[name=mode][value=${mode}]`);
  if (level) await page.selectOption("#level", String(level));
  for (const [name, value] of Object.entries(options)) await page.fill(`[data-option="${name}"]`, String(value));
  step("form ready");
  await page.click("#create");
  step("clicked");
  await page.waitForURL(/\/game\//, { timeout: STEP_MS });
  step("at game");
  await waitBoard(page);
  return page.url();
}

async function serverHistory(base, url) {
  const id = url.split("/game/")[1];
  const r = await fetch(`${base}/api/games/${id}`);
  check(r.ok, `GET /api/games/${id}: ${r.status}`);
  return (await r.json()).view.history;
}

// --- scenarios ----------------------------------------------------------------------------------

const scenarios = [
  {
    n: 1,
    name: "Chess960 against the computer (level 1): drag a piece, see the reply",
    async run({ base, browser }) {
      const ctx = await browser.newContext({ viewport: { width: 1100, height: 850 } });
      const page = await ctx.newPage();
      watchPage(page, "1");
      await createGame(page, base, { mode: "computer", level: 1, options: { sp: 100 } });
      await waitMyTurn(page);
      await shot(page, "1-start");
      check((await squareText(page, "e2")).includes("white pawn"), `e2 should hold a white pawn: ${await squareText(page, "e2")}`);
      await drag(page, "e2", "e4");
      await waitMoves(page, 2, "after 1. e4 the computer replies");
      check((await squareText(page, "e4")).includes("white pawn"), `e4 should hold the pawn: ${await squareText(page, "e4")}`);
      check((await squareText(page, "e2")).includes("empty"), "e2 should be empty");
      check(/e4/.test((await moves(page))[0]), `first move shown as e4, got ${(await moves(page))[0]}`);
      await waitMyTurn(page);
      await shot(page, "1-reply");
      return { ctx, page };
    },
  },
  {
    n: 2,
    name: "reload and continue: same board and move list, then another move",
    async run({ base, browser }, previous) {
      const { ctx, page } = previous ?? (await scenarios[0].run({ base, browser }));
      const before = { board: await boardPicture(page), moves: await moves(page) };
      await page.reload();
      await waitBoard(page);
      await waitMoves(page, before.moves.length, "after reload");
      const after = { board: await boardPicture(page), moves: await moves(page) };
      check(JSON.stringify(after.moves) === JSON.stringify(before.moves), `move list changed on reload: ${before.moves} -> ${after.moves}`);
      check(JSON.stringify(after.board) === JSON.stringify(before.board), "board changed on reload");
      await waitMyTurn(page);
      await drag(page, "d2", "d4");
      await waitMoves(page, 4, "after 2. d4 the computer replies");
      // The level-1 computer answers at random and may take on d4: then a black piece stands there.
      const played = await moves(page);
      check(played[2] === "d4", `the third move should be d4: ${played}`);
      const d4 = await squareText(page, "d4");
      const taken = played[3].includes("xd4");
      check(d4.includes(taken ? "black" : "white pawn"), `d4 after ${played[3]}: ${d4}`);
      await shot(page, "2-continued");
      await ctx.close();
    },
  },
  {
    n: 3,
    name: "checkmate from a set-up FEN, hot-seat, click-click",
    async run({ base, browser }) {
      const ctx = await browser.newContext({ viewport: { width: 1100, height: 850 } });
      const page = await ctx.newPage();
      watchPage(page, "3");
      await createGame(page, base, { mode: "hotseat", options: { fen: "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1" } });
      await waitMyTurn(page);
      await clickSquare(page, "a1");
      check((await squareText(page, "a8")).includes("possible destination"), "after selecting a1, a8 should be a destination");
      await shot(page, "3-selected");
      await clickSquare(page, "a8");
      await page.waitForSelector(".result-banner", { timeout: STEP_MS });
      const banner = (await page.locator(".result-banner").textContent()) ?? "";
      check(/checkmate/i.test(banner), `result banner should say checkmate: "${banner}"`);
      check(/white wins/i.test(banner), `result banner should name the winner: "${banner}"`);
      check((await moves(page)).length === 1, "one move played");
      await shot(page, "3-checkmate");
      await ctx.close();
    },
  },
  {
    n: 4,
    name: "a friend joins by link in a second browser context; both see each other's moves",
    async run({ base, browser }) {
      const ctxA = await browser.newContext({ viewport: { width: 1100, height: 850 } });
      const ctxB = await browser.newContext({ viewport: { width: 360, height: 760 }, hasTouch: true, isMobile: true });
      const a = await ctxA.newPage();
      const b = await ctxB.newPage();
      watchPage(a, "4a");
      watchPage(b, "4b");
      await createGame(a, base, { mode: "friend" });
      const link = await a.locator(".invite-link").inputValue({ timeout: STEP_MS });
      check(link.startsWith(base) && link.includes("/game/"), `invite link looks wrong: ${link}`);
      await b.goto(link);
      await waitBoard(b);
      await b.click("[data-action=join]", { timeout: STEP_MS });
      await b.waitForSelector('.player-name:has-text("(you)")', { timeout: STEP_MS }); // joined
      await a.waitForSelector(".invite-link", { state: "detached", timeout: STEP_MS }); // seat taken
      await waitMyTurn(a);
      await drag(a, "e2", "e4");
      await waitMoves(b, 1, "the friend sees White's move");
      await waitMyTurn(b);
      // The friend plays by keyboard on the turned board: e7, two squares up the screen, Enter.
      check((await b.locator("svg.board").getAttribute("viewBox")) !== null, "board drawn");
      await square(b, "e7").focus();
      await b.keyboard.press("Enter");
      await b.keyboard.press("ArrowUp");
      await b.keyboard.press("ArrowUp");
      const focused = await b.evaluate(() => document.activeElement?.getAttribute("data-square"));
      check(focused === "e5", `arrows on the turned board should reach e5, reached ${focused}`);
      await b.keyboard.press("Enter");
      await waitMoves(a, 2, "White sees Black's move");
      await waitMoves(b, 2, "Black sees its own move");
      check(JSON.stringify(await moves(a)) === JSON.stringify(await moves(b)), "both move lists agree");
      check(JSON.stringify(await boardPicture(a)) === JSON.stringify(await boardPicture(b)), "both boards agree");
      await shot(a, "4-white");
      await shot(b, "4-black-phone");
      await ctxA.close();
      await ctxB.close();
    },
  },
  {
    n: 5,
    name: "a stale move and an illegal move each show an error and change nothing",
    async run({ base, browser }) {
      const ctx = await browser.newContext({ viewport: { width: 1100, height: 850 } });
      const one = await ctx.newPage();
      watchPage(one, "5a");
      const url = await createGame(one, base, { mode: "hotseat" });
      await waitMyTurn(one);
      // A second tab holding the same token, whose socket we can hold back or tamper with.
      const two = await ctx.newPage();
      watchPage(two, "5b");
      let freeze = false;
      let addIllegal = false;
      await two.routeWebSocket(/\/ws$/, (ws) => {
        const server = ws.connectToServer();
        server.onMessage((msg) => {
          if (freeze && String(msg).includes('"type":"state"')) return; // errors still get through
          if (addIllegal) {
            const m = JSON.parse(String(msg));
            if (m.type === "state" && m.view?.legal) m.view.legal.push({ text: "d2d5", from: "d2", to: "d5" });
            msg = JSON.stringify(m);
          }
          ws.send(msg);
        });
      });
      step("tab one ready");
      await two.goto(url);
      await waitMyTurn(two);
      step("tab two ready");
      freeze = true; // tab two stops hearing the server: its view goes stale
      await drag(one, "e2", "e4");
      step("dragged");
      await waitMoves(one, 1, "tab one's move");
      step("moved");
      await drag(two, "d2", "d4"); // tab two still thinks it is move 0
      step("stale move sent");
      const stale = await alertText(two);
      step("stale error shown");
      check(stale.length > 0, "the stale move shows an error");
      check((await serverHistory(base, url)).length === 1, `the stale move changed the game: ${await serverHistory(base, url)}`);
      await shot(two, "5-stale");
      // Hear the server again; now the view offers a move the rules do not allow.
      freeze = false;
      addIllegal = true;
      await two.reload();
      step("reloaded");
      await waitBoard(two);
      await waitMoves(two, 1, "tab two after reload");
      await drag(two, "e7", "e5"); // Black's move, as hot-seat plays both sides
      await waitMoves(two, 2, "a legal move still works");
      await waitMyTurn(two);
      await drag(two, "d2", "d5"); // three squares for a pawn: only our tampered list calls it legal
      step("illegal move sent");
      const illegal = await alertText(two);
      step("illegal error shown");
      check(illegal.length > 0, "the illegal move shows an error");
      check((await serverHistory(base, url)).length === 2, `the illegal move changed the game: ${await serverHistory(base, url)}`);
      check((await moves(one)).length === 2, "tab one still shows two moves");
      await shot(two, "5-illegal");
      await ctx.close();
    },
  },
  {
    n: 6,
    name: "touch drag, draw offer declined, resignation, rematch with seats swapped",
    async run({ base, browser }) {
      const ctxA = await browser.newContext({ viewport: { width: 1100, height: 850 } });
      const ctxB = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
      const a = await ctxA.newPage();
      const b = await ctxB.newPage();
      watchPage(a, "6a");
      watchPage(b, "6b");
      const url = await createGame(a, base, { mode: "friend" });
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
      await shot(b, "6-draw-offer");
      await b.click("[data-action=decline-draw]");
      await a.waitForSelector("[data-action=draw]", { timeout: STEP_MS }); // may offer again
      await b.waitForSelector("[data-action=accept-draw]", { state: "detached", timeout: STEP_MS });
      // Black resigns (the button asks once more).
      await b.click("[data-action=resign]");
      await b.click("[data-action=resign]");
      for (const p of [a, b]) {
        await p.waitForSelector(".result-banner", { timeout: STEP_MS });
        const banner = (await p.locator(".result-banner").textContent()) ?? "";
        check(/resignation/i.test(banner) && /white wins/i.test(banner), `banner after resigning: "${banner}"`);
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
      await shot(a, "6-rematch-black");
      await ctxA.close();
      await ctxB.close();
    },
  },
  {
    n: 7,
    name: "the lobby lists your game and open games; the rules page renders; a bad FEN is refused",
    async run({ base, browser }) {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
      const page = await ctx.newPage();
      watchPage(page, "7");
      const url = await createGame(page, base, { mode: "friend" });
      const id = url.split("/game/")[1];
      await page.goto(`${base}/`);
      await page.waitForSelector(`[data-list=mine] [data-game="${id}"]`, { timeout: STEP_MS });
      const other = await browser.newContext();
      const stranger = await other.newPage();
      await stranger.goto(`${base}/`);
      await stranger.waitForSelector(`[data-list=open] [data-game="${id}"]`, { timeout: STEP_MS });
      await other.close();
      await shot(page, "7-lobby-phone");
      // A FEN the rules refuse: the server's message is shown and no game is made.
      await page.check("input[name=mode][value=hotseat]");
      await page.fill('[data-option="fen"]', "not a position");
      await page.click("#create");
      const refused = await alertText(page);
      check(/fen/i.test(refused), `the refusal should name the FEN: "${refused}"`);
      check(new URL(page.url()).pathname === "/", "still in the lobby");
      await shot(page, "7-bad-fen");
      await page.click("text=Rules");
      await page.waitForSelector("article.rules h1", { timeout: STEP_MS });
      const title = (await page.locator("article.rules h1").textContent()) ?? "";
      check(/chess960/i.test(title), `rules page title: "${title}"`);
      await shot(page, "7-rules-phone");
      await ctx.close();
    },
  },
  {
    n: 8,
    name: "Winslow's Chessence, hot-seat: holes, drops by drag, click and keyboard, a board move, the powers overlay",
    async run({ base, browser }) {
      const ctx = await browser.newContext({ viewport: { width: 1100, height: 900 } });
      const page = await ctx.newPage();
      watchPage(page, "8");
      const catalog = await (await fetch(`${base}/api/variants`)).json();
      const engine = catalog.find((v) => v.id === "chessence-winslow")?.engine;
      check(engine === true, "the catalog should offer the computer for chessence-winslow");
      // White's men have left d3 and e3: two of White's drop squares are free, three men in hand.
      const fen = "km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*M2M/*2MMM/4MK[MMMmmm] w 0 1";
      await createGame(page, base, { variant: "chessence-winslow", mode: "hotseat", options: { fen }, engine });
      await waitMyTurn(page);
      check((await page.locator("svg.board [data-square]").count()) === 46, "6×9 less 8 holes is 46 squares");
      check((await page.locator("svg.board .hole").count()) === 8, "8 holes drawn as gaps");
      check((await square(page, "a2").count()) === 0, "the hole a2 is no square");
      check(/White's hand: white man ×3/.test(await zoneText(page, "white-hand")), `White's hand: ${await zoneText(page, "white-hand")}`);
      check(/Black's hand: black man ×3/.test(await zoneText(page, "black-hand")), `Black's hand: ${await zoneText(page, "black-hand")}`);
      // A man with at least one power has icons; one with none (no friendly man related) has none.
      const powers = () => page.locator("svg.board .pieces .powers").count();
      const empowered = () => page.$$eval("svg.board [data-square]", (els) => els.filter((e) => /powers: \w/.test(e.getAttribute("aria-label") ?? "")).length);
      check((await powers()) > 0 && (await powers()) === (await empowered()), `the overlay is on by default: ${await powers()} icon groups for ${await empowered()} men with powers`);
      check((await page.locator("[data-action=powers]").getAttribute("aria-pressed")) === "true", "powers button pressed");
      await shot(page, "8-winslow-start");
      // 1. M@d3 by drag from White's hand.
      await dragBetween(page, await zoneCell(page, "white-hand", "white man"), square(page, "d3"));
      await waitMoves(page, 1, "the drag drop M@d3");
      await waitLabel(page, "d3", /white man/, "the dropped man");
      await waitLabel(page, "white-hand", /white man ×2/, "White's hand after one drop");
      // 2. ...c7-d6 by click-click.
      await waitMyTurn(page);
      await clickSquare(page, "c7");
      check((await squareText(page, "d6")).includes("possible destination"), "c7 may go to d6");
      await clickSquare(page, "d6");
      await waitMoves(page, 2, "the board move c7-d6");
      await waitLabel(page, "d6", /black man/, "the man moved to d6");
      check((await squareText(page, "c7")).includes("empty"), "c7 is empty after the move");
      // 3. M@e3 by click: the hand, then the one free drop square, which is marked.
      await waitMyTurn(page);
      await zone(page, "white-hand").click();
      check(/\bselected\b/.test((await zone(page, "white-hand").getAttribute("class")) ?? ""), "the hand is selected");
      check((await squareText(page, "e3")).includes("possible destination"), "e3 is a marked drop square");
      check((await page.locator("svg.board .dests circle").count()) === 1, "only e3 is offered (d3 is taken now)");
      await shot(page, "8-winslow-hand-selected");
      await clickSquare(page, "e3");
      await waitMoves(page, 3, "the click drop M@e3");
      await waitLabel(page, "e3", /white man/, "the man dropped on e3");
      await waitLabel(page, "white-hand", /^White's hand: white man$/, "White's hand after two drops (one man)");
      // 4. Black drops by keyboard: Enter on the hand, Enter on c7 (freed by the move before).
      await waitMyTurn(page);
      await zone(page, "black-hand").focus();
      await page.keyboard.press("Enter");
      check(/\bselected\b/.test((await zone(page, "black-hand").getAttribute("class")) ?? ""), "Enter selects Black's hand");
      check((await squareText(page, "c7")).includes("possible destination"), "c7 is a marked drop square for Black");
      await square(page, "c7").focus();
      await page.keyboard.press("Enter");
      await waitMoves(page, 4, "the keyboard drop M@c7");
      await waitLabel(page, "c7", /black man/, "Black's man dropped on c7");
      await waitLabel(page, "black-hand", /black man ×2/, "Black's hand after its drop");
      // The powers overlay: off, remembered across a reload, on again.
      const men = await empowered();
      check(men > 0 && (await powers()) === men, `powers on all ${men} men with powers, saw ${await powers()}`);
      await page.click("[data-action=powers]");
      check((await powers()) === 0, "no power icons once the overlay is off");
      check((await page.locator("[data-action=powers]").getAttribute("aria-pressed")) === "false", "button shows off");
      await shot(page, "8-winslow-powers-off");
      await page.reload();
      await waitBoard(page);
      await waitMoves(page, 4, "after reload");
      check((await powers()) === 0, "the overlay stays off after a reload (localStorage)");
      await page.locator("[data-action=powers]").focus();
      await page.keyboard.press("Enter"); // the toggle works by keyboard too
      check((await powers()) === men, `icons back on ${men} men, saw ${await powers()}`);
      check((await squareText(page, "e1")).includes("powers:"), "the square's text names the powers");
      await shot(page, "8-winslow-powers-on");
      await ctx.close();
    },
  },
  {
    n: 9,
    name: "Power Chess, hot-seat: dice, a capture to the back field, field moves by click and drag, promotion by label",
    async run({ base, browser }) {
      const ctx = await browser.newContext({ viewport: { width: 1100, height: 900 } });
      const page = await ctx.newPage();
      watchPage(page, "9");
      const catalog = await (await fetch(`${base}/api/variants`)).json();
      const engine = catalog.find((v) => v.id === "power-chess")?.engine;
      check(engine === true, "the catalog should offer the computer for power-chess");
      // White: R6 a1, K e1, pawn b6; bishops B3 (near field) and B2 (back field). Black: k e7, r3 a4.
      const fen = "4k/1P3/5/r34/5/5/R63K w B3/B2 -/- 0 1";
      await createGame(page, base, { variant: "power-chess", mode: "hotseat", options: { fen }, engine });
      await waitMyTurn(page);
      check((await page.locator("svg.board [data-square]").count()) === 35, "5×7 board");
      for (const z of ["black-back", "black-near", "white-near", "white-back"]) check((await zone(page, z).count()) === 1, `zone ${z} drawn`);
      check((await squareText(page, "a1")).includes("die: 6"), `a1's rook shows die 6: ${await squareText(page, "a1")}`);
      const badges = async (sel) => page.locator(`${sel} .die-badge text`).allTextContents();
      check(JSON.stringify((await badges("svg.board .pieces")).sort()) === '["3","6"]', `die badges on the board: ${await badges("svg.board .pieces")}`);
      check(JSON.stringify(await badges('svg.board [data-zone="white-near"]')) === '["3"]', "B3's badge in the near field");
      await shot(page, "9-power-start");
      // 1. Ra1xa4 by drag: the rook's die drops to 5; Black's rook goes to Black's back field.
      await drag(page, "a1", "a4");
      await waitMoves(page, 1, "Ra1xa4");
      await waitLabel(page, "a4", /white rook, die: 5/, "the capturing rook");
      await waitLabel(page, "black-back", /black rook.*die: 3/, "the captured rook in its owner's back field");
      check(JSON.stringify((await badges("svg.board .pieces")).sort()) === '["5"]', `die badges after the capture: ${await badges("svg.board .pieces")}`);
      check(JSON.stringify(await badges('svg.board [data-zone="black-back"]')) === '["3"]', "the captured rook keeps its die badge");
      await shot(page, "9-power-captured");
      // 2. Black: back field -> near field by click, the near field marked as the target.
      await waitMyTurn(page);
      await zone(page, "black-back").click();
      check(/\btarget\b/.test((await zone(page, "black-near").getAttribute("class")) ?? ""), "the near field is marked as a target");
      await zone(page, "black-near").click();
      await waitMoves(page, 2, "R3@near");
      await waitLabel(page, "black-near", /black rook/, "the rook in the near field");
      await waitLabel(page, "black-back", /: empty$/, "the back field empty again");
      // 3. White: b6-b7 promotes; two bishops fit, told apart by the moves' labels.
      await waitMyTurn(page);
      await clickSquare(page, "b6");
      await clickSquare(page, "b7");
      await page.waitForSelector("dialog.chooser", { timeout: STEP_MS });
      const choices = await page.locator("dialog.chooser .choice").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
      check(JSON.stringify([...choices].sort()) === '["B2 from back field","B3 from near field"]', `chooser lists the labels: ${JSON.stringify(choices)}`);
      await shot(page, "9-power-promotion-chooser");
      await page.click('dialog.chooser .choice[aria-label="B2 from back field"]');
      await waitMoves(page, 3, "the promotion");
      await waitLabel(page, "b7", /white bishop, die: 6/, "the promoted bishop, die reset to 6");
      await waitLabel(page, "white-back", /: empty$/, "B2 left the back field");
      await waitLabel(page, "white-near", /white pawn/, "the pawn went to the near field");
      check((await moves(page))[2].includes("B2/back") || /=B/.test((await moves(page))[2]), `promotion in the list: ${(await moves(page))[2]}`);
      // 4. Black: near field -> d7 (its first row) by drag.
      await waitMyTurn(page);
      await dragBetween(page, await zoneCell(page, "black-near", "black rook"), square(page, "d7"));
      await waitMoves(page, 4, "R3@d7");
      await waitLabel(page, "d7", /black rook, die: 3/, "the rook back on the board");
      await waitLabel(page, "black-near", /: empty$/, "Black's near field empty");
      // 5. White's near field holds a pawn and a bishop. By keyboard (the field as a whole) the
      // chooser asks which, by label; Escape lets go. Then a drag of the pawn's picture needs no asking.
      await waitMyTurn(page);
      await zone(page, "white-near").focus();
      await page.keyboard.press("Enter");
      await square(page, "c1").focus();
      await page.keyboard.press("Enter");
      await page.waitForSelector("dialog.chooser", { timeout: STEP_MS });
      const which = await page.locator("dialog.chooser .choice").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
      check(JSON.stringify([...which].sort()) === '["B3","P"]', `chooser for the near field lists its pieces: ${JSON.stringify(which)}`);
      await page.keyboard.press("Escape");
      await page.waitForSelector("dialog.chooser", { state: "detached", timeout: STEP_MS });
      check((await moves(page)).length === 4, "cancelling the chooser plays nothing");
      await dragBetween(page, await zoneCell(page, "white-near", "white pawn"), square(page, "c1"));
      await waitMoves(page, 5, "P@c1");
      check((await page.locator("dialog.chooser").count()) === 0, "the dragged picture picked the move");
      await waitLabel(page, "c1", /white pawn/, "the pawn entered on c1");
      await waitLabel(page, "white-near", /white bishop/, "the bishop stays in the near field");
      await shot(page, "9-power-entered");
      await ctx.close();
    },
  },
  {
    n: 10,
    name: "Sniderman's Chessence, hot-seat: 4×4 board, red squares, Odd/Even, info lines, a capture",
    async run({ base, browser }) {
      const ctx = await browser.newContext({ viewport: { width: 1000, height: 800 } });
      const page = await ctx.newPage();
      watchPage(page, "10");
      // Whether a computer plays it is the catalog's word (a solver-backed engine is on its way).
      const catalog = await (await fetch(`${base}/api/variants`)).json();
      const engine = catalog.find((v) => v.id === "chessence-sniderman")?.engine;
      check(typeof engine === "boolean", "the catalog lists chessence-sniderman with an engine flag");
      // Seed 42 deals NRrQ/kbrR/BNbn/qnKB: White's king on c1 may take Black's knight on b1.
      await createGame(page, base, { variant: "chessence-sniderman", mode: "hotseat", options: { seed: 42 }, engine });
      await waitMyTurn(page);
      check((await page.locator("svg.board [data-square]").count()) === 16, "4×4 board");
      check((await page.locator("svg.board .sq .marker").count()) === 8, "8 red squares");
      check((await page.locator('svg.board [data-square="b1"] .marker').count()) === 1, "b1 is red");
      const seats = await page.locator(".player .seat-name").allTextContents();
      check(seats.includes("Odd") && seats.includes("Even"), `seats Odd and Even: ${seats}`);
      const info = async () => (await page.locator("dl.info").textContent()) ?? "";
      check(/Object/.test(await info()) && /Move/.test(await info()) && /none yet/.test(await info()), `info lines: ${await info()}`);
      check((await squareText(page, "c1")).includes("white king") && (await squareText(page, "b1")).includes("black knight"), "the dealt position (seed 42)");
      await shot(page, "10-sniderman-start");
      await clickSquare(page, "c1");
      await clickSquare(page, "b1");
      await waitMoves(page, 1, "Kc1xb1");
      await waitLabel(page, "b1", /white king/, "the king on b1");
      check((await squareText(page, "c1")).includes("empty"), "c1 empty");
      await page.waitForFunction(() => !/none yet/.test(document.querySelector("dl.info")?.textContent ?? ""), null, { timeout: STEP_MS });
      check(/\(EVEN to move\)/.test(await info()), `info names the next seat: ${await info()}`);
      await shot(page, "10-sniderman-moved");
      await ctx.close();
    },
  },
  {
    n: 11,
    name: "the computer answers in Winslow's Chessence and Power Chess (level 1)",
    async run({ base, browser }) {
      const ctx = await browser.newContext({ viewport: { width: 1000, height: 850 } });
      const page = await ctx.newPage();
      watchPage(page, "11");
      for (const [variant, from, to] of [["chessence-winslow", "d3", "c4"], ["power-chess", "c2", "c3"]]) {
        await createGame(page, base, { variant, mode: "computer", level: 1, engine: true });
        await waitMyTurn(page);
        await drag(page, from, to);
        await waitMoves(page, 2, `${variant}: the computer's reply`);
        await waitMyTurn(page);
        await shot(page, `11-${variant}-reply`);
      }
      await ctx.close();
    },
  },
  {
    n: 12,
    name: "Sniderman puzzles: from the lobby, a wrong answer shows its refutation, the right one is accepted",
    async run({ base, browser }) {
      const ctx = await browser.newContext({ viewport: { width: 1000, height: 850 } });
      const page = await ctx.newPage();
      watchPage(page, "12");
      // The answer comes from the API (a check of any move lists the winning ones).
      const puzzle = await (await fetch(`${base}/api/variants/chessence-sniderman/puzzle?seed=5`)).json();
      check(puzzle.view?.legal?.length >= 2, `a puzzle with a choice: ${JSON.stringify(puzzle).slice(0, 200)}`);
      const probe = await (
        await fetch(`${base}/api/variants/chessence-sniderman/puzzle/check`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ position: puzzle.position, object: puzzle.options.object, move: puzzle.view.legal[0].text }),
        })
      ).json();
      check(probe.winning_moves?.length === 1, `one winning move: ${JSON.stringify(probe.winning_moves)}`);
      const answer = probe.winning_moves[0]; // "Rb2xb4": the squares are at 1-2 and 4-5
      const right = puzzle.view.legal.find((m) => m.from === answer.slice(1, 3) && m.to === answer.slice(4, 6));
      const wrong = puzzle.view.legal.find((m) => m !== right);
      check(right && wrong, `the answer ${answer} is among the legal moves`);

      await page.goto(base + "/");
      await page.waitForSelector("#variant", { timeout: STEP_MS });
      await page.selectOption("#variant", "chessence-sniderman");
      await page.locator(".puzzles-link").click();
      await page.waitForURL(/\/puzzle\/chessence-sniderman/, { timeout: STEP_MS });
      await waitBoard(page);
      await page.goto(`${base}/puzzle/chessence-sniderman?seed=5`);
      await waitBoard(page);
      await page.waitForFunction((d) => document.querySelector(".puzzle-object")?.textContent?.includes(d), puzzle.object.description, { timeout: STEP_MS });
      check(((await page.locator(".puzzle-question").textContent()) ?? "").includes("find the only move"), "the question is asked");
      check(!(await squareText(page, wrong.from)).includes("empty"), `a piece on ${wrong.from}`);
      await shot(page, "12-puzzle");
      await clickSquare(page, wrong.from);
      await clickSquare(page, wrong.to);
      await page.waitForSelector(".verdict.wrong", { timeout: STEP_MS });
      check(((await page.locator(".verdict.wrong").textContent()) ?? "").includes(answer), "a wrong answer names the winning move");
      await page.waitForSelector("#step-forward", { timeout: STEP_MS });
      await page.locator('.puzzle-steps [aria-label="last"]').click();
      const caption = (await page.locator(".step-caption").textContent()) ?? "";
      check(/wins\./.test(caption) && /Move \d+ of \d+/.test(caption), `the end of the refutation says who wins and why: ${caption}`);
      await shot(page, "12-refutation-end");
      await page.locator('.puzzle-steps [aria-label="first"]').click();
      check(((await page.locator(".step-caption").textContent()) ?? "").includes("puzzle's position"), "back to the start");
      // The same puzzle again (the address keeps its seed), answered right.
      await page.reload();
      await waitBoard(page);
      await page.waitForFunction((d) => document.querySelector(".puzzle-object")?.textContent?.includes(d), puzzle.object.description, { timeout: STEP_MS });
      await clickSquare(page, right.from);
      await clickSquare(page, right.to);
      await page.waitForSelector(".verdict.right", { timeout: STEP_MS });
      await shot(page, "12-right");
      // Open as a game: a hot-seat game from the puzzle's position.
      const before = await boardPicture(page);
      await page.locator("#open-game").click();
      await page.waitForURL(/\/game\//, { timeout: STEP_MS });
      await waitMyTurn(page);
      check(JSON.stringify(await boardPicture(page)) === JSON.stringify(before), "the game starts from the puzzle's position");
      await ctx.close();
    },
  },
];

const pageErrors = [];
function watchPage(page, tag) {
  page.on("pageerror", (e) => pageErrors.push(`[${tag}] ${e.message}`));
  page.on("console", (m) => {
    // A refused request also logs "Failed to load resource"; the scenarios check those themselves.
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) pageErrors.push(`[${tag}] console: ${m.text()}`);
  });
}

// --- main -----------------------------------------------------------------------------------------

const started = Date.now();
const { base, child } = await startServer();
const browser = await chromium.launch({
  executablePath: browserPath,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
let passed = 0;
let failed = 0;
let carry = null;
try {
  for (const s of scenarios) {
    if (only && !only.has(s.n)) continue;
    const t0 = Date.now();
    try {
      const result = await Promise.race([
        s.run({ base, browser }, s.n === 2 ? carry : undefined),
        sleep(60_000).then(() => {
          throw new Error("took more than 60 s");
        }),
      ]);
      if (s.n === 1) carry = result;
      else if (s.n === 2) carry = null;
      passed++;
      console.log(`ok ${s.n} - ${s.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${s.n} - ${s.name}\n    ${e.message.split("\n").join("\n    ")}`);
      for (const c of browser.contexts()) for (const [i, p] of c.pages().entries()) await shot(p, `fail-${s.n}-${i}`).catch(() => {});
    }
  }
  if (carry) await carry.ctx.close();
} finally {
  await browser.close();
  if (child.exitCode === null) {
    const gone = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([gone, sleep(3000)]);
  }
}
if (pageErrors.length) console.log(`page errors seen:\n  ${pageErrors.join("\n  ")}`);
console.log(`e2e: took ${((Date.now() - started) / 1000).toFixed(1)} s; screenshots and server.log in e2e/artifacts/`);
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
