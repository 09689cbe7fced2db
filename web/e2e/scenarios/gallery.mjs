// The lobby's gallery: a card for every game of the catalog, each with a picture of its start drawn
// by the board renderer, its name and line, and the computer's level chooser exactly where the
// catalog has an engine; on a desktop and on a phone (390×844), where nothing runs off the side.
import { check, desktop, getJson, phone, same, STEP_MS } from "../harness.mjs";

export const title = "the gallery: every game's card with its start picture and buttons, desktop and phone";

async function checkCards(t, page, catalog) {
  await page.goto(`${t.base}/`);
  await page.waitForFunction((n) => document.querySelectorAll(".card-picture[data-drawn=true]").length >= n, catalog.length, { timeout: STEP_MS });
  same(await page.locator(".game-card").evaluateAll((els) => els.map((e) => e.getAttribute("data-variant"))), catalog.map((v) => v.id), "one card per game, in catalog order");
  for (const v of catalog) {
    const card = page.locator(`.game-card[data-variant="${v.id}"]`);
    same(await card.locator("h3").textContent(), v.name, `${v.id}: name`);
    same(await card.locator(".card-summary").textContent(), v.summary, `${v.id}: its line`);
    const squares = await card.locator(".card-picture svg.board [data-square]").count();
    const pieces = await card.locator(".card-picture svg.board .pieces > *").count();
    check(squares >= 16 && pieces > 0, `${v.id}: a start picture with squares (${squares}) and pieces (${pieces})`);
    check((await card.locator(".card-picture svg.board .dest-dot, .card-picture svg.board .movable").count()) === 0, `${v.id}: a picture, nothing to move`);
    const levels = await card.locator("select[data-level]").count();
    check(levels === (v.engine ? 1 : 0), `${v.id}: the level chooser ${v.engine ? "is" : "is not"} offered (engine: ${v.engine})`);
    const kinds = await card.locator("[data-quick]").evaluateAll((els) => els.map((e) => e.getAttribute("data-quick")));
    // A game of one seat is played alone; one whose seats option allows more (Golf's race) is also
    // raced against the computer, raced with whoever seeks one, or opened to others from its card.
    const more = (v.options ?? []).some((o) => o.name === "seats" && o.type === "integer" && (o.max ?? 1) >= 2);
    const alone = ["solo", ...(more && v.engine ? ["computer"] : []), ...(more ? ["seek", "open"] : [])];
    if (v.seats.length === 1) same(kinds, alone, `${v.id}: ${alone.join(", ")}`);
    else check(kinds.includes("friends") && kinds.includes("open") && kinds.includes("hotseat") && kinds.includes("computer") === v.engine, `${v.id}: buttons ${kinds}`);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  check(overflow <= 0, `nothing runs off the side of the page (${overflow}px)`);
}

export default async function (t) {
  const catalog = await getJson(t, "/api/variants");
  check(catalog.length >= 10, `the catalog lists ${catalog.length} games`);
  const wide = await t.page(desktop(1280, 900));
  await checkCards(t, wide, catalog);
  await t.shot(wide, "gallery-desktop");
  const small = await t.page(phone(390, 844));
  await checkCards(t, small, catalog);
  await t.shot(small, "gallery-phone");
}
