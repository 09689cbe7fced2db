// The lobby's computer levels come from the catalog: Chess960's measured levels show their
// estimate on stockfish's scale ("4 ≈ 1563"), the others their number, each with its label as a
// tooltip; a game without measured levels shows numbers alone. On a desktop and on a phone. And
// the seed field of a game that hides things is closed while a friend's seat is left open.
import { check, desktop, openMoreOptions, phone, STEP_MS } from "../harness.mjs";

export const title = "the lobby's computer levels with their measured strength, on a desktop and a phone";

async function levelWords(page) {
  return page.locator("#level option").evaluateAll((os) => os.map((o) => ({ text: o.textContent, title: o.title })));
}

export default async function (t) {
  const api = await (await fetch(`${t.base}/api/variants`)).json();
  const served = api.find((v) => v.id === "chess960").levels;
  for (const [name, size] of [
    ["desktop", desktop()],
    ["phone", phone(390, 844)],
  ]) {
    const page = await t.page(size);
    await page.goto(`${t.base}/`);
    await openMoreOptions(page);
    await page.selectOption("#variant", "chess960");
    await page.check("input[name=mode][value=computer]");
    await page.waitForSelector("#level option", { state: "attached", timeout: STEP_MS });
    const words = await levelWords(page);
    check(words.length === 8, `eight levels: ${JSON.stringify(words)}`);
    for (const [i, l] of served.entries()) {
      const want = l.elo === undefined ? `${l.level}` : `${l.level} ≈ ${l.elo}`;
      check(words[i].text === want, `level ${l.level} reads "${words[i].text}", not "${want}"`);
      check(words[i].title.startsWith(l.label), `level ${l.level}'s tooltip "${words[i].title}" names "${l.label}"`);
    }
    check(served.some((l) => l.elo !== undefined), "Chess960 has a measured level");
    await page.locator("#level").scrollIntoViewIfNeeded();
    await t.shot(page, `levels-${name}`);
    // A game whose levels were not measured: numbers alone.
    const other = api.find((v) => v.engine && v.levels.every((l) => l.elo === undefined));
    if (other) {
      await page.selectOption("#variant", other.id);
      await page.check("input[name=mode][value=computer]");
      const plain = await levelWords(page);
      check(plain.every((w, i) => w.text === `${i + 1}`), `${other.id}: ${JSON.stringify(plain)}`);
    }
    // A seed of one's choosing only when nobody else plays (the server refuses it otherwise).
    const hidden = api.find((v) => v.engine && v.traits.hidden && v.options.some((o) => o.name === "seed"));
    if (hidden && name === "desktop") {
      await page.selectOption("#variant", hidden.id);
      await page.check("input[name=mode][value=computer]");
      const seed = page.locator('input[data-option="seed"]');
      check(await seed.isEnabled(), `${hidden.id}: the seed is open against the computer`);
      await seed.fill("12");
      await page.check("input[name=mode][value=friend]");
      check(await seed.isDisabled(), `${hidden.id}: the seed is closed when a friend is invited`);
      check((await seed.inputValue()) === "", `${hidden.id}: the closed seed is emptied`);
      check(await page.locator("small.seed-closed").isVisible(), `${hidden.id}: the form says why the seed is closed`);
      await page.locator("small.seed-closed").scrollIntoViewIfNeeded();
      await t.shot(page, "seed-closed-desktop");
    }
    await page.context().close();
  }
}
