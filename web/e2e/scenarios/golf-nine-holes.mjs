// Chess Golf over nine holes, a race of two golfers at one screen and a course alone: every hole
// answered "impossible" (the race) or given up (the course) until the end. The score sheet's nine
// holes and totals fit beside the board at 1280×900 and on a phone (390×844) without scrolling
// sideways, and the finished course's info says its final score against the optimum, not the
// strokes of a hole no longer in play.
import { check, createGame, desktop, STEP_MS, sameSeatsOnPhone } from "../harness.mjs";

export const title = "golf over nine holes: the race's score sheet and the course's score card fit at 1280×900 and 390×844 without scrolling; a finished course says its final score, not stale strokes";

/** Presses the first visible button `css` finds until the game ends. */
async function playOut(page, css) {
  for (let i = 0; i < 40 && (await page.locator(".result-banner").count()) === 0; ++i) {
    // At one screen the page hides the board between golfers until the next says who they are.
    const button = page.locator(css).or(page.locator("[data-action=reveal]:visible")).first();
    await Promise.race([button.waitFor({ timeout: STEP_MS }), page.waitForSelector(".result-banner", { timeout: STEP_MS })]);
    if ((await page.locator(".result-banner").count()) > 0) break;
    // The last count ends the race: the button found a moment ago may go with the hole, and the
    // click then waits for one that never comes back. The banner settles it as well.
    const click = button.click();
    click.catch(() => {});
    await Promise.race([click, page.waitForSelector(".result-banner", { timeout: STEP_MS })]);
  }
  await page.waitForSelector(".result-banner", { timeout: STEP_MS });
}

/** Whether every table beside the board shows all of itself (nothing to scroll to). */
async function tablesFit(page) {
  return page.$$eval(".game-table, .game-table .table-view", (els) =>
    els.map((e) => ({ title: e.querySelector("figcaption")?.textContent ?? "", scroll: e.scrollWidth, width: e.clientWidth })),
  );
}

async function checkFits(page, what) {
  const sizes = await tablesFit(page);
  check(sizes.length > 0, `${what}: some table`);
  for (const s of sizes) check(s.scroll <= s.width, `${what}: "${s.title}" is cut off (${s.scroll} px wide in ${s.width} px)`);
}

export default async function (t) {
  const page = await t.page(desktop(1280, 900));
  await createGame(t, page, { variant: "golf", mode: "hotseat", options: { seats: 2, holes: 9, seed: 4 } });
  await playOut(page, '.move-buttons button:visible:text-is("impossible")');
  const cols = await page.locator(".game-table", { hasText: "Score sheet" }).locator("thead th").allTextContents();
  check(cols.includes("9") && cols.includes("total"), `the score sheet has nine holes and totals: ${JSON.stringify(cols)}`);
  await checkFits(page, "race at 1280×900");
  await page.locator(".game-table", { hasText: "Score sheet" }).scrollIntoViewIfNeeded();
  await t.shot(page, "race-over");
  const p = await sameSeatsOnPhone(t, page);
  await p.waitForSelector(".result-banner", { timeout: STEP_MS });
  await checkFits(p, "race at 390×844");
  await p.locator(".game-table", { hasText: "Score sheet" }).scrollIntoViewIfNeeded();
  await t.shot(p, "phone-race-over");

  // A course alone: nine holes given up.
  await createGame(t, page, { variant: "golf", mode: "hotseat", options: { holes: 9, seed: 4 } });
  await playOut(page, '[data-move="give-up"]:visible');
  const info = (await page.locator("dl.info").textContent()) ?? "";
  check(!/Strokes/.test(info), `no stroke count of a hole in play once the course is over: ${info}`);
  check(/90/.test(info), `the final score in the info: ${info}`);
  await checkFits(page, "course at 1280×900");
  await t.shot(page, "course-over");
  const p2 = await sameSeatsOnPhone(t, page);
  await p2.waitForSelector(".result-banner", { timeout: STEP_MS });
  await checkFits(p2, "course at 390×844");
  await p2.locator(".game-table", { hasText: "Score card" }).scrollIntoViewIfNeeded();
  await t.shot(p2, "phone-course-over");
}
