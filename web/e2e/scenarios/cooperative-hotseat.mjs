// Cooperative Chess, both partners at one screen, dealt from a fixed seed: the hand of the seat to
// move drawn as cards (the partner's face down, a count), and no draw offer between partners.
import { check, createGame, desktop, STEP_MS, waitMyTurn } from "../harness.mjs";

export const title = "Cooperative Chess hot-seat: the dealt hand drawn as cards, no draw offer";

export default async function (t) {
  const page = await t.page(desktop(1100, 900));
  await createGame(t, page, { variant: "cooperative", mode: "hotseat", options: { seed: 7 } });
  await waitMyTurn(page);
  check((await page.locator("[data-action=draw]").count()) === 0, "no draw offer where the partners win or lose together");
  const zones = await page.$$eval("svg.board [data-zone]", (els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  check(zones.some((z) => /hand/i.test(z)), `a hand is drawn: ${zones.join(" | ")}`);
  await t.shot(page, "deal");
}
