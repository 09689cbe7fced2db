// The rules pages written for players (issue 26 §2): a hidden game (Zombie), Golf and Crowded
// House, on a desktop and on a phone, and every other game's page on a desktop. Each page opens with "How to play" and its pictures, each
// drawn by the board renderer from the game's own position (still: nothing to click or move); what
// is for developers is folded under "Details for developers" and opens on a click.
import { check, desktop, phone, same, STEP_MS } from "../harness.mjs";

export const title = "rules pages: How to play with board pictures, the developers' part folded, desktop and phone";

const PAGES = [
  { id: "zombie", pictures: 3, title: "Zombie Chess" },
  { id: "golf", pictures: 3, title: "Chess Golf" },
  { id: "crowded-house", pictures: 3, title: "Crowded House" },
];

async function checkPage(t, page, p, tag) {
  await page.goto(`${t.base}/rules/${p.id}`);
  await page.waitForFunction((n) => document.querySelectorAll("figure.rules-picture[data-drawn]").length >= n, p.pictures, { timeout: STEP_MS });
  const drawn = await page.locator("figure.rules-picture").evaluateAll((els) => els.map((e) => e.getAttribute("data-drawn")));
  same(drawn, Array(p.pictures).fill("true"), `${p.id}: every picture drawn`);
  check((await page.locator("h1").textContent()).includes(p.title), `${p.id}: the title`);
  same(await page.locator("article.rules > h2").first().textContent(), "How to play", `${p.id}: the page opens with How to play`);
  for (const [i, fig] of (await page.locator("figure.rules-picture").all()).entries()) {
    const squares = await fig.locator("svg.board [data-square]").count();
    const pieces = await fig.locator("svg.board .pieces > *").count();
    check(squares >= 64 && pieces > 0, `${p.id} picture ${i + 1}: a board (${squares} squares) with pieces (${pieces})`);
    check((await fig.locator("figcaption").textContent()).length > 20, `${p.id} picture ${i + 1}: a caption`);
    check((await fig.locator(".dest-dot, .movable, [data-movable]").count()) === 0, `${p.id} picture ${i + 1}: nothing to move`);
    const box = await fig.locator("svg.board").boundingBox();
    const view = page.viewportSize();
    check(box && box.width >= 200 && box.width <= Math.min(view.width, 480), `${p.id} picture ${i + 1}: ${Math.round(box?.width ?? 0)}px wide on a ${view.width}px screen`);
  }
  // The pictures are the players' part; the developers' part is folded, closed at first.
  const details = page.locator("details.for-developers");
  same(await details.count(), 1, `${p.id}: one folded developers' part`);
  same(await details.locator("summary").textContent(), "Details for developers", `${p.id}: its summary`);
  check(!(await details.evaluate((d) => d.open)), `${p.id}: closed at first`);
  check(!(await details.locator("h2").first().isVisible()), `${p.id}: the developers' sections are hidden`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  check(overflow <= 0, `${p.id}: nothing runs off the side (${overflow}px)`);
  await t.shot(page, `${p.id}-${tag}`);
  await details.locator("summary").click();
  check(await details.evaluate((d) => d.open), `${p.id}: a click opens the developers' part`);
  check(await details.locator("h2").first().isVisible(), `${p.id}: the developers' sections show once opened`);
}

export default async function (t) {
  // Other scenarios of the same run may have left games listed: count them first.
  const listedBefore = (await (await fetch(`${t.base}/api/games?open=1`)).json()).length;
  const wide = await t.page(desktop(1280, 900));
  const small = await t.page(phone(390, 844));
  for (const p of PAGES) {
    await checkPage(t, wide, p, "desktop");
    await checkPage(t, small, p, "phone");
  }
  // Every other game's page draws its pictures too (desktop only: the layout is the same).
  const catalog = await (await fetch(`${t.base}/api/variants`)).json();
  for (const v of catalog.filter((v) => !PAGES.some((p) => p.id === v.id))) {
    await wide.goto(`${t.base}/rules/${v.id}`);
    await wide.waitForFunction(() => {
      const figs = [...document.querySelectorAll("figure.rules-picture")];
      return figs.length >= 2 && figs.every((f) => f.hasAttribute("data-drawn"));
    }, null, { timeout: STEP_MS });
    const drawn = await wide.locator("figure.rules-picture").evaluateAll((els) => els.map((e) => e.getAttribute("data-drawn")));
    check(drawn.every((d) => d === "true"), `${v.id}: every picture drawn (${drawn})`);
    same(await wide.locator("details.for-developers").count(), 1, `${v.id}: one folded developers' part`);
    await t.shot(wide, `${v.id}-desktop`);
  }
  // The pictures make no game: no more are listed after all the pages of pictures.
  const listed = await (await fetch(`${t.base}/api/games?open=1`)).json();
  same(listed.length, listedBefore, "no game was made for a picture");
}
