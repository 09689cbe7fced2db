// Cooperative Chess with the computer partner (level 1), dealt from a fixed seed, on a desktop and
// on a phone: a suggested question asked from the "Ask your partner" box is answered Yes or No in
// the talk log; a question in one's own words is refused by the computer; the Hint button
// highlights a legal move on the board (or its button) without playing it. Then two people: the
// partner asked sees Yes / No buttons, and both see the answer.
import { check, createGame, desktop, gameId, getJson, phone, STEP_MS, waitBoard } from "../harness.mjs";

export const title = "Cooperative Chess table talk and hints: the computer partner answers a suggested question and refuses free words, a hint highlighted and not played (desktop and 390×844); a person answers with Yes / No";

async function askAndHint(t, page, shot) {
  await createGame(t, page, { variant: "cooperative", mode: "computer", level: 1, options: { seed: 7 } });
  await page.waitForSelector(".turn.mine", { timeout: STEP_MS });
  const url = page.url();
  const before = (await getJson(t, `/api/games/${gameId(url)}`)).view.history;

  // A suggestion fills the box; Ask sends it as the preset question; the partner answers.
  await page.waitForSelector(".talk .talk-ask", { timeout: STEP_MS });
  const label = (await page.locator(".talk .talk-ask label").textContent()) ?? "";
  check(/Ask your computer partner/.test(label), `the ask box: "${label}"`);
  await page.selectOption(".talk-presets", "card-king");
  const filled = await page.inputValue(".talk-input");
  check(filled === "Do you have a king card?", `the suggestion fills the box: "${filled}"`);
  await page.click("[data-action=ask]");
  await page.waitForSelector(".talk-log li .talk-reply[data-reply=yes], .talk-log li .talk-reply[data-reply=no]", { timeout: STEP_MS });
  const line = (await page.locator(".talk-log li").first().textContent()) ?? "";
  check(/^White → Black: Do you have a king card\? — (Yes|No)$/.test(line), `the exchange in the log: "${line}"`);
  const server = (await getJson(t, `/api/games/${gameId(url)}/record`)).talk ?? [];
  check(server.length === 1 && server[0].preset === "card-king" && typeof server[0].yes === "boolean", `the record keeps it: ${JSON.stringify(server)}`);
  check(line.endsWith(server[0].yes ? "Yes" : "No"), "the page shows the server's answer");

  // Words of one's own: the computer answers the suggested questions only.
  await page.fill(".talk-input", "What is your plan?");
  await page.click("[data-action=ask]");
  await page.waitForSelector("[role=alert] .alert", { timeout: STEP_MS });
  const alert = (await page.locator("[role=alert]").textContent()) ?? "";
  check(/only answer the preset questions/.test(alert), `the refusal: "${alert}"`);
  check((await page.locator(".talk-log li").count()) === 1, "the refused question is not in the log");

  // The hint: highlighted, named, not played.
  await page.click("[data-action=hint]");
  await page.waitForSelector(".hint-text", { timeout: STEP_MS });
  const hinted = (await page.locator(".hint-text").getAttribute("data-hint-move")) ?? "";
  const legal = (await page.evaluate(() => [...document.querySelectorAll("svg.board [data-hint]")].length)) > 0 || (await page.locator(`.move-buttons button.hinted`).count()) > 0;
  check(legal, `the hinted move ${hinted} is highlighted on the board or its button`);
  const onBoard = await page.$$eval("svg.board [data-hint]", (els) => els.map((e) => `${e.getAttribute("data-square") ?? e.getAttribute("data-piece") ?? "zone"}:${e.getAttribute("data-hint")}`));
  const caption = (await page.locator(".hint-text").textContent()) ?? "";
  check(/^Suggested: /.test(caption), `the hint in words: "${caption}" (${onBoard.join(", ")})`);
  const after = (await getJson(t, `/api/games/${gameId(url)}`)).view;
  check(JSON.stringify(after.history) === JSON.stringify(before) && after.to_move === 0, "the hint was not played");
  await t.shot(page, shot);
}

// Two people: White asks in words, Black gets Yes / No buttons, both logs show the answer.
async function twoPeople(t) {
  const a = await t.page(desktop(1200, 900));
  const b = await t.page(phone(390, 844));
  await createGame(t, a, { variant: "cooperative", mode: "friend" }); // a deal of the server's: others join
  const link = await a.locator(".invite-link").inputValue({ timeout: STEP_MS });
  await b.goto(link);
  await waitBoard(b);
  await b.click("[data-action=join]", { timeout: STEP_MS });
  await a.waitForSelector(".talk .talk-ask", { timeout: STEP_MS }); // somebody to ask now
  await a.fill(".talk-input", "Can your bishop reach my knight next turn?");
  await a.click("[data-action=ask]");
  await b.waitForSelector(".talk-question [data-answer=yes]", { timeout: STEP_MS });
  const asked = (await b.locator(".talk-question").textContent()) ?? "";
  check(/White asks you: Can your bishop reach my knight next turn\?/.test(asked), `the partner is asked: "${asked}"`);
  const waiting = (await a.locator(".talk-note").textContent()) ?? "";
  check(/Waiting for Black's answer/.test(waiting), `the asker waits: "${waiting}"`);
  await t.shot(b, "asked-phone");
  await b.click(".talk-question [data-answer=yes]");
  await a.waitForSelector(".talk-log .talk-reply[data-reply=yes]", { timeout: STEP_MS });
  await b.waitForSelector(".talk-question", { state: "detached", timeout: STEP_MS });
  const line = (await b.locator(".talk-log li").first().textContent()) ?? "";
  check(line === "White → Black: Can your bishop reach my knight next turn? — Yes", `the partner's log: "${line}"`);
  await t.shot(a, "answered");
}

export default async function (t) {
  await askAndHint(t, await t.page(desktop(1200, 900)), "desktop");
  await askAndHint(t, await t.page(phone(390, 844)), "phone-390x844");
  await twoPeople(t);
}
