// Chess960 with the options left alone starts from a random start position, its number shown
// beside the board; four one-click games are not all standard chess (518), and asking for 518 by
// number still gives standard chess.
import { check, createGame, desktop, phone, startFromCard, STEP_MS } from "../harness.mjs";

export const title = "Chess960 by default: a random start, its number shown; sp 518 still standard chess";

async function startNumber(page) {
  await page.waitForFunction(() => [...document.querySelectorAll("dl.info dt")].some((d) => d.textContent === "Start position"), null, { timeout: STEP_MS });
  return page.evaluate(() => {
    const dt = [...document.querySelectorAll("dl.info dt")].find((d) => d.textContent === "Start position");
    return dt?.nextElementSibling?.textContent ?? "";
  });
}

export default async function (t) {
  const page = await t.page(desktop());
  const numbers = [];
  for (let i = 0; i < 4; ++i) {
    await startFromCard(t, page, "chess960", "hotseat");
    const text = await startNumber(page);
    const n = Number.parseInt(text, 10);
    check(Number.isInteger(n) && n >= 0 && n <= 959, `a start number: "${text}"`);
    numbers.push(n);
    if (i === 0) await t.shot(page, "random-start");
  }
  check(new Set(numbers).size > 1, `four games, four draws of the start: ${numbers}`);
  // The number names the board: the standard array's number only when it is the standard array.
  const standard = await t.page(phone(390, 844));
  await createGame(t, standard, { mode: "hotseat", options: { sp: 518 } });
  check((await startNumber(standard)) === "518 (standard chess)", "sp 518 is standard chess, and says so");
  await t.shot(standard, "standard-phone");
}
