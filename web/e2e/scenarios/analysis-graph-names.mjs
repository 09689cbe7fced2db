// The analysis page of an imported PGN: the game read from its [Variant] tag (whatever the dialog
// showed), the players' names from its White and Black, and the evaluation graph over the game,
// a click on it going to the move under it. An unknown [Variant] is said at once. Desktop and phone.
import { check, desktop, phone, STEP_MS } from "../harness.mjs";

export const title = "analysis: the [Variant] tag chooses the game, the PGN's players are named, the evaluation graph goes to a move on a click (desktop and phone)";

const PGN = `[Event "Casual game"]
[White "Greedy"]
[Black "Trapper"]
[Variant "Chess960"]
[Result "0-1"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5
5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1`;

async function openDialog(page, t) {
  await page.goto(`${t.base}/`);
  await page.click("#import-open");
  await page.waitForSelector("dialog.import-dialog[open]", { timeout: STEP_MS });
}

async function graphClick(page, fraction) {
  const box = await page.locator("[data-eval-graph] svg").boundingBox();
  check(box && box.width > 100, `the graph is drawn wide enough: ${JSON.stringify(box)}`);
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
}

export default async function (t) {
  for (const [name, size] of [
    ["desktop", desktop(1280, 900)],
    ["phone", phone(390, 844)],
  ]) {
    const page = await t.page(size);
    await openDialog(page, t);
    // Another game chosen: the tag decides.
    const others = await page.locator("#import-variant option").evaluateAll((os) => os.map((o) => o.value).filter((v) => v !== "chess960"));
    await page.selectOption("#import-variant", others[0]);
    await page.fill("#import-text", PGN.replace("Chess960", "Atomic"));
    const said = (await page.locator(".import-error").textContent()) ?? "";
    check(/Atomic.*not a game played here/.test(said), `an unknown variant is said: "${said}"`);
    await page.fill("#import-text", PGN);
    check((await page.locator("#import-variant").inputValue()) === "chess960", "the [Variant] tag chose Chess960");
    await page.click("#import-analyse");
    await page.waitForURL(/\/analysis\?variant=chess960/, { timeout: STEP_MS });
    await page.waitForSelector("[data-players]:not([hidden])", { timeout: STEP_MS });
    const players = (await page.locator("[data-players]").textContent()) ?? "";
    check(players === "White: Greedy · Black: Trapper", `the players: "${players}"`);
    await page.waitForFunction(() => /Analysed 15 positions/.test(document.querySelector(".progress-text")?.textContent ?? ""), null, { timeout: 60_000 });
    await page.waitForFunction(() => document.querySelector("[data-eval-graph]")?.getAttribute("data-points") === "15", null, { timeout: STEP_MS });
    await graphClick(page, 0.01);
    await page.waitForFunction(() => /start position/.test(document.querySelector(".move-verdict")?.textContent ?? ""), null, { timeout: STEP_MS });
    await graphClick(page, 0.5);
    await page.waitForSelector('.move-list .move.current[data-ply="7"]', { timeout: STEP_MS });
    check(/ply=7/.test(page.url()), `the address follows: ${page.url()}`);
    // A reload keeps the names (they are in the address).
    await page.reload();
    await page.waitForSelector("[data-players]:not([hidden])", { timeout: STEP_MS });
    check(((await page.locator("[data-players]").textContent()) ?? "") === players, "the names survive a reload");
    await page.waitForFunction(() => Number(document.querySelector("[data-eval-graph]")?.getAttribute("data-points")) > 0, null, { timeout: 60_000 });
    await t.shot(page, `analysis-${name}`);
  }
}
