// A game against the computer, analysed once it is over: played on from an imported move list
// (1. f3 e5 2. g4, the person Black), mated by a drag, then "Analyse this game": the progress bar,
// the evaluation bar, best lines, g4 marked as a blunder, stepping by keys and clicks, a deeper
// analysis, and "continue from here against the computer" from the position after 1... e5.
import { check, desktop, drag, phone, STEP_MS, waitBoard, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "analysis of a finished game against the computer: eval bar, lines, blunder mark, deeper, continue from here (desktop and phone)";

async function currentPly(page) {
  return Number(await page.locator(".move-list .move.current").getAttribute("data-ply").catch(() => "0"));
}

export default async function (t) {
  const page = await t.page(desktop());
  await page.goto(`${t.base}/`);
  await page.click("#import-open");
  await page.waitForSelector("dialog.import-dialog[open]", { timeout: STEP_MS });
  await page.selectOption("#import-variant", "chess960");
  await page.fill("#import-text", "1. f3 e5 2. g4");
  await page.selectOption("#import-level", "1");
  await t.shot(page, "import-dialog");
  await page.click("#import-play");
  await page.waitForURL(/\/game\//, { timeout: STEP_MS });
  await waitBoard(page);
  await waitMoves(page, 3, "the imported moves in the game's list");
  await waitMyTurn(page);
  await drag(page, "d8", "h4");
  await page.waitForSelector(".result-banner", { timeout: STEP_MS });
  const banner = (await page.locator(".result-banner").textContent()) ?? "";
  check(/checkmate/i.test(banner), `the game ends by checkmate: "${banner}"`);
  await page.click("[data-action=analyse]");
  await page.waitForURL(/\/analysis\?game=/, { timeout: STEP_MS });

  // The positions come at once, the evaluations as the server finds them.
  await page.waitForSelector(".analysis-page svg.board [data-square]", { timeout: STEP_MS });
  await page.waitForFunction(() => /Analysed 5 positions/.test(document.querySelector(".progress-text")?.textContent ?? ""), null, { timeout: 30_000 });
  check((await currentPly(page)) === 4, "the analysis opens on the last position");
  const share = Number(await page.locator("[data-eval-bar]").getAttribute("data-share"));
  check(share === 0, `mated White has none of the bar: ${share}`);
  const g4 = page.locator('.move-list .move[data-ply="3"]');
  check((await g4.getAttribute("data-judgement")) === "blunder", `g4 is a blunder: ${await g4.getAttribute("data-judgement")}`);
  check(((await g4.textContent()) ?? "").includes("g4??"), `g4 is marked ??: ${await g4.textContent()}`);
  await t.shot(page, "analysis-end");

  // Back one position with the keyboard: Black mates in one, and the lines say so.
  await page.keyboard.press("ArrowLeft");
  check((await currentPly(page)) === 3, `ArrowLeft goes to move 3: ${await currentPly(page)}`);
  const score = (await page.locator("[data-eval-score]").textContent()) ?? "";
  check(score === "−M1", `Black mates in one, from White's side: "${score}"`);
  const first = (await page.locator(".pv-line").first().textContent()) ?? "";
  check(first.includes("Qh4#"), `the best line is Qh4#: "${first}"`);
  check((await page.locator(".pv-line").count()) === 3, "three lines");
  const verdict = (await page.locator(".move-verdict").textContent()) ?? "";
  check(/g4\?\? — Blunder \(\?\?\): best was/.test(verdict), `the move that led here: "${verdict}"`);
  await t.shot(page, "analysis-mate-in-one");

  // A click in the move list, then a deeper analysis.
  await page.click('.move-list .move[data-ply="2"]');
  check((await currentPly(page)) === 2, "a click on e5 shows the position after it");
  await page.click("#deeper");
  await page.waitForFunction(() => /depth 11/.test(document.querySelector(".progress-text")?.textContent ?? ""), null, { timeout: STEP_MS });
  check(new URL(page.url()).searchParams.get("depth") === "11", `the address keeps the depth: ${page.url()}`);
  await page.waitForFunction(() => /Analysed 5 positions at depth 11/.test(document.querySelector(".progress-text")?.textContent ?? ""), null, { timeout: 60_000 });
  check(((await page.locator(".eval-depth").textContent()) ?? "").includes("11"), "the position's depth is 11");

  // The same page on a phone.
  const small = await t.page(phone(390, 844));
  await small.goto(page.url());
  await small.waitForSelector(".analysis-page svg.board [data-square]", { timeout: STEP_MS });
  await small.waitForSelector(".pv-line", { timeout: 30_000 });
  await t.shot(small, "analysis-phone");

  // Continue from after 1... e5, White to move, against the computer.
  await page.click("#continue");
  await page.waitForURL(/\/game\//, { timeout: STEP_MS });
  await waitBoard(page);
  await waitMoves(page, 2, "the new game starts after f3 e5");
  const list = await page.locator(".move-list .move").allTextContents();
  check(list.join(" ") === "f3 e5", `the new game's moves: ${list}`);
  await waitMyTurn(page);
  await t.shot(page, "continued");
}
