// Crowded House with all four seats on one screen, made in one click: the page says whose move it
// is as the turn goes round, keeps the board unturned (the person holds both colours), and the
// resign button names the team of the seat to move.
import { alertText, check, clickSquare, desktop, drag, STEP_MS, square, waitBoard, waitMoves, sameSeatsOnPhone } from "../harness.mjs";

export const title = "Crowded House hot-seat from one click: the turn goes round four seats on one screen; resign names the mover's team";

async function yourMove(page, seat) {
  await page.waitForSelector(`.turn.mine[data-to-move="${seat}"]`, { timeout: STEP_MS });
  return (await page.locator(".turn").textContent()) ?? "";
}

export default async function (t) {
  const page = await t.page(desktop());
  await page.goto(`${t.base}/`);
  await page.click('[data-variant="crowded-house"] [data-quick="hotseat"]', { timeout: STEP_MS });
  await page.waitForURL(/\/game\//, { timeout: STEP_MS });
  await waitBoard(page);
  check((await page.locator(".player-name:has-text('(you)')").count()) === 4, "all four seats are this screen's");
  // A piece of the mover's colour that cannot move: the game's own reason (its half rule), not a
  // bare "no legal move" the page would have to guess at.
  await yourMove(page, 0);
  await clickSquare(page, "b1");
  const why = await alertText(page);
  check(/knight on b1 cannot move now: its moves neither start nor end on your half \(files e-h\)/.test(why), `why the b1 knight cannot move: "${why}"`);
  await t.shot(page, "why-not");
  // The same on a phone (the seats' tokens copied into another browser).
  const p = await sameSeatsOnPhone(t, page);
  await yourMove(p, 0);
  await clickSquare(p, "d2");
  const whyPhone = await alertText(p);
  check(/pawn on d2 cannot move now: its moves neither start nor end on your half/.test(whyPhone), `on a phone, why the d2 pawn cannot move: "${whyPhone}"`);
  await t.shot(p, "phone-why-not");
  await p.close();
  const steps = [
    [0, "White (king side)", "e2", "e4"],
    [1, "Black (king side)", "e7", "e5"],
    [2, "White (queen side)", "d2", "d4"],
    [3, "Black (queen side)", "b8", "c6"],
  ];
  for (const [n, [seat, name, from, to]] of steps.entries()) {
    const text = await yourMove(page, seat);
    check(text.includes(name), `turn ${n + 1}: "${text}"`);
    if (n % 2) {
      await clickSquare(page, from);
      await clickSquare(page, to);
    } else await drag(page, from, to);
    await waitMoves(page, n + 1, `${name}'s ${from}-${to}`);
  }
  const a1 = await square(page, "a1").boundingBox();
  const a8 = await square(page, "a8").boundingBox();
  check(a1.y > a8.y, "the hot-seat board stays unturned");
  await yourMove(page, 0);
  await page.click("[data-action=resign]");
  const confirm = (await page.locator("[data-action=resign]").textContent()) ?? "";
  check(/Team White loses/.test(confirm), `resign confirm for White (king side): "${confirm}"`);
  await t.shot(page, "hotseat");
}
