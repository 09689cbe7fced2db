// Import from the lobby: a PGN with a miniature (the Blackburne Shilling trap, comments and all)
// opened on the analysis board with its blunder marked; a FEN analysed with three lines; a PGN with a bad move
// refused, naming its line and move. Desktop and phone.
import { check, desktop, phone, STEP_MS } from "../harness.mjs";

export const title = "import a PGN and a FEN from the lobby and analyse them; a bad PGN is refused by line and move (desktop and phone)";

const PGN = `[Event "Casual game"]
[White "Greedy"]
[Black "Trapper"]
[Result "0-1"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 {the trap is set} 4. Nxe5 Qg5
5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1`;

async function importText(page, text) {
  await page.goto(page.url().split("/analysis")[0].replace(/\/$/, "") + "/");
  await page.click("#import-open");
  await page.waitForSelector("dialog.import-dialog[open]", { timeout: STEP_MS });
  await page.selectOption("#import-variant", "chess960");
  await page.fill("#import-text", text);
}

export default async function (t) {
  const page = await t.page(desktop());
  await page.goto(`${t.base}/`);
  await importText(page, PGN);
  await page.click("#import-analyse");
  await page.waitForURL(/\/analysis\?variant=chess960/, { timeout: STEP_MS });
  await page.waitForSelector(".analysis-page .move-list .move", { timeout: STEP_MS });
  const moves = await page.locator(".move-list .move").allTextContents();
  check(moves.length === 14, `14 moves listed: ${moves}`);
  await page.waitForFunction(() => /Analysed 15 positions/.test(document.querySelector(".progress-text")?.textContent ?? ""), null, { timeout: 60_000 });
  // 4. Nxe5 walks into the trap and White's game goes downhill from there (5. Nxf7 takes the bait,
  // 6. Rf1 lets the queen in with check): the blunder marked is one of those White moves, never a
  // move of the opening or one of Black's. (At depth 9, each position searched alone, the engine
  // marks 6. Rf1: after 4. Nxe5 Qg5, 5. Bxf7+ still held; the mark once said Nxe5 only because
  // a search table carried over from the neighbouring positions.)
  const marked = await page.locator(".move-list .move.blunder").allTextContents();
  check(marked.length > 0 && marked.every((m) => ["Nxe5??", "Nxf7??", "Rf1??", "Be2??"].includes(m)), `a White move after the trap is the blunder: ${marked}`);
  const share = Number(await page.locator("[data-eval-bar]").getAttribute("data-share"));
  check(share === 0, `the last position is Black's win: ${share}`);
  await page.click('.move-list .move[data-ply="10"]');
  const lines = await page.locator(".pv-line").allTextContents();
  check(lines.length === 3, `three lines after 5... Qxg2: ${lines}`);
  // After 6... Qxe4+ White has two moves: two lines, one of them mated at once.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  const two = await page.locator(".pv-line").allTextContents();
  check(two.length === 2 && two.some((l) => l.startsWith("−M1") && l.includes("Be2 Nf3#")), `two lines after 6... Qxe4+: ${two}`);
  await t.shot(page, "pgn-analysed");

  // A position: one to analyse, three lines.
  await importText(page, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
  await page.click("#import-analyse");
  await page.waitForURL(/\/analysis\?variant=chess960&options=/, { timeout: STEP_MS });
  await page.waitForSelector(".pv-line >> nth=2", { timeout: 30_000 });
  check((await page.locator(".move-list .move").count()) === 0, "a position has no moves");
  check(((await page.locator(".move-list").textContent()) ?? "").includes("No moves"), "and says so");
  const score = (await page.locator("[data-eval-score]").textContent()) ?? "";
  check(/^[+−]?\d+\.\d\d$/.test(score), `a score in pawns: "${score}"`);
  await t.shot(page, "fen-analysed");

  // A bad move: the dialog says where, and nothing opens.
  await importText(page, "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 Qh9");
  await page.click("#import-analyse");
  await page.waitForFunction(() => (document.querySelector(".import-error")?.textContent ?? "").length > 0, null, { timeout: STEP_MS });
  const error = (await page.locator(".import-error").textContent()) ?? "";
  check(error.includes("line 3, move 6 (3. for Black) 'Qh9'"), `the error names line and move: "${error}"`);
  check(new URL(page.url()).pathname === "/", "still in the lobby");
  await t.shot(page, "bad-pgn");

  // The dialog and the analysis board on a phone.
  const small = await t.page(phone(390, 844));
  await small.goto(`${t.base}/`);
  await small.click("#import-open");
  await small.fill("#import-text", PGN);
  await t.shot(small, "import-phone");
  await small.click("#import-analyse");
  await small.waitForSelector(".analysis-page .move-list .move", { timeout: STEP_MS });
  await small.waitForFunction(() => /Analysed 15 positions/.test(document.querySelector(".progress-text")?.textContent ?? ""), null, { timeout: 60_000 });
  await t.shot(small, "pgn-analysed-phone");
}
