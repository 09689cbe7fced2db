// Accounts in the lobby (issue 29): a guest signs up from the header and sees their name; a
// second browser (another device) logs in to the same account and lists the games the first
// started, the one played as a guest before signing up too, and plays the first's game with no
// token of its own; a wrong password is refused with the server's words and changes nothing; log out
// returns to the guest's name field. On a
// desktop and a phone; guests keep playing as before (the other scenarios).
import { check, clickSquare, desktop, phone, startFromCard, STEP_MS, waitBoard, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "sign up, log in on another device, a wrong password refused, log out";

async function fillAndSubmit(page, fields) {
  for (const [id, value] of Object.entries(fields)) await page.fill(`#${id}`, value);
  await page.click("#account-submit");
}

async function signedInAs(page) {
  await page.waitForSelector('[data-account="signed-in"]', { timeout: STEP_MS });
  return page.locator("#account-name").textContent();
}

export default async function (t) {
  const name = `Ada${Date.now() % 100000}`;
  const password = "correct horse battery";
  // Device one: a desktop browser plays a game as a guest, then signs up (and keeps that game).
  const one = await t.page(desktop());
  const guestGame = (await startFromCard(t, one, "half-alice", "computer", 1)).split("/game/")[1];
  await one.goto(`${t.base}/`);
  await one.waitForSelector('[data-account="guest"]', { timeout: STEP_MS });
  await one.click("#signup-open");
  await fillAndSubmit(one, { "account-user": name, "account-password": password, "account-repeat": "something else" });
  check((await one.locator(".account-form .alert").textContent()).includes("differ"), "two different passwords are caught on the page");
  await t.shot(one, "signup-form-desktop");
  await fillAndSubmit(one, { "account-repeat": password });
  check((await signedInAs(one)) === name, "signed in under the new name after signing up");
  await t.shot(one, "signed-in-desktop");

  // Device two: a phone logs in to the same account; a wrong password first.
  const two = await t.page(phone(390, 844));
  await two.goto(`${t.base}/`);
  await two.waitForSelector('[data-account="guest"]', { timeout: STEP_MS });
  await two.click("#login-open");
  await fillAndSubmit(two, { "account-user": name, "account-password": "wrong password" });
  await two.waitForSelector(".account-form .alert", { timeout: STEP_MS });
  const refusal = await two.locator(".account-form .alert").textContent();
  check(/wrong name or password/i.test(refusal), `a wrong password is refused in the server's words: "${refusal}"`);
  await t.shot(two, "login-refused-phone");
  await fillAndSubmit(two, { "account-password": password });
  check((await signedInAs(two)) === name, "the phone is signed in to the same account");
  await t.shot(two, "signed-in-phone");

  // A game the desktop starts signed in is under "Your games" on the phone (another device).
  const made = await one.evaluate(async () => {
    const res = await fetch("/api/games", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ variant: "chess960", seats: [{ kind: "human" }, { kind: "computer", level: 1 }], take: [0] }),
    });
    return res.json();
  });
  check(typeof made.id === "string", `the desktop made a game: ${JSON.stringify(made)}`);
  await two.reload();
  await two.waitForSelector(`[data-list="mine"] li[data-game="${made.id}"]`, { timeout: STEP_MS });
  check(await two.locator(`[data-list="mine"] li[data-game="${guestGame}"]`).isVisible(), "the game played as a guest before signing up is the account's too");
  const row = await two.locator(`[data-list="mine"] li[data-game="${made.id}"]`).textContent();
  check(row.includes(name), `the phone lists the desktop's game with the account's name: "${row}"`);
  check(row.includes("your turn"), `the phone's list says it is the account's turn there: "${row}"`);
  check(await two.locator(`[data-list="your-turn"] li[data-game="${made.id}"]`).isVisible(), "the game waiting for the account's move is at the top of the lobby too");
  await t.shot(two, "your-turn-phone");
  await two.locator('[data-list="mine"]').scrollIntoViewIfNeeded();
  await t.shot(two, "your-games-phone");

  // The phone holds no token for it, yet plays it: the socket acts for the account's seat.
  await two.click(`[data-list="mine"] li[data-game="${made.id}"] a`);
  await waitBoard(two);
  await waitMyTurn(two);
  await clickSquare(two, "e2");
  await clickSquare(two, "e4");
  await waitMoves(two, 2, "the phone's move, then the computer's answer");
  await t.shot(two, "played-on-phone");

  // Logging out on the desktop leaves the phone signed in.
  await one.click("#logout");
  await one.waitForSelector('[data-account="guest"]', { timeout: STEP_MS });
  check(await one.locator("#player-name").isVisible(), "the guest's name field is back after logging out");
  await two.goto(`${t.base}/`);
  check((await signedInAs(two)) === name, "the other device stays signed in");
  await one.context().close();
  await two.context().close();
}
