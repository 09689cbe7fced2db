// Zombie Chess against the computer (level 1), from a position where White has two zombie pawns
// (a2, b2): one moves, then "end turn" (a button: the move has no from/to) lets the other turn to
// dust, into the dust bin; the computer answers.
import { check, createGame, desktop, drag, squareText, STEP_MS, waitLabel, waitMoves, waitMyTurn, zoneText } from "../harness.mjs";

export const title = "Zombie Chess against the computer (level 1): zombie badges, a zombie moves, the end-turn button, the dust bin, the reply; both hidden games offered for a friend";

export default async function (t) {
  const page = await t.page(desktop(1200, 900));
  const fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 zombies=a2,b2";
  await createGame(t, page, { variant: "zombie", mode: "computer", level: 1, options: { fen }, engine: true });
  await waitMyTurn(page);
  check((await page.locator(".curtain").isHidden()), "no curtain against the computer");
  check((await page.locator("svg.board .zombie-badge").count()) === 2, "two zombie badges");
  check((await squareText(page, "a2")).includes("zombie: true"), `a2: ${await squareText(page, "a2")}`);
  await t.shot(page, "start");

  await drag(page, "a2", "a3");
  await waitLabel(page, "a3", /white pawn, moved: true, zombie: true/, "the zombie moved to a3");
  await page.waitForSelector('.move-buttons [data-move="end"]', { timeout: STEP_MS });
  const caption = (await page.locator('.move-buttons [data-move="end"]').textContent()) ?? "";
  check(caption === "end turn", `the end button: "${caption}"`);
  check((await page.locator("svg.board .zombie-badge.moved").count()) === 1, "the moved zombie's badge is dimmed");
  await t.shot(page, "zombie-moved");

  await page.click('.move-buttons [data-move="end"]');
  await waitLabel(page, "dust-bin", /white pawn/, "the b2 zombie turned to dust");
  check((await squareText(page, "b2")).includes("empty"), `b2 after the dust: ${await squareText(page, "b2")}`);
  await waitMyTurn(page);
  const played = await page.locator(".move-list .move").allTextContents();
  check(played.length >= 3, `the computer replied: ${played}`);
  check(/dust/i.test((await zoneText(page, "dust-bin")) + played.join(" ")), "the dust is reported");
  await t.shot(page, "reply");

  // The lobby offers both hidden games against a person too: the game waits with an invitation.
  for (const variant of ["zombie", "masquerade"]) {
    await createGame(t, page, { variant, mode: "friend", engine: true });
    await page.waitForSelector(".invite-link", { timeout: STEP_MS });
    check(/\/game\//.test(await page.locator(".invite-link").inputValue()), `${variant}: an invitation link`);
  }
}
